"""The sign-up form: validation, the countries from the server, and a full sign-up."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from pages.signup_page import SignupPage


@pytest.fixture
def signup(driver, base_url):
    return SignupPage(driver, base_url).open()


class TestSignupForm:
    @pytest.mark.regression
    def test_keeps_submit_disabled_until_the_terms_are_accepted(self, signup, wait):
        signup.fill("Ann", "ann@example.com", country="Norway")
        submit = signup.find(SignupPage.SUBMIT)
        assert not submit.is_enabled(), "submit is disabled before the terms are accepted"
        terms = signup.accept_terms()
        assert terms.is_selected()
        wait.until(EC.element_to_be_clickable(SignupPage.SUBMIT))
        assert submit.text == "Create account"

    @pytest.mark.regression
    def test_explains_why_a_short_name_is_refused(self, signup):
        signup.type_into(SignupPage.NAME, "Al")
        error = signup.wait_for_visible(SignupPage.NAME_ERROR)
        assert error.text == "Name must be at least 3 characters"
        assert error.value_of_css_property("color") == "rgba(178, 34, 34, 1)"

    def test_flags_an_invalid_email_until_it_is_fixed(self, signup, wait):
        email = signup.type_into(SignupPage.EMAIL, "bob@")
        assert signup.find(SignupPage.EMAIL_ERROR).is_displayed()
        email.clear()
        email.send_keys("bob@example.com")
        wait.until(EC.invisibility_of_element_located(SignupPage.EMAIL_ERROR))
        assert email.get_attribute("value") == "bob@example.com"

    @pytest.mark.regression
    def test_lists_the_countries_from_the_server(self, signup):
        countries = signup.wait_for_countries(4)
        assert countries == ["France", "Japan", "Norway", "Peru"]

    @pytest.mark.regression
    @pytest.mark.slow
    def test_signs_up_and_welcomes_the_user(self, signup, wait):
        signup.fill("Ann", "ann@example.com", country="Japan")
        signup.accept_terms()
        signup.find(SignupPage.NAME).submit()
        result = wait.until(EC.visibility_of_element_located(SignupPage.RESULT))
        assert result.text == "Welcome, Ann from Japan!"

    @pytest.mark.parametrize(
        "address, shows_error",
        [("bob@", True), ("bob@example.com", False), ("bob.example.com", True)],
        ids=["no-domain", "complete", "no-at-sign"],
    )
    def test_validates_the_email_address(self, signup, address, shows_error):
        signup.type_into(SignupPage.EMAIL, address)
        assert signup.find(SignupPage.EMAIL_ERROR).is_displayed() is shows_error

    def test_resets_the_form(self, signup, driver):
        name = signup.type_into(SignupPage.NAME, "Dora")
        name.send_keys(Keys.TAB)
        driver.find_element(By.XPATH, "//button[normalize-space()='Reset the form']").click()
        assert name.get_property("value") == ""
        assert signup.find(SignupPage.SUMMARY).text == "/"
