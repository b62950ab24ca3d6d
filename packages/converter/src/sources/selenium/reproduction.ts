/**
 * The user's own code reproduced from the original text, with each converted child spliced in:
 * what the emitter does for a node no rule claims (`FileEmitter.generic`).
 */
import ts from 'typescript';
import { print } from '../../playwright/code.js';
import { settle } from '../../playwright/values.js';
import type { Shape, Value } from '../../playwright/values.js';
import type { Output } from '../../playwright/output.js';
import type { Facts } from './analysis.js';
import { classFields } from './classes.js';
import { isStatement } from './syntax-roles.js';

/** What reproduction needs of the file's emitter (`FileEmitter`). */
interface FileEmitter {
  readonly sf: ts.SourceFile;
  readonly facts: Facts;
  readonly out: Output;
  expr(node: ts.Expression): Value;
  emit(node: ts.Node): string;
  remember(decl: ts.Node, shape: Shape): void;
  nestedStatement(s: ts.Statement): string;
}

/** The node's text from `from` with each child after it converted and spliced in. */
export function spliceText(node: ts.Node, from: number, emitter: FileEmitter): string {
  const { sf } = emitter;
  let result = '';
  let pos = from;
  node.forEachChild((child) => {
    const start = child.getStart(sf);
    if (start < pos) return;
    result += sf.text.slice(pos, start);
    // A statement that went (the driver's `quit` in `if (driver) driver.quit();`) leaves a block.
    if (isStatement(child)) {
      const statement = emitter.nestedStatement(child);
      result += statement.trim() ? statement : '{}';
    } else {
      // A command Playwright does without (the driver's `quit`) inside an expression
      // (`driver && driver.quit()`): the expression keeps a value where it stood.
      const emitted = emitter.emit(child);
      result += emitted === '' && ts.isExpression(child) ? 'undefined' : emitted;
    }
    pos = child.end;
  });
  return result + sf.text.slice(pos, node.end);
}

/**
 * A JavaScript class as TypeScript: the fields its methods assign (`this.driver = driver`) are
 * declared, a driver's typed `Page`.
 */
export function jsClassText(node: ts.ClassLikeDeclaration, emitter: FileEmitter): string {
  const fields = classFields(node, emitter.facts, emitter.out);
  const open = node.members.pos;
  const header = emitter.sf.text.slice(node.getStart(emitter.sf), open);
  const declarations = fields.size ? `\n${[...fields.values()].join('\n')}\n` : '';
  return `${header}${declarations}${spliceText(node, open, emitter)}`;
}

/**
 * `for (const item of items)`: over the elements a find returned, each `item` is a locator, read
 * and acted on as an element (the list is emitted before the body, so the body knows).
 */
export function forOfText(s: ts.ForOfStatement, emitter: FileEmitter): string {
  const { sf } = emitter;
  const list = emitter.expr(s.expression);
  const init = s.initializer;
  const item =
    ts.isVariableDeclarationList(init) && init.declarations.length === 1
      ? init.declarations[0]
      : undefined;
  if (item && ts.isIdentifier(item.name) && list.shape.t === 'locator-array')
    emitter.remember(item, { t: 'locator', firstMatch: false });
  return (
    sf.text.slice(s.getStart(sf), init.getStart(sf)) +
    emitter.emit(init) +
    sf.text.slice(init.end, s.expression.getStart(sf)) +
    print(settle(list)) +
    sf.text.slice(s.expression.end, s.statement.getStart(sf)) +
    emitter.nestedStatement(s.statement)
  );
}

/** `text` (the statement `s` as written) as line comments, its lines at the statement's indent. */
export function commentedOut(sf: ts.SourceFile, s: ts.Statement, text: string): string {
  const column = sf.getLineAndCharacterOfPosition(s.getStart(sf)).character;
  const indent = new RegExp(`^ {0,${column}}`);
  return text
    .split('\n')
    .map((line, i) => `// ${i === 0 ? line : line.replace(indent, '')}`)
    .join('\n');
}
