"""Mouse and keyboard: drag and drop, hover, key presses."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from pages.plain_pages import BoardPage, KeyboardPage, MenuPage


@pytest.fixture
def board(driver, base_url):
    return BoardPage(driver, base_url).open()


@pytest.fixture
def keyboard(driver, base_url):
    return KeyboardPage(driver, base_url).open()


@pytest.fixture
def menu(driver, base_url):
    return MenuPage(driver, base_url).open()


class TestMouse:
    @pytest.mark.regression
    def test_drags_a_card_to_the_done_column(self, board, driver):
        ActionChains(driver).drag_and_drop(board.card(1), board.column("done")).perform()
        assert board.cards_in("done") == ["Write tests"]
        assert board.text_of(BoardPage.STATUS) == "1 to do, 1 done"

    @pytest.mark.regression
    def test_drags_a_card_by_holding_the_button(self, board, driver):
        actions = ActionChains(driver)
        actions.click_and_hold(board.card(2)).move_to_element(board.column("done"))
        actions.release().perform()
        assert board.cards_in("todo") == ["Write tests"]
        assert board.cards_in("done") == ["Fix bug"]

    def test_keeps_the_submenu_closed_until_hovered(self, menu, driver, wait):
        laptops = driver.find_element(By.CSS_SELECTOR, "#submenu a[href='#laptops']")
        assert not laptops.is_displayed()
        ActionChains(driver).move_to_element(menu.find(MenuPage.TRIGGER)).perform()
        wait.until(EC.visibility_of_element_located((By.PARTIAL_LINK_TEXT, "Lapt")))
        assert "open" in menu.find((By.ID, "products-menu")).get_attribute("class")

    @pytest.mark.regression
    def test_chooses_phones_from_the_hovered_menu(self, menu, driver, wait):
        ActionChains(driver).move_to_element(menu.find(MenuPage.TRIGGER)).perform()
        wait.until(EC.visibility_of_element_located(MenuPage.SUBMENU))
        driver.find_element(By.LINK_TEXT, "Phones").click()
        assert menu.text_of(MenuPage.CHOSEN) == "Chosen: Phones"
        assert driver.current_url.endswith("#phones")

    def test_selects_a_word_with_a_double_click(self, keyboard, driver):
        field = keyboard.find(KeyboardPage.ASSIGNEE)
        field.send_keys("nobody")
        ActionChains(driver).double_click(field).perform()
        field.send_keys("Alice")
        assert field.get_attribute("value") == "Alice"


class TestKeyboard:
    @pytest.mark.regression
    def test_adds_a_todo_with_enter(self, keyboard):
        keyboard.find(KeyboardPage.NEW_TODO).send_keys("Buy milk", Keys.ENTER)
        todos = [todo.text for todo in keyboard.find_all(KeyboardPage.TODOS)]
        assert todos == ["Buy milk"], f"todos: {todos}"

    def test_moves_the_focus_with_tab(self, keyboard):
        keyboard.find(KeyboardPage.NEW_TODO).send_keys(Keys.TAB)
        assert keyboard.text_of(KeyboardPage.FOCUS_LOG) == "assignee focused"

    def test_clears_the_input_with_escape(self, keyboard, driver):
        field = keyboard.find(KeyboardPage.NEW_TODO)
        field.send_keys("draft")
        ActionChains(driver).key_down(Keys.ESCAPE, field).key_up(Keys.ESCAPE).perform()
        assert field.get_property("value") == ""
        assert keyboard.text_of(KeyboardPage.KEY_LOG) == "last key: Escape"

    def test_fixes_a_typo_with_backspace(self, keyboard):
        field = keyboard.find(KeyboardPage.NEW_TODO)
        field.send_keys("Buy milkk", Keys.BACKSPACE)
        assert field.get_attribute("value") == "Buy milk"
        assert keyboard.text_of(KeyboardPage.KEY_LOG) == "last key: Backspace"
