import type { Locator, Page } from '@playwright/test';

export class HomePage {
  readonly status: Locator;
  readonly stats: Locator;
  readonly count: Locator;

  constructor(private readonly page: Page) {
    this.status = page.locator('#status');
    this.stats = page.locator('#stats');
    this.count = page.locator('#count');
  }

  async open(): Promise<void> {
    await this.page.goto('/angular/index.html#!/home');
  }
}
