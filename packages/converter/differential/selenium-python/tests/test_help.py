"""The help centre's topics, checked against data/help_topics.csv."""
import csv
import os

import pytest
from selenium.webdriver.common.by import By

from pages.plain_pages import PlainPage

TOPICS_FILE = os.path.join(os.path.dirname(__file__), "..", "data", "help_topics.csv")


def read_topics():
    with open(TOPICS_FILE, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


class HelpPage(PlainPage):
    page = "help.html"
    title = "Help Center"
    TOPICS = (By.CSS_SELECTOR, "#topics li.topic")


@pytest.fixture(scope="module")
def topics():
    rows = read_topics()
    yield rows
    rows.clear()


@pytest.fixture
def help_page(driver, base_url):
    return HelpPage(driver, base_url).open()


@pytest.mark.regression
def test_lists_the_topics_in_order(help_page, topics):
    shown = [topic.text for topic in help_page.find_all(HelpPage.TOPICS)]
    assert shown == [row["title"] for row in sorted(topics, key=lambda row: int(row["position"]))]


@pytest.mark.smoke
def test_introduces_the_help_centre(help_page):
    assert help_page.heading() == "How can we help?"
    assert "contact support" in help_page.text_of((By.ID, "help-intro"))
