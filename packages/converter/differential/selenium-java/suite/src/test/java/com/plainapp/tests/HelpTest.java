package com.plainapp.tests;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import com.plainapp.pages.HelpPage;
import org.testng.annotations.Test;

@Test(groups = "help")
public class HelpTest extends BaseTest {
  // expect: good pass, broken pass
  public void listsThreeTopics() {
    assertEquals(new HelpPage(driver).open().topicCount(), 3);
  }

  // expect: good pass, broken fail
  public void startsWithGettingStarted() {
    assertEquals(new HelpPage(driver).open().topicNames().get(0), "Getting started");
  }

  // expect: good pass, broken pass
  public void mentionsBilling() {
    HelpPage help = new HelpPage(driver).open();
    assertTrue(help.topicNames().stream().anyMatch(name -> name.equals("Billing")));
  }
}
