package com.plainapp.tests;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNotNull;
import static org.testng.Assert.assertTrue;

import com.plainapp.pages.PreferencesPage;
import org.openqa.selenium.Cookie;
import org.testng.annotations.Test;

public class PreferencesTest extends BaseTest {
  // expect: good pass, broken fail
  @Test
  public void appliesTheThemeFromACookie() {
    PreferencesPage preferences = new PreferencesPage(driver).open();
    preferences.chooseTheme("dark");
    assertEquals(preferences.theme(), "Theme: dark");
  }

  // expect: good pass, broken pass
  @Test
  public void defaultsToTheLightTheme() {
    assertEquals(new PreferencesPage(driver).open().theme(), "Theme: light");
  }

  // expect: good pass, broken pass
  @Test
  public void storesTheConsentInACookie() {
    PreferencesPage preferences = new PreferencesPage(driver).open();
    preferences.acceptCookies();
    assertEquals(preferences.consent(), "Cookies accepted");
    Cookie consent = driver.manage().getCookieNamed("consent");
    assertNotNull(consent);
    assertEquals(consent.getValue(), "yes");
  }

  // expect: good pass, broken pass
  @Test
  public void forgetsTheThemeOnceCookiesAreDeleted() {
    PreferencesPage preferences = new PreferencesPage(driver).open();
    preferences.chooseTheme("dark");
    driver.manage().deleteAllCookies();
    driver.navigate().refresh();
    assertEquals(preferences.theme(), "Theme: light");
    assertTrue(driver.manage().getCookies().isEmpty());
  }
}
