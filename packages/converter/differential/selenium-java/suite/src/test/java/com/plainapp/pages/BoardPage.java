package com.plainapp.pages;

import java.util.regex.Pattern;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.FindBy;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** A board whose cards move between columns by mouse drag and drop. */
public class BoardPage extends BasePage {
  @FindBy(id = "done")
  private WebElement doneColumn;

  @FindBy(tagName = "h1")
  private WebElement title;

  private final By status = By.id("board-status");

  public BoardPage(WebDriver driver) {
    super(driver);
  }

  public BoardPage open() {
    openPage("board.html");
    return this;
  }

  public void dragToDone(String cardId) {
    WebElement card = driver.findElement(By.id(cardId));
    new Actions(driver).dragAndDrop(card, doneColumn).perform();
  }

  public void carryToDone(String cardId) {
    WebElement card = driver.findElement(By.id(cardId));
    new Actions(driver).clickAndHold(card).moveToElement(doneColumn).release().perform();
  }

  public void dropOnTitle(String cardId) {
    WebElement card = driver.findElement(By.id(cardId));
    new Actions(driver).dragAndDrop(card, title).perform();
  }

  /** Holds the card, moves to the middle of Done, then by an offset from there, and lets go. */
  public void carryIntoDoneBy(String cardId, int xOffset, int yOffset) {
    WebElement card = driver.findElement(By.id(cardId));
    new Actions(driver)
        .clickAndHold(card)
        .moveToElement(doneColumn)
        .moveByOffset(xOffset, yOffset)
        .release()
        .perform();
  }

  public void waitForDoneCards() {
    wait.until(
        ExpectedConditions.and(
            ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#done .card"), 0),
            ExpectedConditions.textMatches(status, Pattern.compile("\\d to do, [12] done"))));
  }

  public String status() {
    return driver.findElement(status).getText();
  }
}
