/**
 * `playwright.config.ts` from the suite's `Builder`s: the browser (`forBrowser`, capabilities)
 * becomes a project, Chrome/Firefox options (`--headless`, `--window-size`, other arguments, the
 * browser binary) become `use`, and so do the session settings Playwright has
 * (`builder-settings.ts`: insecure certificates, a proxy). A grid (`usingServer`) and settings
 * with no equivalent are reported, under a TODO in the config. Specs are listed by `testMatch`
 * (Mocha suites rarely name their files `*.spec.*`).
 */
import ts from 'typescript';
import type { Diagnostic } from '../../api.js';
import { messageFor, severityOf, type DiagnosticCode } from '../../diagnostics/catalogue.js';
import { todoComment } from '../../diagnostics/todo.js';
import { walk } from '../../core/syntax.js';
import { array, object, str, text, type Code } from '../../playwright/code.js';
import { renderConfig, type BrowserName, type ConfigProject } from '../../playwright/config.js';
import { outputPathOf } from '../../paths.js';
import { isBuilderChain, unwrap, type Facts } from './analysis.js';
import { originalText, readSetter, readSetting, type Settings } from './builder-settings.js';
import { lookupTable } from '../../core/lookup-table.js';

const browsers = lookupTable<Record<string, BrowserName>>({
  chrome: 'chromium', chromium: 'chromium', MicrosoftEdge: 'chromium', edge: 'chromium',
  firefox: 'firefox', safari: 'webkit', CHROME: 'chromium', FIREFOX: 'firefox', SAFARI: 'webkit',
  EDGE: 'chromium',
}); // prettier-ignore

interface Found {
  browser?: BrowserName;
  channel?: string;
  args: string[];
  viewport?: { width: number; height: number };
  executablePath?: Code;
  headless?: boolean;
  settings: Settings;
  node: ts.Node;
  path: string;
}

function literal(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  const e = unwrap(node);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text; // Browser.CHROME
  return undefined;
}

/** Calls of an options chain: `new chrome.Options().addArguments(…).headless()`, or its variable's. */
function optionCalls(
  node: ts.Expression,
  facts: Facts,
  files: readonly ts.SourceFile[],
): ts.CallExpression[] {
  const out: ts.CallExpression[] = [];
  let e = unwrap(node);
  if (ts.isIdentifier(e)) {
    const symbol = facts.checker.getSymbolAtLocation(e);
    const decl = symbol?.valueDeclaration;
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) {
      for (const sf of files)
        walk(sf, (n) => {
          if (
            ts.isCallExpression(n) &&
            ts.isPropertyAccessExpression(n.expression) &&
            ts.isIdentifier(n.expression.expression) &&
            facts.checker.getSymbolAtLocation(n.expression.expression) === symbol
          )
            out.push(n);
        });
      e = unwrap(decl.initializer);
    }
  }
  while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    out.push(e);
    e = unwrap(e.expression.expression);
  }
  return out;
}

/**
 * `withCapabilities(Capabilities.firefox())`, or `{ browserName, 'goog:chromeOptions': { args } }`
 * (also `moz:firefoxOptions`, `ms:edgeOptions`): the browser and its arguments.
 */
function readCapabilities(caps: ts.Expression, found: Found): void {
  // `Capabilities.chrome().setAcceptInsecureCerts(true)`: setters, then the preset they start from
  let e = caps;
  while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    const b = e.expression.name.text;
    if (browsers[b]) found.browser = browsers[b];
    if (b === 'edge') found.channel = 'msedge';
    if (!browsers[b] && !readSetter(e, found.settings))
      leaveOut(found, e, `${b}(${e.arguments.map(originalText).join(', ')})`);
    e = unwrap(e.expression.expression);
  }
  if (ts.isIdentifier(caps))
    leaveOut(found, caps, `withCapabilities(${caps.text}): capabilities built elsewhere`);
  if (!ts.isObjectLiteralExpression(caps)) return;
  for (const p of caps.properties) {
    if (!ts.isPropertyAssignment(p)) continue;
    const key = p.name.getText().replace(/^['"]|['"]$/g, '');
    if (key === 'browserName') {
      const b = literal(p.initializer);
      if (b && browsers[b]) found.browser = browsers[b];
      if (b === 'MicrosoftEdge' || b === 'edge') found.channel = 'msedge';
    } else if (/^(goog:chrome|moz:firefox|ms:edge)Options$/.test(key)) {
      const options = unwrap(p.initializer);
      if (!ts.isObjectLiteralExpression(options)) continue;
      for (const o of options.properties)
        if (
          ts.isPropertyAssignment(o) &&
          o.name.getText().replace(/['"]/g, '') === 'args' &&
          ts.isArrayLiteralExpression(o.initializer)
        )
          for (const a of o.initializer.elements) {
            const value = literal(a);
            if (value !== undefined) found.args.push(value);
          }
    } else readSetting(key, p.initializer, p, found.settings);
  }
}

function leaveOut(found: Found, node: ts.Node, detail: string): void {
  found.settings.leftOut.push({ node, code: 'selenium/builder-setting', detail });
}

/** `Builder` methods that say nothing Playwright needs: the driver binary's service, env overrides. */
const driverOnly = new Set([
  'builder', // `env.builder()` of selenium-webdriver/testing
  'disableEnvironmentOverrides',
  'setChromeService',
  'setFirefoxService',
  'setEdgeService',
  'setSafariService',
]);

function readBuilder(
  build: ts.CallExpression,
  path: string,
  facts: Facts,
  files: readonly ts.SourceFile[],
): Found {
  const found: Found = {
    args: [],
    node: build,
    path,
    settings: { use: {}, carried: false, leftOut: [] },
  };
  let e: ts.Expression = unwrap((build.expression as ts.PropertyAccessExpression).expression);
  while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    const name = e.expression.name.text;
    const arg = e.arguments[0];
    if (name === 'forBrowser') {
      const b = literal(arg);
      if (b && browsers[b]) found.browser = browsers[b];
      if (b === 'MicrosoftEdge' || b === 'EDGE' || b === 'edge') found.channel = 'msedge';
    } else if (name === 'withCapabilities' && arg) {
      readCapabilities(unwrap(arg), found);
    } else if (name === 'usingServer') {
      found.settings.leftOut.push({
        node: e,
        code: 'selenium/remote-server',
        detail: `usingServer(${e.arguments.map(originalText).join(', ')})`,
      });
    } else if (name === 'setProxy' || name === 'setAlertBehavior') {
      readSetter(e, found.settings);
    } else if (/^set(Chrome|Firefox|Edge)Options$/.test(name) && arg) {
      for (const call of optionCalls(arg, facts, files)) {
        const option = (call.expression as ts.PropertyAccessExpression).name.text;
        if (option === 'addArguments')
          for (const a of call.arguments) {
            const value = literal(a);
            if (value !== undefined) found.args.push(...value.split(/\s+(?=--)/));
          }
        else if (option === 'headless') found.headless = true;
        else if (
          option === 'windowSize' &&
          call.arguments[0] &&
          ts.isObjectLiteralExpression(call.arguments[0])
        ) {
          const size: Record<string, number> = {};
          for (const p of call.arguments[0].properties)
            if (ts.isPropertyAssignment(p) && ts.isNumericLiteral(p.initializer))
              size[p.name.getText()] = Number(p.initializer.text);
          if (size.width && size.height)
            found.viewport = { width: size.width, height: size.height };
        } else if (
          (option === 'setChromeBinaryPath' || option === 'setBinary') &&
          call.arguments[0]
        )
          found.executablePath = text(call.arguments[0].getText());
        else if (!readSetter(call, found.settings))
          leaveOut(
            found,
            call,
            `${name}: ${option}(${call.arguments.map(originalText).join(', ')})`,
          );
      }
    } else if (!driverOnly.has(name)) {
      leaveOut(found, e.expression.name, `${name}(${e.arguments.map(originalText).join(', ')})`);
    }
    e = unwrap(e.expression.expression);
  }
  return found;
}

/** `timeout` of a `.mocharc.js` (`module.exports = { timeout: 30000 }`): the test timeout. */
function mochaTimeout(
  files: readonly ts.SourceFile[],
  paths: Map<ts.SourceFile, string>,
): number | undefined {
  for (const sf of files) {
    if (!/(^|\/)\.mocharc\.(c|m)?js$/.test(paths.get(sf) ?? '')) continue;
    let timeout: number | undefined;
    walk(sf, (node) => {
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText(sf).replace(/['"]/g, '') === 'timeout' &&
        ts.isNumericLiteral(node.initializer)
      )
        timeout = Number(node.initializer.text);
    });
    if (timeout !== undefined) return timeout;
  }
  return undefined;
}

/**
 * Several browsers: each project runs the specs whose `Builder` asked for it, not every spec in
 * every browser. A browser built outside the specs (a driver factory) runs the specs that name
 * none; without one, those go to the default project (Chromium).
 */
function assignSpecs(
  projects: Map<string, ConfigProject>,
  found: readonly Found[],
  specs: readonly string[],
): void {
  const claimed = new Map<string, Set<string>>();
  const unattributed = new Set<string>();
  for (const f of found) {
    const name = f.channel ?? f.browser ?? 'chromium';
    const spec = outputPathOf(f.path);
    if (!specs.includes(spec)) unattributed.add(name);
    else claimed.set(spec, (claimed.get(spec) ?? new Set()).add(name));
  }
  if (unattributed.size === 0) {
    unattributed.add('chromium');
    if (!projects.has('chromium'))
      projects.set('chromium', { name: 'chromium', browser: 'chromium', use: {} });
  }
  for (const project of projects.values())
    project.testMatch = [
      ...new Set(specs.filter((s) => (claimed.get(s) ?? unattributed).has(project.name))),
    ];
  for (const [name, project] of projects)
    if (project.testMatch?.length === 0) projects.delete(name);
}

function diagnosticAt(
  node: ts.Node,
  paths: Map<ts.SourceFile, string>,
  fallbackPath: string,
  code: DiagnosticCode,
  detail?: string,
): Diagnostic {
  const sf = node.getSourceFile();
  const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart());
  return {
    path: paths.get(sf) ?? fallbackPath,
    line: line + 1,
    column: character + 1,
    rule: code,
    severity: severityOf(code),
    message: messageFor(code, detail),
  };
}

export function builderConfig(
  files: readonly ts.SourceFile[],
  paths: Map<ts.SourceFile, string>,
  facts: Facts,
  specs: string[],
): { code: string; diagnostics: Diagnostic[] } {
  const found: Found[] = [];
  for (const sf of files)
    walk(sf, (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'build' &&
        isBuilderChain(facts.checker, node)
      )
        found.push(readBuilder(node, paths.get(sf) ?? sf.fileName, facts, files));
    });
  const diagnostics: Diagnostic[] = [];
  const projects = new Map<string, ConfigProject>();
  const use: Record<string, Code> = {};
  const todos: string[] = [];
  for (const f of found) {
    const browser = f.browser ?? 'chromium';
    const name = f.channel ?? browser;
    const projectUse: Record<string, Code> = {};
    if (f.channel) projectUse.channel = str(f.channel);
    projects.set(name, { name, browser, use: projectUse });
    const args = f.args.filter((a) => {
      if (/^--headless(=|$)/.test(a)) return false;
      const size = /^--window-size=(\d+),(\d+)$/.exec(a);
      if (size) {
        f.viewport = { width: Number(size[1]), height: Number(size[2]) };
        return false;
      }
      return true;
    });
    if (f.viewport)
      use.viewport = object({
        width: text(String(f.viewport.width)),
        height: text(String(f.viewport.height)),
      });
    const launch: Record<string, Code> = {};
    if (args.length) launch.args = array(...args.map(str));
    if (f.executablePath) launch.executablePath = f.executablePath;
    if (Object.keys(launch).length) use.launchOptions = object(launch);
    Object.assign(use, f.settings.use);
    if (f.args.length || f.viewport || f.executablePath || f.headless || f.settings.carried)
      diagnostics.push(diagnosticAt(f.node, paths, f.path, 'selenium/builder-options'));
    for (const left of f.settings.leftOut) {
      diagnostics.push(diagnosticAt(left.node, paths, f.path, left.code, left.detail));
      todos.push(todoComment(left.code, left.detail));
    }
  }
  if (projects.size === 0)
    projects.set('chromium', { name: 'chromium', browser: 'chromium', use: {} });
  if (projects.size > 1) assignSpecs(projects, found, specs);
  const timeout = mochaTimeout(files, paths);
  return {
    code: renderConfig({
      testDir: '.',
      testMatch: [...new Set(specs)],
      ...(timeout !== undefined ? { timeout } : {}),
      use,
      projects: [...projects.values()],
      todos: [...new Set(todos)],
    }),
    diagnostics,
  };
}
