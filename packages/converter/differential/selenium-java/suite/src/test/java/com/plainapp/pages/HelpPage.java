package com.plainapp.pages;

import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;

/** The help centre's topics. */
public class HelpPage extends BasePage {
  @FindBy(css = "#topics .topic")
  private List<WebElement> topics;

  public HelpPage(WebDriver driver) {
    super(driver);
  }

  public HelpPage open() {
    openPage("help.html");
    return this;
  }

  public int topicCount() {
    return topics.size();
  }

  public List<String> topicNames() {
    List<String> names = new ArrayList<>();
    for (WebElement topic : topics) {
      names.add(topic.getText());
    }
    return names;
  }
}
