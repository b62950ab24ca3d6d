/**
 * Cucumber-js step definition files (`Given('the user opens {string}', async function (url) {…})`,
 * `defineStep`, regexes, cucumber 2–3's `defineSupportCode(({ Given }) => {…})`) read so that
 * their bodies can be converted by the kind's own front end: each definition becomes a test of a
 * stand-in spec (`it('rewright step N', …)`, its parameters `let` bindings of a marker call),
 * each hook the matching `beforeEach`/`afterEach`, and `bound-steps.ts` turns the converted tests
 * back into playwright-bdd definitions. A custom parameter type stays in the file (playwright-bdd
 * defines it the same way) and scenario state on the World becomes a `world` fixture
 * (`cucumber-js-support.ts`). What the binding cannot carry (a callback-style body, the World's
 * driver, a tagged hook, `setWorldConstructor`) is taken out of the stand-in and kept as the
 * original text for a TODO.
 */
import ts from 'typescript';
import {
  readParameterType,
  worldDriverStandIn,
  worldUses,
  type WorldUses,
} from './cucumber-js-support.js';
import { importsCucumberSteps, readJavaStepDefinitions } from './java-steps.js';
import type { DriverHolders } from './java-injection.js';
import { readPythonStepDefinitions } from './python-steps.js';
import type {
  NotCarried,
  ParameterTypeDefinition,
  StepDefinition,
  StepDefinitionFile,
  StepPattern,
} from './step-definition-model.js';
import { lookupTable } from '../../core/lookup-table.js';

export const stepKeywords = ['Given', 'When', 'Then', 'And', 'But', 'Step', 'defineStep'] as const;
const hookNames = lookupTable<Record<string, string>>({
  Before: 'beforeEach',
  After: 'afterEach',
  BeforeAll: 'beforeAll',
  AfterAll: 'afterAll',
});
const cucumberModules = new Set(['@cucumber/cucumber', 'cucumber', 'cucumber-js']);
/** The marker the stand-in spec reads a step's parameters from (removed again when binding). */
export const argumentMarker = '__rewrightStepArgument';
export const standInTitle = (index: number): string => `rewright step ${index}`;

export type {
  NotCarried,
  StepDefinition,
  StepDefinitionFile,
  StepPattern,
} from './step-definition-model.js';

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name))
    return callee.name.text;
  return undefined;
}

function patternOf(node: ts.Expression): StepPattern | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { text: node.text };
  if (ts.isRegularExpressionLiteral(node)) {
    const slash = node.text.lastIndexOf('/');
    return { text: node.text.slice(1, slash), regex: { flags: node.text.slice(slash + 1) } };
  }
  return undefined;
}

type Body = ts.FunctionExpression | ts.ArrowFunction;
const isBody = (node: ts.Node | undefined): node is Body =>
  !!node && (ts.isFunctionExpression(node) || ts.isArrowFunction(node));

function usesThis(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (n.kind === ts.SyntaxKind.ThisKeyword) found = true;
    // A nested `function` has a `this` of its own; arrows share the step's.
    else if (!ts.isFunctionDeclaration(n) && !ts.isFunctionExpression(n)) n.forEachChild(visit);
  };
  node.forEachChild(visit);
  return found;
}

/** Whether the file defines Cucumber steps (what makes it a step definition file). */
export function definesSteps(path: string, source: string): boolean {
  // Python is read with the Selenium Python front end's parser, loaded by the binding first.
  if (/\.py$/i.test(path)) return readPythonStepDefinitions(source).definitions.length > 0;
  if (/\.java$/i.test(path)) return importsCucumberSteps(source);
  if (!/\.[cm]?[jt]sx?$/i.test(path)) return false;
  // A support file that sets the World (its driver, its hooks) is bound with the steps.
  const world = /\bsetWorldConstructor\s*\(/.test(source);
  if (!world && !/\b(Given|When|Then|defineStep|Step)\s*\(/.test(source)) return false;
  const read = readStepDefinitions(path, source);
  return read.definitions.length > 0 || (world && read.standIn !== source);
}

export function readStepDefinitions(
  path: string,
  source: string,
  /** cucumber-java: the project's classes holding a WebDriver (what a step class is injected). */
  driverHolders?: DriverHolders,
): StepDefinitionFile {
  if (/\.py$/i.test(path)) return readPythonStepDefinitions(source);
  if (/\.java$/i.test(path)) return readJavaStepDefinitions(source, driverHolders);
  const sf = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const definitions: StepDefinition[] = [];
  const notCarried: NotCarried[] = [];
  const parameterTypes: ParameterTypeDefinition[] = [];
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const drop = (statement: ts.Node, why: string): void => {
    notCarried.push({ line: lineOf(statement), original: statement.getText(sf), why });
    edits.push({ start: statement.getStart(sf), end: statement.end, text: '' });
  };

  /** Where a World class holding only the browser was (taken out: the page is its browser). */
  let worldDriverLine: number | undefined;
  /** Whether a World's `this.driver` became the stand-in's `driver` (`worldDriverStandIn`). */
  let worldDriver = false;
  /** Each use of the World as the stand-in writes it: state `world`, the browser the file's. */
  const worldEdits = (world: WorldUses | undefined) => {
    worldDriver ||= !!world?.browser.some((b) => b.name.text === 'driver');
    return [
      ...(world?.state ?? []).map((n) => ({ start: n.getStart(sf), end: n.end, text: 'world' })),
      ...(world?.browser ?? []).map((b) => ({
        start: b.getStart(sf),
        end: b.end,
        text: b.name.text,
      })),
    ].sort((a, b) => b.start - a.start);
  };
  /** The body's text, the World's uses written as `worldEdits` says. */
  const bodyText = (fn: Body, world?: WorldUses): string => {
    const [start, end] = ts.isBlock(fn.body)
      ? [fn.body.getStart(sf) + 1, fn.body.end - 1]
      : [fn.body.getStart(sf), fn.body.end];
    let text = source.slice(start, end);
    for (const edit of worldEdits(world))
      text = `${text.slice(0, edit.start - start)}${edit.text}${text.slice(edit.end - start)}`;
    return ts.isBlock(fn.body) ? text : `\nawait (${text});\n`;
  };
  const asyncText = (fn: Body): string =>
    fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword) ? 'async ' : '';

  const visitStatement = (statement: ts.Statement): void => {
    if (isCucumberImport(statement)) {
      edits.push({ start: statement.getStart(sf), end: statement.end, text: '' });
      return;
    }
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return;
    const call = statement.expression;
    const name = calleeName(call);
    if (name === 'defineSupportCode' && isBody(call.arguments[0])) {
      const fn = call.arguments[0];
      if (ts.isBlock(fn.body)) {
        // The wrapper goes; what it registers is read like top-level calls.
        edits.push({ start: statement.getStart(sf), end: fn.body.getStart(sf) + 1, text: '' });
        fn.body.statements.forEach(visitStatement);
        edits.push({ start: fn.body.end - 1, end: statement.end, text: '' });
      }
      return;
    }
    if (name && (stepKeywords as readonly string[]).includes(name)) {
      const pattern = call.arguments[0] && patternOf(call.arguments[0]);
      const fn = call.arguments.at(-1);
      if (!pattern) {
        drop(statement, 'its pattern is not a literal string or regular expression');
        return;
      }
      const keyword = name === 'When' ? 'When' : name === 'Then' ? 'Then' : 'Given';
      const world = isBody(fn) ? worldUses(fn.body, sf) : undefined;
      const why = !isBody(fn)
        ? 'its body is not a function written here'
        : call.arguments.length > 2
          ? 'it takes step options (a timeout, a wrapper)'
          : usesThis(fn) && !world
            ? "its body uses the World other than as its state (`this.x`) and its browser (`this.driver`): `this` itself, a World method or Cucumber's `this.attach`/`this.parameters`, which playwright-bdd's steps have not"
            : /^(callback|done|next|cb)$/.test(fn.parameters.at(-1)?.name.getText(sf) ?? '') &&
                !asyncText(fn)
              ? 'it is callback-style (it signals the end through its last parameter)'
              : undefined;
      if (why || !isBody(fn)) {
        // Kept as a definition, so the steps it matches are still bound (to a TODO).
        definitions.push({
          index: definitions.length,
          keyword,
          pattern,
          params: [],
          line: lineOf(statement),
          notCarried: { original: statement.getText(sf), why: why ?? '' },
        });
        edits.push({ start: statement.getStart(sf), end: statement.end, text: '' });
        return;
      }
      const params = fn.parameters.map((p, i) => ({
        name: ts.isIdentifier(p.name) ? p.name.text : `arg${i}`,
        ...(p.type ? { type: p.type.getText(sf) } : {}),
      }));
      const index = definitions.length;
      definitions.push({
        index,
        keyword,
        pattern,
        params,
        line: lineOf(statement),
        original: statement.getText(sf),
        ...(world?.state.length ? { world: true as const } : {}),
      });
      const bindings = params.map(
        (p, i) => `let ${p.name}${p.type ? `: ${p.type}` : ''} = ${argumentMarker}(${i});`,
      );
      edits.push({
        start: statement.getStart(sf),
        end: statement.end,
        text: `it('${standInTitle(index)}', ${asyncText(fn)}function () {\n${bindings.join('\n')}${bodyText(fn, world)}});`,
      });
      return;
    }
    if (name && name in hookNames) {
      const fn = call.arguments[0];
      if (call.arguments.length !== 1 || !isBody(fn)) {
        drop(statement, 'a hook for tagged scenarios or with options');
        return;
      }
      // A hook may use the World's browser (the page), not its state.
      const world = usesThis(fn) ? worldUses(fn.body, sf) : undefined;
      if (fn.parameters.length > 0 || (usesThis(fn) && (!world || world.state.length))) {
        drop(statement, 'the hook reads the scenario or the World');
        return;
      }
      edits.push(
        { start: call.expression.getStart(sf), end: call.expression.end, text: hookNames[name]! },
        ...worldEdits(world),
      );
      return;
    }
    if (name === 'defineParameterType') {
      // Kept in the stand-in: converted as module code, then imported from playwright-bdd.
      const read = readParameterType(call, sf);
      if ('why' in read) drop(statement, read.why);
      else parameterTypes.push(read);
      return;
    }
    if (name === 'setWorldConstructor') {
      const world = worldClassOf(call, sf);
      if (world && holdsOnlyBrowser(world)) {
        // Nothing of it is left to carry: its browser is the page, its state the `world` fixture.
        worldDriverLine = lineOf(world);
        for (const gone of [world, statement])
          edits.push({ start: gone.getStart(sf), end: gone.end, text: '' });
        return;
      }
      if (world)
        drop(
          world,
          "the World class holds more than its browser (its state's first values, its methods): playwright-bdd's `world` fixture starts each scenario from an empty object, and a step calling a World method stays a TODO",
        );
    }
    if (
      name &&
      ['setWorldConstructor', 'setDefaultTimeout', 'setDefinitionFunctionWrapper'].includes(name)
    )
      drop(statement, 'Cucumber configuration playwright-bdd sets another way');
  };
  sf.statements.forEach(visitStatement);
  let standIn = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    // What is taken out keeps its line breaks: the front end's lines stay the source's.
    const text = edit.text || source.slice(edit.start, edit.end).replace(/[^\n]/g, '');
    standIn = standIn.slice(0, edit.start) + text + standIn.slice(edit.end);
  }
  if (worldDriver) standIn += worldDriverStandIn;
  return {
    definitions,
    notCarried,
    standIn,
    ...(parameterTypes.length ? { parameterTypes } : {}),
    ...(worldDriverLine !== undefined ? { worldDriverLine } : {}),
  };
}

/** The class `setWorldConstructor(World)` names, declared in this file. */
function worldClassOf(call: ts.CallExpression, sf: ts.SourceFile): ts.ClassDeclaration | undefined {
  const name = call.arguments[0];
  if (!name || !ts.isIdentifier(name)) return undefined;
  return sf.statements.find(
    (s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === name.text,
  );
}

/**
 * A World class that holds nothing but the browser: a constructor of `super(…)` and
 * `this.driver = …` (or `this.browser = …`), and no other member.
 */
function holdsOnlyBrowser(world: ts.ClassDeclaration): boolean {
  return world.members.every((member) => {
    if (ts.isPropertyDeclaration(member))
      return ts.isIdentifier(member.name) && ['driver', 'browser'].includes(member.name.text);
    if (!ts.isConstructorDeclaration(member) || !member.body) return false;
    return member.body.statements.every((statement) => {
      if (!ts.isExpressionStatement(statement)) return false;
      const e = statement.expression;
      if (ts.isCallExpression(e)) return e.expression.kind === ts.SyntaxKind.SuperKeyword;
      return (
        ts.isBinaryExpression(e) &&
        e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(e.left) &&
        e.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
        ['driver', 'browser'].includes(e.left.name.text)
      );
    });
  });
}

function isCucumberImport(statement: ts.Statement): boolean {
  if (ts.isImportDeclaration(statement))
    return (
      ts.isStringLiteral(statement.moduleSpecifier) &&
      cucumberModules.has(statement.moduleSpecifier.text)
    );
  if (!ts.isVariableStatement(statement)) return false;
  return statement.declarationList.declarations.every((d) => {
    let init = d.initializer;
    while (init && ts.isPropertyAccessExpression(init)) init = init.expression;
    return (
      !!init &&
      ts.isCallExpression(init) &&
      ts.isIdentifier(init.expression) &&
      init.expression.text === 'require' &&
      !!init.arguments[0] &&
      ts.isStringLiteral(init.arguments[0]) &&
      cucumberModules.has(init.arguments[0].text)
    );
  });
}
