"""The Conditions view changes the page 400 ms after each click: only explicit waits keep up."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages.angular_page import AngularPage


class ConditionsPage(AngularPage):
    view = "conditions"
    title = "Fixture · Conditions"


@pytest.fixture
def conditions(driver, base_url):
    return ConditionsPage(driver, base_url).open()


@pytest.mark.slow
class TestWaitingConditions:
    PANEL = (By.ID, "panel")

    @pytest.mark.regression
    def test_waits_for_the_panel_to_appear_and_go_away(self, conditions, driver, wait):
        assert not driver.find_element(*self.PANEL).is_displayed()
        driver.find_element(By.ID, "show-panel").click()
        panel = wait.until(EC.visibility_of_element_located(self.PANEL))
        assert panel.text == "Panel content"
        driver.find_element(By.ID, "hide-panel").click()
        wait.until_not(EC.visibility_of_element_located(self.PANEL))
        assert wait.until(EC.invisibility_of_element(panel))

    def test_waits_for_the_banner_to_be_removed(self, conditions, driver, wait):
        banner = driver.find_element(By.ID, "banner")
        assert banner.text == "Scheduled maintenance tonight"
        driver.find_element(By.ID, "dismiss-banner").click()
        wait.until(EC.staleness_of(banner))
        assert len(driver.find_elements(By.ID, "banner")) == 0

    def test_waits_for_the_locked_action_to_be_enabled(self, conditions, driver, wait):
        assert not driver.find_element(By.ID, "locked-action").is_enabled()
        driver.find_element(By.ID, "unlock").click()
        wait.until(EC.element_to_be_clickable((By.ID, "locked-action"))).click()
        assert driver.find_element(By.ID, "locked-result").text == "Action done"

    @pytest.mark.regression
    def test_waits_for_the_message_text(self, conditions, driver, wait):
        assert driver.find_element(By.ID, "message").text == "Waiting…"
        driver.find_element(By.ID, "fetch-message").click()
        wait.until(EC.text_to_be_present_in_element((By.ID, "message"), "Message received"))

    def test_waits_for_the_prefilled_value(self, conditions, driver, wait):
        driver.find_element(By.ID, "prefill").click()
        wait.until(
            EC.text_to_be_present_in_element_value((By.ID, "prefilled"), "prefilled@example.com")
        )
        prefilled = driver.find_element(By.ID, "prefilled")
        assert prefilled.get_property("value") == "prefilled@example.com"

    @pytest.mark.regression
    def test_waits_for_the_page_title(self, conditions, driver, wait):
        driver.find_element(By.ID, "rename-page").click()
        wait.until(EC.title_is("Renamed page"))

    def test_waits_for_the_inventory_route(self, conditions, driver, wait):
        driver.find_element(By.ID, "go-list").click()
        wait.until(EC.url_contains("#!/list"))
        wait.until(EC.title_contains("Inventory"))
        assert driver.current_url.endswith("#!/list")

    def test_waits_for_the_box_to_be_ticked(self, conditions, driver, wait):
        assert not driver.find_element(By.ID, "ticked").is_selected()
        driver.find_element(By.ID, "tick").click()
        wait.until(EC.element_located_to_be_selected((By.ID, "ticked")))

    def test_finds_the_details_with_an_implicit_wait(self, conditions, driver):
        driver.find_element(By.ID, "load-details").click()
        driver.implicitly_wait(3)
        try:
            details = driver.find_element(By.CSS_SELECTOR, "div#details")
        finally:
            driver.implicitly_wait(0)
        assert details.is_displayed()
