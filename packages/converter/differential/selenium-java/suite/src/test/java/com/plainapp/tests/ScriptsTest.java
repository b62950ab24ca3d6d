package com.plainapp.tests;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import com.plainapp.pages.ScriptsPage;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

public class ScriptsTest extends BaseTest {
  private ScriptsPage scripts;

  @BeforeMethod
  public void openScripts() {
    scripts = new ScriptsPage(driver).open();
  }

  // expect: good pass, broken fail
  @Test
  public void readsTheApplicationVersion() {
    assertEquals(scripts.appVersion(), "2.4.1");
  }

  // expect: good pass, broken pass
  @Test
  public void countsTheUsers() {
    assertEquals(scripts.userCount(), 3L);
  }

  // expect: good pass, broken pass
  @Test
  public void computesATotalInThePage() {
    assertEquals(scripts.total(2, 3), 5L);
  }

  // expect: good pass, broken pass
  @Test
  public void waitsForAnAsynchronousGreeting() {
    assertEquals(scripts.greeting("Ada"), "Hello, Ada");
  }

  // expect: good pass, broken pass
  @Test
  public void waitsForAScriptValueOfZero() {
    assertEquals(scripts.usersBeyondThree(), 0L);
  }

  // expect: good pass, broken fail
  @Test
  public void waitsForTheReportOrTheCurrentVersion() {
    assertTrue(scripts.reportOrCurrentVersion());
  }

  // expect: good pass, broken pass
  @Test
  public void showsTheReportOnceLoaded() {
    assertFalse(scripts.isReportShown());
    scripts.loadReport();
    assertEquals(scripts.reportText(), "Quarterly report ready");
  }

  // expect: good pass, broken pass
  @Test
  public void loadsTheReportThroughAScript() {
    scripts.loadReportThroughScript();
    assertEquals(scripts.reportText(), "Quarterly report ready");
  }
}
