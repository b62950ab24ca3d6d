package com.plainapp.pages;

import java.util.List;
import java.util.stream.Collectors;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.FindBy;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** A catalogue menu whose entries only show while the pointer is over it. */
public class MenuPage extends BasePage {
  @FindBy(id = "products-trigger")
  private WebElement trigger;

  @FindBy(id = "submenu")
  private WebElement submenu;

  @FindBy(className = "menu-item")
  private List<WebElement> entries;

  public MenuPage(WebDriver driver) {
    super(driver);
  }

  public MenuPage open() {
    openPage("menu.html");
    return this;
  }

  public void hoverProducts() {
    new Actions(driver).moveToElement(trigger).perform();
    wait.until(ExpectedConditions.visibilityOf(submenu));
  }

  public boolean isSubmenuShown() {
    return submenu.isDisplayed();
  }

  public List<String> entryNames() {
    return entries.stream().map(WebElement::getText).collect(Collectors.toList());
  }

  public void choose(String entry) {
    hoverProducts();
    driver.findElement(By.linkText(entry)).click();
  }

  public String chosen() {
    return textOf(By.id("chosen"));
  }
}
