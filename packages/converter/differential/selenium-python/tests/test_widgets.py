"""Widgets, written with unittest (the oldest module of the suite): one browser per class."""
import os
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BASE_URL = os.environ.get("BASE_URL", "http://127.0.0.1:18400/").rstrip("/")


class WidgetsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        options = webdriver.ChromeOptions()
        options.binary_location = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
        options.add_argument("--headless=new")
        options.add_argument("--no-sandbox")
        options.add_argument("--disable-gpu")
        options.add_argument("--disable-dev-shm-usage")
        cls.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.driver.get("about:blank")
        self.driver.get(f"{BASE_URL}/angular/index.html#!/widgets")
        WebDriverWait(self.driver, 3).until(EC.title_is("Fixture · Widgets"))

    def tearDown(self):
        self.driver.delete_all_cookies()

    def test_paints_the_swatch_in_the_brand_colour(self):
        swatch = self.driver.find_element(By.ID, "swatch")
        self.assertEqual(swatch.value_of_css_property("color"), "rgba(34, 139, 34, 1)")
        self.assertEqual(swatch.value_of_css_property("font-weight"), "700")

    def test_keeps_archive_disabled_and_publish_enabled(self):
        self.assertFalse(self.driver.find_element(By.ID, "archive").is_enabled())
        self.assertTrue(
            self.driver.find_element(By.ID, "publish").is_enabled(), "Publish can be clicked"
        )

    def test_reads_the_badge_inside_its_shadow_root(self):
        host = self.driver.find_element(By.TAG_NAME, "fancy-badge")
        label = host.shadow_root.find_element(By.CSS_SELECTOR, ".badge-label")
        self.assertEqual(label.text, "Beta")

    def test_describes_the_logo_image(self):
        logo = self.driver.find_element(By.CSS_SELECTOR, "img#logo")
        self.assertEqual(logo.tag_name, "img")
        self.assertEqual(logo.get_attribute("alt"), "Fixture logo")
        self.assertTrue(logo.is_displayed())
        self.assertGreater(logo.size["width"], 0)

    def test_lists_the_release_steps_in_order(self):
        steps = self.driver.find_elements(By.CSS_SELECTOR, "ul.steps > li.step")
        self.assertEqual([step.text for step in steps], ["Plan", "Build", "Ship"])
        self.assertIn("Build", self.driver.find_element(By.CLASS_NAME, "steps").text)

    def test_toggles_the_newsletter_checkbox(self):
        newsletter = self.driver.find_element(By.ID, "newsletter")
        self.assertTrue(newsletter.is_selected())
        newsletter.click()
        self.assertFalse(newsletter.get_property("checked"))
        self.assertIsNone(newsletter.get_attribute("checked"))


if __name__ == "__main__":
    unittest.main()
