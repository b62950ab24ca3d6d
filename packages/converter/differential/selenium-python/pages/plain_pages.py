"""Page objects of the plain HTML pages (no framework)."""
from selenium.webdriver.common.by import By

from pages.base_page import BasePage


class PlainPage(BasePage):
    page = "index.html"
    HEADING = (By.TAG_NAME, "h1")

    @property
    def path(self):
        return f"/plain/{self.page}"

    def heading(self):
        return self.text_of(self.HEADING)


class AlertsPage(PlainPage):
    page = "alerts.html"
    title = "Alerts"

    def press(self, button_id):
        self.find((By.ID, button_id)).click()

    def result_of(self, name):
        return self.text_of((By.ID, f"{name}-result"))


class FramesPage(PlainPage):
    page = "frames.html"
    title = "Frames"
    FRAME = (By.ID, "editor-frame")
    DRAFT = (By.ID, "draft")
    SAVE = (By.ID, "save-draft")
    SAVED = (By.ID, "saved")


class BoardPage(PlainPage):
    page = "board.html"
    title = "Board"
    STATUS = (By.ID, "board-status")

    def card(self, number):
        return self.find((By.ID, f"card-{number}"))

    def column(self, name):
        return self.find((By.ID, name))

    def cards_in(self, name):
        return [card.text for card in self.find_all((By.CSS_SELECTOR, f"#{name} .card"))]


class KeyboardPage(PlainPage):
    page = "keyboard.html"
    title = "Keyboard"
    NEW_TODO = (By.ID, "new-todo")
    ASSIGNEE = (By.ID, "assignee")
    TODOS = (By.CSS_SELECTOR, "#todos li.todo")
    KEY_LOG = (By.ID, "key-log")
    FOCUS_LOG = (By.ID, "focus-log")


class MenuPage(PlainPage):
    page = "menu.html"
    title = "Menu"
    TRIGGER = (By.ID, "products-trigger")
    SUBMENU = (By.ID, "submenu")
    CHOSEN = (By.ID, "chosen")


class WizardPage(PlainPage):
    page = "wizard.html"
    STEP_TITLE = (By.ID, "step-title")
    STEP_HELP = (By.ID, "step-help")
    NOTES = (By.ID, "draft")
    NEXT = (By.ID, "next")
    SAVE = (By.ID, "save")
    SAVE_STATUS = (By.ID, "save-status")

    def open_step(self, step):
        self.driver.get(f"{self.url}?step={step}")
        return self

    def next(self):
        self.find(self.NEXT).click()

    def step_title(self):
        return self.text_of(self.STEP_TITLE)
