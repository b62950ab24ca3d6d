package com.plainapp.pages;

import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;

/** A page that embeds the draft editor in an iframe named "editor". */
public class FramesPage extends BasePage {
  @FindBy(id = "editor-frame")
  private WebElement editorFrame;

  private final By draft = By.id("draft");
  private final By saveDraft = By.id("save-draft");
  private final By saved = By.id("saved");

  public FramesPage(WebDriver driver) {
    super(driver);
  }

  public FramesPage open() {
    openPage("frames.html");
    return this;
  }

  public void enterEditorByName() {
    driver.switchTo().frame("editor");
  }

  public void enterEditorByElement() {
    driver.switchTo().frame(editorFrame);
  }

  public void enterEditorByIndex() {
    driver.switchTo().frame(0);
  }

  public void leaveEditor() {
    driver.switchTo().defaultContent();
  }

  public void writeDraft(String text) {
    WebElement area = waitForVisible(draft);
    area.clear();
    area.sendKeys(text);
    driver.findElement(saveDraft).click();
  }

  public String savedMessage() {
    return textOf(saved);
  }

  public String editorHeading() {
    return textOf(By.tagName("h2"));
  }

  public String draftLabel() {
    return waitForVisible(draft).getAttribute("aria-label");
  }

  public String pageHeading() {
    return textOf(By.tagName("h1"));
  }
}
