/**
 * What a `Builder` said about the session besides the browser reaches `playwright.config.ts` or a
 * warning at the line that said it: never dropped silently (the fixtures under
 * `fixtures/selenium/config/` show the config each case gives).
 */
import { describe, expect, it } from 'vitest';
import { convertFiles } from '../../convert.js';

function spec(builder: string): string {
  return [
    "const { Builder, By } = require('selenium-webdriver');",
    "const proxy = require('selenium-webdriver/proxy');",
    "describe('s', function () {",
    '  let driver;',
    `  beforeEach(async function () { driver = await ${builder}; });`,
    '  afterEach(() => driver.quit());',
    "  it('t', async function () { await driver.get('http://localhost:8080/'); });",
    '});',
  ].join('\n');
}

async function configOf(builder: string) {
  const result = await convertFiles([{ path: 's.spec.js', source: spec(builder) }]);
  return result.playwrightConfig;
}

describe('Builder session settings', { timeout: 300_000 }, () => {
  it('warns where a grid, a PAC proxy or an unknown Builder method was set', async () => {
    const config = await configOf(
      "new Builder().forBrowser('chrome').usingServer('http://grid:4444/wd/hub')" +
        ".setProxy(proxy.pac('http://wpad/proxy.pac')).setLoggingPrefs(prefs).build()",
    );
    expect(config.diagnostics.map((d) => [d.rule, d.severity, d.path, d.line])).toEqual([
      ['selenium/builder-setting', 'warning', 's.spec.js', 5],
      ['selenium/builder-setting', 'warning', 's.spec.js', 5],
      ['selenium/remote-server', 'warning', 's.spec.js', 5],
    ]);
    expect(config.diagnostics.map((d) => d.message).join('\n')).toContain(
      "usingServer('http://grid:4444/wd/hub')",
    );
    expect(config.code).toContain('TODO(rewright): selenium/remote-server');
    expect(config.code).not.toContain('proxy:');
  });

  it('carries a SOCKS5 proxy and insecure certificates into use', async () => {
    const config = await configOf(
      'new Builder().withCapabilities(Capabilities.chrome().setAcceptInsecureCerts(true))' +
        ".setProxy(proxy.socks('socks.internal:1080', 5)).build()",
    );
    expect(config.code).toContain("proxy: { server: 'socks5://socks.internal:1080' }");
    expect(config.code).toContain('ignoreHTTPSErrors: true');
    expect(config.diagnostics.map((d) => d.rule)).toEqual(['selenium/builder-options']);
  });
});
