"""What every page object shares: opening the page, finding and waiting for elements."""
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

DEFAULT_TIMEOUT = 3


class BasePage:
    path = "/"
    title = None

    def __init__(self, driver, base_url, timeout=DEFAULT_TIMEOUT):
        self.driver = driver
        self.base_url = base_url
        self.wait = WebDriverWait(driver, timeout)

    @property
    def url(self):
        return f"{self.base_url}{self.path}"

    def open(self):
        self.driver.get(self.url)
        if self.title:
            self.wait.until(EC.title_is(self.title))
        return self

    def find(self, locator):
        return self.driver.find_element(*locator)

    def find_all(self, locator):
        return self.driver.find_elements(*locator)

    def text_of(self, locator):
        return self.find(locator).text

    def wait_for_visible(self, locator):
        return self.wait.until(EC.visibility_of_element_located(locator))

    def wait_for_text(self, locator, text):
        self.wait.until(EC.text_to_be_present_in_element(locator, text))
        return self.text_of(locator)

    def type_into(self, locator, text):
        field = self.find(locator)
        field.clear()
        field.send_keys(text)
        return field
