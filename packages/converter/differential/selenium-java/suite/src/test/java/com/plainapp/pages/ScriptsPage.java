package com.plainapp.pages;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** A page whose state and helpers the tests reach through JavaScript. */
public class ScriptsPage extends BasePage {
  @FindBy(id = "load-report")
  private WebElement loadReport;

  @FindBy(id = "report")
  private WebElement report;

  public ScriptsPage(WebDriver driver) {
    super(driver);
  }

  public ScriptsPage open() {
    openPage("scripts.html");
    return this;
  }

  private JavascriptExecutor js() {
    return (JavascriptExecutor) driver;
  }

  public String appVersion() {
    return (String) js().executeScript("return window.appState.version;");
  }

  public long userCount() {
    return (Long) js().executeScript("return window.appState.users;");
  }

  public long total(int a, int b) {
    return (Long) js().executeScript("return window.computeTotal(arguments[0], arguments[1]);", a, b);
  }

  public String greeting(String name) {
    return (String)
        js().executeAsyncScript(
            "var done = arguments[arguments.length - 1]; window.fetchGreeting(arguments[0], done);",
            name);
  }

  public void loadReport() {
    loadReport.click();
  }

  public void loadReportThroughScript() {
    js().executeScript("arguments[0].click();", loadReport);
  }

  public String reportText() {
    return wait.until(ExpectedConditions.visibilityOf(report)).getText();
  }

  /** The script answers 0: a value (not null, empty or false), so the wait is over at once. */
  public long usersBeyondThree() {
    return (Long) wait.until(ExpectedConditions.jsReturnsValue("return window.appState.users - 3;"));
  }

  /** Whichever comes first: the report shown, or the page running the current version. */
  public boolean reportOrCurrentVersion() {
    return wait.until(
        ExpectedConditions.or(
            ExpectedConditions.visibilityOf(report),
            ExpectedConditions.jsReturnsValue(
                "return window.appState.version === '2.4.1' || null;")));
  }

  public boolean isReportShown() {
    return driver.findElement(By.id("report")).isDisplayed();
  }
}
