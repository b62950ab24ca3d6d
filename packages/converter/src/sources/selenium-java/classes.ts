/**
 * Page objects and other project classes → TypeScript classes: the driver field is Playwright's
 * `page`, `@FindBy` fields are locator getters (lazy, as PageFactory's proxies were), methods that
 * reach the browser are async. Enums become string enums; interfaces keep their signatures.
 */
import { superclassType, typeParameters } from './generics.js';
import { holdsWindowHandle, windowPage, withWindows } from './windows.js';
import { asUnconvertible, type RuleContext, type Scope } from './context.js';
import type { ClassFacts, FieldFacts } from './facts.js';
import {
  annotationName,
  annotationsOf,
  field,
  hasModifier,
  isComment,
  named,
  type JNode,
} from './parser.js';
import { sameNode } from './parser.js';
import { roleOf, tsType } from './types.js';
import { fieldOf, holdsDriver, takesDriver } from './analysis.js';
import { findByStrategy, found, innerFindBys, locatorForm } from './locate.js';
import { methodBody, modifiers, needsAsync, parameters, returnType } from './members.js';
import { todoLines } from './statements.js';
import { importFrom } from './fields.js';
import { pageRoot } from './frames.js';

function memberScope(cls: ClassFacts, isStatic: boolean): Scope {
  return {
    vars: new Map(),
    cls,
    inHelper: true,
    mode: 'member',
    page: isStatic ? '' : 'this.page',
    root: isStatic ? '' : 'this.page',
    isAsync: true,
  };
}

/** A `@FindBy`/`@FindBys`/`@FindAll` field as a getter on the page. */
function locatorGetter(ctx: RuleContext, f: FieldFacts): string[] | undefined {
  const annotation = annotationsOf(f.node).find((a) =>
    ['FindBy', 'FindBys', 'FindAll'].includes(annotationName(a)),
  );
  if (!annotation) return undefined;
  const many = roleOf(f.type) === 'locs';
  const parts = annotationName(annotation) === 'FindBy' ? [annotation] : innerFindBys(annotation);
  const forms = parts.map((p) => {
    const s = findByStrategy(p);
    return s
      ? locatorForm(s.strategy, { literal: s.literal, code: JSON.stringify(s.literal) })
      : undefined;
  });
  if (!forms.length || forms.some((form) => !form)) {
    ctx.report(f.node, 'selenium-java/unknown-locator', annotation.text);
    return [
      ctx.todo('selenium-java/unknown-locator', annotation.text),
      ...f.node.text.split('\n').map((l) => `// ${l}`),
    ];
  }
  // PageFactory finds when the field is used, in the frame the driver is in then.
  const root = pageRoot(ctx, windowPage(ctx, 'this.page'));
  let code: string;
  if (annotationName(annotation) === 'FindAll')
    code = forms.map((form) => found(form!, root, true)).reduce((a, b) => `${a}.or(${b})`);
  else code = forms.reduce((from, form) => found(form!, from, true), root);
  const first = !many && (forms.length > 1 || forms[0]?.firstMatch) ? `${code}.first()` : code;
  ctx.importName('@playwright/test', 'type Locator');
  return [
    `${modifiers(f.node, false, false)}get ${f.tsName}(): Locator {`,
    `return ${first};`,
    '}',
  ];
}

function fieldLines(ctx: RuleContext, cls: ClassFacts, f: FieldFacts): string[] {
  const getter = locatorGetter(ctx, f);
  if (getter) return getter;
  const role = roleOf(f.type);
  if (role === 'page') {
    // One `page` per hierarchy: a subclass's driver field is its base's.
    const inherited =
      cls.superclass &&
      [...(ctx.facts.classes.get(cls.superclass)?.fields.values() ?? [])].some(
        (g) => roleOf(g.type) === 'page',
      );
    // …and one per class: `driver` and `js = (JavascriptExecutor) driver` are the same page.
    const first = [...cls.fields.values()].find((g) => roleOf(g.type) === 'page');
    if (inherited || first?.name !== f.name || fieldOf(ctx.facts, cls.superclass, f.name))
      return [];
    ctx.importName('@playwright/test', 'type Page');
    // A static shared driver too: each page object works on the page it is made with.
    return [`${modifiers(f.node, false, false)}page!: Page;`];
  }
  if (role === 'wait' || role === 'actions' || role === 'soft' || (role === 'by' && f.by))
    return [];
  const scope = memberScope(cls, f.isStatic);
  try {
    const value = f.value ? ctx.value(f.value, scope) : undefined;
    const ts = holdsWindowHandle(cls.node, f.name) ? 'Page' : tsType(f.type);
    if (ts === 'Page' || ts === 'Locator') ctx.importName('@playwright/test', `type ${ts}`);
    const init =
      value !== undefined
        ? ` = ${value}`
        : ts === 'number'
          ? ' = 0'
          : ts === 'boolean'
            ? ' = false'
            : '';
    return [
      `${modifiers(f.node, f.isStatic, f.isFinal)}${f.name}${init || ts === 'any' ? '' : '!'}: ${ts}${init};`.replace(
        /!: (\S+) = /,
        ': $1 = ',
      ),
    ];
  } catch (error) {
    return todoLines(ctx, asUnconvertible(error, f.node), f.node);
  }
}

function methodLines(ctx: RuleContext, cls: ClassFacts, node: JNode): string[] {
  const isCtor = node.type === 'constructor_declaration';
  const name = isCtor ? 'constructor' : (field(node, 'name')?.text ?? '');
  const method = cls.methods.get(name);
  if (!method || !sameNode(method.node, node))
    return todoLines(ctx, asUnconvertible(undefined, node), node);
  const scope = memberScope(cls, method.isStatic);
  const params = parameters(method, scope);
  // The driver was static: a static method that drives the browser takes the page, and a
  // constructor that did not take the driver takes the page first.
  const addsPage =
    holdsDriver(ctx.facts, cls.name) &&
    !params.some((p) => p.endsWith(': Page')) &&
    (isCtor
      ? !takesDriver(ctx.facts, cls.name)
      : method.isStatic && ctx.facts.asyncMethods.has(name));
  if (addsPage) {
    params.unshift('page: Page');
    if (!isCtor) Object.assign(scope, { page: 'page', root: 'page' });
  }
  withWindows(ctx, scope);
  if (params.some((p) => p.includes(': Page'))) ctx.importName('@playwright/test', 'type Page');
  if (hasModifier(node, 'abstract') || !field(node, 'body')) {
    const isAsync = ctx.facts.asyncMethods.has(name);
    return [
      `${modifiers(node, method.isStatic, false)}abstract ${name}${typeParameters(node)}(${params.join(', ')}): ${returnType(method, isAsync)};`,
    ];
  }
  const body = methodBody(ctx, method, scope);
  if (isCtor) {
    const callsSuper = body.some((l) => /^super\(/.test(l));
    const parent = cls.superclass && ctx.facts.classes.has(cls.superclass);
    const pageToParent = addsPage && parent && holdsDriver(ctx.facts, cls.superclass);
    const lines = body.map((l) =>
      pageToParent && /^super\(/.test(l)
        ? l.replace(/^super\((\)?)/, (_m, close: string) =>
            close ? 'super(page)' : 'super(page, ',
          )
        : l,
    );
    const ownsPage = addsPage && !pageToParent;
    return [
      `constructor(${params.join(', ')}) {`,
      ...(parent && !callsSuper ? [pageToParent ? 'super(page);' : 'super();'] : []),
      ...(ownsPage ? ['this.page = page;'] : []),
      ...lines,
      '}',
    ];
  }
  const isAsync = ctx.facts.asyncMethods.has(name) || needsAsync(body);
  return [
    `${modifiers(node, method.isStatic, false)}${isAsync ? 'async ' : ''}${name}${typeParameters(node)}(${params.join(', ')}): ${returnType(method, isAsync)} {`,
    ...body,
    '}',
  ];
}

/** An interface's methods as signatures (async where an implementation reaches the browser). */
function interfaceLines(ctx: RuleContext, cls: ClassFacts): string[] {
  const lines = [`export interface ${cls.name}${typeParameters(cls.node)} {`];
  for (const method of cls.methods.values()) {
    const scope = memberScope(cls, false);
    const params = parameters(method, scope);
    if (params.some((p) => p.endsWith(': Page'))) ctx.importName('@playwright/test', 'type Page');
    const isAsync = ctx.facts.asyncMethods.has(method.name);
    lines.push(
      `${method.name}${typeParameters(method.node)}(${params.join(', ')}): ${returnType(method, isAsync)};`,
    );
  }
  lines.push('}');
  return lines;
}

/** The project's interfaces a class declares it implements. */
function implementsClause(ctx: RuleContext, cls: ClassFacts): string {
  const list = named(cls.node).find((c) => c.type === 'super_interfaces');
  const typeList = list && named(list).find((c) => c.type === 'type_list');
  if (!typeList) return '';
  const types = named(typeList)
    .map((n) => ({ name: n.text.replace(/<.*$/s, '').trim(), type: n.text }))
    .filter((n) => ctx.facts.classes.get(n.name)?.kind === 'interface');
  for (const { name } of types) {
    const target = ctx.facts.classes.get(name);
    if (target && target.path !== ctx.path) importFrom(ctx, target.path, name);
  }
  // A generic interface keeps its type arguments (`Searchable<User>`).
  return types.length ? ` implements ${types.map((t) => tsType(t.type)).join(', ')}` : '';
}

export function classLines(ctx: RuleContext, cls: ClassFacts): string[] {
  if (cls.kind === 'enum') return enumLines(ctx, cls);
  if (cls.kind === 'interface') return interfaceLines(ctx, cls);
  const body = field(cls.node, 'body');
  const isAbstract = hasModifier(cls.node, 'abstract');
  const superclass = cls.superclass;
  if (superclass) {
    const parent = ctx.facts.classes.get(superclass);
    if (parent && parent.path !== ctx.path) importFrom(ctx, parent.path, parent.name);
  }
  const lines = [
    `export ${isAbstract ? 'abstract ' : ''}class ${cls.name}${typeParameters(cls.node)}${superclass && ctx.facts.classes.has(superclass) ? ` extends ${superclassType(cls.node, superclass)}` : ''}${implementsClause(ctx, cls)} {`,
  ];
  const hasCtor = named(body ?? cls.node).some((m) => m.type === 'constructor_declaration');
  const ownPage = [...cls.fields.values()].some((f) => roleOf(f.type) === 'page');
  for (const member of body ? named(body) : []) {
    if (member.type === 'line_comment' || member.type === 'block_comment') lines.push(member.text);
    else if (member.type === 'field_declaration' || member.type === 'constant_declaration') {
      const names = member
        .childrenForFieldName('declarator')
        .map((d) => (d ? field(d, 'name')?.text : undefined));
      for (const n of names) {
        const f = n ? cls.fields.get(n) : undefined;
        if (f && sameNode(f.node, member)) lines.push(...fieldLines(ctx, cls, f));
      }
    } else if (member.type === 'method_declaration' || member.type === 'constructor_declaration')
      lines.push(...methodLines(ctx, cls, member));
    else if (member.type !== 'class_declaration' && member.type !== 'enum_declaration')
      lines.push(...todoLines(ctx, asUnconvertible(undefined, member), member));
  }
  if (!hasCtor && ownPage)
    lines.push(
      'constructor(page: Page) {',
      ...(superclass && ctx.facts.classes.has(superclass) ? ['super(page);'] : []),
      'this.page = page;',
      '}',
    );
  lines.push('}');
  return lines;
}

function enumLines(ctx: RuleContext, cls: ClassFacts): string[] {
  const body = field(cls.node, 'body');
  const constants = (body ? named(body) : []).filter((c) => c.type === 'enum_constant');
  const hasMembers = (body ? named(body) : []).some(
    (c) => c.type === 'enum_body_declarations' && named(c).length,
  );
  if (hasMembers || constants.some((c) => field(c, 'arguments') || field(c, 'body')))
    return enumClass(ctx, cls, constants);
  const names = constants.map((c) => field(c, 'name')?.text ?? '');
  return [`export enum ${cls.name} {`, ...names.map((n) => `${n} = '${n}',`), '}'];
}

/** An enum with values and methods: a class with one static instance per constant. */
function enumClass(ctx: RuleContext, cls: ClassFacts, constants: JNode[]): string[] {
  const scope = memberScope(cls, true);
  const lines = [`export class ${cls.name} {`];
  for (const c of constants) {
    const name = field(c, 'name')?.text ?? '';
    const args = named(field(c, 'arguments') ?? c).filter(
      (a) => a.type !== 'identifier' && !isComment(a) && a !== field(c, 'name'),
    );
    lines.push(
      `static readonly ${name} = new ${cls.name}(${[`'${name}'`, ...args.map((a) => ctx.value(a, scope))].join(', ')});`,
    );
  }
  const decls = named(field(cls.node, 'body') ?? cls.node).find(
    (c) => c.type === 'enum_body_declarations',
  );
  const ctor = cls.methods.get('constructor');
  const ctorScope = memberScope(cls, false);
  const params = ctor ? parameters(ctor, ctorScope) : [];
  lines.push(
    `private constructor(readonly enumName: string${params.map((p) => `, ${p}`).join('')}) {`,
    ...(ctor ? methodBody(ctx, ctor, ctorScope) : []),
    '}',
  );
  lines.push(
    `static values(): ${cls.name}[] {`,
    `return [${constants.map((c) => `${cls.name}.${field(c, 'name')?.text}`).join(', ')}];`,
    '}',
  );
  lines.push(
    'name(): string {',
    'return this.enumName;',
    '}',
    'toString(): string {',
    'return this.enumName;',
    '}',
  );
  for (const member of decls ? named(decls) : []) {
    if (member.type === 'field_declaration') {
      for (const f of cls.fields.values())
        if (sameNode(f.node, member)) lines.push(`${f.name}!: ${tsType(f.type)};`);
    } else if (member.type === 'method_declaration') lines.push(...methodLines(ctx, cls, member));
  }
  lines.push('}');
  return lines;
}
