import type { Locator, Page } from '@playwright/test';

export class HomePage {
  readonly heading: Locator;
  readonly counterButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.locator('#heading');
    this.counterButton = page.locator('xpath=//button[text()="Increment counter"]');
  }

  async open(): Promise<void> {
    await this.page.goto('/angular/index.html');
    await this.heading.waitFor({ state: 'attached', timeout: 3000 });
  }

  async increment(times: number): Promise<Locator> {
    for (let i = 0; i < times; i++) await this.counterButton.click();
    return this.page.locator('#count');
  }
}
