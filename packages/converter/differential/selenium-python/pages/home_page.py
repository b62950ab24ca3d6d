from selenium.webdriver.common.by import By

from pages.angular_page import AngularPage


class HomePage(AngularPage):
    view = "home"
    title = "Fixture · Home"

    HEADING = (By.ID, "heading")
    GREETING = (By.CLASS_NAME, "greeting")
    STATUS = (By.ID, "status")
    STATS = (By.ID, "stats")
    COUNT = (By.ID, "count")
    INCREMENT = (By.XPATH, "//button[normalize-space()='Increment counter']")
    PROMOTION = (By.CSS_SELECTOR, "section.view-home #promotion")

    def heading(self):
        return self.text_of(self.HEADING)

    def increment(self, times=1):
        for _ in range(times):
            self.find(self.INCREMENT).click()
        return int(self.text_of(self.COUNT))
