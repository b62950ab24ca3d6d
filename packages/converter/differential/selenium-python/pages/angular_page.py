"""The AngularJS store: every view lives in one document under a `#!/` route."""
from selenium.webdriver.common.by import By

from pages.base_page import BasePage


class AngularPage(BasePage):
    view = "home"
    NAV_LINKS = (By.CSS_SELECTOR, "nav.top-nav a")

    @property
    def path(self):
        return f"/angular/index.html#!/{self.view}"

    def open(self):
        # Going from one view to another only changes the hash, which keeps the app's state
        # (counters, typed values): start from a blank page so each test gets a fresh app.
        self.driver.get("about:blank")
        return super().open()

    def nav_labels(self):
        return [link.text for link in self.find_all(self.NAV_LINKS)]
