/**
 * Which test cases of a converted file kept a TODO: one credit is charged per test case converted
 * without a `// TODO(rewright):` marker inside it, so the clients need the test cases of the
 * *output*, each with whether a marker sits in it (or in the comment lines just above it, where
 * the converter puts the marker of a statement it could not convert).
 */
import ts from 'typescript';
import { todoPrefix } from './diagnostics/todo.js';

export interface ConvertedTestCase {
  /** The title as written (a template or expression title: its source text). */
  name: string;
  /** 1-based line of the `test(…)` call in the converted code. */
  line: number;
  /** A TODO marker was left inside it: it is not charged. */
  todo: boolean;
}

/** `test(…)`, `test.only|skip|fixme|fail(…)` with a title and a body; not `test.describe`, hooks, or `test.skip()`. */
function isTestCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  const named =
    (ts.isIdentifier(callee) && callee.text === 'test') ||
    (ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'test' &&
      ['only', 'skip', 'fixme', 'fail'].includes(callee.name.text));
  if (!named || node.arguments.length < 2) return false;
  const body = node.arguments[node.arguments.length - 1]!;
  return ts.isArrowFunction(body) || ts.isFunctionExpression(body);
}

/** The test cases of converted Playwright Test code, in source order. */
export function testCasesOf(code: string): ConvertedTestCase[] {
  const sf = ts.createSourceFile(
    'converted.ts',
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const found: ConvertedTestCase[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isTestCall(node)) {
      const title = node.arguments[0]!;
      const name =
        ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)
          ? title.text
          : title.getText(sf);
      // The statement's full text holds the comment lines above it (its leading trivia).
      const holder = ts.isExpressionStatement(node.parent) ? node.parent : node;
      found.push({
        name,
        line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
        todo: holder.getFullText(sf).includes(todoPrefix),
      });
      return; // a test inside a test is not a test case of its own
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
