package com.plainapp.tests;

import static org.testng.Assert.assertEquals;

import com.plainapp.pages.KeyboardPage;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.text.SimpleDateFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Date;
import java.util.Properties;
import org.testng.annotations.Test;

/** Todos named from a .properties file and from dates, as Java formats them. */
public class TestDataTest extends BaseTest {
  // expect: good pass, broken fail
  @Test
  public void addsATodoFromAPropertiesFile() throws IOException {
    Properties todos = new Properties();
    todos.load(new FileInputStream("src/test/resources/todos.properties"));
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.addTodo(todos.getProperty("todo.first"));
    keyboard.addTodo(todos.getProperty("todo.long"));
    assertEquals(keyboard.todoAt(0), "Water the plants");
    assertEquals(keyboard.todoAt(1), "Book the dentist");
  }

  // expect: good pass, broken pass
  @Test
  public void typesADraftFromAClasspathResource() throws IOException {
    Properties todos = new Properties();
    try (InputStream in = getClass().getClassLoader().getResourceAsStream("todos.properties")) {
      todos.load(in);
    }
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.type(todos.getProperty("todo.draft") + " " + todos.getProperty("todo.missing", "or dad"));
    assertEquals(keyboard.inputValue(), "Call mum: at 6 or dad");
  }

  // expect: good pass, broken fail
  @Test
  public void addsATodoNamedByADate() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.addTodo(LocalDate.of(2024, 3, 9).format(DateTimeFormatter.ofPattern("EEE, d MMM yyyy")));
    assertEquals(keyboard.todoAt(0), "Sat, 9 Mar 2024");
  }

  // expect: good pass, broken fail
  @Test
  public void addsATodoDatedToday() {
    SimpleDateFormat day = new SimpleDateFormat("yyyy-MM-dd");
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.addTodo("Due " + day.format(new Date()));
    assertEquals(keyboard.todoAt(0), "Due " + LocalDate.now().toString());
  }

  // expect: good pass, broken fail
  @Test
  public void readsADueDateBack() {
    KeyboardPage keyboard = new KeyboardPage(driver).open();
    keyboard.addTodo("09.03.2024 10:30 PM");
    LocalDate due =
        LocalDate.parse(keyboard.todoAt(0), DateTimeFormatter.ofPattern("dd.MM.yyyy hh:mm a"));
    assertEquals(due.getMonthValue(), 3);
    assertEquals(due.getDayOfMonth(), 9);
  }
}
