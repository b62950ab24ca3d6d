package com.plainapp.pages;

import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** A three-step wizard that keeps its step in the address (?step=N). */
public class WizardPage extends BasePage {
  @FindBy(id = "next")
  private WebElement nextButton;

  @FindBy(id = "draft")
  private WebElement notes;

  @FindBy(id = "save")
  private WebElement saveButton;

  private final By stepTitle = By.id("step-title");
  private final By saveStatus = By.id("save-status");

  public WizardPage(WebDriver driver) {
    super(driver);
  }

  public WizardPage open() {
    openPage("wizard.html");
    return this;
  }

  public WizardPage openAtStep(int step) {
    openPage("wizard.html?step=" + step);
    return this;
  }

  public void next() {
    nextButton.click();
  }

  public String stepTitle() {
    return textOf(stepTitle);
  }

  public String nextLabel() {
    return nextButton.getText();
  }

  public void saveDraft(String text) {
    notes.sendKeys(text);
    saveButton.click();
  }

  public boolean waitForSaveStatus(String text) {
    return wait.until(ExpectedConditions.textToBe(saveStatus, text));
  }
}
