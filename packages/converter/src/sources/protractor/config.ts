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
import { quote, stringValue } from './text.js';

export interface ConfigResult {
  code: string;
  diagnostics: Diagnostic[];
  /** `params` as an object literal, for `rewright-params.ts`. */
  params?: string;
  /** The config's folder, relative to the project root ('' for the root). */
  dir: string;
}

interface ConfigContext {
  sf: ts.SourceFile;
  path: string;
  diagnostics: Diagnostic[];
  todos: string[];
  use: string[];
  top: string[];
  expectOptions: string[];
  projects: Project[];
  testMatch?: string;
  testIgnore?: string;
  testDir?: string;
  suites?: { name: string; match: string }[];
  params?: string;
  /** Identifiers declared at the top of the config file, copied when a copied value uses them. */
  declarations: Map<string, ts.Statement>;
  copied: Set<ts.Statement>;
  /** Declarations the projects of the other configs use, as text. */
  copiedFromOthers?: string[];
}

/** The top-level statements a config's copied values need, in file order. */
function copiedStatements(cx: ConfigContext): string[] {
  return cx.sf ? cx.sf.statements.filter((s) => cx.copied.has(s)).map((s) => s.getText(cx.sf)) : [];
}

interface Project {
  name: string;
  use: string[];
  testMatch?: string;
  testIgnore?: string;
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

/** Spec globs are relative to the config file; Playwright matches `**\/` + glob on absolute paths. */
function specGlob(glob: string): string {
  let g = glob;
  while (g.startsWith('./')) g = g.slice(2);
  for (const ext of ['.js', '.jsx', '.mjs', '.cjs']) {
    if (g.endsWith(ext)) return `${g.slice(0, -ext.length)}.ts`;
  }
  if (g.endsWith('*')) return `${g}.ts`;
  return g;
}

function globList(cx: ConfigContext, node: ts.Expression): string | undefined {
  const items = ts.isArrayLiteralExpression(node) ? node.elements : [node];
  const globs: string[] = [];
  for (const item of items) {
    const v = stringValue(item);
    if (v === undefined) {
      diag(cx, item, 'config/dynamic', 'spec pattern');
      return undefined;
    }
    globs.push(quote(specGlob(v)));
  }
  const unique = [...new Set(globs)];
  return unique.length === 1 ? (unique[0] as string) : `[${unique.join(', ')}]`;
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
      if (g) cx.testMatch = g;
    },
  },
  {
    from: 'exclude',
    to: (v, cx) => {
      const g = globList(cx, v);
      if (g) cx.testIgnore = g;
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
        if (match) cx.suites.push({ name, match });
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
  { from: 'allScriptsTimeout', to: (v, cx) => cx.expectOptions.push(`timeout: ${copy(cx, v)}`) },
  { from: 'getPageTimeout', to: (v, cx) => cx.use.push(`navigationTimeout: ${copy(cx, v)}`) },
  {
    from: 'params',
    to: (v, cx) => {
      cx.params = copy(cx, v);
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

/** Browser names Playwright knows, and the device each starts from. */
const browsers: Record<string, { name: string; device: string }> = {
  chrome: { name: 'chromium', device: 'Desktop Chrome' },
  chromium: { name: 'chromium', device: 'Desktop Chrome' },
  firefox: { name: 'firefox', device: 'Desktop Firefox' },
  safari: { name: 'webkit', device: 'Desktop Safari' },
  MicrosoftEdge: { name: 'msedge', device: 'Desktop Edge' },
};

/** One capabilities object → one project. */
function capability(node: ts.Expression, cx: ConfigContext): Project | undefined {
  if (!ts.isObjectLiteralExpression(node)) {
    diag(cx, node, 'config/dynamic', 'capabilities');
    return undefined;
  }
  const browserName = stringValue(objectProperty(node, 'browserName')) ?? 'chrome';
  const browser = browsers[browserName] ?? { name: browserName, device: 'Desktop Chrome' };
  const use: string[] = [`...devices['${browser.device}']`];
  if (browserName === 'MicrosoftEdge') use.push("channel: 'msedge'");
  const options =
    objectProperty(node, 'goog:chromeOptions') ??
    objectProperty(node, 'chromeOptions') ??
    objectProperty(node, 'moz:firefoxOptions');
  const launch: string[] = [];
  if (options) {
    const binary = objectProperty(options, 'binary');
    if (binary) launch.push(`executablePath: ${copy(cx, binary)}`);
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
    if (g) project.testMatch = g;
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

function onPrepareBody(body: ts.Block, cx: ConfigContext): void {
  for (const s of body.statements) {
    const text = s.getText(cx.sf);
    if (
      ts.isExpressionStatement(s) &&
      ts.isBinaryExpression(s.expression) &&
      s.expression.left.getText(cx.sf).endsWith('ignoreSynchronization')
    ) {
      diag(cx, s, 'browser/wait-for-angular');
      continue;
    }
    if (ts.isExpressionStatement(s) && ts.isCallExpression(s.expression)) {
      const callee = s.expression.expression.getText(cx.sf);
      if (callee.endsWith('waitForAngularEnabled')) {
        diag(cx, s, 'browser/wait-for-angular');
        continue;
      }
      if (callee.endsWith('manage().window().setSize')) {
        const [w, h] = s.expression.arguments;
        if (w && h) cx.use.push(`viewport: { width: ${copy(cx, w)}, height: ${copy(cx, h)} }`);
        continue;
      }
      if (
        callee.endsWith('manage().window().maximize') ||
        callee.endsWith('manage().timeouts().implicitlyWait')
      )
        continue;
      if (callee.endsWith('.addReporter')) {
        diag(cx, s, 'config/reporter');
        continue;
      }
      if (callee.endsWith('.register') && text.includes('ts-node')) continue;
      if (callee === 'require') continue;
    }
    if (ts.isVariableStatement(s) && text.includes('require(')) continue;
    diag(cx, s, 'config/on-prepare', firstLine(text), true);
  }
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
  const base = path.split('/').pop() ?? path;
  if (!findConfigObject(sf)) return false;
  return base.includes('conf') || base.includes('protractor');
}

/** Reads one Protractor config file into the parts of a Playwright config. */
function readConfig(sf: ts.SourceFile, path: string): ConfigContext {
  const cx: ConfigContext = {
    sf,
    path,
    diagnostics: [],
    todos: [],
    use: [],
    top: [],
    expectOptions: [],
    projects: [],
    declarations: new Map(),
    copied: new Set(),
  };
  for (const s of sf.statements) {
    if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text !== 'config')
          cx.declarations.set(d.name.text, s);
      }
    }
    if (ts.isFunctionDeclaration(s) && s.name) cx.declarations.set(s.name.text, s);
  }
  const config = findConfigObject(sf);
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
): ConfigResult {
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const cx = readConfig(sf, path);
  const extra = others.map((o) => ({ cx: readConfig(o.sf, o.path), name: configName(o.path) }));
  if (extra.length) {
    // Each config's projects match that config's specs (or suites); the top level matches nothing.
    const projects = projectsOf(cx, undefined, true);
    cx.copiedFromOthers = [];
    for (const { cx: other, name } of extra) {
      projects.push(...projectsOf(other, name, true));
      cx.copiedFromOthers.push(...copiedStatements(other));
      cx.diagnostics.push(...other.diagnostics);
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
    dir,
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
  const cx = {
    testMatch: unique.length ? `[${unique.map((p) => quote(p)).join(', ')}]` : undefined,
  } as ConfigContext;
  return renderConfig({
    ...cx,
    sf: undefined as unknown as ts.SourceFile,
    path: '',
    diagnostics: [],
    todos: [],
    use: [],
    top: [],
    expectOptions: [],
    projects: [],
    declarations: new Map(),
    copied: new Set(),
  });
}

function renderConfig(cx: ConfigContext): string {
  const lines: string[] = [];
  lines.push("testDir: '.'");
  if (cx.testMatch) lines.push(`testMatch: ${cx.testMatch}`);
  if (cx.testIgnore) lines.push(`testIgnore: ${cx.testIgnore}`);
  lines.push(...cx.top);
  if (cx.expectOptions.length) lines.push(`expect: { ${cx.expectOptions.join(', ')} }`);
  if (cx.use.length) lines.push(`use: {\n${cx.use.join(',\n')},\n}`);
  const projects = uniqueNames(
    cx.suites?.length
      ? projectsOf(cx, undefined, false)
      : cx.projects.length
        ? cx.projects
        : [defaultProject()],
  );
  const expanded = projects.map(
    (project) =>
      `{\nname: ${quote(project.name)},\n${project.testMatch ? `testMatch: ${project.testMatch},\n` : ''}${project.testIgnore ? `testIgnore: ${project.testIgnore},\n` : ''}use: { ${project.use.join(', ')} },\n}`,
  );
  lines.push(`projects: [\n${expanded.join(',\n')},\n]`);
  // A declaration two configs share word for word is written once.
  const copied = [...new Set([...copiedStatements(cx), ...(cx.copiedFromOthers ?? [])])];
  const todos = cx.todos.length ? `${cx.todos.join('\n')}\n` : '';
  return [
    "import { defineConfig, devices } from '@playwright/test';",
    ...copied,
    '',
    `${todos}export default defineConfig({\n${lines.join(',\n')},\n});`,
  ].join('\n');
}
