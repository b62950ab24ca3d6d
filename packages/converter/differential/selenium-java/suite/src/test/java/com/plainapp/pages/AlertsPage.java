package com.plainapp.pages;

import org.openqa.selenium.Alert;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** Buttons that open alerts, confirmations and prompts, some of them after a delay. */
public class AlertsPage extends BasePage {
  @FindBy(id = "save")
  private WebElement saveButton;

  @FindBy(id = "delete")
  private WebElement deleteButton;

  @FindBy(id = "rename")
  private WebElement renameButton;

  @FindBy(id = "remind")
  private WebElement remindButton;

  @FindBy(id = "checkout")
  private WebElement checkoutButton;

  private final By deleteResult = By.id("delete-result");
  private final By renameResult = By.id("rename-result");
  private final By checkoutResult = By.id("checkout-result");

  public AlertsPage(WebDriver driver) {
    super(driver);
  }

  public AlertsPage open() {
    openPage("alerts.html");
    return this;
  }

  public void save() {
    saveButton.click();
  }

  public void delete() {
    deleteButton.click();
  }

  public void rename() {
    renameButton.click();
  }

  public void remindMe() {
    remindButton.click();
  }

  public void checkOut() {
    checkoutButton.click();
  }

  public Alert waitForAlert() {
    return wait.until(ExpectedConditions.alertIsPresent());
  }

  public String deleteResult() {
    return textOf(deleteResult);
  }

  public String renameResult() {
    return textOf(renameResult);
  }

  public String checkoutResult() {
    wait.until(ExpectedConditions.textToBePresentInElementLocated(checkoutResult, "Order"));
    return driver.findElement(checkoutResult).getText();
  }
}
