"""The inventory, checked against the catalogue in data/products.json."""
import json
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages.inventory_page import InventoryPage

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "products.json"


def load_catalogue():
    with DATA_FILE.open(encoding="utf-8") as handle:
        return json.load(handle)


CATALOGUE = load_catalogue()


@pytest.fixture(scope="module")
def catalogue():
    return load_catalogue()


@pytest.fixture
def inventory(driver, base_url):
    return InventoryPage(driver, base_url).open()


@pytest.mark.parametrize(
    "product", CATALOGUE["catalogue"], ids=[p["name"] for p in CATALOGUE["catalogue"]]
)
def test_shows_the_price_of(inventory, product):
    inventory.wait_for_products()
    assert inventory.price_of(product["name"]) == product["price"], (
        f"{product['name']} should cost {product['price']}"
    )


class TestInventory:
    @pytest.mark.regression
    def test_lists_every_product_from_the_server(self, inventory, catalogue):
        expected = [product["name"] for product in catalogue["catalogue"]]
        inventory.wait_for_rows(len(expected))
        assert inventory.product_names() == expected
        assert inventory.text_of(InventoryPage.TOTAL) == f"Total: {len(expected)} products"

    def test_filters_the_products_by_name(self, inventory, wait):
        inventory.wait_for_products()
        search = inventory.find(InventoryPage.SEARCH)
        assert search.get_attribute("placeholder") == "Filter products"
        search.send_keys("Gad")
        rows = inventory.wait_for_rows(1)
        assert rows[0].find_element(By.CSS_SELECTOR, ".name").text == "Gadget"
        search.clear()
        wait.until(lambda driver: len(inventory.find_all(InventoryPage.ROWS)) > 1)

    @pytest.mark.regression
    def test_adds_a_product(self, inventory, wait, catalogue):
        inventory.wait_for_products()
        before = len(inventory.find_all(InventoryPage.ROWS))
        inventory.find(InventoryPage.ADD_PRODUCT).click()
        wait.until(EC.presence_of_all_elements_located(InventoryPage.ROWS))
        rows = inventory.wait_for_rows(before + 1)
        assert rows[-1].find_element(By.CLASS_NAME, "name").text == catalogue["newProduct"]
