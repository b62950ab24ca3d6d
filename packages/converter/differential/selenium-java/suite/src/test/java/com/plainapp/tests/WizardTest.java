package com.plainapp.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.plainapp.pages.WizardPage;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The wizard's tests were moved to JUnit 5 first; they keep their own browser. */
class WizardTest {
  private WebDriver driver;
  private WizardPage wizard;

  @BeforeEach
  void openWizard() {
    driver = new ChromeDriver();
    wizard = new WizardPage(driver);
  }

  @AfterEach
  void closeBrowser() {
    driver.quit();
  }

  // expect: good pass, broken pass
  @Test
  @DisplayName("starts at step one")
  void startsAtStepOne() {
    wizard.open();
    assertEquals("Step 1 of 3", wizard.stepTitle());
    assertEquals("Next", wizard.nextLabel());
  }

  // expect: good pass, broken pass
  @Test
  void goesForwardToTheLastStep() {
    wizard.open();
    wizard.next();
    wizard.next();
    assertEquals("Step 3 of 3", wizard.stepTitle());
    assertEquals("Finish", wizard.nextLabel());
  }

  // expect: good pass, broken fail
  @Test
  void goesBackWithTheBrowser() {
    wizard.open();
    wizard.next();
    driver.navigate().back();
    assertEquals("Step 1 of 3", wizard.stepTitle());
    driver.navigate().forward();
    assertEquals("Step 2 of 3", wizard.stepTitle());
  }

  // expect: good pass, broken fail
  @ParameterizedTest
  @ValueSource(ints = {2, 3})
  void opensAStepByItsAddress(int step) {
    wizard.openAtStep(step);
    assertEquals("Step " + step + " of 3", wizard.stepTitle());
  }

  // expect: good pass, broken pass
  @Test
  void keepsTheStepInTheAddress() {
    wizard.open();
    wizard.next();
    new WebDriverWait(driver, Duration.ofSeconds(5)).until(ExpectedConditions.urlContains("step=2"));
    assertEquals("Wizard: step 2", driver.getTitle());
  }

  // expect: good pass, broken fail
  @Test
  void savesTheDraft() {
    wizard.open();
    wizard.saveDraft("Call the bank");
    assertTrue(wizard.waitForSaveStatus("Draft saved"));
  }
}
