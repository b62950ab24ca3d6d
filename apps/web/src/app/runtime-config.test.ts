import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig, parseRuntimeConfig, readRuntimeConfig } from './runtime-config';

const injected = {
  keycloakUrl: 'https://id.example.com/',
  realm: 'rewright',
  clientId: 'rewright-web',
  analyticsId: 'G-123',
  apiBase: '/api/v1',
  publicUrl: 'https://rewright.example.com/',
};

function injectConfig(text: string) {
  const element = document.createElement('script');
  element.id = 'rewright-config';
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

describe('parseRuntimeConfig', () => {
  it('accepts the shape the server injects and trims trailing slashes', () => {
    const { config, problems } = parseRuntimeConfig(injected);
    expect(problems).toEqual([]);
    expect(config).toEqual({
      keycloakUrl: 'https://id.example.com',
      realm: 'rewright',
      clientId: 'rewright-web',
      analyticsId: 'G-123',
      analyticsEndpoint: '/api/v1/analytics/page-views',
      apiBase: '/api/v1',
      publicUrl: 'https://rewright.example.com',
    });
  });

  it('keeps defaults for invalid fields and reports each one', () => {
    const { config, problems } = parseRuntimeConfig({
      keycloakUrl: 'javascript:alert(1)',
      apiBase: '//evil.example.com',
      realm: 42,
    });
    expect(config.keycloakUrl).toBe(defaultRuntimeConfig.keycloakUrl);
    expect(config.apiBase).toBe('/api/v1');
    expect(config.realm).toBe('rewright');
    expect(problems).toHaveLength(3);
  });

  it('falls back to every default for a non-object', () => {
    expect(parseRuntimeConfig('nope').config).toEqual(defaultRuntimeConfig);
  });
});

describe('readRuntimeConfig', () => {
  afterEach(() => document.getElementById('rewright-config')?.remove());

  it('uses the defaults when the page has no config element (unit tests, bare preview)', () => {
    expect(readRuntimeConfig()).toEqual(defaultRuntimeConfig);
  });

  it('reads the injected element', () => {
    injectConfig(JSON.stringify(injected));
    expect(readRuntimeConfig().publicUrl).toBe('https://rewright.example.com');
  });

  it('logs and falls back when the element holds broken JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    injectConfig('{oops');
    expect(readRuntimeConfig()).toEqual(defaultRuntimeConfig);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
