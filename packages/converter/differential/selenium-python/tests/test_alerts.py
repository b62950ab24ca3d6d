"""Alerts, confirmations and prompts, some of them opened after a delay."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages.plain_pages import AlertsPage


@pytest.fixture
def alerts(driver, base_url):
    return AlertsPage(driver, base_url).open()


def test_accepts_the_save_alert(alerts, driver, wait):
    alerts.press("save")
    wait.until(EC.alert_is_present())
    alert = driver.switch_to.alert
    message = alert.text
    alert.accept()
    assert message == "Saved!"


def test_deletes_the_item_once_confirmed(alerts, driver):
    alerts.press("delete")
    confirm = driver.switch_to.alert
    assert confirm.text == "Delete this item?"
    confirm.accept()
    assert alerts.result_of("delete") == "Item deleted"


def test_keeps_the_item_when_dismissed(alerts, driver):
    alerts.press("delete")
    driver.switch_to.alert.dismiss()
    assert alerts.result_of("delete") == "Item kept"


@pytest.mark.regression
def test_answers_a_prompt(alerts, driver, wait):
    alerts.press("rename")
    prompt = wait.until(EC.alert_is_present())
    prompt.send_keys("report.pdf")
    prompt.accept()
    assert alerts.result_of("rename") == "Renamed to report.pdf"


@pytest.mark.slow
def test_waits_for_the_delayed_reminder(alerts, wait):
    alerts.press("remind")
    reminder = wait.until(EC.alert_is_present(), "the reminder shows after 400 ms")
    text = reminder.text
    reminder.accept()
    assert text == "Time for a break"


@pytest.mark.slow
@pytest.mark.regression
def test_places_the_order_after_the_delayed_confirmation(alerts, wait):
    alerts.press("checkout")
    confirmation = wait.until(EC.alert_is_present())
    question = confirmation.text
    confirmation.accept()
    assert question == "Place the order?"
    assert alerts.wait_for_text((By.ID, "checkout-result"), "Order placed")
