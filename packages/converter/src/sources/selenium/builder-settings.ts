/**
 * The session settings a `Builder` carries besides the browser, wherever the suite wrote them: a
 * capabilities object (`{ acceptInsecureCerts: true, proxy: {…} }`), `Capabilities`/options
 * setters (`setAcceptInsecureCerts`, `setPageLoadStrategy`, `setProxy`, `setAlertBehavior`,
 * `set(key, value)`), the `Builder`'s own `setProxy`/`setAlertBehavior`, and the server it ran on
 * (`usingServer`). What Playwright has becomes `use` (`ignoreHTTPSErrors`, `proxy`); what it does
 * by itself is carried silently (`pageLoadStrategy: 'normal'`, prompts dismissed); the rest is
 * reported and written under a TODO in the config, never dropped silently.
 */
import ts from 'typescript';
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import { object, str, text, type Code } from '../../playwright/code.js';
import { unwrap } from './analysis.js';
import { lookupTable } from '../../core/lookup-table.js';

export interface LeftOut {
  node: ts.Node;
  code: Extract<DiagnosticCode, 'selenium/remote-server' | 'selenium/builder-setting'>;
  detail: string;
}

export interface Settings {
  /** Entries for the config's top-level `use`. */
  use: Record<string, Code>;
  /** Whether a setting moved to the config (the `selenium/builder-options` info). */
  carried: boolean;
  leftOut: LeftOut[];
}

/** Setter methods (of `Capabilities`, browser options and the `Builder`) and the capability each sets. */
const setters = lookupTable<Record<string, string>>({
  setAcceptInsecureCerts: 'acceptInsecureCerts',
  setPageLoadStrategy: 'pageLoadStrategy',
  setProxy: 'proxy',
  setAlertBehavior: 'unhandledPromptBehavior',
});

/** Playwright's `goto` waits for `load` (Selenium's `normal`); the other strategies name its `waitUntil`. */
const pageLoadWaits = lookupTable<Record<string, string>>({
  eager: 'domcontentloaded',
  none: 'commit',
});

/** The original, on one line, for a diagnostic's detail and the config's TODO. */
export function originalText(node: ts.Node): string {
  return node.getText().replace(/\s+/g, ' ');
}

function literal(node: ts.Expression | undefined): string | boolean | number | undefined {
  if (!node) return undefined;
  const e = unwrap(node);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (e.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (e.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isNumericLiteral(e)) return Number(e.text);
  // `PageLoadStrategy.EAGER`, `UserPromptHandler.ACCEPT` of selenium-webdriver/lib/capabilities
  if (ts.isPropertyAccessExpression(e)) return e.name.text.toLowerCase().replace(/_/g, ' ');
  return undefined;
}

/**
 * A capability the suite set, by name: carried into `settings` when Playwright has it. Answers
 * whether the name is a session setting this module knows (else the caller reports it).
 */
export function readSetting(
  key: string,
  value: ts.Expression | undefined,
  node: ts.Node,
  settings: Settings,
): boolean {
  const v = literal(value);
  const leaveOut = (detail: string): void => {
    settings.leftOut.push({
      node,
      code: 'selenium/builder-setting',
      detail: `${originalText(node)}: ${detail}`,
    });
  };
  switch (key) {
    case 'acceptInsecureCerts':
      if (v === true) {
        settings.use.ignoreHTTPSErrors = text('true');
        settings.carried = true;
      } else if (v !== false) leaveOut('a computed value; set `ignoreHTTPSErrors` in `use`');
      return true;
    case 'pageLoadStrategy':
      if (v === 'normal') settings.carried = true;
      else if (typeof v === 'string' && pageLoadWaits[v])
        leaveOut(
          `Playwright's \`goto\` waits for \`load\`; pass \`waitUntil: '${pageLoadWaits[v]}'\` where the suite relied on not waiting`,
        );
      else leaveOut('an unknown strategy');
      return true;
    case 'unhandledPromptBehavior':
      // Playwright dismisses a dialog no listener handles, as Selenium's default does.
      if (v === 'dismiss' || v === 'dismiss and notify') settings.carried = true;
      else
        leaveOut(
          "Playwright dismisses dialogs no listener handles; accept them with `page.on('dialog', (dialog) => dialog.accept())`",
        );
      return true;
    case 'proxy':
      readProxy(value, node, settings);
      return true;
    default:
      return false;
  }
}

/** A setter call (`options.setProxy(…)`, `.set('acceptInsecureCerts', true)`), if it is one. */
export function readSetter(call: ts.CallExpression, settings: Settings): boolean {
  if (!ts.isPropertyAccessExpression(call.expression)) return false;
  const name = call.expression.name.text;
  if (setters[name]) return readSetting(setters[name], call.arguments[0], call, settings);
  const key = literal(call.arguments[0]);
  if ((name === 'set' || name === 'setCapability') && typeof key === 'string')
    return readSetting(key, call.arguments[1], call, settings);
  return false;
}

/** `http://host:port` for Selenium's `host:port` (a scheme written out is kept). */
function server(address: string, scheme: string): string {
  return /^[a-z0-9]+:\/\//i.test(address) ? address : `${scheme}://${address}`;
}

function entriesOf(node: ts.Expression | undefined): Map<string, ts.Expression> | undefined {
  const e = node && unwrap(node);
  if (!e || !ts.isObjectLiteralExpression(e)) return undefined;
  const entries = new Map<string, ts.Expression>();
  for (const p of e.properties) {
    if (!ts.isPropertyAssignment(p)) return undefined;
    entries.set(p.name.getText().replace(/^['"]|['"]$/g, ''), p.initializer);
  }
  return entries;
}

function bypassOf(node: ts.Expression | undefined): string | undefined {
  const e = node && unwrap(node);
  if (!e) return undefined;
  if (ts.isArrayLiteralExpression(e)) {
    const hosts = e.elements.map((h) => literal(h));
    return hosts.every((h) => typeof h === 'string') ? hosts.join(',') : undefined;
  }
  const hosts = literal(e);
  return typeof hosts === 'string' ? hosts : undefined;
}

/**
 * A proxy: `proxy.manual({ http, https, bypass })`, `proxy.socks(host, 5)` of
 * selenium-webdriver/proxy, or a capability object `{ proxyType: 'manual', httpProxy, sslProxy,
 * socksProxy, noProxy }`. Playwright takes one server and a bypass list; a PAC file or the system's
 * proxy it does not take.
 */
function readProxy(value: ts.Expression | undefined, node: ts.Node, settings: Settings): void {
  const e = value && unwrap(value);
  let type: string | undefined;
  let servers: string[] = [];
  let bypass: ts.Expression | undefined;
  let socksVersion: string | boolean | number | undefined = 5;
  if (e && ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    type = e.expression.name.text;
    if (type === 'manual') {
      const options = entriesOf(e.arguments[0]);
      if (!options) type = undefined;
      else {
        for (const [key, scheme] of [['http', 'http'], ['https', 'http']] as const) {
          const address = literal(options.get(key));
          if (typeof address === 'string') servers.push(server(address, scheme));
        }
        bypass = options.get('bypass');
      }
    } else if (type === 'socks') {
      const host = literal(e.arguments[0]);
      socksVersion = e.arguments[1] ? literal(e.arguments[1]) : 5;
      if (typeof host === 'string') servers.push(server(host, `socks${String(socksVersion)}`));
    }
  } else {
    const options = entriesOf(e);
    const proxyType = literal(options?.get('proxyType'));
    if (options && typeof proxyType === 'string') {
      type = proxyType.toLowerCase();
      for (const [key, scheme] of [['httpProxy', 'http'], ['sslProxy', 'http'], ['socksProxy', 'socks5']] as const) {
        const address = literal(options.get(key));
        if (typeof address === 'string') servers.push(server(address, scheme));
      }
      socksVersion = options.has('socksProxy') ? (literal(options.get('socksVersion')) ?? 5) : 5;
      bypass = options.get('noProxy');
    }
  } // prettier-ignore
  servers = [...new Set(servers)];
  const leaveOut = (detail: string): void => {
    settings.leftOut.push({
      node,
      code: 'selenium/builder-setting',
      detail: `${originalText(node)}: ${detail}`,
    });
  };
  if (type === 'direct') {
    settings.carried = true; // no proxy: Playwright's default
    return;
  }
  if (type === 'pac' || type === 'system' || type === 'autodetect') {
    leaveOut('Playwright takes a proxy server (`use.proxy`), not a PAC file or the system proxy');
    return;
  }
  const bypassList = bypassOf(bypass);
  if ((type !== 'manual' && type !== 'socks') || servers.length !== 1 || socksVersion !== 5) {
    leaveOut(
      servers.length > 1
        ? 'Playwright takes one proxy server for every scheme; set `use.proxy`'
        : 'set `use.proxy` (`{ server, bypass }`; HTTP and SOCKS5 servers)',
    );
    return;
  }
  if (bypass && bypassList === undefined) {
    leaveOut('a computed bypass list; set `use.proxy.bypass`');
    return;
  }
  settings.use.proxy = object({
    server: str(servers[0] as string),
    bypass: bypassList ? str(bypassList) : undefined,
  });
  settings.carried = true;
}
