package com.plainapp.pages;

import java.util.Set;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/** A link that opens the help centre in a new window. */
public class WindowsPage extends BasePage {
  private final By openHelp = By.id("open-help");

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

  public Set<String> windowHandles() {
    return driver.getWindowHandles();
  }

}
