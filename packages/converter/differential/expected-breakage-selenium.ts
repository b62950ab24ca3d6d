/**
 * The Selenium suite's original cases (`selenium/`) the broken app makes fail, each with the
 * regression that breaks it. Checked on every run like `expected-breakage.ts` for Protractor:
 * every other case passes on both apps.
 */
export const breakage: Record<string, string> = {
  // v3: WebDriverJS 3.6 with the promise manager (Mocha 7)
  'Store home › shows the store heading': "heading 'Fixture Shop'",
  'Store home › loads the stock statistics from the server': '/api/stats answers 133',
  'Store home › increments the counter twice': 'the counter adds 2 per click',
  'Sign-up form › keeps the submit button disabled until the terms are accepted':
    "the button reads 'Register account'",
  'Sign-up form › explains why a short name is refused': "error text 'Name is too short'",
  'Sign-up form › lists the countries from the server': '/api/countries drops Peru',
  'Sign-up form › signs up and welcomes the user': 'POST /api/signup never answers',
  'Waiting with until › waits for the panel to appear and to go away': 'the panel never appears',
  'Waiting with until › waits for the message text': "message 'Message delayed'",
  'Waiting with until › waits for the page title': "title 'Page renamed'",
  'Alerts, windows and the mouse › accepts the save alert':
    "alert text 'Saved.' instead of 'Saved!'",
  'Alerts, windows and the mouse › answers a prompt': 'the prompt answer is ignored',
  'Alerts, windows and the mouse › opens the help centre in a new window':
    'the help link points at a missing page',
  'Alerts, windows and the mouse › types into the editor frame and saves':
    "the frame loads the legacy editor ('Store draft')",
  'Alerts, windows and the mouse › drags a card to the done column': 'drops are ignored',
  'Alerts, windows and the mouse › adds a todo with ENTER': 'ENTER no longer adds the todo',
  'Done callbacks › reads the heading': "heading 'Fixture Shop'",
  'Done callbacks › counts a click': 'the counter adds 2 per click',
  // v4: selenium-webdriver 4, async/await (Mocha 11: CommonJS, TypeScript, ES module)
  'Inventory › lists every product from the server': '/api/products drops Gizmo',
  'Inventory › reads the price of the first product': '/api/products prices Widget at $3.50',
  'Inventory › opens the inventory from the navigation bar':
    'the Inventory link points at #!/products',
  'Widgets › paints the swatch in the brand colour': 'the swatch is red and normal weight',
  'Widgets › keeps archive disabled and publish enabled': 'Publish is disabled',
  'Widgets › reads the badge inside its shadow root': "badge label 'Alpha'",
  'Wizard history › goes back and forward through the steps':
    'Back and Forward change the URL but not the wizard step',
  'Wizard history › opens a step by its address': 'the wizard ignores ?step= and starts at step 1',
  'Wizard history › stays on the step through a refresh':
    'the wizard ignores ?step= and starts at step 1',
  'Wizard history › waits out the save with a sleep': "the save ends in 'Draft not saved'",
  'Frames and windows › switches to the editor frame by name and back to its parent':
    "the frame loads the legacy editor (heading 'Legacy editor')",
  'Frames and windows › saves a draft in the frame found by its element':
    'the legacy editor does not save',
  'Scripts and actions › reads the application state with executeScript':
    "appState.version '2.4.0'",
  'Scripts and actions › drags a card with press, move and release': 'drops are ignored',
  'Scripts and actions › drags a card with dragAndDrop': 'drops are ignored',
  'Scripts and actions › opens the products menu on hover': "menu entry renamed 'Mobiles'",
  'Cookies › applies the theme from a cookie': 'the theme cookie is ignored',
  // v4 on Jasmine 5
  'Help topics (Jasmine) › lists the topics in order': "the first help topic reads 'First steps'",
  'Alerts (Jasmine) › waits for the delayed confirmation and places the order':
    "the confirmation asks 'Place this order?'",
  'Products menu (Jasmine) › chooses phones from the hovered menu': "menu entry renamed 'Mobiles'",
};

export const expectedBreakage = new Set(Object.keys(breakage));
