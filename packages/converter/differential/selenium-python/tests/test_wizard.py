"""The three-step wizard keeps its step in the address (?step=N) with the History API."""
import time

import pytest
from selenium.webdriver.support import expected_conditions as EC

from pages.plain_pages import WizardPage


@pytest.fixture
def wizard(driver, base_url):
    return WizardPage(driver, base_url).open()


class TestWizard:
    @pytest.mark.regression
    def test_goes_back_and_forward_through_the_steps(self, wizard, driver, wait):
        wizard.next()
        wizard.next()
        assert wizard.step_title() == "Step 3 of 3"
        driver.back()
        wait.until(EC.text_to_be_present_in_element(WizardPage.STEP_TITLE, "Step 2 of 3"))
        driver.forward()
        wait.until(EC.text_to_be_present_in_element(WizardPage.STEP_TITLE, "Step 3 of 3"))

    @pytest.mark.regression
    def test_opens_a_step_by_its_address(self, wizard, wait):
        wizard.open_step(2)
        wait.until(EC.title_is("Wizard: step 2"))
        assert wizard.text_of(WizardPage.STEP_HELP) == "Enter your details"

    @pytest.mark.regression
    def test_stays_on_the_step_through_a_refresh(self, wizard, driver, wait):
        wizard.next()
        wait.until(EC.url_matches(r"\?step=2$"))
        driver.refresh()
        assert wizard.step_title() == "Step 2 of 3"

    @pytest.mark.regression
    @pytest.mark.slow
    def test_waits_out_the_save_with_a_sleep(self, wizard):
        wizard.type_into(WizardPage.NOTES, "call the bank")
        wizard.find(WizardPage.SAVE).click()
        assert wizard.text_of(WizardPage.SAVE_STATUS) == "Saving…"
        time.sleep(1)
        assert wizard.text_of(WizardPage.SAVE_STATUS) == "Draft saved"

    def test_names_the_last_button_finish(self, wizard):
        assert wizard.find(WizardPage.NEXT).text == "Next"
        wizard.next()
        wizard.next()
        assert wizard.find(WizardPage.NEXT).text == "Finish"
        assert wizard.driver.title == "Wizard: step 3"
