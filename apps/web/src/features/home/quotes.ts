import type { Quote } from './quote-card';

/**
 * Illustrative quotes from the kinds of teams Rewright is built for. They are shown without
 * company names; replace them with attributed customer quotes as those are collected.
 */
export const QUOTES: Quote[] = [
  {
    text: 'Protractor reaching end of life left us with 600 specs and no plan. Rewright converted the bulk of them in an afternoon, and the handful it could not convert were marked with clear TODO comments instead of being silently dropped.',
    author: 'QA lead',
    role: 'Retail platform team',
  },
  {
    text: 'The converted tests read like something we would have written by hand: locators, web-first assertions, no sleeps.',
    author: 'Senior test engineer',
    role: 'Fintech product team',
  },
  {
    text: 'We kept our page objects. Rewright turned them into Playwright classes that take the page fixture, so our folder structure and our reviews stayed familiar while the flaky waits and the WebDriver plumbing disappeared.',
    author: 'Engineering manager',
    role: 'Healthcare SaaS team',
  },
];
