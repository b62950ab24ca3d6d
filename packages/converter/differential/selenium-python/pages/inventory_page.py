from selenium.webdriver.common.by import By

from pages.angular_page import AngularPage


class InventoryPage(AngularPage):
    view = "list"
    title = "Fixture · Inventory"

    ROWS = (By.CSS_SELECTOR, "#products tr.product-row")
    SEARCH = (By.ID, "search")
    TOTAL = (By.ID, "total")
    TAGS = (By.CLASS_NAME, "tag")
    ADD_PRODUCT = (By.ID, "add-product")

    def wait_for_rows(self, count):
        self.wait.until(lambda driver: len(self.find_all(self.ROWS)) == count)
        return self.find_all(self.ROWS)

    def wait_for_products(self):
        """The rows once /api/products has answered (at least one product)."""
        self.wait.until(lambda driver: len(self.find_all(self.ROWS)) > 0)
        return self.find_all(self.ROWS)

    def product_names(self):
        return [row.find_element(By.CLASS_NAME, "name").text for row in self.find_all(self.ROWS)]

    def price_of(self, name):
        cell = f"td[contains(@class, 'name') and normalize-space()='{name}']"
        row = self.find((By.XPATH, f"//tr[{cell}]"))
        return row.find_element(By.CSS_SELECTOR, "td.price").text
