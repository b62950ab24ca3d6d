/**
 * A page object's constructor: it takes the page (`constructor(readonly page: Page)`, passed on
 * to `super`), element fields are assigned after it is stored, and statements that would now
 * have to await stay under a TODO (a constructor cannot be async).
 */
import ts from 'typescript';
import { todoComment } from '../../diagnostics/todo.js';
import { type Frame, type RuleContext } from './context.js';
import { isLocatorKind } from './kinds.js';
import { accessModifiers, baseClass, leading, modifiers } from './class-members.js';
import { printMember, text as sourceText } from '../../playwright/code.js';

/** Fields declared without a value (`private email: ElementFinder;`) and what the constructor did to them. */
export interface DeclaredFields {
  declared: Map<string, ts.PropertyDeclaration>;
  /** Declarations a getter of the constructor replaces. */
  replaced: Set<string>;
  /** Declarations whose type changes (`Promise<Locator>`). */
  retyped: Map<string, string>;
}

/**
 * The constructor's body, emitted before the members that read the fields it assigns
 * (`member-order.ts`): `this.x = element(…)` assignments that only depend on the page become
 * getters, and statements that would now have to await stay under a TODO. Its head — whether it
 * takes the page — is emitted once every member is (`emitConstructorHead`).
 */
export function emitConstructorBody(
  ctor: ts.ConstructorDeclaration,
  cls: ts.ClassLikeDeclaration,
  cx: RuleContext,
  getters: string[],
  assignedFields: Set<string>,
  fields: DeclaredFields,
): string {
  return cx.inFrame(ctor, 'member', (frame) => {
    const kept: string[] = [];
    const body = ctor.body;
    let pos = body ? body.getStart(cx.sf) + 1 : 0;
    const paramNames = new Set(
      ctor.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : '')),
    );
    for (const statement of body?.statements ?? []) {
      const trivia = cx.text.slice(pos, statement.getStart(cx.sf));
      pos = statement.end;
      const assignment = thisAssignment(statement);
      frame.awaits = false;
      if (assignment) {
        assignedFields.add(assignment.name);
        const value = cx.expr(assignment.value);
        const isLocator = value.kind.type === 'finder' || value.kind.type === 'finders';
        // A helper that had to become async (`this.x = this.findRow('Date')`): a constructor
        // cannot await, so the field becomes a getter of the promise, awaited where it is used.
        const isPromise =
          value.kind.type === 'promise' && !value.kind.sync && !value.kind.map && !frame.awaits;
        const lazy =
          !referencesAny(assignment.value, paramNames, cx) &&
          !referencesLocals(assignment.value, ctor, cx);
        if (!lazy && isPromise) {
          cx.state.setKind(assignment.left, value.kind);
          const decl = cx.declarationOf(assignment.left.name);
          if (decl) cx.state.setKind(decl, value.kind);
          const field = fields.declared.get(assignment.name);
          if (field?.type && value.kind.type === 'promise' && isLocatorKind(value.kind.of))
            fields.retyped.set(assignment.name, `Promise<${cx.useLocatorType()}>`);
          kept.push(`${trivia}this.${assignment.name} = ${value.text};`);
          continue;
        }
        if ((isLocator || isPromise) && lazy) {
          const kind =
            value.kind.type === 'finder' ? { type: 'finder' as const, first: false } : value.kind;
          cx.state.setKind(assignment.left, kind);
          const decl = cx.declarationOf(assignment.left.name);
          if (decl) cx.state.setKind(decl, kind);
          const field = fields.declared.get(assignment.name);
          let visibility = '';
          let type: string | undefined;
          let comments = trivia.trim() ? `${trivia.trim()}\n` : '';
          if (field) {
            // The getter takes the declaration's place: its comments, visibility and type.
            fields.replaced.add(assignment.name);
            comments = `${leading(field, cx)}${comments}`;
            visibility = (ts.getModifiers(field) ?? [])
              .filter((m) => accessModifiers.has(m.kind))
              .map((m) => `${cx.original(m)} `)
              .join('');
            if (field.type && isLocator) type = cx.useLocatorType();
          }
          getters.push(
            printMember({
              k: 'getter',
              head: `${comments}${visibility}`,
              name: assignment.name,
              type,
              body: [
                { k: 'return', expr: sourceText(isLocator ? cx.locatorText(value) : value.text) },
              ],
            }),
          );
          assignedFields.delete(assignment.name);
          continue;
        }
        const valueText = cx.settle(value, assignment.value);
        if (frame.awaits) {
          kept.push(`${trivia}${cannotAwait(statement, cx)}`);
          continue;
        }
        if (value.kind.type !== 'unknown')
          cx.state.setKind(
            assignment.left,
            value.kind.type === 'finder' ? { type: 'finder', first: false } : value.kind,
          );
        kept.push(`${trivia}this.${assignment.name} = ${valueText};`);
        continue;
      }
      const text = isSuperCall(statement)
        ? superCall(statement, frame, cls, cx)
        : cx.statement(statement);
      kept.push(`${trivia}${frame.awaits ? cannotAwait(statement, cx) : text}`);
    }
    frame.awaits = false;
    // Comments after the last statement (`// this.basket = new Basket();`) stay.
    if (body) kept.push(cx.text.slice(pos, body.end - 1).trimEnd());
    return kept.join('');
  });
}

/**
 * The constructor around its emitted body: `page` injected first (as a parameter property, or
 * passed to `super`) when the class, or its base, now takes the page.
 */
export function emitConstructorHead(
  ctor: ts.ConstructorDeclaration,
  cls: ts.ClassLikeDeclaration,
  body: string,
  cx: RuleContext,
): string {
  const params = cx.inFrame(ctor, 'member', (frame) => {
    // Defaults (`$main: ElementFinder = $('main')`) read the page parameter, which comes first.
    frame.pageOverride = 'page';
    frame.usesPage = false;
    const emitted = ctor.parameters.map((p) => cx.parameter(p));
    if (frame.usesPage) cx.state.add(cx.state.pageClasses, cls);
    return emitted;
  });
  const takesPage = cx.state.pageClasses.has(cls);
  const base = baseClass(cls, cx);
  const baseTakesPage = base ? cx.state.pageClasses.has(base) : false;
  const pageType = cx.usePageType();
  let statementsText = body;
  if (takesPage || baseTakesPage) {
    if (baseTakesPage) {
      params.unshift(`page: ${pageType}`);
      statementsText = passPageToSuper(statementsText);
    } else {
      params.unshift(`readonly page: ${pageType}`);
    }
  }
  const mods = modifiers(ctor, cx);
  return `${mods}constructor(${params.join(', ')}) {${statementsText}\n}`;
}

/**
 * A constructor statement that now needs `await` (`browser.get(…)`, a helper that became async):
 * a constructor cannot await, so the original stays as a comment under a TODO.
 */
export function cannotAwait(statement: ts.Statement, cx: RuleContext): string {
  cx.diag(statement, 'protractor/page-objects/constructor-await');
  const original = cx
    .original(statement)
    .split('\n')
    .map((line) => `// ${line.trim()}`)
    .join('\n');
  return `${todoComment('protractor/page-objects/constructor-await')}\n${original}`;
}

export function isSuperCall(statement: ts.Statement): boolean {
  return (
    ts.isExpressionStatement(statement) &&
    ts.isCallExpression(statement.expression) &&
    statement.expression.expression.kind === ts.SyntaxKind.SuperKeyword
  );
}

/**
 * `super($('.navbar'))`: `this` does not exist before `super()` returns, so its arguments use the
 * constructor's `page` parameter, not `this.page`.
 */
export function superCall(
  statement: ts.Statement,
  frame: Frame,
  cls: ts.ClassLikeDeclaration,
  cx: RuleContext,
): string {
  frame.pageOverride = 'page';
  frame.usesPage = false;
  const text = cx.statement(statement);
  delete frame.pageOverride;
  if (frame.usesPage) cx.state.add(cx.state.pageClasses, cls);
  return text;
}

/** `super(a)` → `super(page, a)` in generated constructor text. */
export function passPageToSuper(text: string): string {
  const index = text.indexOf('super(');
  if (index === -1) return `\nsuper(page);${text}`;
  const after = text.slice(index + 'super('.length);
  const closesImmediately = after.trimStart().startsWith(')');
  return `${text.slice(0, index)}super(page${closesImmediately ? '' : ', '}${after}`;
}

export function thisAssignment(
  statement: ts.Statement,
): { name: string; value: ts.Expression; left: ts.PropertyAccessExpression } | undefined {
  if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression))
    return undefined;
  const e = statement.expression;
  if (e.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  if (
    !ts.isPropertyAccessExpression(e.left) ||
    e.left.expression.kind !== ts.SyntaxKind.ThisKeyword
  )
    return undefined;
  return { name: e.left.name.text, value: e.right, left: e.left };
}

export function referencesAny(node: ts.Node, names: Set<string>, cx: RuleContext): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (
      ts.isIdentifier(n) &&
      names.has(n.text) &&
      !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)
    )
      found = true;
    n.forEachChild(visit);
  };
  visit(node);
  void cx;
  return found;
}

/** Whether an expression reads a variable declared inside the constructor. */
export function referencesLocals(
  node: ts.Node,
  ctor: ts.ConstructorDeclaration,
  cx: RuleContext,
): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(n) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
      const decl = cx.declarationOf(n);
      if (decl && decl.pos >= ctor.pos && decl.end <= ctor.end) found = true;
    }
    n.forEachChild(visit);
  };
  visit(node);
  return found;
}
