/**
 * What a cucumber-js step file keeps beside its steps that playwright-bdd can take as it is: a
 * custom parameter type (`defineParameterType({ name, regexp, transformer })`, which playwright-bdd
 * exports with the same options), scenario state on the World (`this.total = …`), which
 * becomes a `world` fixture — a fresh object per scenario, as Cucumber makes a World per scenario —
 * and the browser a World holds (`this.driver`, `this.browser`), which becomes the file's driver,
 * so the kind's front end converts it to the `page` fixture, a fresh page per scenario.
 */
import ts from 'typescript';
import type { ParameterTypeDefinition } from './step-definition-model.js';

const parameterTypeOptions = new Set([
  'name',
  'regexp',
  'transformer',
  'useForSnippets',
  'preferForRegexpMatch',
]);
/** What a World holds that is not scenario state: the browser, Cucumber's own helpers. */
const worldServices = new Set(['driver', 'browser', 'page', 'attach', 'log', 'parameters']);

function regexpSources(node: ts.Expression): string[] | undefined {
  if (ts.isRegularExpressionLiteral(node)) return [node.text.slice(1, node.text.lastIndexOf('/'))];
  if (ts.isStringLiteral(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) {
    const all = node.elements.map((e) => regexpSources(e as ts.Expression));
    return all.every((s) => s !== undefined) ? all.flat() : undefined;
  }
  return undefined;
}

/** The parameter type a `defineParameterType(…)` call defines, or why it cannot be kept. */
export function readParameterType(
  call: ts.CallExpression,
  sf: ts.SourceFile,
): ParameterTypeDefinition | { why: string } {
  const options = call.arguments[0];
  if (call.arguments.length !== 1 || !options || !ts.isObjectLiteralExpression(options))
    return { why: 'a custom parameter type whose options are not written here' };
  const value = (name: string) => {
    const found = options.properties.find(
      (p) => p.name && ts.isIdentifier(p.name) && p.name.text === name,
    );
    if (!found) return undefined;
    if (ts.isPropertyAssignment(found)) return found.initializer;
    return ts.isMethodDeclaration(found) ? found : null;
  };
  const unknown = options.properties.find(
    (p) => !p.name || !ts.isIdentifier(p.name) || !parameterTypeOptions.has(p.name.text),
  );
  if (unknown) return { why: `a custom parameter type with ${unknown.getText(sf)}` };
  const name = value('name');
  const regexps = value('regexp');
  const sources = regexps ? regexpSources(regexps as ts.Expression) : undefined;
  if (!name || !ts.isStringLiteral(name) || !sources)
    return { why: 'a custom parameter type whose name or regexp is not a literal' };
  const transformer = value('transformer');
  if (transformer && usesThis(transformer))
    // playwright-bdd 9's step invoker hands the transformer the step's text where cucumber-js
    // hands it the World (`getStepParameters(definition, stepText, …)` → `getValue(world)`).
    return {
      why: "a custom parameter type whose transformer uses the World (`this`): playwright-bdd runs a transformer with the step's text as `this`, never the World, so it cannot be kept; define the type without `this` (let it return the matched text) and read the World in the steps that take it, where its state is the `world` fixture",
    };
  return { name: name.text, regexps: sources, transforms: transformer !== undefined };
}

function usesThis(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (n.kind === ts.SyntaxKind.ThisKeyword) found = true;
    else if (!found) n.forEachChild(visit);
  };
  visit(node);
  return found;
}

/** How a body uses its World: the `this` of each `this.<state>`, and each `this.driver`/`.browser`. */
export interface WorldUses {
  /** Scenario state: each `this`, to become the `world` fixture. */
  state: ts.Node[];
  /** The World's browser (`this.driver`, `this.browser`): each access, to become the page. */
  browser: ts.PropertyAccessExpression[];
}

/**
 * Where the body's `this` is scenario state (`this.<name>`) or the World's browser (the WebDriver
 * a World built, `this.driver`, or Protractor's `this.browser`), never `this` alone nor another of
 * Cucumber's services. Undefined when the World is used otherwise, or not at all.
 */
export function worldUses(body: ts.Node, sf: ts.SourceFile): WorldUses | undefined {
  const uses: WorldUses = { state: [], browser: [] };
  let carried = true;
  const visit = (n: ts.Node): void => {
    if (!carried) return;
    if (n.kind === ts.SyntaxKind.ThisKeyword) {
      const parent = n.parent;
      if (!ts.isPropertyAccessExpression(parent) || parent.expression !== n) carried = false;
      // `this.open(…)`: a method of the project's World, which the `world` fixture has not.
      else if (ts.isCallExpression(parent.parent) && parent.parent.expression === parent)
        carried = false;
      else if (browserNames.has(parent.name.text)) uses.browser.push(parent);
      else if (!worldServices.has(parent.name.text)) uses.state.push(n);
      else carried = false;
      return;
    }
    // A nested `function` has a `this` of its own; arrows share the step's.
    if (!ts.isFunctionDeclaration(n) && !ts.isFunctionExpression(n)) n.forEachChild(visit);
  };
  body.forEachChild(visit);
  if (!carried || uses.state.length + uses.browser.length === 0) return undefined;
  // `world` already means something in the file: not renamed into it.
  if (uses.state.length && /\bworld\b/.test(sf.text)) return undefined;
  // The World's browser becomes the file's own: not where the file has a browser of its own.
  if (uses.browser.some((b) => declaresTopLevel(sf, b.name.text))) return undefined;
  return uses;
}

/** The World's properties that hold the browser, read as the page. */
const browserNames = new Set(['driver', 'browser']);

/** Whether the file declares `name` at its top level (its own driver, beside the World's). */
function declaresTopLevel(sf: ts.SourceFile, name: string): boolean {
  return sf.statements.some(
    (s) =>
      (ts.isVariableStatement(s) &&
        s.declarationList.declarations.some(
          (d) => ts.isIdentifier(d.name) && d.name.text === name,
        )) ||
      ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && s.name?.text === name),
  );
}

/**
 * What the stand-in spec ends with when a World's WebDriver (`this.driver`) became `driver`: the
 * driver a Selenium suite builds before each test, which the Selenium front end reads as the
 * `page` fixture (and drops). One line, so the front end's line numbers stay the source's.
 */
export const worldDriverStandIn =
  "\nconst { Builder: RewrightWorldBuilder } = require('selenium-webdriver'); let driver; beforeEach(async function () { driver = await new RewrightWorldBuilder().build(); });\n";
