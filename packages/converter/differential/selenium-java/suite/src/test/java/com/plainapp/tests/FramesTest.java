package com.plainapp.tests;

import static org.testng.Assert.assertEquals;

import com.plainapp.pages.FramesPage;
import org.testng.annotations.Test;

public class FramesTest extends BaseTest {
  // expect: good pass, broken fail
  @Test
  public void savesADraftInsideTheFrame() {
    FramesPage frames = new FramesPage(driver).open();
    frames.enterEditorByName();
    frames.writeDraft("Hello");
    assertEquals(frames.savedMessage(), "Draft saved: Hello");
  }

  // expect: good pass, broken fail
  @Test
  public void readsTheEditorHeading() {
    FramesPage frames = new FramesPage(driver).open();
    frames.enterEditorByElement();
    assertEquals(frames.editorHeading(), "Editor");
  }

  // expect: good pass, broken pass
  @Test
  public void labelsTheDraftArea() {
    FramesPage frames = new FramesPage(driver).open();
    frames.enterEditorByIndex();
    assertEquals(frames.draftLabel(), "Draft");
  }

  // expect: good pass, broken pass
  @Test
  public void returnsToThePageAfterTheFrame() {
    FramesPage frames = new FramesPage(driver).open();
    frames.enterEditorByName();
    frames.editorHeading();
    frames.leaveEditor();
    assertEquals(frames.pageHeading(), "Frames");
  }
}
