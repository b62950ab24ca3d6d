/**
 * `--base-url` against a real page in Chromium (no mocked browser): the pages the steps open are
 * read, the locator that matches exactly one element is written, and two matching elements, a
 * missing one and a misspelling each give a diagnostic naming the candidates. A bad address and
 * an app that does not answer stop the run before anything is converted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { convertFiles } from '@rewright/converter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBaseUrl, parseBaseUrl } from './base-url';
import { readLiveApp } from './read-live-app';

const pages: Record<string, string> = {
  '/shop/cart.html': `<!doctype html><title>Cart</title>
    <h1>Your cart</h1>
    <button>Remove</button><button>Remove</button>
    <button>Check out</button>
    <button>Save</button><button>Save for later</button>
    <label for="coupon">Coupon code</label><input id="coupon">
    <input placeholder="Search the shop">
    <a href="/shop/help.html">Help</a>
    <p id="note"></p>
    <script>
      setTimeout(() => { document.getElementById('note').textContent = 'Prices include VAT'; }, 200);
      document.querySelector('button:nth-of-type(3)').addEventListener('click', () => {
        document.getElementById('note').textContent = 'Order placed';
      });
    </script>`,
  '/shop/frame.html': `<!doctype html><title>Frame</title><iframe name="editor" src="/shop/editor.html"></iframe>`,
  '/shop/editor.html': `<!doctype html><title>Editor</title><button>Publish</button>`,
};

const cases = {
  path: 'cases/cart.md',
  source: `# Cart

## Checks out
1. Open "/shop/cart.html"
2. Enter "SPRING" into the Coupon code field
3. Type "socks" into the Search the shop field
4. Click the Save button
5. Verify "Prices include VAT" is displayed
6. Click Check out
7. Verify "Order placed" is displayed

## Two matches
1. Open "/shop/cart.html"
2. Click the Remove button

## Missing and misspelled
1. Open "/shop/cart.html"
2. Click the Chekc out button

## Missing
1. Open "/shop/cart.html"
2. Click the Pay now link

## Inside a frame
1. Open "/shop/frame.html"
2. Switch to the "editor" frame
3. Click the Publish button

## Not there
1. Open "/shop/gone.html"
2. Click the Save button
`,
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html' });
    response.end(body ?? '<title>Not found</title><h1>Not found</h1>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('a conversion resolved against a live page', () => {
  let code: string;
  let messages: { rule: string; message: string }[];

  beforeAll(async () => {
    const liveApp = await readLiveApp([cases], base, { settleMs: 400 });
    const { files } = await convertFiles([cases], { liveApp });
    code = files[0]!.code!;
    messages = files[0]!.diagnostics;
  }, 60_000);

  it('writes the locator that matches exactly one element on the page', () => {
    expect(code).toContain("await page.getByLabel('Coupon code').fill('SPRING');");
    // No label: the field the words name is the one whose placeholder says it.
    expect(code).toContain("await page.getByPlaceholder('Search the shop').fill('socks');");
    // "Save" is part of "Save for later": matched exactly.
    expect(code).toContain(
      "await page.getByRole('button', { name: 'Save', exact: true }).click();",
    );
    // Words naming no kind: the page says it is a button, not a link.
    expect(code).toContain("await page.getByRole('button', { name: 'Check out' }).click();");
    // Drawn by a timer after load: read once the page settled.
    expect(code).toContain("await expect(page.getByText('Prices include VAT')).toBeVisible();");
    expect(messages[0]).toMatchObject({ rule: 'natural-language/checked-locators' });
    expect(messages.find((d) => d.message.includes('Order placed'))?.rule).toBe(
      'natural-language/appears-later',
    );
  });

  it('keeps two matching elements as a TODO naming them', () => {
    expect(code).toContain(
      '// TODO(rewright): natural-language/ambiguous-on-page: Click the Remove button',
    );
    expect(
      messages.find((d) => d.rule === 'natural-language/ambiguous-on-page')?.message,
    ).toContain(
      'matches 2 elements on ' +
        `${base}shop/cart.html: page.getByRole('button', { name: 'Remove' }), page.getByRole('button', { name: 'Remove' })`,
    );
  });

  it('names the closest element for a misspelling and a missing one', () => {
    const misspelled = messages.find((d) => d.message.includes('Chekc'));
    expect(misspelled?.rule).toBe('natural-language/not-on-page');
    expect(misspelled?.message).toContain(
      "closest on the page: page.getByRole('button', { name: 'Check out' })",
    );
    const missing = messages.find((d) => d.message.includes('Pay now'));
    expect(missing?.rule).toBe('natural-language/not-on-page');
    expect(missing?.message).toMatch(/nothing on the page is close|closest on the page/);
  });

  it('looks inside the frame the steps switch into', () => {
    expect(code).toContain(
      `.frameLocator('iframe[name="editor"], iframe[title="editor"]')\n        .getByRole('button', { name: 'Publish' })`,
    );
    // Counted inside the frame: found there, so nothing to say about it.
    expect(messages.filter((d) => d.message.includes('Publish'))).toEqual([]);
  });

  it('says a page that could not be opened left its locators unverified', () => {
    expect(messages.find((d) => d.rule === 'natural-language/page-not-reached')?.message).toContain(
      `${base}shop/gone.html: HTTP 404`,
    );
  });
});

describe('--base-url', () => {
  it('refuses an address that is not http(s), saying nothing was converted', () => {
    expect(() => parseBaseUrl('localhost:4200')).toThrow(/not an http or https address/);
    expect(() => parseBaseUrl('not a url')).toThrow(
      /is not an address.*Nothing was converted, written or charged/,
    );
    expect(parseBaseUrl('http://127.0.0.1:4200')).toBe('http://127.0.0.1:4200/');
  });

  it('refuses an app that does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    await expect(checkBaseUrl(`http://127.0.0.1:${port}/`)).rejects.toThrow(
      /the app did not answer \(ECONNREFUSED\).*Nothing was converted, written or charged/,
    );
    await expect(checkBaseUrl(base)).resolves.toBe(base);
  });
});
