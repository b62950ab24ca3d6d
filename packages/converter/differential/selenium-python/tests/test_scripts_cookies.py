"""JavaScript run in the page, and cookies."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC


@pytest.fixture
def scripts_page(driver, base_url):
    driver.get(f"{base_url}/plain/scripts.html")
    return driver


@pytest.mark.regression
def test_reads_the_application_state(scripts_page):
    state = scripts_page.execute_script("return window.appState;")
    assert state == {"version": "2.4.1", "users": 3}


def test_computes_a_total_in_the_page(scripts_page):
    total = scripts_page.execute_script(
        "return window.computeTotal(arguments[0], arguments[1]);", 2, 3
    )
    assert total == 5


def test_waits_for_an_asynchronous_script(scripts_page):
    scripts_page.set_script_timeout(3)
    greeting = scripts_page.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "window.fetchGreeting(arguments[0], done);",
        "Ada",
    )
    assert greeting == "Hello, Ada"


@pytest.mark.slow
def test_shows_the_report_once_loaded(scripts_page, wait):
    report = scripts_page.find_element(By.ID, "report")
    assert not report.is_displayed()
    scripts_page.find_element(By.ID, "load-report").click()
    wait.until(EC.visibility_of(report))
    assert report.text == "Quarterly report ready"


def test_clicks_through_a_script(scripts_page):
    button = scripts_page.find_element(By.ID, "load-report")
    scripts_page.execute_script("arguments[0].click();", button)
    hidden = scripts_page.execute_script("return document.getElementById('report').hidden;")
    assert hidden is True


class TestCookies:
    @pytest.fixture(autouse=True)
    def preferences(self, driver, base_url, clean_cookies):
        driver.get(f"{base_url}/plain/preferences.html")
        yield
        driver.delete_all_cookies()

    @pytest.mark.regression
    def test_applies_the_theme_from_a_cookie(self, driver):
        assert driver.find_element(By.ID, "theme").text == "Theme: light"
        driver.add_cookie({"name": "theme", "value": "dark"})
        driver.refresh()
        assert driver.find_element(By.ID, "theme").text == "Theme: dark"

    def test_stores_the_consent_in_a_cookie(self, driver):
        assert driver.get_cookie("consent") is None
        driver.find_element(By.ID, "accept-cookies").click()
        assert driver.find_element(By.ID, "consent").text == "Cookies accepted"
        assert driver.get_cookie("consent")["value"] == "yes"
        names = [cookie["name"] for cookie in driver.get_cookies()]
        assert "consent" in names
