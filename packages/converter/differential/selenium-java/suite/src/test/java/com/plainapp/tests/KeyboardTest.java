package com.plainapp.tests;

import static org.testng.Assert.assertEquals;

import com.plainapp.pages.KeyboardPage;
import org.openqa.selenium.Keys;
import org.testng.annotations.Test;

public class KeyboardTest extends BaseTest {
  // expect: good pass, broken fail
  @Test
  public void addsATodoWithEnter() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.addTodo("Buy milk");
    assertEquals(keyboard.todoAt(0), "Buy milk");
    assertEquals(keyboard.inputValue(), "");
  }

  // expect: good pass, broken fail
  @Test
  public void addsSeveralTodosInOrder() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    String[] items = {"Write tests", "Fix bug", "Ship"};
    for (String item : items) {
      keyboard.addTodo(item);
    }
    assertEquals(keyboard.todoCount(), 3);
    assertEquals(keyboard.todoAt(2), "Ship");
  }

  // expect: good pass, broken pass
  @Test
  public void clearsTheInputWithEscape() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.type("draft");
    keyboard.press(Keys.ESCAPE);
    assertEquals(keyboard.inputValue(), "");
  }

  // expect: good pass, broken pass
  @Test
  public void logsTheLastKey() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.type("ab");
    assertEquals(keyboard.keyLog(), "last key: b");
  }

  // expect: good pass, broken pass
  @Test
  public void movesFocusWithTab() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.press(Keys.TAB);
    assertEquals(keyboard.focusLog(), "assignee focused");
  }

  // expect: good pass, broken fail
  @Test
  public void addsATodoFromTextAndKeys() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.typeKeys("Pay rent", Keys.ENTER);
    assertEquals(keyboard.todoAt(0), "Pay rent");
  }

  // expect: good pass, broken fail
  @Test
  public void addsTodosFromACharSequenceArray() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    CharSequence[] keys = {"Walk", Keys.ENTER, "Run", Keys.ENTER};
    keyboard.typeKeys(keys);
    assertEquals(keyboard.todoCount(), 2);
    assertEquals(keyboard.todoAt(1), "Run");
  }

  // expect: good pass, broken pass
  @Test
  public void typesCapitalsWithShiftHeld() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.typeShifted("shout 1");
    assertEquals(keyboard.inputValue(), "SHOUT !");
  }

  // expect: good pass, broken pass
  @Test
  public void replacesTheDraftAfterAChord() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.type("draft");
    keyboard.typeKeys(Keys.chord(Keys.CONTROL, "a"), "final");
    assertEquals(keyboard.inputValue(), "final");
  }

  // expect: good pass, broken fail
  @Test
  public void addsATodoThroughAnActionChain() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.addTodoWithActions("Call the bank");
    assertEquals(keyboard.todoCount(), 1);
    assertEquals(keyboard.todoAt(0), "Call the bank");
  }
}
