package com.plainapp.tests;

import static org.testng.Assert.assertEquals;

import com.plainapp.pages.AlertsPage;
import org.openqa.selenium.Alert;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

public class AlertsTest extends BaseTest {
  private AlertsPage alerts;

  @BeforeMethod
  public void openAlerts() {
    alerts = new AlertsPage(driver).open();
  }

  // expect: good pass, broken fail
  @Test
  public void confirmsTheSave() {
    alerts.save();
    Alert alert = driver.switchTo().alert();
    assertEquals(alert.getText(), "Saved!");
    alert.accept();
  }

  // expect: good pass, broken pass
  @Test
  public void deletesAfterConfirming() {
    alerts.delete();
    driver.switchTo().alert().accept();
    assertEquals(alerts.deleteResult(), "Item deleted");
  }

  // expect: good pass, broken pass
  @Test
  public void keepsTheItemWhenDismissed() {
    alerts.delete();
    driver.switchTo().alert().dismiss();
    assertEquals(alerts.deleteResult(), "Item kept");
  }

  // expect: good pass, broken fail
  @Test
  public void renamesThroughThePrompt() {
    alerts.rename();
    Alert prompt = driver.switchTo().alert();
    prompt.sendKeys("Quarterly");
    prompt.accept();
    assertEquals(alerts.renameResult(), "Renamed to Quarterly");
  }

  // expect: good pass, broken pass
  @Test
  public void keepsThePromptDefault() {
    alerts.rename();
    driver.switchTo().alert().accept();
    assertEquals(alerts.renameResult(), "Renamed to untitled");
  }

  // expect: good pass, broken pass
  @Test
  public void waitsForTheReminder() {
    alerts.remindMe();
    Alert reminder = alerts.waitForAlert();
    assertEquals(reminder.getText(), "Time for a break");
    reminder.accept();
  }

  // expect: good pass, broken fail
  @Test
  public void placesTheOrderAfterTheDelayedConfirmation() {
    alerts.checkOut();
    Alert confirmation = alerts.waitForAlert();
    assertEquals(confirmation.getText(), "Place the order?");
    confirmation.accept();
    assertEquals(alerts.checkoutResult(), "Order placed");
  }

  // expect: good pass, broken pass
  @Test
  public void cancelsTheOrder() {
    alerts.checkOut();
    alerts.waitForAlert().dismiss();
    assertEquals(alerts.checkoutResult(), "Order cancelled");
  }
}
