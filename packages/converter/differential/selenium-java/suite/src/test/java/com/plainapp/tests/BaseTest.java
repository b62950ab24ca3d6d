package com.plainapp.tests;

import java.time.Duration;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.BeforeMethod;

/** Every test gets a fresh headless browser, closed after it. */
public abstract class BaseTest {
  protected WebDriver driver;

  @BeforeMethod
  public void startBrowser() {
    ChromeOptions options = new ChromeOptions();
    options.addArguments("--headless=new", "--window-size=1280,800");
    driver = new ChromeDriver(options);
    driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(5));
  }

  @AfterMethod
  public void stopBrowser() {
    if (driver != null) {
      driver.quit();
    }
  }
}
