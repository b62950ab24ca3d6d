/**
 * Reads Protractor made after waiting for Angular: in an AngularJS suite (the converted suite uses
 * the Angular support module) the statement that reads first waits for Angular to be stable.
 */
import type ts from 'typescript';
import type { RuleContext } from './context.js';
import type { FileNotes } from './file-notes.js';
import { enclosingFunction, enclosingStatement } from './syntax-facts.js';

/** `(await list.all())`: a snapshot of a list, taken once Angular is stable. */
export function snapshotAll(
  cx: RuleContext,
  notes: FileNotes,
  list: string,
  node: ts.Node,
): string {
  syncBefore(cx, notes, node);
  return `(${cx.awaitText(`${list}.all()`)})`;
}

/** The statement holding `node` first waits for Angular, in an AngularJS suite. */
export function syncBefore(cx: RuleContext, notes: FileNotes, node: ts.Node): void {
  if (!cx.state.usesAngularEngines) return;
  const statement = enclosingStatement(node);
  const frame = cx.frame;
  if (
    enclosingFunction(statement) === frame.node ||
    (frame.role === 'file' && !enclosingFunction(statement))
  ) {
    notes.addBefore(statement, () => {
      cx.useAngularHelper('waitForAngular');
      return `${cx.awaitText(`waitForAngular(${cx.pageRef()})`)};`;
    });
  }
}
