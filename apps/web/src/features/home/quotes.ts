import type { Quote } from './quote-card';

/**
 * Rewright has no customers to quote yet, so these cards say how the converter works, in the words
 * of the people who build it, and say so. Each statement must stay true of packages/converter;
 * replace or join them with customer quotes, named with permission, once there are some.
 */
export const QUOTES: Quote[] = [
  {
    text: 'Rewright never drops a line it does not understand. Whatever it cannot convert stays in the file as the original code under a TODO(rewright) comment, and the report lists every one, so you review a short, known list instead of hunting for gaps.',
    author: 'The Rewright team',
    role: 'Engineers building the converter',
  },
  {
    text: 'Protractor takes the first match; Playwright locators are strict. Rewright adds .first() where an old test relied on the first match.',
    author: 'The Rewright team',
    role: 'Engineers building the converter',
  },
  {
    text: 'We test the converter by running the converted tests, not by reading them: every case in our differential suite runs in real Protractor and in Playwright against the same app, and against a deliberately broken copy, where the converted test must fail wherever the original did.',
    author: 'The Rewright team',
    role: 'Engineers building the converter',
  },
];
