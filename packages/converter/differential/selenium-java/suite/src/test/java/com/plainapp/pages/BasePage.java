package com.plainapp.pages;

import com.plainapp.support.Config;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.PageFactory;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** What every page can do: open itself, wait for an element, read a text, read the title. */
public abstract class BasePage {
  protected WebDriver driver;
  protected WebDriverWait wait;

  public BasePage(WebDriver driver) {
    this.driver = driver;
    this.wait = new WebDriverWait(driver, Duration.ofSeconds(5));
    PageFactory.initElements(driver, this);
  }

  protected void openPage(String name) {
    driver.get(Config.plainPage(name));
  }

  protected WebElement waitForVisible(By locator) {
    return wait.until(ExpectedConditions.visibilityOfElementLocated(locator));
  }

  protected String textOf(By locator) {
    return waitForVisible(locator).getText();
  }

  public String getPageTitle() {
    return driver.getTitle();
  }
}
