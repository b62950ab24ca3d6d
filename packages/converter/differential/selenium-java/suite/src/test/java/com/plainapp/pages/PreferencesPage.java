package com.plainapp.pages;

import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;
import org.openqa.selenium.WebDriver;

/** Preferences kept in cookies: a theme the page reads, a consent the page writes. */
public class PreferencesPage extends BasePage {
  private final By theme = By.id("theme");
  private final By acceptCookies = By.id("accept-cookies");
  private final By consent = By.id("consent");

  public PreferencesPage(WebDriver driver) {
    super(driver);
  }

  public PreferencesPage open() {
    openPage("preferences.html");
    return this;
  }

  public void chooseTheme(String name) {
    driver.manage().addCookie(new Cookie("theme", name));
    driver.navigate().refresh();
  }

  public String theme() {
    return textOf(theme);
  }

  public void acceptCookies() {
    driver.findElement(acceptCookies).click();
  }

  public String consent() {
    return textOf(consent);
  }
}
