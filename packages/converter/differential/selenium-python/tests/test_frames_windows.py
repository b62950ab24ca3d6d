"""The editor frame and the help centre's window."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from pages.plain_pages import FramesPage, PlainPage


@pytest.fixture
def frames(driver, base_url):
    page = FramesPage(driver, base_url).open()
    yield page
    driver.switch_to.default_content()


@pytest.fixture
def main_window(driver):
    """The window the test starts in; any window the test opens is closed afterwards."""
    original = driver.current_window_handle
    yield original
    for handle in driver.window_handles:
        if handle != original:
            driver.switch_to.window(handle)
            driver.close()
    driver.switch_to.window(original)


class TestEditorFrame:
    @pytest.mark.regression
    def test_types_into_the_editor_frame_and_saves(self, frames, driver, wait):
        wait.until(EC.frame_to_be_available_and_switch_to_it((By.ID, "editor-frame")))
        draft = wait.until(EC.presence_of_element_located(FramesPage.DRAFT))
        draft.send_keys("hello")
        driver.find_element(*FramesPage.SAVE).click()
        assert driver.find_element(*FramesPage.SAVED).text == "Draft saved: hello"
        driver.switch_to.default_content()
        assert frames.heading() == "Frames"

    @pytest.mark.regression
    def test_switches_to_the_frame_by_name_and_back_to_its_parent(self, frames, driver, wait):
        wait.until(EC.frame_to_be_available_and_switch_to_it("editor"))
        heading = wait.until(EC.presence_of_element_located((By.TAG_NAME, "h2")))
        assert heading.text == "Editor"
        driver.switch_to.parent_frame()
        assert driver.find_element(By.TAG_NAME, "h1").text == "Frames"

    @pytest.mark.regression
    def test_labels_the_save_button_in_the_frame_found_by_its_element(self, frames, driver, wait):
        frame = driver.find_element(*FramesPage.FRAME)
        assert frame.get_attribute("title") == "Editor"
        assert frame.get_attribute("src").endswith(".html")
        driver.switch_to.frame(frame)
        button = wait.until(EC.visibility_of_element_located(FramesPage.SAVE))
        assert button.text == "Save draft"


class TestWindows:
    @pytest.mark.regression
    def test_opens_the_help_centre_in_a_new_window(self, driver, base_url, wait, main_window):
        PlainPage(driver, base_url).open()
        driver.find_element(By.LINK_TEXT, "Windows").click()
        wait.until(EC.title_is("Windows"))
        driver.find_element(By.LINK_TEXT, "Open help").click()
        wait.until(EC.number_of_windows_to_be(2))
        new_window = [handle for handle in driver.window_handles if handle != main_window][0]
        driver.switch_to.window(new_window)
        wait.until(EC.title_is("Help Center"))
        intro = driver.find_element(By.ID, "help-intro").text
        assert intro == "Search the guides or contact support."
        driver.close()
        driver.switch_to.window(main_window)
        assert driver.title == "Windows"

    def test_opens_the_help_centre_in_a_new_tab(self, driver, base_url, wait, main_window):
        driver.switch_to.new_window("tab")
        assert len(driver.window_handles) == 2
        driver.get(f"{base_url}/plain/help.html")
        wait.until(EC.title_contains("Help"))
        assert driver.current_window_handle != main_window
        driver.close()
        driver.switch_to.window(main_window)
        assert len(driver.window_handles) == 1
