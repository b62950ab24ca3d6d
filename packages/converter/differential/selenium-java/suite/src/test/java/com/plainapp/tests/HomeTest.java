package com.plainapp.tests;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import com.plainapp.pages.HomePage;
import java.util.List;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

public class HomeTest extends BaseTest {
  // expect: good pass, broken pass
  @Test
  public void showsTheHeading() {
    HomePage home = new HomePage(driver).open();
    assertEquals(home.heading(), "Plain fixture");
    assertEquals(home.getPageTitle(), "Plain fixture");
  }

  // expect: good pass, broken pass
  @Test
  public void listsEveryPage() {
    List<String> links = new HomePage(driver).open().linkTexts();
    assertEquals(links.size(), 7);
    assertTrue(links.contains("Drag and drop"), "links: " + links);
  }

  @DataProvider(name = "pages")
  public Object[][] pages() {
    return new Object[][] {{"Alerts", "Alerts"}, {"Keyboard", "Keyboard"}, {"Hover menu", "Menu"}};
  }

  // expect: good pass, broken pass
  @Test(dataProvider = "pages")
  public void opensAPageFromTheList(String link, String title) {
    HomePage home = new HomePage(driver).open();
    home.follow(link);
    assertEquals(driver.getTitle(), title);
  }
}
