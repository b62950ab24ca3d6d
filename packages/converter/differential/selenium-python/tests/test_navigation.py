"""The navigation bar: every view is reachable from every other one."""
import sys

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages.home_page import HomePage
from pages.inventory_page import InventoryPage

VIEWS = {
    "home": "Fixture · Home",
    "widgets": "Fixture · Widgets",
}


@pytest.mark.parametrize(
    "link_id, title",
    [
        ("nav-form", "Fixture · Sign up"),
        ("nav-conditions", "Fixture · Conditions"),
    ],
    ids=["signup", "conditions"],
)
@pytest.mark.parametrize("start", ["home", "widgets"])
def test_navigates_from_view_to_view(driver, base_url, wait, start, link_id, title):
    driver.get("about:blank")
    driver.get(f"{base_url}/angular/index.html#!/{start}")
    wait.until(EC.title_is(VIEWS[start]))
    driver.find_element(By.ID, link_id).click()
    wait.until(EC.title_is(title))
    assert title in driver.title


@pytest.mark.regression
def test_opens_the_inventory_from_the_navigation_bar(driver, base_url, wait):
    home = HomePage(driver, base_url).open()
    assert home.nav_labels() == ["Home", "Sign up", "Inventory", "Conditions", "Widgets"]
    driver.find_element(By.LINK_TEXT, "Inventory").click()
    wait.until(EC.url_contains("#!/list"))
    wait.until(EC.title_is(InventoryPage.title))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Inventory"


@pytest.mark.skipif(sys.platform == "win32", reason="the fixture server runs on POSIX only")
def test_goes_back_to_the_previous_view(driver, base_url, wait):
    HomePage(driver, base_url).open()
    driver.find_element(By.PARTIAL_LINK_TEXT, "Sign").click()
    wait.until(EC.url_contains("#!/form"))
    driver.back()
    wait.until(EC.title_is(HomePage.title))
    assert driver.current_url.endswith("#!/home")
