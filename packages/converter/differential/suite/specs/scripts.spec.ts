// TypeScript, async/await, imports from 'protractor': executeScript, executeAsyncScript, waits on
// a non-Angular page, browser.params.
import { $, browser, ExpectedConditions as EC } from 'protractor';

interface AppState {
  version: string;
  users: number;
}

describe('Scripts page', () => {
  beforeEach(async () => {
    await browser.waitForAngularEnabled(false);
    await browser.get('/plain/scripts.html');
  });

  afterEach(async () => {
    await browser.waitForAngularEnabled(true);
  });

  it('reads the application state with executeScript', async () => {
    const state = (await browser.executeScript('return window.appState;')) as AppState;
    expect(state.version).toBe('2.4.1');
    expect(state.users).toBe(3);
  });

  it('passes arguments to executeScript', async () => {
    const total = await browser.executeScript(
      'return window.computeTotal(arguments[0], arguments[1]);',
      2,
      3,
    );
    expect(total).toBe(5);
  });

  it('waits for an asynchronous script', async () => {
    const name: string = browser.params.user.name;
    const greeting = await browser.executeAsyncScript(
      'var done = arguments[arguments.length - 1]; window.fetchGreeting(arguments[0], done);',
      name,
    );
    expect(greeting).toBe('Hello, Ada Lovelace');
  });

  it('waits for the delayed report', async () => {
    const report = $('#report');
    await $('#load-report').click();
    await browser.wait(EC.visibilityOf(report), 5000);
    expect(await report.getText()).toBe('Quarterly report ready');
  });
});
