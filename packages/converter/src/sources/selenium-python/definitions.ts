/**
 * Python definitions read the same way by the analysis and the rules: a file's module name,
 * whether it is a test module, decorators and their names, keyword arguments, parameters, and
 * what a one-line function returns.
 */
import { field, named, type PyNode } from './parser.js';

export function moduleNameOf(path: string): string {
  return path
    .replace(/\.py$/, '')
    .replace(/\/__init__$/, '')
    .split('/')
    .join('.');
}

export function isTestModulePath(path: string): boolean {
  const base = path.split('/').pop() ?? path;
  return /^test_.*\.py$/.test(base) || /_test\.py$/.test(base);
}

export function decoratorsOf(node: PyNode): PyNode[] {
  return node.type === 'decorated_definition'
    ? named(node).filter((c) => c.type === 'decorator')
    : [];
}

export function definitionOf(node: PyNode): PyNode {
  return node.type === 'decorated_definition' ? (field(node, 'definition') ?? node) : node;
}

/** The decorator's dotted name (`pytest.fixture`, `pytest.mark.parametrize`). */
export function decoratorName(decorator: PyNode): string {
  const expr = named(decorator)[0];
  if (!expr) return '';
  const target = expr.type === 'call' ? field(expr, 'function') : expr;
  return target?.text.replace(/\s+/g, '') ?? '';
}

export function keywordValue(call: PyNode | undefined, name: string): PyNode | undefined {
  const args = call && field(call, 'arguments');
  for (const arg of args ? named(args) : [])
    if (arg.type === 'keyword_argument' && field(arg, 'name')?.text === name)
      return field(arg, 'value');
  return undefined;
}

export function parameterNames(fn: PyNode): string[] {
  const params = field(fn, 'parameters');
  const names: string[] = [];
  for (const p of params ? named(params) : []) {
    const nameNode =
      p.type === 'identifier'
        ? p
        : (field(p, 'name') ?? named(p).find((c) => c.type === 'identifier'));
    if (nameNode && p.type !== 'list_splat_pattern' && p.type !== 'dictionary_splat_pattern')
      names.push(nameNode.text);
  }
  return names;
}

/** The method a function's only statement calls when it is `return x.method(…)` (a docstring aside). */
export function singleReturn(fn: PyNode): string | undefined {
  const body = field(fn, 'body');
  const statements = (body ? named(body) : []).filter(
    (s) =>
      s.type !== 'comment' &&
      !(s.type === 'expression_statement' && named(s)[0]?.type === 'string'),
  );
  const only = statements.length === 1 ? statements[0] : undefined;
  const value = only?.type === 'return_statement' ? named(only)[0] : undefined;
  const callee = value?.type === 'call' ? field(value, 'function') : undefined;
  if (callee?.type === 'identifier') return callee.text;
  return callee?.type === 'attribute' ? field(callee, 'attribute')?.text : undefined;
}
