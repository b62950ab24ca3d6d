/**
 * Where the converted Selenium suite still misses the bar (issue 11 is open): the cases it loses,
 * by title path, with why. The differential test asserts the gaps are exactly these, so a fix must
 * shrink the list and a regression (a new gap) fails the run. The bar is an empty list, as for the
 * Protractor suite.
 */
export const knownGaps: { lostPasses: string[]; missedBreakage: string[] } = {
  // Passes on the good app in Mocha, fails or never runs converted.
  lostPasses: [
    // The test switches into a frame found by its element, then a page object method acts in it:
    // the page object holds the page (Playwright has no current frame), so the switch stays a TODO.
    'Frames and windows › saves a draft in the frame found by its element',
  ],
  // Fails on the broken app in Mocha; converted it passes.
  missedBreakage: [],
};
