// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterPosts, listCategories } from './filter-posts';
import { testPosts } from './test-posts';

const titles = (query: string, category = 'All') =>
  filterPosts(testPosts, query, category).map((post) => post.title);

describe('filterPosts', () => {
  it('returns every post for an empty query and All', () => {
    expect(titles('  ')).toHaveLength(3);
  });

  it('matches title, tags, category and author, ignoring case', () => {
    expect(titles('PROTRACTOR')).toEqual(['Migrating from Protractor to Playwright']);
    expect(titles('flakiness')).toEqual(['Web-first assertions vs explicit waits']);
    expect(titles('best practices')).toEqual(['Web-first assertions vs explicit waits']);
    expect(titles('lovelace')).toHaveLength(3);
  });

  it('needs every word to match', () => {
    expect(titles('selenium java')).toEqual(['Selenium Java to Playwright']);
    expect(titles('selenium cypress')).toEqual([]);
  });

  it('combines the query with the category', () => {
    expect(titles('playwright', 'Migration')).toEqual([
      'Migrating from Protractor to Playwright',
      'Selenium Java to Playwright',
    ]);
  });
});

describe('listCategories', () => {
  it('lists All, then each category once in first-use order', () => {
    expect(listCategories(testPosts)).toEqual(['All', 'Migration', 'Best Practices']);
  });
});
