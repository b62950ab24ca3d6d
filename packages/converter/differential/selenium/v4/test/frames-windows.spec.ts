// A TypeScript spec: frames by name and by element, the parent frame, a new tab and the window
// size, with one browser for the whole block.
import { strict as assert } from 'node:assert';
import { By, until, type WebDriver } from 'selenium-webdriver';
import { FramesPage } from '../pages/frames.page';
import { BASE_URL, WAIT_MS, buildDriver } from '../support/driver';

describe('Frames and windows', function () {
  let driver: WebDriver;
  let frames: FramesPage;

  before(async function () {
    driver = await buildDriver();
    frames = new FramesPage(driver);
  });

  after(async function () {
    await driver.quit();
  });

  it('switches to the editor frame by name and back to its parent', async function () {
    await frames.open();
    await frames.enterEditor();
    assert.equal(await driver.findElement(By.css('h2')).getText(), 'Editor');
    await driver.switchTo().parentFrame();
    assert.equal(await driver.findElement(By.css('h1')).getText(), 'Frames');
  });

  it('saves a draft in the frame found by its element', async function () {
    await frames.open();
    await driver.switchTo().frame(await frames.frameElement());
    assert.equal(await frames.saveDraft('Hello'), 'Draft saved: Hello');
    await driver.switchTo().defaultContent();
    assert.equal(await driver.getTitle(), 'Frames');
  });

  it('opens the help centre in a new tab', async function () {
    await driver.get(`${BASE_URL}/plain/windows.html`);
    const original = await driver.getWindowHandle();
    await driver.switchTo().newWindow('tab');
    await driver.get(`${BASE_URL}/plain/help.html`);
    await driver.wait(until.titleContains('Help'), WAIT_MS);
    assert.equal((await driver.getAllWindowHandles()).length, 2);
    const topics = await driver.findElements(By.css('#topics .topic'));
    assert.equal(topics.length, 3);
    await driver.close();
    await driver.switchTo().window(original);
    assert.equal(await driver.getTitle(), 'Windows');
  });

  it('resizes the window', async function () {
    await driver.manage().window().setRect({ width: 800, height: 600 });
    const { width, height } = await driver.manage().window().getRect();
    assert.equal(width, 800);
    assert.equal(height, 600);
    await driver.get(`${BASE_URL}/plain/index.html`);
    const inner = await driver.executeScript<number>('return window.innerWidth;');
    assert.ok(inner <= 800, `inner width ${inner}`);
    await driver.manage().window().setRect({ width: 1280, height: 900 });
  });
});
