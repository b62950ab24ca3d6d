/**
 * The one walk of every file (`declaredNamesOf`) also indexes which `function` expressions read
 * their own `arguments`; the answer is the same as a walk of each function's body.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { declaredNamesOf, readsArguments } from './syntax-walk.js';
import { usesArguments } from './syntax-facts.js';

const source = `
const a = function () { return arguments[0]; };
const b = function () { return () => arguments.length; };
const c = function () { return function () { return arguments; }; };
const d = function () { return { m() { return arguments; } }; };
const e = function (x) { return x.arguments; };
const f = function () { return 1; };
function g() { const h = function () { return 2; }; return arguments; }
`;

function functionExpressions(sf: ts.SourceFile): ts.FunctionExpression[] {
  const found: ts.FunctionExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionExpression(node)) found.push(node);
    node.forEachChild(visit);
  };
  visit(sf);
  return found;
}

describe('readsArguments', () => {
  it('answers from the walk as a walk of each body does', () => {
    const sf = ts.createSourceFile('a.js', source, ts.ScriptTarget.ES2022, true);
    const fns = functionExpressions(sf);
    const expected = fns.map((fn) => usesArguments(fn));
    // a, b, the outer c (no), the inner c, d (the method's `arguments` is the method's own, but
    // the body walk counts it), e (a property named so), f and h (no).
    expect(expected).toEqual([true, true, false, true, true, true, false, false]);
    declaredNamesOf([sf]);
    expect(fns.map((fn) => readsArguments(fn, sf))).toEqual(expected);
  });

  it('walks the body of a function in a file the index has not seen', () => {
    const sf = ts.createSourceFile('b.js', source, ts.ScriptTarget.ES2022, true);
    const [first, , , , , , last] = functionExpressions(sf);
    expect(readsArguments(first!, sf)).toBe(true);
    expect(readsArguments(last!, sf)).toBe(false);
  });
});
