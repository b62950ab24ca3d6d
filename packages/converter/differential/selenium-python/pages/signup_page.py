from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from pages.angular_page import AngularPage


class SignupPage(AngularPage):
    view = "form"
    title = "Fixture · Sign up"

    NAME = (By.NAME, "name")
    EMAIL = (By.NAME, "email")
    COUNTRY = (By.ID, "country")
    TERMS = (By.ID, "terms")
    SUBMIT = (By.ID, "submit")
    RESET = (By.ID, "reset")
    NAME_ERROR = (By.ID, "name-error")
    EMAIL_ERROR = (By.ID, "email-error")
    SUMMARY = (By.ID, "summary")
    RESULT = (By.ID, "result")

    def country_select(self):
        return Select(self.find(self.COUNTRY))

    def wait_for_countries(self, count):
        # The countries come from /api/countries; the first option is the placeholder.
        self.wait.until(
            lambda driver: len(self.country_select().options) == count + 1,
            f"expected {count} countries",
        )
        return [option.text for option in self.country_select().options[1:]]

    def fill(self, name, email, country=None):
        self.type_into(self.NAME, name)
        self.type_into(self.EMAIL, email)
        if country:
            option = (By.XPATH, f"//select[@id='country']/option[normalize-space()='{country}']")
            self.wait.until(EC.presence_of_element_located(option))
            self.country_select().select_by_visible_text(country)

    def accept_terms(self):
        checkbox = self.find(self.TERMS)
        if not checkbox.is_selected():
            checkbox.click()
        return checkbox
