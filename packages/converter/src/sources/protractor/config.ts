/**
 * `protractor.conf.js/ts` → `playwright.config.ts`. The config object is read from the syntax tree
 * (`exports.config = {…}`, `export const config: Config = {…}`); each option has one entry in
 * `configTable` saying where it goes. Values are copied as written, so a computed `baseUrl`
 * (`process.env.URL || '…'`) keeps working.
 */
import ts from 'typescript';
import type { Diagnostic } from '../../api.js';
import { messageFor, severityOf, type DiagnosticCode } from '../../diagnostics/catalogue.js';
import { todoComment } from '../../diagnostics/todo.js';
import { dirOf, joinPath, relativePath } from '../../paths.js';
import { moduleSpecifier } from './modules.js';
import { quote, stringValue } from './text.js';
import { configData, isData } from './processed-config.js';
import { configMockModule, type ConfigMockModule } from './mock-modules.js';

export interface ConfigResult {
  code: string;
  diagnostics: Diagnostic[];
  /** `params` as an object literal, for `rewright-params.ts`. */
  params?: string;
  /** Mock modules `onPrepare` registers (`browser.addMockModule` with literal arguments). */
  mockModules?: ConfigMockModule[];
  /** What `rewright-params.ts` needs besides `params`: the declarations it reads, `onPrepare`'s assignments. */
  paramsModule?: { declarations: string[]; assignments: string[] };
  /** The config's data as an object literal, for `browser.getProcessedConfig()` (`rewright-config.ts`). */
  data: string;
  /** The config's folder, relative to the project root ('' for the root). */
  dir: string;
  /** `onPrepare` turned the waiting for Angular off (`waitForAngularEnabled(false)`, `ignoreSynchronization = true`). */
  synchronizing?: false;
  /** Globals `onPrepare` set to a Protractor global (`global.EC = protractor.ExpectedConditions`): name → the global's name. */
  globalAliases?: Record<string, string>;
}

interface ConfigContext {
  sf: ts.SourceFile;
  path: string;
  diagnostics: Diagnostic[];
  todos: string[];
  use: string[];
  top: string[];
  projects: Project[];
  /** The config's folder, relative to the project root ('' for the root). */
  dir: string;
  /** Spec globs resolved against the project root (`.ts` instead of `.js`). */
  testMatch?: string[];
  testIgnore?: string[];
  suites?: { name: string; match: string[] }[];
  params?: string;
  /** Every Protractor config of the project: excluding one is moot, it is not converted to a test. */
  configPaths?: Set<string>;
  /** `onPrepare` declarations a converted option uses, written above `defineConfig`. */
  hoisted: string[];
  /** Output paths of the converted page objects and helpers: never tests, even under a spec glob. */
  nonSpecs?: string[];
  /** Identifiers declared at the top of the config file, copied when a copied value uses them. */
  declarations: Map<string, ts.Statement>;
  copied: Set<ts.Statement>;
  /** Declarations the projects of the other configs use, as text. */
  copiedFromOthers?: string[];
  /** `global.NAME = <a Protractor global>` statements of `onPrepare`. */
  globalAliases: Record<string, string>;
  /** Mock modules `onPrepare` registers, for the generated `rewright-angular.ts`. */
  mockModules: ConfigMockModule[];
  /** Top-level statements `params` (or `onPrepare`'s assignments to it) read. */
  paramsNeeds: Set<ts.Statement>;
  /** `params.x = value;` from `onPrepare`'s `browser.params.x = value`. */
  paramsAssignments: string[];
  /** `allScriptsTimeout` as text, when the config sets it. */
  scriptsTimeout?: string;
  /** Whether Protractor waits for Angular once `onPrepare` ran (it starts on). */
  synchronizing: boolean;
}

/** The top-level statements a config's copied values need, in file order. */
function copiedStatements(cx: ConfigContext): string[] {
  return cx.sf
    ? cx.sf.statements.filter((s) => cx.copied.has(s)).map((s) => copiedText(s, cx.sf))
    : [];
}

/**
 * A top-level statement as the generated config needs it. A local module the config requires was
 * converted too and is an ES module now (`module.exports = x` became `export default x`), so
 * `require('./env.js')` would give `{ default: … }`: it is imported the way the converted specs
 * import it. Packages keep their `require`.
 */
function copiedText(s: ts.Statement, sf: ts.SourceFile): string {
  if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier)) {
    const from = localModule(s.moduleSpecifier.text);
    return from && s.importClause
      ? `import ${s.importClause.getText(sf)} from ${quote(from)};`
      : s.getText(sf);
  }
  if (!ts.isVariableStatement(s) || s.declarationList.declarations.length !== 1)
    return s.getText(sf);
  const d = s.declarationList.declarations[0] as ts.VariableDeclaration;
  const init = d.initializer;
  const call = init && ts.isPropertyAccessExpression(init) ? init.expression : init;
  const specifier =
    call && ts.isCallExpression(call) && call.expression.getText(sf) === 'require'
      ? stringValue(call.arguments[0])
      : undefined;
  const from = specifier === undefined ? undefined : localModule(specifier);
  if (!from || !init) return s.getText(sf);
  if (ts.isPropertyAccessExpression(init) && ts.isIdentifier(d.name)) {
    const name = init.name.text;
    return `import { ${name === d.name.text ? name : `${name} as ${d.name.text}`} } from ${quote(from)};`;
  }
  if (ts.isObjectBindingPattern(d.name) && ts.isCallExpression(init)) {
    const parts = d.name.elements.map((e) => {
      const local = e.name.getText(sf);
      const imported = e.propertyName ? e.propertyName.getText(sf) : local;
      return imported === local ? local : `${imported} as ${local}`;
    });
    return `import { ${parts.join(', ')} } from ${quote(from)};`;
  }
  if (ts.isIdentifier(d.name) && ts.isCallExpression(init))
    return `import ${d.name.text} from ${quote(from)};`;
  return s.getText(sf);
}

/** `./env.js` → `./env` (as the converted specs import it); undefined for a package. */
function localModule(specifier: string): string | undefined {
  return specifier.startsWith('.') ? moduleSpecifier(specifier) : undefined;
}

interface Project {
  name: string;
  use: string[];
  testMatch?: string[];
  testIgnore?: string[];
}

function diag(
  cx: ConfigContext,
  node: ts.Node,
  code: DiagnosticCode,
  detail?: string,
  todo = false,
): void {
  const { line, character } = cx.sf.getLineAndCharacterOfPosition(node.getStart(cx.sf));
  cx.diagnostics.push({
    path: cx.path,
    line: line + 1,
    column: character + 1,
    rule: code,
    severity: severityOf(code),
    message: messageFor(code, detail),
  });
  if (todo) cx.todos.push(todoComment(code, detail));
}

/** A value copied into the generated config, with the declarations it needs. */
function copy(cx: ConfigContext, node: ts.Expression): string {
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n)) {
      const decl = cx.declarations.get(n.text);
      if (decl && !cx.copied.has(decl)) {
        cx.copied.add(decl);
        decl.forEachChild(visit);
      }
    }
    n.forEachChild(visit);
  };
  visit(node);
  return node.getText(cx.sf);
}

/** The top-level declarations `node` reads, transitively, added to `needs`. */
function needsOf(cx: ConfigContext, node: ts.Node, needs: Set<ts.Statement>): void {
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && !isPropertyNameOf(n)) {
      const decl = cx.declarations.get(n.text);
      if (decl && !needs.has(decl)) {
        needs.add(decl);
        decl.forEachChild(visit);
      }
    }
    n.forEachChild(visit);
  };
  visit(node);
}

function isPropertyNameOf(n: ts.Identifier): boolean {
  const parent = n.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === n) ||
    (ts.isPropertyAssignment(parent) && parent.name === n)
  );
}

/** `browser.params.a.b = value` of `onPrepare` (a value the params module can hold): `params.a.b = value;`. */
function paramsAssignment(expression: ts.Expression, cx: ConfigContext): string | undefined {
  if (
    !ts.isBinaryExpression(expression) ||
    expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken
  )
    return undefined;
  const target = expression.left.getText(cx.sf).replace(/\s+/g, '');
  const match = /^browser\.params((?:\.[A-Za-z_$][\w$]*|\[[^\]]+\])+)$/.exec(target);
  if (!match || !isData(expression.right)) return undefined;
  return `params${match[1]} = ${expression.right.getText(cx.sf)};`;
}

/** A spec glob of Protractor's (`.js`) as the converted file's glob (`.ts`). */
function specGlob(glob: string): string {
  for (const ext of ['.js', '.jsx', '.mjs', '.cjs']) {
    if (glob.endsWith(ext)) return `${glob.slice(0, -ext.length)}.ts`;
  }
  if (glob.endsWith('*')) return `${glob}.ts`;
  return glob;
}

/** `a/./b/../c` → `a/c`; `..` that go above the root stay in front. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** Protractor resolves spec globs against the config's folder: here, against the project root. */
function resolveGlob(dir: string, glob: string): string {
  return glob.startsWith('/') ? glob : normalize(dir ? `${dir}/${glob}` : glob);
}

function globList(cx: ConfigContext, node: ts.Expression, excluding = false): string[] | undefined {
  const items = ts.isArrayLiteralExpression(node) ? node.elements : [node];
  const globs: string[] = [];
  for (const item of items) {
    const v = stringValue(item);
    if (v === undefined) {
      diag(cx, item, 'config/dynamic', 'spec pattern');
      return undefined;
    }
    const resolved = resolveGlob(cx.dir, v);
    // `exclude: ['protractor.conf.js']` kept the config out of Protractor's `*.js`; it is not
    // converted to a `.ts` file, and the generated config is ignored by `testIgnore` below.
    if (excluding && cx.configPaths?.has(resolved)) continue;
    globs.push(specGlob(resolved));
  }
  return [...new Set(globs)];
}

const magic = /[*?[\]{}()!+@]/;

/** The folders of a glob before its first wildcard (never its last segment, the file name). */
function staticDir(glob: string): string[] {
  const parts = glob.split('/').slice(0, -1);
  const end = parts.findIndex((p) => magic.test(p));
  return end === -1 ? parts : parts.slice(0, end);
}

/**
 * Playwright matches `testMatch`/`testIgnore` strings as `**\/` + glob against absolute paths, so a
 * glob is only meaningful relative to `testDir`, and one starting with a wildcard (`*.ts`) matches
 * at any depth. `testDir` is the deepest folder holding every spec glob; when a glob would then
 * start with a wildcard, one folder up, so the glob keeps a folder name that anchors it
 * (`specs/*.ts` matches what Protractor's `specs/*.js` did, not `specs/pages/*.ts`).
 */
interface PathPlan {
  /** Relative to the config's folder. */
  testDir: string;
  /** A resolved glob → the glob relative to `testDir`. */
  relative: (glob: string) => string;
  /** Whether Playwright would take `file` (relative to the project root) for a test by one of `globs` (relative to `testDir`). */
  catches: (globs: string[], file: string) => boolean;
  /** `file` (relative to the project root) as a glob relative to `testDir`. */
  fileGlob: (file: string) => string;
}

function pathPlan(dir: string, globs: string[]): PathPlan {
  const relativeGlobs = globs.filter((g) => !g.startsWith('/'));
  let base: string[] | undefined;
  for (const g of relativeGlobs) {
    const d = staticDir(g);
    if (!base) base = d;
    else {
      let n = 0;
      while (n < base.length && n < d.length && base[n] === d[n]) n++;
      base = base.slice(0, n);
    }
  }
  let root = (base ?? dir.split('/').filter(Boolean)).join('/');
  const under = (g: string) => (root ? g.slice(root.length + 1) : g);
  const unanchored = (g: string) => !g.startsWith('**/') && magic.test(g.split('/')[0] ?? '');
  const last = root.split('/').pop();
  if (relativeGlobs.some((g) => unanchored(under(g))) && last && last !== '..')
    root = root.split('/').slice(0, -1).join('/');
  const relative = (g: string) => (g.startsWith('/') ? g : under(g));
  const fileGlob = (file: string) => relativePath(root, file);
  return {
    testDir: relativePath(dir, root) || '.',
    relative,
    fileGlob,
    catches: (globs, file) => {
      const path = fileGlob(file);
      if (path.startsWith('..')) return false; // outside testDir: never collected
      // Matched against absolute paths: folders above testDir count for a leading wildcard.
      return globs.some((g) => globRegex(g)?.test(`p1/p2/p3/${path}`) ?? true);
    },
  };
}

/** What the conversion writes beside the Playwright config, and the globs that keep them out of the tests. */
const generatedFiles = [
  'playwright.config.ts',
  'rewright-angular.ts',
  'rewright-locators.ts',
  'rewright-params.ts',
];
const generatedIgnores = ['playwright.config.ts', 'rewright-*.ts'];

/** Playwright's reading of a glob (`**\/` in front, case-insensitive); undefined for extglobs. */
function globRegex(glob: string): RegExp | undefined {
  const body = /[()]/.test(glob) ? undefined : globBody(glob);
  return body === undefined ? undefined : new RegExp(`^(?:.*/)?${body}$`, 'i');
}

function globBody(glob: string): string | undefined {
  let re = '';
  const segments = glob.split('/');
  for (const [i, segment] of segments.entries()) {
    const lastSegment = i === segments.length - 1;
    if (segment === '**') {
      re += lastSegment ? '.*' : '(?:[^/]*/)*';
      continue;
    }
    for (let j = 0; j < segment.length; j++) {
      const c = segment[j] as string;
      if (c === '*') re += '[^/]*';
      else if (c === '?') re += '[^/]';
      else if (c === '[') {
        const end = segment.indexOf(']', j + 1);
        if (end === -1) return undefined;
        const body = segment.slice(j + 1, end).replace(/^!/, '^');
        re += `[${body.split('\\').join('\\\\')}]`;
        j = end;
      } else if (c === '{') {
        const end = segment.indexOf('}', j + 1);
        if (end === -1) return undefined;
        const options = segment
          .slice(j + 1, end)
          .split(',')
          .map((o) => globBody(o));
        if (options.some((o) => o === undefined)) return undefined;
        re += `(?:${options.join('|')})`;
        j = end;
      } else re += /[\w-]/.test(c) ? c : `\\${c}`;
    }
    if (!lastSegment) re += '/';
  }
  return re;
}

interface ConfigEntry {
  from: string;
  to: (value: ts.Expression, cx: ConfigContext, property: ts.PropertyAssignment) => void;
}

const ignored = (detail: string) => (value: ts.Expression, cx: ConfigContext) =>
  diag(cx, value, 'config/unsupported-option', detail);

export const configTable: ConfigEntry[] = [
  { from: 'baseUrl', to: (v, cx) => cx.use.push(`baseURL: ${copy(cx, v)}`) },
  {
    from: 'specs',
    to: (v, cx) => {
      const g = globList(cx, v);
      if (g?.length) cx.testMatch = g;
    },
  },
  {
    from: 'exclude',
    to: (v, cx) => {
      const g = globList(cx, v, true);
      if (g?.length) cx.testIgnore = g;
    },
  },
  {
    from: 'suites',
    to: (v, cx) => {
      if (!ts.isObjectLiteralExpression(v)) return diag(cx, v, 'config/dynamic', 'suites');
      cx.suites = [];
      for (const p of v.properties) {
        if (!ts.isPropertyAssignment(p)) continue;
        const match = globList(cx, p.initializer);
        const name = p.name.getText(cx.sf).split("'").join('').split('"').join('');
        if (match?.length) cx.suites.push({ name, match });
      }
    },
  },
  {
    from: 'capabilities',
    to: (v, cx) => {
      const p = capability(v, cx);
      if (p) cx.projects.push(p);
    },
  },
  {
    from: 'multiCapabilities',
    to: (v, cx) => {
      if (!ts.isArrayLiteralExpression(v))
        return diag(cx, v, 'config/dynamic', 'multiCapabilities');
      for (const e of v.elements) {
        const p = capability(e, cx);
        if (p) cx.projects.push(p);
      }
    },
  },
  {
    from: 'jasmineNodeOpts',
    to: (v, cx) => {
      const timeout = objectProperty(v, 'defaultTimeoutInterval');
      if (timeout) cx.top.push(`timeout: ${copy(cx, timeout)}`);
      const rest = ts.isObjectLiteralExpression(v)
        ? v.properties.filter((p) => p.name?.getText(cx.sf) !== 'defaultTimeoutInterval')
        : [];
      if (rest.length)
        diag(
          cx,
          v,
          'config/unsupported-option',
          'jasmineNodeOpts other than defaultTimeoutInterval',
        );
    },
  },
  {
    from: 'mochaOpts',
    to: (v, cx) => {
      const timeout = objectProperty(v, 'timeout');
      if (timeout) cx.top.push(`timeout: ${copy(cx, timeout)}`);
      const reporter = objectProperty(v, 'reporter');
      if (reporter) diag(cx, reporter, 'config/reporter');
    },
  },
  {
    from: 'allScriptsTimeout',
    to: (v, cx) => {
      cx.scriptsTimeout = copy(cx, v);
    },
  },
  { from: 'getPageTimeout', to: (v, cx) => cx.use.push(`navigationTimeout: ${copy(cx, v)}`) },
  {
    from: 'params',
    to: (v, cx) => {
      cx.params = copy(cx, v);
      needsOf(cx, v, cx.paramsNeeds);
      diag(cx, v, 'config/params');
    },
  },
  { from: 'onPrepare', to: (v, cx) => onPrepare(v, cx) },
  { from: 'framework', to: ignored('framework: Playwright Test replaces Jasmine/Mocha') },
  { from: 'directConnect', to: ignored('directConnect') },
  { from: 'seleniumAddress', to: ignored('seleniumAddress') },
  { from: 'seleniumServerJar', to: ignored('seleniumServerJar') },
  { from: 'chromeDriver', to: ignored('chromeDriver') },
  { from: 'SELENIUM_PROMISE_MANAGER', to: ignored('SELENIUM_PROMISE_MANAGER') },
  { from: 'rootElement', to: ignored('rootElement') },
  { from: 'untrackOutstandingTimeouts', to: ignored('untrackOutstandingTimeouts') },
  {
    from: 'restartBrowserBetweenTests',
    to: ignored('restartBrowserBetweenTests: every Playwright test gets a fresh context'),
  },
  { from: 'noGlobals', to: ignored('noGlobals') },
  { from: 'maxSessions', to: (v, cx) => cx.top.push(`workers: ${copy(cx, v)}`) },
  {
    from: 'beforeLaunch',
    to: (v, cx) => diag(cx, v, 'config/on-prepare', 'beforeLaunch → globalSetup', true),
  },
  {
    from: 'afterLaunch',
    to: (v, cx) => diag(cx, v, 'config/on-prepare', 'afterLaunch → globalTeardown', true),
  },
  {
    from: 'onComplete',
    to: (v, cx) => diag(cx, v, 'config/on-prepare', 'onComplete → globalTeardown', true),
  },
  {
    from: 'onCleanUp',
    to: (v, cx) => diag(cx, v, 'config/on-prepare', 'onCleanUp → globalTeardown', true),
  },
  { from: 'plugins', to: (v, cx) => diag(cx, v, 'config/unsupported-option', 'plugins', true) },
  {
    from: 'resultJsonOutputFile',
    to: (v, cx) => cx.top.push(`reporter: [['list'], ['json', { outputFile: ${copy(cx, v)} }]]`),
  },
];

const configByName = new Map(configTable.map((e) => [e.from, e]));

function objectProperty(node: ts.Expression, name: string): ts.Expression | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  for (const p of node.properties) {
    if (
      ts.isPropertyAssignment(p) &&
      (stringValue(p.name) ?? (ts.isIdentifier(p.name) ? p.name.text : undefined)) === name
    )
      return p.initializer;
  }
  return undefined;
}

/** Browser names Playwright knows (lower case), and the device each starts from. */
const browsers: Record<string, { name: string; device: string; channel?: string }> = {
  chrome: { name: 'chromium', device: 'Desktop Chrome' },
  chromium: { name: 'chromium', device: 'Desktop Chrome' },
  firefox: { name: 'firefox', device: 'Desktop Firefox' },
  safari: { name: 'webkit', device: 'Desktop Safari' },
  microsoftedge: { name: 'msedge', device: 'Desktop Edge', channel: 'msedge' },
  edge: { name: 'msedge', device: 'Desktop Edge', channel: 'msedge' },
};

/** One capabilities object → one project. */
function capability(node: ts.Expression, cx: ConfigContext): Project | undefined {
  if (!ts.isObjectLiteralExpression(node)) {
    diag(cx, node, 'config/dynamic', 'capabilities');
    return undefined;
  }
  const browserName = stringValue(objectProperty(node, 'browserName')) ?? 'chrome';
  let browser = browsers[browserName.toLowerCase()];
  if (!browser) {
    // PhantomJS, Internet Explorer, Opera…: Playwright has no such browser.
    diag(
      cx,
      objectProperty(node, 'browserName') ?? node,
      'config/unsupported-option',
      `browserName '${browserName}': Playwright has no such browser; the project runs in Chromium`,
    );
    browser = browsers.chrome as { name: string; device: string };
  }
  const use: string[] = [`...devices['${browser.device}']`];
  if (browser.channel) use.push(`channel: ${quote(browser.channel)}`);
  const options =
    objectProperty(node, 'goog:chromeOptions') ??
    objectProperty(node, 'chromeOptions') ??
    objectProperty(node, 'moz:firefoxOptions');
  const launch: string[] = [];
  if (options) {
    const binary = objectProperty(options, 'binary');
    // A path (or an environment variable) names the browser the suite ran in, which may be the
    // only one on that machine (CI images, no downloads): kept. A computed one, typically
    // `require('puppeteer').executablePath()`, fetched a browser for Protractor; Playwright has
    // its own, and keeping the call would make the config need that package.
    if (binary && isPlainValue(cx, binary, new Map()))
      launch.push(`executablePath: ${copy(cx, binary)}`);
    else if (binary)
      diag(
        cx,
        binary,
        'config/unsupported-option',
        "browser `binary` computed by code (e.g. `require('puppeteer').executablePath()`): Playwright launches its own Chromium (`npx playwright install chromium`); use `channel: 'chrome'` or `launchOptions.executablePath` for another browser",
      );
    const args = objectProperty(options, 'args');
    if (args && ts.isArrayLiteralExpression(args)) {
      const kept: string[] = [];
      for (const a of args.elements) {
        const v = stringValue(a);
        if (v === undefined) {
          kept.push(copy(cx, a));
          continue;
        }
        // Playwright runs headless by default and sizes the viewport itself.
        if (v === '--headless' || v.startsWith('--headless=') || v === '--disable-gpu') continue;
        if (v.startsWith('--window-size=')) {
          const [w, h] = v.slice('--window-size='.length).split(',');
          if (w && h) use.push(`viewport: { width: ${Number(w)}, height: ${Number(h)} }`);
          continue;
        }
        kept.push(quote(v));
      }
      if (kept.length) launch.push(`args: [${kept.join(', ')}]`);
    } else if (args) {
      // A variable or a call: copied as written (with its declaration), never dropped.
      launch.push(`args: ${copy(cx, args)}`);
    }
  }
  if (launch.length) use.push(`launchOptions: { ${launch.join(', ')} }`);
  const shard = objectProperty(node, 'shardTestFiles');
  const instances = objectProperty(node, 'maxInstances');
  if (shard && shard.kind === ts.SyntaxKind.TrueKeyword && instances)
    cx.top.push(`workers: ${copy(cx, instances)}`);
  const specs = objectProperty(node, 'specs');
  // `logName` is Protractor's label for a capability in its output: the natural project name.
  const project: Project = {
    name: stringValue(objectProperty(node, 'logName')) ?? browser.name,
    use,
  };
  if (specs) {
    const g = globList(cx, specs);
    if (g?.length) project.testMatch = g;
  }
  return project;
}

/** Recognised `onPrepare` statements; the rest is reported with a TODO in the config. */
function onPrepare(value: ts.Expression, cx: ConfigContext): void {
  const body = ts.isFunctionExpression(value) || ts.isArrowFunction(value) ? value.body : undefined;
  if (!body || !ts.isBlock(body)) {
    diag(cx, value, 'config/on-prepare', undefined, true);
    return;
  }
  onPrepareBody(body, cx);
}

/** A variable of `onPrepare`, and whether it keeps its first value (`const`, or never reassigned). */
interface Local {
  statement: ts.VariableStatement;
  initializer?: ts.Expression;
  fixed: boolean;
}

function onPrepareBody(body: ts.Block, cx: ConfigContext): void {
  const locals = localsOf(body, cx);
  // What each statement becomes: converted (a Playwright option), dropped, or kept under a TODO.
  const outcome = new Map<ts.Statement, 'done' | 'todo'>();
  const options: (() => void)[] = [];
  for (const s of body.statements) {
    const text = s.getText(cx.sf);
    if (ts.isVariableStatement(s)) continue; // decided below, once every use is known
    const expression = ts.isExpressionStatement(s) ? unwrapAwait(s.expression) : undefined;
    const alias = expression && globalAlias(expression, cx);
    if (alias) {
      // The specs use the name without declaring it: the conversion reads it as that global.
      cx.globalAliases[alias.name] = alias.global;
      options.push(() => diag(cx, s, 'config/global-alias', alias.name));
      outcome.set(s, 'done');
      continue;
    }
    const assignment = expression && paramsAssignment(expression, cx);
    if (assignment) {
      cx.paramsAssignments.push(assignment);
      options.push(() => diag(cx, s, 'config/params'));
      outcome.set(s, 'done');
      continue;
    }
    const sync = expression && synchronizationSwitch(expression, cx);
    if (sync) {
      // A literal sets the converted suite's starting state; anything else cannot be known here.
      if (sync.enabled === undefined) outcome.set(s, 'todo');
      else {
        cx.synchronizing = sync.enabled;
        options.push(() => diag(cx, s, 'browser/wait-for-angular'));
        outcome.set(s, 'done');
      }
      continue;
    }
    if (ts.isExpressionStatement(s) && ts.isCallExpression(s.expression)) {
      const callee = s.expression.expression.getText(cx.sf);
      if (callee.endsWith('manage().window().setSize')) {
        const [w, h] = s.expression.arguments;
        const width = w && localValue(cx, w, locals);
        const height = h && localValue(cx, h, locals);
        if (width && height) {
          outcome.set(s, 'done');
          options.push(() => {
            cx.use.push(`viewport: { width: ${width.text}, height: ${height.text} }`);
            for (const line of [...width.hoisted, ...height.hoisted])
              if (!cx.hoisted.includes(line)) cx.hoisted.push(line);
          });
          continue;
        }
      }
      if (
        callee.endsWith('manage().window().maximize') ||
        callee.endsWith('manage().timeouts().implicitlyWait') ||
        (callee.endsWith('.register') && text.includes('ts-node')) ||
        callee === 'require'
      ) {
        outcome.set(s, 'done');
        continue;
      }
      const mockModule = callee.endsWith('.addMockModule')
        ? configMockModule(s.expression, cx.sf)
        : undefined;
      if (mockModule) {
        cx.mockModules.push(mockModule);
        options.push(() => diag(cx, s, 'browser/mock-modules'));
        outcome.set(s, 'done');
        continue;
      }
      if (callee.endsWith('.addReporter')) {
        options.push(() => diag(cx, s, 'config/reporter'));
        outcome.set(s, 'done');
        continue;
      }
    }
    outcome.set(s, 'todo');
  }
  // A declaration goes when nothing left under a TODO reads it and dropping it drops no side
  // effect; a converted option that needed its value got the value (or the declaration) above.
  const todoText = body.statements
    .filter((s) => outcome.get(s) === 'todo')
    .map((s) => s.getText(cx.sf));
  for (const s of body.statements) {
    if (!ts.isVariableStatement(s) || outcome.has(s)) continue;
    const names = s.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
    const readByTodo = names.some((n) => todoText.some((t) => new RegExp(`\\b${n}\\b`).test(t)));
    // `const x = require('…')` only served the code around it (reporters, ts-node).
    const pure =
      s.getText(cx.sf).includes('require(') ||
      s.declarationList.declarations.every(
        (d) =>
          ts.isIdentifier(d.name) && (!d.initializer || isPlainValue(cx, d.initializer, locals)),
      );
    outcome.set(s, readByTodo || !pure ? 'todo' : 'done');
  }
  for (const option of options) option();
  for (const s of body.statements) {
    if (outcome.get(s) === 'todo')
      diag(cx, s, 'config/on-prepare', firstLine(s.getText(cx.sf)), true);
  }
}

/** Protractor globals `onPrepare` commonly publishes under another name, by their source text. */
const aliasableGlobals: Record<string, string> = {
  browser: 'browser',
  'browser.driver': 'browser',
  element: 'element',
  by: 'by',
  By: 'by',
  'protractor.By': 'by',
  $: '$',
  $$: '$$',
  protractor: 'protractor',
  ExpectedConditions: 'EC',
  'protractor.ExpectedConditions': 'EC',
  'browser.ExpectedConditions': 'EC',
  'protractor.Key': 'Key',
};

/** `global.EC = protractor.ExpectedConditions` (or `globalThis.…`): the name and the global. */
function globalAlias(
  expression: ts.Expression,
  cx: ConfigContext,
): { name: string; global: string } | undefined {
  if (
    !ts.isBinaryExpression(expression) ||
    expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken ||
    !ts.isPropertyAccessExpression(expression.left) ||
    !ts.isIdentifier(expression.left.expression) ||
    !['global', 'globalThis'].includes(expression.left.expression.text)
  )
    return undefined;
  const global = aliasableGlobals[expression.right.getText(cx.sf).replace(/\s+/g, '')];
  return global ? { name: expression.left.name.text, global } : undefined;
}

function unwrapAwait(expression: ts.Expression): ts.Expression {
  return ts.isAwaitExpression(expression) ? expression.expression : expression;
}

/**
 * `browser.waitForAngularEnabled(x)` or `browser.ignoreSynchronization = x`, with whether it leaves
 * the waiting on (undefined: not a literal).
 */
function synchronizationSwitch(
  expression: ts.Expression,
  cx: ConfigContext,
): { enabled: boolean | undefined } | undefined {
  const literal = (e: ts.Expression | undefined) =>
    e?.kind === ts.SyntaxKind.TrueKeyword
      ? true
      : e?.kind === ts.SyntaxKind.FalseKeyword
        ? false
        : undefined;
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    expression.left.getText(cx.sf).endsWith('ignoreSynchronization')
  ) {
    const ignore = literal(expression.right);
    return { enabled: ignore === undefined ? undefined : !ignore };
  }
  if (
    ts.isCallExpression(expression) &&
    expression.expression.getText(cx.sf).endsWith('waitForAngularEnabled') &&
    expression.arguments.length === 1
  )
    return { enabled: literal(expression.arguments[0]) };
  return undefined;
}

function localsOf(body: ts.Block, cx: ConfigContext): Map<string, Local> {
  const locals = new Map<string, Local>();
  const assigned = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      n.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      ts.isIdentifier(n.left)
    )
      assigned.add(n.left.text);
    if (
      (ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
      ts.isIdentifier(n.operand)
    )
      assigned.add(n.operand.text);
    n.forEachChild(visit);
  };
  body.forEachChild(visit);
  for (const s of body.statements) {
    if (!ts.isVariableStatement(s) || s.getText(cx.sf).includes('require(')) continue;
    const isConst = (s.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const d of s.declarationList.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      locals.set(d.name.text, {
        statement: s,
        ...(d.initializer ? { initializer: d.initializer } : {}),
        fixed: isConst || !assigned.has(d.name.text),
      });
    }
  }
  return locals;
}

const plainCalls = new Set(['Number', 'String', 'parseInt', 'parseFloat', 'Boolean']);

/**
 * A value with no side effect that can be worked out when the config loads: literals, operators,
 * `process.env` reads, `Number(…)`/`Math.…(…)`, the config file's own top-level declarations and
 * `onPrepare` variables holding such values. Never the browser or a module.
 */
function isPlainValue(
  cx: ConfigContext,
  node: ts.Expression,
  locals: Map<string, Local>,
  seen = new Set<string>(),
): boolean {
  const plain = (n: ts.Expression) => isPlainValue(cx, n, locals, seen);
  if (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  )
    return true;
  if (ts.isParenthesizedExpression(node)) return plain(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return plain(node.operand);
  if (ts.isBinaryExpression(node))
    return (
      (node.operatorToken.kind < ts.SyntaxKind.FirstAssignment ||
        node.operatorToken.kind > ts.SyntaxKind.LastAssignment) &&
      plain(node.left) &&
      plain(node.right)
    );
  if (ts.isConditionalExpression(node))
    return plain(node.condition) && plain(node.whenTrue) && plain(node.whenFalse);
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((s) => plain(s.expression));
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(plain);
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    const root = node.getText(cx.sf);
    if (root.startsWith('process.env')) return true;
    return false;
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText(cx.sf);
    return (plainCalls.has(callee) || /^Math\.\w+$/.test(callee)) && node.arguments.every(plain);
  }
  if (ts.isIdentifier(node)) {
    if (node.text === 'undefined') return true;
    const local = locals.get(node.text);
    if (local) {
      if (seen.has(node.text) || !local.fixed || !local.initializer) return false;
      seen.add(node.text);
      return plain(local.initializer);
    }
    // A top-level declaration is copied with the value: it must be plain too.
    const decl = cx.declarations.get(node.text);
    if (!decl || !ts.isVariableStatement(decl) || seen.has(node.text)) return false;
    seen.add(node.text);
    const d = decl.declarationList.declarations.find(
      (v) => ts.isIdentifier(v.name) && v.name.text === node.text,
    );
    return !!d?.initializer && plain(d.initializer);
  }
  return false;
}

/**
 * The text of a value from `onPrepare` for the generated config: `onPrepare` variables it reads
 * become their literal value, or their declaration moves above `defineConfig` (`hoisted`).
 * Undefined when the value cannot be worked out at load time (it then stays under the TODO).
 */
function localValue(
  cx: ConfigContext,
  node: ts.Expression,
  locals: Map<string, Local>,
): { text: string; hoisted: string[] } | undefined {
  if (!isPlainValue(cx, node, locals)) return undefined;
  const hoisted: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  let ok = true;
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && locals.has(n.text) && isValuePosition(n)) {
      const init = locals.get(n.text)?.initializer as ts.Expression;
      const literal = literalText(cx, init);
      const text = ts.isShorthandPropertyAssignment(n.parent) ? `${n.text}: ` : '';
      if (literal !== undefined) {
        edits.push({ start: n.getStart(cx.sf), end: n.end, text: `${text}${literal}` });
      } else if (
        cx.declarations.has(n.text) ||
        ['config', 'defineConfig', 'devices'].includes(n.text)
      ) {
        ok = false; // hoisting it would clash with a top-level name
      } else {
        const inner = localValue(cx, init, locals);
        if (!inner) ok = false;
        else {
          hoisted.push(...inner.hoisted, `const ${n.text} = ${inner.text};`);
          if (text) edits.push({ start: n.getStart(cx.sf), end: n.end, text: `${text}${n.text}` });
        }
      }
      return;
    }
    if (ts.isIdentifier(n) && cx.declarations.has(n.text)) copy(cx, n);
    n.forEachChild(visit);
  };
  visit(node);
  if (!ok) return undefined;
  let text = node.getText(cx.sf);
  const start = node.getStart(cx.sf);
  for (const e of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, e.start - start) + e.text + text.slice(e.end - start);
  return { text, hoisted };
}

/** An identifier that reads a variable (not a property name). */
function isValuePosition(n: ts.Identifier): boolean {
  const p = n.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === n) return false;
  if (ts.isPropertyAssignment(p) && p.name === n) return false;
  return true;
}

function literalText(cx: ConfigContext, node: ts.Expression): string | undefined {
  if (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword
  )
    return node.getText(cx.sf);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return `(${node.getText(cx.sf)})`;
  return undefined;
}

function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

/** The config object literal of a Protractor config file, if it is one. */
export function findConfigObject(sf: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  for (const s of sf.statements) {
    if (
      ts.isExpressionStatement(s) &&
      ts.isBinaryExpression(s.expression) &&
      s.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken
    ) {
      const left = s.expression.left.getText(sf);
      if (
        (left === 'exports.config' || left === 'module.exports.config') &&
        ts.isObjectLiteralExpression(s.expression.right)
      )
        return s.expression.right;
      if (left === 'module.exports' && ts.isObjectLiteralExpression(s.expression.right)) {
        const inner = objectProperty(s.expression.right, 'config');
        if (inner && ts.isObjectLiteralExpression(inner)) return inner;
      }
    }
    if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        if (
          ts.isIdentifier(d.name) &&
          d.name.text === 'config' &&
          d.initializer &&
          ts.isObjectLiteralExpression(d.initializer)
        ) {
          const exported = ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
          if (exported || sf.text.includes('exports.config')) return d.initializer;
        }
      }
    }
  }
  return undefined;
}

export function isProtractorConfig(path: string, sf: ts.SourceFile): boolean {
  // Protractor's own suites name theirs `basicConf.js`, `ciConf.js`.
  const base = (path.split('/').pop() ?? path).toLowerCase();
  if (!findConfigObject(sf)) return false;
  return base.includes('conf') || base.includes('protractor');
}

/** Reads one Protractor config file into the parts of a Playwright config. */
function readConfig(sf: ts.SourceFile, path: string, configPaths: Set<string>): ConfigContext {
  const cx = emptyContext(sf, path);
  cx.configPaths = configPaths;
  for (const s of sf.statements) {
    if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text !== 'config')
          cx.declarations.set(d.name.text, s);
        if (ts.isObjectBindingPattern(d.name))
          for (const e of d.name.elements)
            if (ts.isIdentifier(e.name)) cx.declarations.set(e.name.text, s);
      }
    }
    if (ts.isFunctionDeclaration(s) && s.name) cx.declarations.set(s.name.text, s);
    // The config's own imports (not Protractor's: the generated config must not need it).
    if (
      ts.isImportDeclaration(s) &&
      s.importClause &&
      !s.importClause.isTypeOnly &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      !s.moduleSpecifier.text.toLowerCase().startsWith('protractor')
    ) {
      const clause = s.importClause;
      if (clause.name) cx.declarations.set(clause.name.text, s);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) cx.declarations.set(bindings.name.text, s);
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) if (!e.isTypeOnly) cx.declarations.set(e.name.text, s);
    }
  }
  const config = findConfigObject(sf);
  topLevelStatements(sf, cx, config);
  if (config) {
    for (const p of config.properties) {
      if (!ts.isPropertyAssignment(p)) {
        if (ts.isMethodDeclaration(p) && p.name.getText(sf) === 'onPrepare') onPrepareMethod(p, cx);
        continue;
      }
      const name = stringValue(p.name) ?? p.name.getText(sf);
      const entry = configByName.get(name);
      if (entry) entry.to(p.initializer, cx, p);
      else diag(cx, p, 'config/unsupported-option', name);
    }
  }
  return cx;
}

/**
 * Statements of the config file besides declarations and the config itself: loading `.env`
 * files is copied (the config reads `process.env`), compiler hooks go (Playwright compiles
 * TypeScript), anything else is reported under a TODO rather than dropped.
 */
function topLevelStatements(
  sf: ts.SourceFile,
  cx: ConfigContext,
  config: ts.ObjectLiteralExpression | undefined,
): void {
  for (const s of sf.statements) {
    if (config && s.pos <= config.pos && config.end <= s.end) continue;
    const text = s.getText(sf);
    if (ts.isImportDeclaration(s)) {
      if (ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text.startsWith('dotenv'))
        cx.copied.add(s);
      continue;
    }
    if (!ts.isExpressionStatement(s) || isDirectiveText(s)) continue;
    if (/require\(\s*['"]dotenv(\/config)?['"]\s*\)/.test(text)) cx.copied.add(s);
    else if (
      !/require\(\s*['"](ts-node|@babel\/register|babel-register|babel-core\/register)/.test(text)
    )
      diag(cx, s, 'config/unsupported-option', `top-level statement: ${firstLine(text)}`, true);
  }
}

function isDirectiveText(s: ts.ExpressionStatement): boolean {
  return ts.isStringLiteral(s.expression);
}

function onPrepareMethod(method: ts.MethodDeclaration, cx: ConfigContext): void {
  if (method.body) onPrepareBody(method.body, cx);
  else diag(cx, method, 'config/on-prepare', undefined, true);
}

/** A name for the projects of a second config: `protractor.mocha.conf.js` → `mocha`. */
function configName(path: string): string {
  const base = path.split('/').pop() ?? path;
  const parts = base
    .split('.')
    .filter((p) => !['protractor', 'conf', 'config', 'js', 'ts', 'cjs', 'mjs'].includes(p));
  return parts.join('-') || base;
}

/**
 * Converts the Protractor config file(s). A project with several configs (e.g. one for Jasmine
 * specs, one for Mocha specs) gets one Playwright config: the first config's settings, and one
 * project per config, each matching that config's specs.
 */
export function convertConfig(
  sf: ts.SourceFile,
  path: string,
  others: { sf: ts.SourceFile; path: string }[] = [],
  nonSpecs: string[] = [],
): ConfigResult {
  const configPaths = new Set([path, ...others.map((o) => o.path)]);
  const cx = readConfig(sf, path, configPaths);
  const configObject = findConfigObject(sf);
  cx.nonSpecs = nonSpecs;
  const extra = others.map((o) => ({
    cx: readConfig(o.sf, o.path, configPaths),
    name: configName(o.path),
  }));
  if (extra.length) {
    // Each config's projects match that config's specs (or suites); the top level matches nothing.
    const projects = projectsOf(cx, undefined, true);
    cx.copiedFromOthers = [];
    for (const { cx: other, name } of extra) {
      projects.push(...projectsOf(other, name, true));
      cx.copiedFromOthers.push(...copiedStatements(other), ...other.hoisted);
      cx.diagnostics.push(...other.diagnostics);
      Object.assign(cx.globalAliases, { ...other.globalAliases, ...cx.globalAliases });
      // One params module for the whole project: later configs add their keys.
      if (other.params)
        cx.params = cx.params ? `{ ...${cx.params}, ...${other.params} }` : other.params;
    }
    cx.projects = projects;
    delete cx.testMatch;
    delete cx.testIgnore;
    delete cx.suites;
  }
  return {
    code: renderConfig(cx),
    diagnostics: cx.diagnostics,
    ...(cx.params ? { params: cx.params } : {}),
    data: configObject ? configData(configObject, sf) : '{}',
    ...(cx.mockModules.length ? { mockModules: cx.mockModules } : {}),
    ...(cx.paramsNeeds.size || cx.paramsAssignments.length
      ? {
          paramsModule: {
            declarations: sf.statements
              .filter((s) => cx.paramsNeeds.has(s))
              .map((s) => copiedText(s, sf)),
            assignments: cx.paramsAssignments,
          },
        }
      : {}),
    dir: cx.dir,
    ...(cx.synchronizing ? {} : { synchronizing: false as const }),
    ...(Object.keys(cx.globalAliases).length ? { globalAliases: cx.globalAliases } : {}),
  };
}

const defaultProject = (): Project => ({ name: 'chromium', use: ["...devices['Desktop Chrome']"] });

/**
 * The Playwright projects of one Protractor config: one per capability, or per suite and capability
 * when it has `suites` (`npx playwright test --project smoke` runs what `protractor --suite smoke`
 * ran). `prefix` names the projects of a second config; `withTestMatch` gives each project the
 * config's `specs` (when several configs share one Playwright config).
 */
function projectsOf(
  cx: ConfigContext,
  prefix: string | undefined,
  withTestMatch: boolean,
): Project[] {
  const base = cx.projects.length ? cx.projects : [defaultProject()];
  const name = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('-');
  const browserPart = (p: Project) => (base.length > 1 || !prefix ? p.name : undefined);
  if (cx.suites?.length) {
    const suites = cx.suites;
    return base.flatMap((p) =>
      suites.map((suite) => ({
        ...p,
        name: name(prefix, suite.name, base.length > 1 ? p.name : undefined),
        testMatch: suite.match,
        ...(withTestMatch && cx.testIgnore ? { testIgnore: cx.testIgnore } : {}),
      })),
    );
  }
  return base.map((p) => {
    const testMatch = p.testMatch ?? (withTestMatch ? cx.testMatch : undefined);
    return {
      ...p,
      name: name(prefix, browserPart(p)),
      ...(testMatch ? { testMatch } : {}),
      ...(withTestMatch && cx.testIgnore ? { testIgnore: cx.testIgnore } : {}),
    };
  });
}

/** Playwright refuses two projects of one name: the second `chromium` becomes `chromium-2`. */
function uniqueNames(projects: Project[]): Project[] {
  const seen = new Set<string>();
  return projects.map((p) => {
    let name = p.name;
    for (let n = 2; seen.has(name); n++) name = `${p.name}-${n}`;
    seen.add(name);
    return name === p.name ? p : { ...p, name };
  });
}

/** A config for a project without a Protractor config: every converted spec. */
export function defaultConfig(specPaths: string[]): string {
  // Two inputs can share an output path (`a.spec.js` and `a.spec.ts`); each path is listed once.
  const unique = [...new Set(specPaths)];
  const cx = emptyContext(undefined as unknown as ts.SourceFile, '');
  if (unique.length) cx.testMatch = unique;
  return renderConfig(cx, true);
}

function emptyContext(sf: ts.SourceFile, path: string): ConfigContext {
  return {
    sf,
    path,
    diagnostics: [],
    todos: [],
    use: [],
    top: [],
    projects: [],
    dir: dirOf(path),
    hoisted: [],
    declarations: new Map(),
    copied: new Set(),
    synchronizing: true,
    globalAliases: {},
    mockModules: [],
    paramsNeeds: new Set(),
    paramsAssignments: [],
  };
}

/** One glob as a string, several as an array. */
function globsText(globs: string[]): string {
  const unique = [...new Set(globs)];
  return unique.length === 1 ? quote(unique[0] as string) : `[${unique.map(quote).join(', ')}]`;
}

/**
 * `exactPaths`: `testMatch` lists the converted spec files themselves (no Protractor config), so
 * they stay relative to the config's folder.
 */
function renderConfig(cx: ConfigContext, exactPaths = false): string {
  const projects = uniqueNames(
    cx.suites?.length
      ? projectsOf(cx, undefined, false)
      : cx.projects.length
        ? cx.projects
        : [defaultProject()],
  );
  const matches = [...(cx.testMatch ?? []), ...projects.flatMap((p) => p.testMatch ?? [])];
  const plan = exactPaths
    ? undefined
    : pathPlan(cx.dir, [
        ...matches,
        ...(cx.testIgnore ?? []),
        ...projects.flatMap((p) => p.testIgnore ?? []),
      ]);
  const relative = (globs: string[]) => (plan ? globs.map(plan.relative) : globs);
  // A spec glob such as `*.ts` beside the config would also take the generated modules and the
  // config itself for tests (Playwright then refuses to run anything): they are always ignored.
  const caught = (file: string) => !!plan && plan.catches(relative(matches), file);
  const guard = generatedFiles.some((name) => caught(joinPath(cx.dir, name)))
    ? generatedIgnores
    : [];
  // Protractor ran a page object its `specs` glob took as a spec that defines no test; Playwright
  // refuses a test file that imports another one, so a page object under the glob is ignored.
  const helpers = plan ? (cx.nonSpecs ?? []).filter(caught).map(plan.fileGlob) : [];
  const ignores = (own: string[] | undefined) => [...relative(own ?? []), ...guard, ...helpers];

  const lines: string[] = [];
  lines.push(`testDir: ${quote(plan?.testDir ?? '.')}`);
  if (cx.testMatch) lines.push(`testMatch: ${globsText(relative(cx.testMatch))}`);
  const topIgnores = ignores(cx.testIgnore);
  if (topIgnores.length) lines.push(`testIgnore: ${globsText(topIgnores)}`);
  lines.push(...cx.top);
  // Protractor waited for Angular up to `allScriptsTimeout` (11 s by default) before each command,
  // then gave up at once on an element that was not there: reads, actions and assertions wait as
  // long here, so a suite that expects a missing element to throw still sees it throw.
  const scriptsTimeout = cx.scriptsTimeout ?? '11000';
  const comment = cx.scriptsTimeout
    ? ''
    : '// Protractor waited for Angular up to `allScriptsTimeout` (11 s by default) before each command.\n';
  lines.push(`${comment}expect: { timeout: ${scriptsTimeout} }`);
  lines.push(`use: {\n${[`actionTimeout: ${scriptsTimeout}`, ...cx.use].join(',\n')},\n}`);
  const expanded = projects.map((project) => {
    const parts = [`name: ${quote(project.name)}`];
    if (project.testMatch) parts.push(`testMatch: ${globsText(relative(project.testMatch))}`);
    if (project.testIgnore) parts.push(`testIgnore: ${globsText(ignores(project.testIgnore))}`);
    parts.push(`use: { ${project.use.join(', ')} }`);
    return `{\n${parts.join(',\n')},\n}`;
  });
  lines.push(`projects: [\n${expanded.join(',\n')},\n]`);
  // A declaration two configs share word for word is written once.
  const copied = [
    ...new Set([...copiedStatements(cx), ...cx.hoisted, ...(cx.copiedFromOthers ?? [])]),
  ];
  const todos = cx.todos.length ? `${cx.todos.join('\n')}\n` : '';
  return [
    "import { defineConfig, devices } from '@playwright/test';",
    ...copied,
    '',
    `${todos}export default defineConfig({\n${lines.join(',\n')},\n});`,
  ].join('\n');
}
