// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slugify, titleFromSlug } from './post-slug';

describe('slugify', () => {
  it.each([
    ['Migrating from Protractor to Playwright', 'migrating-from-protractor-to-playwright'],
    ['Web-First Assertions vs. Explicit Waits', 'web-first-assertions-vs-explicit-waits'],
    ['  Page Objects, in Playwright!  ', 'page-objects-in-playwright'],
    ['Selenium (Java) → Playwright: a 2025 guide', 'selenium-java-playwright-a-2025-guide'],
    ['CI/CD -- with   sharding', 'ci-cd-with-sharding'],
    ['---', ''],
    ['', ''],
    ['Café Tests', 'caf-tests'],
    ['ALL CAPS 42', 'all-caps-42'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('is stable: a slug slugifies to itself', () => {
    const slug = slugify('Measuring a Migration: Flakiness, Speed & Coverage');
    expect(slugify(slug)).toBe(slug);
  });
});

describe('titleFromSlug', () => {
  it('title-cases each word', () => {
    expect(titleFromSlug('from-protractor-to-playwright')).toBe('From Protractor To Playwright');
  });
});
