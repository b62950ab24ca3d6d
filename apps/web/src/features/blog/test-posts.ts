import type { BlogPost } from './blog-post';

/** Test data only: three small posts in two categories. */
export function makePost(overrides: Partial<BlogPost> & Pick<BlogPost, 'id' | 'title'>): BlogPost {
  return {
    excerpt: `About ${overrides.title}.`,
    category: 'Migration',
    tags: ['Playwright', 'Protractor', 'Third tag'],
    author: { name: 'Ada Lovelace', role: 'QA Lead' },
    publishDate: '2025-03-18',
    readTime: '7 min read',
    featuredImage: '/blog/test.svg',
    content: '<p>Body</p>',
    ...overrides,
  };
}

export const testPosts: BlogPost[] = [
  makePost({ id: 1, title: 'Migrating from Protractor to Playwright' }),
  makePost({
    id: 2,
    title: 'Web-first assertions vs explicit waits',
    category: 'Best Practices',
    tags: ['Assertions', 'Flakiness'],
  }),
  makePost({ id: 3, title: 'Selenium Java to Playwright', tags: ['Selenium', 'Java'] }),
];
