package com.plainapp.pages;

import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.FindBy;

/** A todo list driven from the keyboard. */
public class KeyboardPage extends BasePage {
  @FindBy(id = "new-todo")
  private WebElement newTodo;

  @FindBy(css = "#todos li.todo")
  private List<WebElement> todos;

  public KeyboardPage(WebDriver driver) {
    super(driver);
  }

  public KeyboardPage open() {
    openPage("keyboard.html");
    return this;
  }

  public void addTodo(String text) {
    newTodo.sendKeys(text + Keys.ENTER);
  }

  public void type(String text) {
    newTodo.sendKeys(text);
  }

  public void press(Keys key) {
    newTodo.sendKeys(key);
  }

  /** Text and keys together, as Selenium's sendKeys takes them. */
  public void typeKeys(CharSequence... keys) {
    newTodo.sendKeys(keys);
  }

  /** Types with Shift held down through an action chain. */
  public void typeShifted(String text) {
    new Actions(driver).click(newTodo).keyDown(Keys.SHIFT).sendKeys(text).keyUp(Keys.SHIFT).perform();
  }

  public void addTodoWithActions(String text) {
    new Actions(driver).click(newTodo).sendKeys(text).sendKeys(Keys.ENTER).perform();
  }

  public String inputValue() {
    return newTodo.getAttribute("value");
  }

  public int todoCount() {
    return todos.size();
  }

  public String todoAt(int index) {
    return todos.get(index).getText();
  }

  public String keyLog() {
    return textOf(By.id("key-log"));
  }

  public String focusLog() {
    return textOf(By.id("focus-log"));
  }
}
