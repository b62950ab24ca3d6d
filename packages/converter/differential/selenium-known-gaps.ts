/**
 * Where the converted Selenium suite still misses the bar (issue 11 is open): the cases it loses,
 * by title path, with why. The differential test asserts the gaps are exactly these, so a fix must
 * shrink the list and a regression (a new gap) fails the run. The bar is an empty list, as for the
 * Protractor suite.
 */
export const knownGaps: { lostPasses: string[]; missedBreakage: string[] } = {
  // Passes on the good app in Mocha, fails or never runs converted.
  lostPasses: [
    // A frame switched by name and left for the next commands: converted under a TODO.
    'Frames and windows › switches to the editor frame by name and back to its parent',
    // The serial describe skips the rest after the first failure (Mocha goes on).
    'Frames and windows › saves a draft in the frame found by its element',
    'Frames and windows › opens the help centre in a new tab',
    'Frames and windows › resizes the window',
    // By.js stays under a TODO.
    'Widgets › reads the badge inside its shadow root',
    // Skipped after the shadow-root case failed in the serial describe.
    'Widgets › describes the logo image',
  ],
  // Fails on the broken app in Mocha; converted it is skipped (serial describe) or passes.
  missedBreakage: [
    'Frames and windows › saves a draft in the frame found by its element',
    'Inventory › reads the price of the first product',
    'Inventory › opens the inventory from the navigation bar',
    'Widgets › keeps archive disabled and publish enabled',
    'Widgets › reads the badge inside its shadow root',
  ],
};
