Feature: Dialogs on the alerts page

  Background:
    Given I open "/plain/alerts.html"

  Scenario: Delete an item after confirming
    When I click the "Delete item" button
    And I accept the confirmation
    Then I should see "Item deleted"

  Scenario: Keep an item when the confirmation is dismissed
    When I click the "Delete item" button
    And I dismiss the dialog
    Then I should see "Item kept"

  Scenario: Rename through the prompt
    When I click the "Rename" button
    And I accept the prompt with "Quarterly"
    Then I should see "Renamed to Quarterly"

  Scenario: Place the order after the delayed confirmation
    When I click the "Check out" button
    And I accept the confirmation
    Then I should see "Order placed"

  Scenario: Cancel the order
    When I click the "Check out" button
    And I dismiss the dialog
    Then I should see "Order cancelled"

  Scenario: The alerts page has its heading and title
    Then the heading "Alerts" should be visible
    And the title should be "Alerts"
    And the "Remind me" button should be enabled
