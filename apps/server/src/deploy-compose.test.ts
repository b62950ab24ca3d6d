import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { configVariableNames, loadConfig, repoRoot } from './config';

/**
 * deploy/compose.example.yml cannot run here (no Docker), so what can go stale is checked
 * instead: it parses, its API instances set only variables the server reads, with values that pass
 * the server's own configuration check once env.example fills them in, and the proxy and the
 * trust-proxy setting agree.
 */
const deployDir = path.join(repoRoot, 'deploy');

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string }>;
}

const compose = parse(await readFile(path.join(deployDir, 'compose.example.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
};
const composeText = await readFile(path.join(deployDir, 'compose.example.yml'), 'utf8');
const caddyfile = await readFile(path.join(deployDir, 'caddy', 'Caddyfile'), 'utf8');
const exampleEnv = Object.fromEntries(
  (await readFile(path.join(deployDir, 'env.example'), 'utf8'))
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?message}`, filled from env.example. */
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest = '') => {
    const given = exampleEnv[name];
    if (given !== undefined && given !== '') return given;
    if (kind === '-') return rest;
    throw new Error(`${name} is used in compose.example.yml but has no value in env.example`);
  });

const apiServices = Object.entries(compose.services).filter(
  ([, service]) => service.image === 'rewright-server',
);

describe('deploy/compose.example.yml', () => {
  it('runs several API instances with one environment', () => {
    expect(apiServices.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    const [first, ...others] = apiServices.map(([, service]) => service.environment);
    for (const other of others) expect(other).toEqual(first);
  });

  it('sets only variables the server reads, and the filled-in values pass its check', () => {
    for (const [, service] of apiServices) {
      const environment = service.environment ?? {};
      const unknown = Object.keys(environment).filter(
        (name) => !configVariableNames.includes(name),
      );
      expect(unknown).toEqual([]);

      const filled = Object.fromEntries(
        Object.entries(environment).map(([name, value]) => [name, interpolate(String(value))]),
      );
      const config = loadConfig(filled);
      expect(config.DATABASE_URL).toMatch(/^postgres:\/\/rewright:[^@]+@postgres:5432\/rewright$/);
      expect(config.DOWNLOAD_SIGNING_SECRET).toBe(exampleEnv.DOWNLOAD_SIGNING_SECRET);
      expect(config.STRIPE_API_URL.url).toBe('https://api.stripe.com');
    }
  });

  it('documents every variable it reads in env.example', () => {
    const used = [...composeText.matchAll(/\$\{(\w+)/g)].map((match) => match[1]);
    expect(used.filter((name) => !(name! in exampleEnv))).toEqual([]);
  });

  it("trusts exactly the proxy's fixed address, and the proxy balances over every instance", () => {
    const networks = compose.services.caddy?.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = networks.rewright?.ipv4_address;
    expect(proxyAddress).toMatch(/^172\.30\.0\.\d+$/);
    for (const [name, service] of apiServices) {
      expect(service.environment?.TRUST_PROXY).toBe(proxyAddress);
      expect(caddyfile).toContain(`${name}:8001`);
    }
    expect(caddyfile).toContain('health_uri /api/v1/health');
  });

  it('starts Keycloak with the realm import from deploy/keycloak', () => {
    const keycloak = compose.services.keycloak;
    expect(keycloak?.command).toContain('--import-realm');
    expect(keycloak?.volumes).toContain('./keycloak:/opt/keycloak/data/import:ro');
  });
});
