package com.plainapp.tests;

import static org.testng.Assert.assertEquals;

import com.plainapp.pages.BoardPage;
import org.testng.annotations.Test;

public class BoardTest extends BaseTest {
  // expect: good pass, broken pass
  @Test(priority = 0)
  public void startsWithTwoCardsToDo() {
    assertEquals(new BoardPage(driver).open().status(), "2 to do, 0 done");
  }

  // expect: good pass, broken fail
  @Test(priority = 1)
  public void dragsACardToDone() {
    BoardPage board = new BoardPage(driver).open();
    board.dragToDone("card-1");
    assertEquals(board.status(), "1 to do, 1 done");
  }

  // expect: good pass, broken fail
  @Test(priority = 2)
  public void carriesBothCardsToDone() {
    BoardPage board = new BoardPage(driver).open();
    board.carryToDone("card-1");
    board.carryToDone("card-2");
    assertEquals(board.status(), "0 to do, 2 done");
  }

  // expect: good pass, broken pass
  @Test(priority = 3)
  public void leavesACardDroppedOutsideTheColumns() {
    BoardPage board = new BoardPage(driver).open();
    board.dropOnTitle("card-2");
    assertEquals(board.status(), "2 to do, 0 done");
  }

  // expect: good pass, broken fail
  @Test(priority = 4)
  public void carriesACardByAnOffsetInsideDone() {
    BoardPage board = new BoardPage(driver).open();
    board.carryIntoDoneBy("card-2", 0, 60);
    board.waitForDoneCards();
    assertEquals(board.status(), "1 to do, 1 done");
  }

  // expect: good pass, broken pass
  @Test(priority = 5)
  public void dropsNowhereWhenCarriedPastDone() {
    BoardPage board = new BoardPage(driver).open();
    board.carryIntoDoneBy("card-1", 400, 0);
    assertEquals(board.status(), "2 to do, 0 done");
  }
}
