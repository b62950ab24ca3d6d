package com.plainapp.tests;

import static org.testng.Assert.assertEquals;

import com.plainapp.pages.HelpPage;
import com.plainapp.pages.WindowsPage;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.testng.annotations.Test;

public class WindowsTest extends BaseTest {
  // expect: good pass, broken fail
  @Test
  public void opensHelpInANewWindow() {
    WindowsPage windows = new WindowsPage(driver).open();
    String original = driver.getWindowHandle();
    windows.openHelp();
    for (String handle : driver.getWindowHandles()) {
      if (!handle.equals(original)) {
        driver.switchTo().window(handle);
      }
    }
    assertEquals(driver.getTitle(), "Help Center");
  }

  // expect: good pass, broken fail
  @Test
  public void readsTheHelpIntroduction() {
    WindowsPage windows = new WindowsPage(driver).open();
    String original = driver.getWindowHandle();
    windows.openHelp();
    for (String handle : driver.getWindowHandles()) {
      if (!handle.equals(original)) {
        driver.switchTo().window(handle);
        break;
      }
    }
    WebElement intro = driver.findElement(By.id("help-intro"));
    assertEquals(intro.getText(), "Search the guides or contact support.");
  }

  // expect: good pass, broken fail
  @Test
  public void readsHelpTopicsAfterThePageObjectSwitches() {
    WindowsPage windows = new WindowsPage(driver).open();
    windows.switchToHelp();
    assertEquals(driver.getTitle(), "Help Center");
    assertEquals(new HelpPage(driver).topicCount(), 3);
    windows.backToFirstWindow();
    assertEquals(driver.getTitle(), "Windows");
  }

  // expect: good pass, broken pass
  @Test
  public void returnsToTheFirstWindow() {
    WindowsPage windows = new WindowsPage(driver).open();
    windows.switchToHelp();
    windows.backToFirstWindow();
    assertEquals(driver.getTitle(), "Windows");
    assertEquals(driver.getWindowHandles().size(), 1);
  }

  // expect: good pass, broken pass
  @Test
  public void keepsTheFirstWindowOpen() {
    WindowsPage windows = new WindowsPage(driver).open();
    String original = driver.getWindowHandle();
    windows.openHelp();
    assertEquals(windows.windowHandles().size(), 2);
    assertEquals(driver.getWindowHandle(), original);
    assertEquals(driver.getTitle(), "Windows");
  }
}
