@wizard
Feature: Plan wizard

  Background:
    Given I am on "/plain/wizard.html"

  Scenario: The wizard starts at the first step
    Then the heading "Step 1 of 3" should be visible
    And I should see "Choose a plan"
    And the "Next" button should be enabled

  Scenario: Walk to the last step
    When I click "Next"
    And I click "Next"
    Then the heading "Step 3 of 3" should be visible
    And the "Finish" button should be visible

  Scenario: The title and address follow the step
    When I click the "Next" button
    Then the title should be "Wizard: step 2"
    And the URL should contain "step=2"

  @regression
  Scenario: Save a draft
    When I type "call the bank" into the Notes field
    And I click the "Save draft" button
    Then I should see "Draft saved"

  Scenario: Back and forward move between the steps
    When I click the "Next" button
    And I go back
    Then I should see "Step 1 of 3"
    When I go forward
    Then I should see "Step 2 of 3"

  Scenario: A reload keeps the step
    When I click the "Next" button
    And I reload the page
    Then I should see "Step 2 of 3"

  Scenario Outline: Open step <step> by its address
    Given I open "/plain/wizard.html?step=<step>"
    Then I should see "<help>"

    Examples:
      | step | help               |
      | 1    | Choose a plan      |
      | 2    | Enter your details |
      | 3    | Confirm and pay    |
