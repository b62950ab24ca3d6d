/**
 * Page objects. A class whose members drive the browser takes the Playwright `page` in its
 * constructor (`constructor(readonly page: Page)`), its element fields become `Locator` getters
 * (a field initializer would run before the constructor's parameter is stored), and every
 * `new LoginPage()` passes the page. Constructor functions (`function LoginPage() { this.x = … }`)
 * take `page` as a parameter instead. Specs then construct page objects inside tests and hooks —
 * at describe level the construction moves into a `beforeEach`.
 */
import ts from 'typescript';
import type { Frame, RuleContext } from './context.js';
import { functionOfDeclaration, isRequireCall } from './syntax-facts.js';
import { kindOfTypeNode } from './kind-facts.js';
import { exportedInstanceClass } from './modules.js';
import { todoComment } from '../../diagnostics/todo.js';
import { isLocatorKind, out, type Out } from './kinds.js';

/** `new X(…)`: passes the page when X now takes it. */
export function emitNewExpression(node: ts.NewExpression, cx: RuleContext): Out {
  const callee = node.expression;
  const args = (node.arguments ?? []).map((a) => cx.emit(a));
  const decl =
    ts.isIdentifier(callee) || ts.isPropertyAccessExpression(callee)
      ? cx.declarationOf(ts.isPropertyAccessExpression(callee) ? callee.name : callee)
      : undefined;
  const target = decl ? classOrConstructor(decl) : undefined;
  const takesPage = target
    ? cx.state.pageClasses.has(target) || cx.state.pageFunctions.has(target)
    : cx.isExternalProjectBinding(callee);
  if (takesPage) args.unshift(cx.pageRef());
  const typeArgs = node.typeArguments
    ? `<${node.typeArguments.map((t) => cx.generic(t)).join(', ')}>`
    : '';
  const text = `new ${cx.emit(callee)}${typeArgs}(${args.join(', ')})`;
  return out(
    text,
    target || takesPage
      ? { type: 'instance', ...(target ? { declaration: target } : {}) }
      : { type: 'value' },
  );
}

function classOrConstructor(decl: ts.Node): ts.Node | undefined {
  if (ts.isClassLike(decl)) return decl;
  const fn = functionOfDeclaration(decl);
  if (fn) return fn;
  if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isClassExpression(decl.initializer))
    return decl.initializer;
  return undefined;
}

/**
 * A class declaration. Members are emitted first: if any of them needed the page, the class gets
 * constructor injection, and fields holding locators become getters.
 */
export function emitClassDeclaration(
  node: ts.ClassDeclaration | ts.ClassExpression,
  cx: RuleContext,
): string {
  const isJs = !cx.options.path.endsWith('.ts') && !cx.options.path.endsWith('.tsx');
  const members: string[] = [];
  const getters: string[] = [];
  const declaredFields = new Set<string>();
  const assignedFields = new Set<string>();
  const fieldOnly = new Map<string, { member: ts.PropertyDeclaration; index: number }>();
  let constructorNode: ts.ConstructorDeclaration | undefined;
  let constructorIndex = -1;

  // `constructor(protected readonly root: ElementFinder)`: `this.root` is a finder in every member.
  for (const p of node.members.find(ts.isConstructorDeclaration)?.parameters ?? []) {
    const kind = p.type && ts.getModifiers(p)?.length ? kindOfTypeNode(p.type) : undefined;
    if (kind) cx.state.setKind(p, kind);
  }
  for (const member of node.members) {
    if (ts.isPropertyDeclaration(member)) {
      const name = cx.emitPropertyName(member.name);
      declaredFields.add(name);
      if (member.initializer && !ts.isFunctionLike(member.initializer)) {
        const frame = cx.pushFrame(member, 'member');
        const init = cx.expr(member.initializer);
        cx.popFrame();
        void frame;
        if ((init.kind.type === 'finder' || init.kind.type === 'finders') && !isStatic(member)) {
          // A locator field: a getter, so `this.page` is read after the constructor stored it.
          const kind =
            init.kind.type === 'finder' ? { type: 'finder' as const, first: false } : init.kind;
          cx.state.setKind(member, kind);
          getters.push(
            `get ${name}()${member.type ? `: ${cx.useLocatorType()}` : ''} {\nreturn ${cx.locatorText(init)};\n}`,
          );
          continue;
        }
        const initText = cx.settle(init, member.initializer);
        members.push(
          `${leading(member, cx)}${modifiers(member, cx)}${name}${member.questionToken ? '?' : ''}${member.exclamationToken ? '!' : ''}${member.type ? `: ${cx.generic(member.type)}` : ''} = ${initText};`,
        );
        continue;
      }
      if (member.initializer) {
        members.push(
          `${leading(member, cx)}${modifiers(member, cx)}${name}${member.type ? `: ${cx.generic(member.type)}` : ''} = ${cx.emit(member.initializer)};`,
        );
        continue;
      }
      // A declaration only (`private emailField: ElementFinder;`): it goes if the constructor's
      // assignment becomes a getter, or the instance field would shadow it with `undefined`.
      fieldOnly.set(name, { member, index: members.length });
      members.push(`${leading(member, cx)}${cx.generic(member)}`);
      continue;
    }
    if (ts.isConstructorDeclaration(member)) {
      constructorNode = member;
      constructorIndex = members.length;
      members.push('');
      continue;
    }
    if (ts.isSemicolonClassElement(member)) continue;
    members.push(
      `${leading(member, cx)}${ts.isFunctionLike(member) ? cx.fn(member as ts.FunctionLikeDeclaration) : cx.generic(member)}`,
    );
  }

  // The constructor last: whether the class takes the page is known once every member is emitted.
  let constructorText = '';
  if (constructorNode) {
    const declared = new Map([...fieldOnly].map(([name, f]) => [name, f.member]));
    const replaced = new Set<string>();
    const retyped = new Map<string, string>();
    constructorText = emitConstructor(constructorNode, node, cx, getters, assignedFields, {
      declared,
      replaced,
      retyped,
    });
    for (const name of replaced) {
      const field = fieldOnly.get(name);
      if (field) members[field.index] = '';
    }
    for (const [name, type] of retyped) {
      const field = fieldOnly.get(name);
      if (field?.member.type)
        members[field.index] =
          `${leading(field.member, cx)}${modifiers(field.member, cx)}${name}: ${type};`;
    }
  }
  const takesPage = cx.state.pageClasses.has(node);
  const base = baseClass(node, cx);
  const baseTakesPage = base ? cx.state.pageClasses.has(base) : false;
  if (takesPage && !constructorNode && !baseTakesPage) {
    constructorText = `constructor(readonly page: ${cx.usePageType()}) {${base ? '\nsuper();\n' : ''}}`;
    if (base) constructorText = `constructor(readonly page: ${cx.usePageType()}) {\nsuper();\n}`;
  }
  if (takesPage && !baseTakesPage) cx.diag(node, 'page-objects/page-injected');
  if (constructorIndex >= 0) members[constructorIndex] = constructorText;
  else if (constructorText) members.unshift(constructorText);
  if (isJs) {
    // JavaScript classes assign fields in the constructor; TypeScript needs them declared (after
    // the constructor is in place: declaring them first shifted it onto the first declaration).
    const undeclared = [...assignedFields].filter((field) => !declaredFields.has(field));
    members.unshift(...undeclared.map((field) => `${field};`));
  }

  const head = classHead(node, cx);
  const body = [...members.filter((m) => m.length), ...getters].join('\n\n');
  return `${head} {\n${body}\n}`;
}

function leading(member: ts.Node, cx: RuleContext): string {
  const full = cx.text.slice(member.getFullStart(), member.getStart(cx.sf));
  const comments = ts.getLeadingCommentRanges(cx.text, member.getFullStart()) ?? [];
  if (comments.length === 0) return '';
  void full;
  return comments.map((c) => cx.text.slice(c.pos, c.end)).join('\n') + '\n';
}

const accessModifiers = new Set([
  ts.SyntaxKind.PublicKeyword,
  ts.SyntaxKind.PrivateKeyword,
  ts.SyntaxKind.ProtectedKeyword,
]);

function isStatic(member: ts.Node): boolean {
  return (
    ts.canHaveModifiers(member) &&
    (ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ?? false)
  );
}

function modifiers(member: ts.Node, cx: RuleContext): string {
  const mods = ts.canHaveModifiers(member) ? ts.getModifiers(member) : undefined;
  const decorators = ts.canHaveDecorators(member) ? ts.getDecorators(member) : undefined;
  const parts = [...(decorators ?? []), ...(mods ?? [])].map((m) => cx.original(m));
  return parts.length ? `${parts.join(' ')} ` : '';
}

function classHead(node: ts.ClassDeclaration | ts.ClassExpression, cx: RuleContext): string {
  const mods = modifiers(node, cx);
  const name = node.name ? ` ${node.name.text}` : '';
  const typeParams = node.typeParameters
    ? `<${node.typeParameters.map((t) => cx.original(t)).join(', ')}>`
    : '';
  const heritage = node.heritageClauses
    ? ` ${node.heritageClauses.map((h) => cx.generic(h)).join(' ')}`
    : '';
  return `${mods}class${name}${typeParams}${heritage}`;
}

function baseClass(node: ts.ClassLikeDeclaration, cx: RuleContext): ts.Node | undefined {
  const extendsClause = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
  const expr = extendsClause?.types[0]?.expression;
  if (!expr) return undefined;
  const decl = cx.declarationOf(ts.isPropertyAccessExpression(expr) ? expr.name : expr);
  if (decl && ts.isClassLike(decl)) return decl;
  return decl ?? expr;
}

/**
 * The constructor: `page` injected first (as a parameter property, or passed to `super`), and in
 * JavaScript classes `this.x = element(…)` assignments that only depend on the page become getters.
 */
function emitConstructor(
  ctor: ts.ConstructorDeclaration,
  cls: ts.ClassLikeDeclaration,
  cx: RuleContext,
  getters: string[],
  assignedFields: Set<string>,
  fields: {
    declared: Map<string, ts.PropertyDeclaration>;
    replaced: Set<string>;
    retyped: Map<string, string>;
  },
): string {
  const frame = cx.pushFrame(ctor, 'member');
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
        let head = `get ${assignment.name}()`;
        let comments = trivia.trim() ? `${trivia.trim()}\n` : '';
        if (field) {
          // The getter takes the declaration's place: its comments, visibility and type.
          fields.replaced.add(assignment.name);
          comments = `${leading(field, cx)}${comments}`;
          const visibility = (ts.getModifiers(field) ?? [])
            .filter((m) => accessModifiers.has(m.kind))
            .map((m) => `${cx.original(m)} `)
            .join('');
          head = `${visibility}${head}${field.type && isLocator ? `: ${cx.useLocatorType()}` : ''}`;
        }
        getters.push(
          `${comments}${head} {\nreturn ${isLocator ? cx.locatorText(value) : value.text};\n}`,
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
  // Defaults (`$main: ElementFinder = $('main')`) read the page parameter, which comes first.
  frame.pageOverride = 'page';
  frame.usesPage = false;
  const params = ctor.parameters.map((p) => cx.parameter(p));
  if (frame.usesPage) cx.state.add(cx.state.pageClasses, cls);
  cx.popFrame();
  const takesPage = cx.state.pageClasses.has(cls);
  const base = baseClass(cls, cx);
  const baseTakesPage = base ? cx.state.pageClasses.has(base) : false;
  const pageType = cx.usePageType();
  let statementsText = kept.join('');
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
function cannotAwait(statement: ts.Statement, cx: RuleContext): string {
  cx.diag(statement, 'page-objects/constructor-await');
  const original = cx
    .original(statement)
    .split('\n')
    .map((line) => `// ${line.trim()}`)
    .join('\n');
  return `${todoComment('page-objects/constructor-await')}\n${original}`;
}

function isSuperCall(statement: ts.Statement): boolean {
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
function superCall(
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
function passPageToSuper(text: string): string {
  const index = text.indexOf('super(');
  if (index === -1) return `\nsuper(page);${text}`;
  const after = text.slice(index + 'super('.length);
  const closesImmediately = after.trimStart().startsWith(')');
  return `${text.slice(0, index)}super(page${closesImmediately ? '' : ', '}${after}`;
}

function thisAssignment(
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

function referencesAny(node: ts.Node, names: Set<string>, cx: RuleContext): boolean {
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
function referencesLocals(
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

/**
 * `FriendsPage.prototype = basePage;` (a module-level statement after a constructor function),
 * where `basePage` is another page object's instance: the statement and its right side.
 */
function prototypeLink(
  fn: ts.Node,
  cx: RuleContext,
): { statement: ts.ExpressionStatement; base: ts.Identifier } | undefined {
  const name =
    ts.isFunctionDeclaration(fn) && fn.name
      ? fn.name
      : (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) &&
          ts.isVariableDeclaration(fn.parent) &&
          ts.isIdentifier(fn.parent.name)
        ? fn.parent.name
        : undefined;
  if (!name) return undefined;
  // Only after the name: finding the file walks up through every enclosing node.
  for (const statement of fn.getSourceFile().statements) {
    if (!ts.isExpressionStatement(statement)) continue;
    const link = prototypeAssignment(statement);
    if (link && link.target.text === name.text && ts.isIdentifier(link.base)) {
      const decl = cx.importDeclarationOf(link.base);
      if (decl && baseInstanceClass(decl, cx)) return { statement, base: link.base };
    }
  }
  return undefined;
}

function prototypeAssignment(
  statement: ts.ExpressionStatement,
): { target: ts.Identifier; base: ts.Expression } | undefined {
  const e = statement.expression;
  if (
    !ts.isBinaryExpression(e) ||
    e.operatorToken.kind !== ts.SyntaxKind.EqualsToken ||
    !ts.isPropertyAccessExpression(e.left) ||
    e.left.name.text !== 'prototype' ||
    !ts.isIdentifier(e.left.expression)
  )
    return undefined;
  return { target: e.left.expression, base: e.right };
}

/** The page-object class (or constructor function) of an instance held by `decl`. */
function baseInstanceClass(decl: ts.Node, cx: RuleContext): ts.Node | undefined {
  if (!ts.isVariableDeclaration(decl) || !decl.initializer) return undefined;
  const init = decl.initializer;
  if (isRequireCall(init)) return exportedInstanceClass(init, undefined, cx);
  if (ts.isNewExpression(init) && ts.isIdentifier(init.expression)) {
    const target = cx.declarationOf(init.expression);
    return target ? classOrConstructor(target) : undefined;
  }
  return undefined;
}

/** The base page object a constructor function inherits from through its prototype. */
export function prototypeBase(fn: ts.Node, cx: RuleContext): ts.Node | undefined {
  const link = prototypeLink(fn, cx);
  const decl = link ? cx.importDeclarationOf(link.base) : undefined;
  return decl ? baseInstanceClass(decl, cx) : undefined;
}

/**
 * The first statement of a constructor function whose prototype is another page object's
 * instance: that instance now needs the page, so it is made here, with it, and becomes the new
 * object's prototype (what `FriendsPage.prototype = basePage` gave every instance).
 */
export function inheritedPrototype(fn: ts.Node, cx: RuleContext): string | undefined {
  const link = prototypeLink(fn, cx);
  if (!link) return undefined;
  const base = cx.expr(link.base);
  if (base.kind.type !== 'function' && !base.text.endsWith(')')) return undefined;
  return `Object.setPrototypeOf(this, ${cx.settle(base, link.base)});`;
}

/** `FriendsPage.prototype = basePage;` once the constructor sets the prototype itself. */
export function prototypeLinkStatement(
  statement: ts.Statement,
  cx: RuleContext,
): string | undefined {
  if (!ts.isExpressionStatement(statement)) return undefined;
  const link = prototypeAssignment(statement);
  if (!link) return undefined;
  const target = cx.declarationOf(link.target);
  const fn = target ? functionOfDeclaration(target) : undefined;
  if (!fn || prototypeLink(fn, cx)?.statement !== statement) return undefined;
  const decl = cx.importDeclarationOf(link.base as ts.Identifier);
  if (!decl || !cx.state.factories.has(decl)) return undefined;
  return `// ${cx.original(statement)} — now set in ${link.target.text}, which gives the page to the base`;
}
