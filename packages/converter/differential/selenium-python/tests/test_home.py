"""The store's home page: texts, values loaded late, the counter, title and address."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages.home_page import HomePage


@pytest.fixture
def home(driver, base_url):
    return HomePage(driver, base_url).open()


@pytest.mark.smoke
def test_shows_the_store_heading(home):
    assert home.heading() == "Fixture Store", "the heading names the store"


@pytest.mark.smoke
def test_greets_the_tester(home, driver):
    greeting = driver.find_element(By.CLASS_NAME, "greeting")
    assert greeting.text == "Hello, tester"
    assert greeting.get_attribute("ng-bind") == "greeting"


def test_reports_ready_once_loaded(home, wait):
    assert wait.until(EC.text_to_be_present_in_element(HomePage.STATUS, "Ready"))
    assert home.text_of(HomePage.STATUS) == "Ready"


@pytest.mark.regression
def test_loads_the_stock_statistics(home):
    assert home.wait_for_text(HomePage.STATS, "Items in stock: 134") == "Items in stock: 134"


@pytest.mark.regression
def test_increments_the_counter_twice(home):
    assert home.text_of(HomePage.COUNT) == "0"
    assert home.increment(times=2) == 2


def test_has_the_home_title_and_address(home, driver):
    assert driver.title == "Fixture · Home"
    assert driver.current_url.endswith("/angular/index.html#!/home"), driver.current_url


def test_prints_the_motto_and_its_author(home, driver):
    section = driver.find_element(By.CSS_SELECTOR, "section.view-home")
    texts = [p.text for p in section.find_elements(By.TAG_NAME, "p") if p.text]
    assert "Ship small, ship often" in texts
    assert texts[texts.index("Ship small, ship often") + 1] == "The team"
    assert home.text_of(HomePage.PROMOTION) == "Free shipping over $50"
