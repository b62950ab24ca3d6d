/**
 * `protractor.conf.js/ts` → `playwright.config.ts`. The config object is read from the syntax tree
 * (`exports.config = {…}`, `export const config: Config = {…}`); each option has one entry in
 * `configTable` saying where it goes. Values are copied as written, so a computed `baseUrl`
 * (`process.env.URL || '…'`) keeps working.
 */
import ts from 'typescript';
import type { Diagnostic } from '../../api.js';
import { dirOf, joinPath } from '../../paths.js';
import { stringValue } from './text.js';
import { configData } from './processed-config.js';
import type { ConfigMockModule } from './mock-modules.js';
import {
  copiedStatements,
  copiedText,
  diag,
  firstLine,
  type ConfigContext,
  type Project,
} from './config/context.js';
import { onPrepareMethod } from './config/on-prepare.js';
import { configByName, objectProperty } from './config/options.js';
import { generatedFiles, generatedIgnores, pathPlan } from './config/paths.js';
import { text } from '../../playwright/code.js';
import { renderConfig as renderSharedConfig } from '../../playwright/config.js';

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
      else diag(cx, p, 'protractor/config/unsupported-option', name);
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
      diag(
        cx,
        s,
        'protractor/config/unsupported-option',
        `top-level statement: ${firstLine(text)}`,
        true,
      );
  }
}

function isDirectiveText(s: ts.ExpressionStatement): boolean {
  return ts.isStringLiteral(s.expression);
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

const defaultProject = (): Project => ({ name: 'chromium', browser: 'chromium', use: {} });

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
    use: {},
    options: {},
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

  // Protractor waited for Angular up to `allScriptsTimeout` (11 s by default) before each command,
  // then gave up at once on an element that was not there: reads, actions and assertions wait as
  // long here, so a suite that expects a missing element to throw still sees it throw.
  const scriptsTimeout = text(cx.scriptsTimeout ?? '11000');
  return renderSharedConfig({
    testDir: plan?.testDir ?? '.',
    ...(cx.testMatch ? { testMatch: relative(cx.testMatch) } : {}),
    testIgnore: ignores(cx.testIgnore),
    options: cx.options,
    ...(cx.scriptsTimeout
      ? {}
      : {
          notes: [
            'Protractor waited for Angular up to `allScriptsTimeout` (11 s by default) before each command.',
          ],
        }),
    expectTimeout: scriptsTimeout,
    use: { actionTimeout: scriptsTimeout, ...cx.use },
    projects: projects.map((project) => ({
      ...project,
      ...(project.testMatch ? { testMatch: relative(project.testMatch) } : {}),
      ...(project.testIgnore ? { testIgnore: ignores(project.testIgnore) } : {}),
    })),
    // A declaration two configs share word for word is written once.
    declarations: [
      ...new Set([...copiedStatements(cx), ...cx.hoisted, ...(cx.copiedFromOthers ?? [])]),
    ],
    todos: cx.todos,
  });
}
