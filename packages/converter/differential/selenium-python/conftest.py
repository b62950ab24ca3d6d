"""Shared fixtures: one headless Chromium for the whole run, and the app's address."""
import os

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

BASE_URL = os.environ.get("BASE_URL", "http://127.0.0.1:18400/").rstrip("/")
WAIT_SECONDS = 3


@pytest.fixture(scope="session")
def base_url():
    return BASE_URL


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1280,900",
    ):
        options.add_argument(argument)
    # Debian's chromedriver: with the path given, Selenium Manager never looks for a driver.
    service = Service("/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    yield driver
    driver.quit()


@pytest.fixture
def wait(driver):
    return WebDriverWait(driver, WAIT_SECONDS)


@pytest.fixture
def clean_cookies(driver):
    """Cookies a test sets must not reach the next test on the same browser."""
    yield
    driver.delete_all_cookies()
