/**
 * What a cucumber-js step file keeps beside its steps that playwright-bdd can take as it is: a
 * custom parameter type (`defineParameterType({ name, regexp, transformer })`, which playwright-bdd
 * exports with the same options) and scenario state on the World (`this.total = …`), which
 * becomes a `world` fixture — a fresh object per scenario, as Cucumber makes a World per scenario.
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

/**
 * Where the body's `this` is scenario state (`this.<name>`, never the driver nor `this` alone):
 * the positions of each `this`, to become `world`. Undefined when the World holds more than state.
 */
export function worldStateUses(body: ts.Node, sf: ts.SourceFile): ts.Node[] | undefined {
  const uses: ts.Node[] = [];
  let carried = true;
  const visit = (n: ts.Node): void => {
    if (!carried) return;
    if (n.kind === ts.SyntaxKind.ThisKeyword) {
      const parent = n.parent;
      if (
        ts.isPropertyAccessExpression(parent) &&
        parent.expression === n &&
        !worldServices.has(parent.name.text)
      )
        uses.push(n);
      else carried = false;
      return;
    }
    // A nested `function` has a `this` of its own; arrows share the step's.
    if (!ts.isFunctionDeclaration(n) && !ts.isFunctionExpression(n)) n.forEachChild(visit);
  };
  body.forEachChild(visit);
  // `world` already means something in the file: not renamed into it.
  if (/\bworld\b/.test(sf.text)) return undefined;
  return carried && uses.length ? uses : undefined;
}
