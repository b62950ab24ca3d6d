package com.plainapp.tests;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import com.plainapp.pages.MenuPage;
import java.util.Arrays;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

public class MenuTest extends BaseTest {
  // expect: good pass, broken pass
  @Test
  public void hidesTheEntriesAtFirst() {
    assertFalse(new MenuPage(driver).open().isSubmenuShown());
  }

  // expect: good pass, broken pass
  @Test
  public void showsTheEntriesOnHover() {
    MenuPage menu = new MenuPage(driver).open();
    menu.hoverProducts();
    assertTrue(menu.isSubmenuShown());
  }

  // expect: good pass, broken fail
  @Test
  public void namesTheEntries() {
    MenuPage menu = new MenuPage(driver).open();
    menu.hoverProducts();
    assertEquals(menu.entryNames(), Arrays.asList("Laptops", "Phones"));
  }

  @DataProvider
  public Object[][] entries() {
    return new Object[][] {{"Laptops"}, {"Phones"}};
  }

  // expect: good pass, broken fail for "Phones", pass for the others
  @Test(dataProvider = "entries")
  public void choosesAnEntry(String entry) {
    MenuPage menu = new MenuPage(driver).open();
    menu.choose(entry);
    assertEquals(menu.chosen(), "Chosen: " + entry);
  }
}
