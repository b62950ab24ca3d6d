package com.plainapp.pages;

import java.util.Set;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/** A link that opens the help centre in a new window. */
public class WindowsPage extends BasePage {
  private final By openHelp = By.id("open-help");
  private String original;

  public WindowsPage(WebDriver driver) {
    super(driver);
  }

  public WindowsPage open() {
    openPage("windows.html");
    return this;
  }

  /** Clicks the link and waits for the window it opens. */
  public void openHelp() {
    driver.findElement(openHelp).click();
    wait.until(d -> d.getWindowHandles().size() == 2);
  }

  /** Opens the help centre and switches the driver to its window. */
  public void switchToHelp() {
    original = driver.getWindowHandle();
    openHelp();
    for (String handle : driver.getWindowHandles()) {
      if (!handle.equals(original)) {
        driver.switchTo().window(handle);
      }
    }
  }

  /** Closes the window the driver is on and goes back to the first. */
  public void backToFirstWindow() {
    driver.close();
    driver.switchTo().window(original);
  }

  public Set<String> windowHandles() {
    return driver.getWindowHandles();
  }

}
