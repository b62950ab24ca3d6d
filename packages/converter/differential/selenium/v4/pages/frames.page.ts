// Page object of the frames page, in TypeScript.
import { By, until, type WebDriver, type WebElement } from 'selenium-webdriver';
import { BASE_URL, WAIT_MS } from '../support/driver';

export class FramesPage {
  constructor(private readonly driver: WebDriver) {}

  async open(): Promise<void> {
    await this.driver.get(`${BASE_URL}/plain/frames.html`);
  }

  /** The iframe's address is set by a script, so the frame is waited for before switching. */
  async enterEditor(): Promise<void> {
    await this.driver.wait(until.ableToSwitchToFrame(By.name('editor')), WAIT_MS);
  }

  async frameElement(): Promise<WebElement> {
    return this.driver.wait(until.elementLocated(By.css('iframe#editor-frame')), WAIT_MS);
  }

  async saveDraft(text: string): Promise<string> {
    await this.driver.findElement(By.id('draft')).sendKeys(text);
    await this.driver.findElement(By.id('save-draft')).click();
    const saved = await this.driver.findElement(By.id('saved'));
    await this.driver.wait(until.elementTextContains(saved, text), WAIT_MS);
    return saved.getText();
  }
}
