package com.plainapp.pages;

import java.util.List;
import java.util.stream.Collectors;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;

/** The index page: a heading and a list of links to the other pages. */
public class HomePage extends BasePage {
  @FindBy(tagName = "h1")
  private WebElement heading;

  @FindBy(css = "ul li a")
  private List<WebElement> links;

  public HomePage(WebDriver driver) {
    super(driver);
  }

  public HomePage open() {
    openPage("index.html");
    return this;
  }

  public String heading() {
    return heading.getText();
  }

  public List<String> linkTexts() {
    return links.stream().map(WebElement::getText).collect(Collectors.toList());
  }

  public void follow(String linkText) {
    driver.findElement(By.linkText(linkText)).click();
  }
}
