/**
 * Page objects. A class whose members drive the browser takes the Playwright `page` in its
 * constructor (`constructor(readonly page: Page)`), its element fields become `Locator` getters
 * (a field initializer would run before the constructor's parameter is stored), and every
 * `new LoginPage()` passes the page. Constructor functions (`function LoginPage() { this.x = … }`)
 * take `page` as a parameter instead. Specs then construct page objects inside tests and hooks —
 * at describe level the construction moves into a `beforeEach`.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { kindOfTypeNode } from './kind-facts.js';
import { out, type Out } from './kinds.js';
import { emitConstructorBody, emitConstructorHead, type DeclaredFields } from './constructors.js';
import { memberEmissionOrder } from './member-order.js';
import { baseClass, classOrConstructor, isStatic, leading, modifiers } from './class-members.js';
import {
  call,
  exprStatement,
  id,
  print,
  printMember,
  text,
  type Code,
} from '../../playwright/code.js';

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
  // The callee as written is already a valid `new` target: kept whole, never re-parenthesised.
  const created: Code = {
    k: 'new',
    callee: id(`${cx.emit(callee)}${typeArgs}`),
    args: args.map(text),
  };
  return out(
    print(created),
    target || takesPage
      ? { type: 'instance', ...(target ? { declaration: target } : {}) }
      : { type: 'value' },
  );
}

/**
 * A class declaration. Members are emitted in the order `member-order.ts` gives (a member after
 * what it reads) and printed in source order; the constructor's head last: if any member needed
 * the page, the class gets constructor injection, and fields holding locators become getters.
 */
export function emitClassDeclaration(
  node: ts.ClassDeclaration | ts.ClassExpression,
  cx: RuleContext,
): string {
  const isJs = !cx.options.path.endsWith('.ts') && !cx.options.path.endsWith('.tsx');
  const slots = new Map<ts.ClassElement, string>();
  const fieldGetters = new Map<ts.ClassElement, string>();
  const constructorGetters: string[] = [];
  const declaredFields = new Set<string>();
  const assignedFields = new Set<string>();
  // Declarations only (`private emailField: ElementFinder;`): each goes if the constructor's
  // assignment becomes a getter, or the instance field would shadow it with `undefined`.
  const fieldOnly = new Map<string, ts.PropertyDeclaration>();
  for (const member of node.members)
    if (ts.isPropertyDeclaration(member) && !member.initializer && ts.isIdentifier(member.name))
      fieldOnly.set(member.name.text, member);
  const fields: DeclaredFields = { declared: fieldOnly, replaced: new Set(), retyped: new Map() };
  const constructorNode = node.members.find(ts.isConstructorDeclaration);
  let constructorBody = '';

  // `constructor(protected readonly root: ElementFinder)`: `this.root` is a finder in every member.
  for (const p of constructorNode?.parameters ?? []) {
    const kind = p.type && ts.getModifiers(p)?.length ? kindOfTypeNode(p.type) : undefined;
    if (kind) cx.state.setKind(p, kind);
  }
  for (const member of memberEmissionOrder(node)) {
    if (ts.isPropertyDeclaration(member)) {
      const name = cx.emitPropertyName(member.name);
      declaredFields.add(name);
      if (member.initializer && !ts.isFunctionLike(member.initializer)) {
        const initializer = member.initializer;
        const init = cx.inFrame(member, 'member', () => cx.expr(initializer));
        if ((init.kind.type === 'finder' || init.kind.type === 'finders') && !isStatic(member)) {
          // A locator field: a getter, so `this.page` is read after the constructor stored it.
          const kind =
            init.kind.type === 'finder' ? { type: 'finder' as const, first: false } : init.kind;
          cx.state.setKind(member, kind);
          fieldGetters.set(
            member,
            printMember({
              k: 'getter',
              name,
              type: member.type ? cx.useLocatorType() : undefined,
              body: [{ k: 'return', expr: text(cx.locatorText(init)) }],
            }),
          );
          continue;
        }
        const initText = cx.settle(init, member.initializer);
        slots.set(
          member,
          `${leading(member, cx)}${modifiers(member, cx)}${name}${member.questionToken ? '?' : ''}${member.exclamationToken ? '!' : ''}${member.type ? `: ${cx.generic(member.type)}` : ''} = ${initText};`,
        );
        continue;
      }
      if (member.initializer) {
        slots.set(
          member,
          `${leading(member, cx)}${modifiers(member, cx)}${name}${member.type ? `: ${cx.generic(member.type)}` : ''} = ${cx.emit(member.initializer)};`,
        );
        continue;
      }
      slots.set(member, `${leading(member, cx)}${cx.generic(member)}`);
      continue;
    }
    if (ts.isConstructorDeclaration(member)) {
      constructorBody = emitConstructorBody(
        member,
        node,
        cx,
        constructorGetters,
        assignedFields,
        fields,
      );
      continue;
    }
    slots.set(
      member,
      `${leading(member, cx)}${ts.isFunctionLike(member) ? cx.fn(member as ts.FunctionLikeDeclaration) : cx.generic(member)}`,
    );
  }

  // The constructor's head last: whether the class takes the page is known once every member is emitted.
  let constructorText = constructorNode
    ? emitConstructorHead(constructorNode, node, constructorBody, cx)
    : '';
  for (const name of fields.replaced) {
    const field = fieldOnly.get(name);
    if (field) slots.set(field, '');
  }
  for (const [name, type] of fields.retyped) {
    const field = fieldOnly.get(name);
    if (field?.type)
      slots.set(field, `${leading(field, cx)}${modifiers(field, cx)}${name}: ${type};`);
  }
  const takesPage = cx.state.pageClasses.has(node);
  const base = baseClass(node, cx);
  const baseTakesPage = base ? cx.state.pageClasses.has(base) : false;
  if (takesPage && !constructorNode && !baseTakesPage) {
    constructorText = printMember({
      k: 'constructor',
      params: [`readonly page: ${cx.usePageType()}`],
      body: base ? [exprStatement(call(id('super')))] : [],
    });
  }
  if (takesPage && !baseTakesPage) cx.diag(node, 'protractor/page-objects/page-injected');
  const members: string[] = [];
  for (const member of node.members) {
    if (member === constructorNode) members.push(constructorText);
    else members.push(slots.get(member) ?? '');
  }
  if (!constructorNode && constructorText) members.unshift(constructorText);
  if (isJs) {
    // JavaScript classes assign fields in the constructor; TypeScript needs them declared (after
    // the constructor is in place: declaring them first shifted it onto the first declaration).
    const undeclared = [...assignedFields].filter((field) => !declaredFields.has(field));
    members.unshift(...undeclared.map((field) => `${field};`));
  }

  const head = classHead(node, cx);
  const getters = [
    ...node.members.flatMap((m) => fieldGetters.get(m) ?? []),
    ...constructorGetters,
  ];
  const body = [...members.filter((m) => m.length), ...getters].join('\n\n');
  return `${head} {\n${body}\n}`;
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
