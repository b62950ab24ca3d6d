import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The OpenAPI document is a large JSON answer, like the site's pages and scripts.
const getDocument = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/docs/json',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression', () => {
  it('answers brotli when the client accepts it, with the same content', async () => {
    const plain = await getDocument();
    const response = await getDocument('br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('answers gzip to a client that only accepts gzip', async () => {
    const response = await getDocument('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves the answer uncompressed for a client that accepts no encoding', async () => {
    const response = await getDocument();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('openapi');
  });
});
