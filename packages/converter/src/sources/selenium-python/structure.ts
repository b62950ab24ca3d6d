/**
 * A module's structure: module statements, page-object classes, functions, and (through
 * `tests.ts`) pytest tests, test classes, unittest cases and fixtures.
 */
import {
  childScope,
  Unconvertible,
  asUnconvertible,
  type RuleContext,
  type Scope,
} from './context.js';
import type { ClassFacts } from './facts.js';
import { decoratorName, decoratorsOf, definitionOf } from './definitions.js';
import { field, named, type PyNode } from './parser.js';
import { tsName } from './names.js';
import { bindImport } from './imports.js';
import { translateBlock, translateStatement, todoLines } from './statements.js';
import { assignedAttributes, emitFunction, parameters } from './functions.js';
import { emitTestClass, emitTestFunction, isFixture, moduleTags } from './tests.js';
import { emitFixtures, testImportFor } from './pytest-fixtures.js';
import { isTestClassFacts } from './inheritance.js';

export function moduleScope(): Scope {
  return {
    vars: new Map(),
    declared: new Set(),
    page: 'page',
    root: 'page',
    frames: [],
    isAsync: false,
  };
}

function isHook(name: string): boolean {
  return /^pytest_/.test(name);
}

export function emitModule(
  ctx: RuleContext,
  root: PyNode,
  outer?: Scope,
  nested = false,
): string[] {
  const scope = outer ?? moduleScope();
  const items = nested ? [root] : named(root);
  const out: string[] = [];
  const fixtures: PyNode[] = [];
  const isTestModule = !nested && (ctx.facts.modules.get(ctx.path)?.isTestModule ?? false);
  const isConftest = !nested && (ctx.facts.modules.get(ctx.path)?.isConftest ?? false);
  const exported = !nested && !isTestModule;
  const tags = nested ? [] : moduleTags(ctx, items);
  for (const item of items) {
    const def = definitionOf(item);
    try {
      if (item.type === 'import_statement' || item.type === 'import_from_statement') {
        bindImport(ctx, item, scope);
        continue;
      }
      if (
        item.type === 'if_statement' &&
        /__name__\s*==/.test(field(item, 'condition')?.text ?? '')
      ) {
        ctx.report(item, 'selenium-python/hook', 'if __name__ == "__main__"');
        continue;
      }
      if (item.type === 'expression_statement' && /^pytestmark\s*=/.test(item.text)) continue;
      if (def.type === 'function_definition') {
        const name = field(def, 'name')?.text ?? '';
        if (!nested && isHook(name)) {
          ctx.report(item, 'selenium-python/hook', name);
          out.push(
            `// rewright: pytest hook ${name} removed (${isConftest ? 'conftest' : 'module'}): see playwright.config.ts`,
          );
          continue;
        }
        if (!nested && isFixture(item)) {
          fixtures.push(item);
          continue;
        }
        if (!nested && /^test/.test(name) && (isTestModule || isConftest)) {
          out.push(...emitTestFunction(ctx, item, scope, tags));
          continue;
        }
        out.push(...emitFunction(ctx, item, scope, exported && !nested));
        continue;
      }
      if (def.type === 'class_definition') {
        const name = field(def, 'name')?.text ?? '';
        const facts = ctx.facts.classes.get(name);
        if (facts && isTestClassFacts(facts)) {
          out.push(...emitTestClass(ctx, item, facts, scope, tags));
          continue;
        }
        out.push(...emitClass(ctx, item, facts, scope, exported));
        continue;
      }
      const lines = translateStatement(ctx, item, scope);
      if (
        exported &&
        !nested &&
        /^(const|let) /.test(lines[0] ?? '') &&
        item.type === 'expression_statement'
      )
        lines[0] = `export ${lines[0]}`;
      out.push(...lines);
    } catch (error) {
      const failure = asUnconvertible(error, item);
      ctx.report(failure.node.startPosition ? failure.node : item, failure.code, failure.detail);
      out.push(...todoLines(ctx, failure, item));
    }
  }
  if (nested) return out;
  const fixtureLines = emitFixtures(ctx, fixtures, scope, isConftest);
  const extended = fixtureLines.some((l) => /^(export )?const test = base\.extend/.test(l));
  const uses = extended || isTestModule || out.some((l) => /\btest(\.\w+)*\(/.test(l));
  if (!uses && !isConftest) return [...fixtureLines, ...out];
  const from = testImportFor(ctx, extended, isConftest);
  const reexport = isConftest && !extended ? [`export { test } from '${from}';`] : [];
  return [...reexport, ...fixtureLines, ...(fixtureLines.length ? [''] : []), ...out];
}

function inheritedAttributes(
  ctx: RuleContext,
  facts: ClassFacts | undefined,
  seen = new Set<string>(),
): Set<string> {
  const attrs = new Set<string>();
  for (const base of facts?.bases ?? []) {
    const baseFacts = ctx.facts.classes.get(base);
    if (!baseFacts || seen.has(base)) continue;
    seen.add(base);
    for (const a of assignedAttributes(baseFacts.node)) attrs.add(a);
    for (const a of classAttributes(baseFacts.node)) attrs.add(a);
    for (const a of inheritedAttributes(ctx, baseFacts, seen)) attrs.add(a);
  }
  return attrs;
}

function classAttributes(def: PyNode): string[] {
  const body = field(def, 'body');
  return (body ? named(body) : [])
    .filter((s) => s.type === 'expression_statement' && named(s)[0]?.type === 'assignment')
    .map((s) => field(named(s)[0] as PyNode, 'left')?.text ?? '');
}

export function emitClass(
  ctx: RuleContext,
  item: PyNode,
  facts: ClassFacts | undefined,
  scope: Scope,
  exported: boolean,
): string[] {
  const def = definitionOf(item);
  const name = field(def, 'name')?.text ?? '';
  const bases = (facts?.bases ?? []).filter(
    (b) => b !== 'object' && !/^(ABC|abc\.ABC|Generic.*)$/.test(b),
  );
  const projectBase = bases.find((b) => ctx.facts.classes.has(b));
  if (bases.length && !projectBase)
    ctx.report(def, 'selenium-python/unknown-call', `base class ${bases.join(', ')}`);
  const classScope = childScope(scope, {
    self: { prefix: 'this.', page: 'this.page', className: name },
    page: 'this.page',
    root: 'this.page',
  });
  const members: string[] = [];
  const inherited = inheritedAttributes(ctx, facts);
  const body = field(def, 'body') as PyNode;
  const own = assignedAttributes(def);
  const drivers = [...own].filter((a) => ctx.facts.driverNames.has(a));
  if (drivers.length && !projectBase && !inherited.has(drivers[0] as string)) {
    ctx.importName('@playwright/test', 'type Page');
    members.push('page: Page;');
  }
  for (const attr of own) {
    if (ctx.facts.driverNames.has(attr) || inherited.has(attr) || ctx.facts.attrKinds.has(attr))
      continue;
    if (classAttributes(def).includes(attr)) continue;
    members.push(`${tsName(attr)}: any;`);
  }
  for (const statement of named(body)) {
    const memberDef = definitionOf(statement);
    if (statement.type === 'comment') {
      members.push(`//${statement.text.slice(1)}`);
      continue;
    }
    if (statement.type === 'expression_statement') {
      const expr = named(statement)[0];
      if (expr?.type === 'string') {
        members.push(
          ...expr.text
            .replace(/^[rbuRBU]*("""|'''|"|')|("""|'''|"|')$/g, '')
            .trim()
            .split('\n')
            .map((l) => `// ${l.trim()}`),
        );
        continue;
      }
      if (expr?.type === 'assignment') {
        const left = field(expr, 'left')?.text ?? '';
        try {
          members.push(
            ...classAttribute(ctx, name, left, field(expr, 'right') as PyNode, classScope),
          );
        } catch (error) {
          const failure = asUnconvertible(error, statement);
          ctx.report(failure.node, failure.code, failure.detail);
          members.push(...todoLines(ctx, failure, statement));
        }
        continue;
      }
    }
    if (statement.type === 'pass_statement') continue;
    if (memberDef.type === 'function_definition') {
      const methodName = field(memberDef, 'name')?.text ?? '';
      const decorators = decoratorsOf(statement).map(decoratorName);
      if (methodName === '__init__') {
        members.push(...constructorOf(ctx, memberDef, classScope, !!projectBase));
        continue;
      }
      const kind = decorators.includes('property')
        ? 'getter'
        : decorators.includes('staticmethod') || decorators.includes('classmethod')
          ? 'static'
          : 'method';
      try {
        members.push(...emitFunction(ctx, statement, classScope, false, { isClass: true, kind }));
      } catch (error) {
        const failure = asUnconvertible(error, statement);
        ctx.report(failure.node, failure.code, failure.detail);
        members.push(...todoLines(ctx, failure, statement));
      }
      continue;
    }
    members.push(
      ...todoLines(
        ctx,
        new Unconvertible(statement, 'selenium-python/unsupported-syntax', 'class body statement'),
        statement,
      ),
    );
  }
  const extendsClause = projectBase ? ` extends ${projectBase}` : '';
  return [`${exported ? 'export ' : ''}class ${name}${extendsClause} {`, ...members, '}', ''];
}

/**
 * A class attribute: an instance field (`self.X` reads it, a subclass overrides it), a getter where
 * some class makes the name a `@property` (a field would hide the accessor), and a static twin when
 * the suite reads it from the class (`LoginPage.USERNAME`).
 */
function classAttribute(
  ctx: RuleContext,
  className: string,
  pyName: string,
  valueNode: PyNode,
  scope: Scope,
): string[] {
  const value = ctx.expr(valueNode, scope);
  const code = value.t === 'by' ? value.selector : ctx.materialize(value);
  const name = tsName(pyName);
  // Widened, so a subclass may give the attribute another value (`title = "Home"` over `None`).
  const type =
    value.t === 'by' || (value.t === 'js' && value.type === 'str')
      ? ': string'
      : value.t === 'js' && value.type === 'num'
        ? ': number'
        : value.t === 'js' && value.type === 'bool'
          ? ': boolean'
          : value.t === 'js' && value.type === 'none'
            ? ': any'
            : '';
  const isStatic = ctx.facts.staticReads.has(pyName);
  const own = isStatic ? `${className}.${name}` : code;
  return [
    ...(isStatic ? [`static readonly ${name}${type} = ${code};`] : []),
    ctx.facts.propertyNames.has(pyName)
      ? `get ${name}()${type} {\nreturn ${own};\n}`
      : `readonly ${name}${type} = ${own};`,
  ];
}

function constructorOf(
  ctx: RuleContext,
  def: PyNode,
  classScope: Scope,
  hasBase: boolean,
): string[] {
  const inner = childScope(classScope, { isAsync: false });
  const params = parameters(ctx, def, classScope, inner);
  const statements = translateBlock(ctx, field(def, 'body') as PyNode, inner);
  // TypeScript wants `super(...)` first when the class has fields initialised in place.
  const superIndex = statements.findIndex((s) => /^super\(/.test(s));
  if (superIndex > 0) statements.unshift(...statements.splice(superIndex, 1));
  if (hasBase && superIndex === -1)
    ctx.report(
      def,
      'selenium-python/unsupported-syntax',
      'a subclass constructor that does not call super().__init__',
    );
  return [`constructor(${params.join(', ')}) {`, ...statements, '}'];
}
