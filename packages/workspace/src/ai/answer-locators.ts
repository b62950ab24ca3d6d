/**
 * The locators an AI answer builds, read from its code (never run): each chain from `page` (or
 * `this.page`) whose arguments are literals becomes calls a real page can repeat, with how the
 * answer uses it — a strict action or assertion needs exactly one element; a count, a list or an
 * assertion that the element is gone does not need it to be there.
 */
import type TypeScript from 'typescript';

type Ts = typeof TypeScript;

export type TextMatch = string | { source: string; flags: string };

export type AnswerCall =
  | { method: 'getByRole'; role: string; name?: TextMatch; exact?: boolean }
  | {
      method:
        | 'getByText'
        | 'getByLabel'
        | 'getByPlaceholder'
        | 'getByAltText'
        | 'getByTitle'
        | 'getByTestId';
      value: TextMatch;
      exact?: boolean;
    }
  | { method: 'locator'; selector: string; hasText?: TextMatch }
  | { method: 'filter'; hasText: TextMatch }
  | { method: 'frameLocator'; selector: string }
  | { method: 'first' | 'last' }
  | { method: 'nth'; index: number };

export type AnswerLocator =
  | {
      checkable: true;
      /** The chain as the answer writes it. */
      text: string;
      calls: AnswerCall[];
      /** Used by a strict action or assertion: one element, not several. */
      strict: boolean;
      /** Counted, listed, or asserted hidden or absent: none is an answer too. */
      mayBeAbsent: boolean;
    }
  | { checkable: false; text: string; why: string };

const textMethods = new Set([
  'getByText',
  'getByLabel',
  'getByPlaceholder',
  'getByAltText',
  'getByTitle',
  'getByTestId',
]);
const chainMethods = new Set([
  ...textMethods,
  'getByRole',
  'locator',
  'filter',
  'frameLocator',
  'first',
  'last',
  'nth',
]);
/** Reads of a chain that are not strict: several elements (or none) are a valid answer. */
const lenientReads = new Set(['count', 'all', 'allInnerTexts', 'allTextContents', 'isVisible']);
const absentMatchers = new Set(['toBeHidden', 'toHaveCount']);

class NotLiteral extends Error {}

/** Every locator chain of `code` (an answer: statements), outermost chains only. */
export function answerLocators(ts: Ts, code: string): AnswerLocator[] {
  const file = ts.createSourceFile('answer.ts', code, ts.ScriptTarget.Latest, true);
  const found: AnswerLocator[] = [];
  const isChainCall = (node: TypeScript.Node): node is TypeScript.CallExpression =>
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    chainMethods.has(node.expression.name.text);
  const visit = (node: TypeScript.Node): void => {
    if (isChainCall(node)) {
      const outer = node.parent;
      const continued =
        ts.isPropertyAccessExpression(outer) &&
        outer.expression === node &&
        chainMethods.has(outer.name.text) &&
        ts.isCallExpression(outer.parent);
      if (!continued) {
        found.push(readChain(ts, node, file));
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function readChain(
  ts: Ts,
  outermost: TypeScript.CallExpression,
  file: TypeScript.SourceFile,
): AnswerLocator {
  const text = outermost.getText(file);
  const links: TypeScript.CallExpression[] = [];
  let node: TypeScript.Expression = outermost;
  while (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    chainMethods.has(node.expression.name.text)
  ) {
    links.unshift(node);
    node = node.expression.expression;
  }
  const fromPage =
    (ts.isIdentifier(node) && node.text === 'page') ||
    (ts.isPropertyAccessExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ThisKeyword &&
      node.name.text === 'page');
  if (!fromPage) {
    return {
      checkable: false,
      text,
      why: `it does not start from the page (${node.getText(file)})`,
    };
  }
  try {
    const calls = links.map((link) => readCall(ts, link));
    return { checkable: true, text, calls, ...usageOf(ts, outermost) };
  } catch (error) {
    if (!(error instanceof NotLiteral)) throw error;
    return { checkable: false, text, why: 'its arguments are not literals' };
  }
}

function readCall(ts: Ts, call: TypeScript.CallExpression): AnswerCall {
  const method = (call.expression as TypeScript.PropertyAccessExpression).name.text;
  const [first, second] = call.arguments;
  const options = second ? objectOf(ts, second) : {};
  switch (method) {
    case 'first':
    case 'last':
      return { method };
    case 'nth':
      return { method, index: numberOf(ts, first) };
    case 'getByRole': {
      const name = options.name;
      return {
        method,
        role: stringOf(ts, first),
        ...(name === undefined ? {} : { name: textMatchOf(ts, name) }),
        ...(options.exact ? { exact: booleanOf(ts, options.exact) } : {}),
      };
    }
    case 'locator': {
      const hasText = options.hasText;
      return {
        method,
        selector: stringOf(ts, first),
        ...(hasText === undefined ? {} : { hasText: textMatchOf(ts, hasText) }),
      };
    }
    case 'filter': {
      const filter = first ? objectOf(ts, first) : {};
      if (!filter.hasText || Object.keys(filter).length !== 1) throw new NotLiteral();
      return { method, hasText: textMatchOf(ts, filter.hasText) };
    }
    case 'frameLocator':
      return { method, selector: stringOf(ts, first) };
    default:
      return {
        method: method as Extract<AnswerCall, { value: TextMatch }>['method'],
        value: textMatchOf(ts, first),
        ...(options.exact ? { exact: booleanOf(ts, options.exact) } : {}),
      };
  }
}

/** How the chain is used: read leniently, asserted absent, or acted on (strict). */
function usageOf(ts: Ts, chain: TypeScript.CallExpression) {
  const parent = chain.parent;
  if (ts.isPropertyAccessExpression(parent) && lenientReads.has(parent.name.text)) {
    return { strict: false, mayBeAbsent: true };
  }
  if (
    ts.isPropertyAccessExpression(parent) &&
    parent.name.text === 'waitFor' &&
    ts.isCallExpression(parent.parent) &&
    ['hidden', 'detached'].includes(waitedState(ts, parent.parent.arguments[0]) ?? '')
  ) {
    return { strict: true, mayBeAbsent: true };
  }
  if (
    ts.isCallExpression(parent) &&
    ts.isIdentifier(parent.expression) &&
    parent.expression.text === 'expect'
  ) {
    // expect(chain).not.toBeVisible(), expect(chain).toBeHidden(), expect(chain).toHaveCount(n)…
    let access: TypeScript.Node = parent.parent;
    let negated = false;
    while (ts.isPropertyAccessExpression(access)) {
      if (access.name.text === 'not') negated = true;
      else if (absentMatchers.has(access.name.text) || negated) {
        return { strict: access.name.text !== 'toHaveCount', mayBeAbsent: true };
      }
      access = access.parent;
    }
  }
  return { strict: true, mayBeAbsent: false };
}

function waitedState(ts: Ts, options: TypeScript.Expression | undefined): string | undefined {
  try {
    const state = objectOf(ts, options).state;
    return state ? stringOf(ts, state) : undefined;
  } catch {
    return undefined;
  }
}

function objectOf(ts: Ts, node: TypeScript.Expression | undefined) {
  if (!node || !ts.isObjectLiteralExpression(node)) throw new NotLiteral();
  const properties: Record<string, TypeScript.Expression> = {};
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) {
      throw new NotLiteral();
    }
    properties[property.name.text] = property.initializer;
  }
  return properties;
}

function stringOf(ts: Ts, node: TypeScript.Expression | undefined): string {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
    return node.text;
  }
  throw new NotLiteral();
}

function textMatchOf(ts: Ts, node: TypeScript.Expression | undefined): TextMatch {
  if (node && ts.isRegularExpressionLiteral(node)) {
    const end = node.text.lastIndexOf('/');
    return { source: node.text.slice(1, end), flags: node.text.slice(end + 1) };
  }
  return stringOf(ts, node);
}

function numberOf(ts: Ts, node: TypeScript.Expression | undefined): number {
  if (node && ts.isNumericLiteral(node)) return Number(node.text);
  throw new NotLiteral();
}

function booleanOf(ts: Ts, node: TypeScript.Expression): boolean {
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  throw new NotLiteral();
}

/**
 * The page the code stands on at `line`: the last `page.goto('…')` with a literal address before
 * it (in a hook or the test), or undefined when there is none.
 */
export function pageBefore(ts: Ts, code: string, line: number): string | undefined {
  const file = ts.createSourceFile('candidate.ts', code, ts.ScriptTarget.Latest, true);
  let last: string | undefined;
  const visit = (node: TypeScript.Node): void => {
    if (file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 >= line) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'goto' &&
      node.arguments[0] &&
      (ts.isStringLiteral(node.arguments[0]) ||
        ts.isNoSubstitutionTemplateLiteral(node.arguments[0]))
    ) {
      last = node.arguments[0].text;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return last;
}
