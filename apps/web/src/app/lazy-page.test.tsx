import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';
import { siteRoutes } from './route-table';

describe('lazyPage', () => {
  it('renders synchronously once preloaded, so prerender and hydration see the page itself', async () => {
    const page = lazyPage(
      'src/fake.tsx',
      async () => ({ Fake: () => <p>loaded page</p> }),
      (module) => module.Fake,
    );
    expect(page.loaded()).toBeNull();
    await page.preload();
    expect(renderToString(<page.Component />)).toBe('<p>loaded page</p>');
  });

  it('lets a failed chunk load be retried', async () => {
    let attempts = 0;
    const page = lazyPage(
      'src/flaky.tsx',
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return { Flaky: () => null };
      },
      (module) => module.Flaky,
    );
    await expect(page.preload()).rejects.toThrow('chunk failed');
    await expect(page.preload()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});

describe('route table pages', () => {
  // scripts/prerender.ts finds each page's chunks in Vite's manifest by `source`.
  it.each(siteRoutes.map((route) => [route.path, route] as const))(
    '%s loads the module its source names',
    async (_path, route) => {
      await route.page.preload();
      const named: Record<string, unknown> = await import(
        /* @vite-ignore */ path.resolve(import.meta.dirname, '../..', route.page.source)
      );
      expect(Object.values(named)).toContain(route.page.loaded());
    },
  );
});
