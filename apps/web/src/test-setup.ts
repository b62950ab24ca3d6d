import { afterEach } from 'vitest';

// Test files of logic alone say `// @vitest-environment node` on their first line: they pay for no
// jsdom, Testing Library or React, and there is no DOM here to set up or clean after them.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');

  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  // jsdom has no layout, so it does not implement scrolling; the app scrolls on navigation.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}
