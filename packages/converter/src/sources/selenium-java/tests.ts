/**
 * Test classes → Playwright Test: a leaf class is a `test.describe` holding its fields, helpers,
 * hooks and tests; a class other test classes extend (a base test) becomes exported functions its
 * subclasses' hooks call, in TestNG's and JUnit's order (the base's setup first, its teardown last).
 * The WebDriver the classes shared is Playwright's `page`, given to every test.
 */
import { typeParameters } from './generics.js';
import { holdsWindowHandle, withWindows } from './windows.js';
import { isParameterized, parameterizedRows, repeatPerRow } from './parameterized.js';
import { parameterEnvName } from './testng.js';
import {
  asUnconvertible,
  testScope,
  Unconvertible,
  type RuleContext,
  type Scope,
} from './context.js';
import type { ClassFacts, MethodFacts } from './facts.js';
import { hookAnnotations, isTestMethod, lineage } from './analysis.js';
import {
  annotationName,
  annotationValue,
  annotationsOf,
  field,
  named,
  sameNode,
  stringLiteral,
  type JNode,
} from './parser.js';
import { roleOf, tsType } from './types.js';
import { methodBody, needsAsync, parameters, returnType } from './members.js';
import { todoLines } from './statements.js';
import { importFrom } from './fields.js';
import { dataRows, isInlinedProvider } from './data.js';

type Hook = 'beforeEach' | 'afterEach' | 'beforeAll' | 'afterAll';

function hookOf(method: MethodFacts): Hook | undefined {
  for (const a of method.annotations) if (hookAnnotations[a]) return hookAnnotations[a];
  return undefined;
}

/**
 * TestNG's `@BeforeSuite`/`@AfterSuite` run once for the whole suite; as `test.beforeAll`/`afterAll`
 * they run once per worker for the class's tests (and per subclass, from a base class). Said where
 * the hook does something once converted.
 */
function reportSuiteHook(ctx: RuleContext, method: MethodFacts, body: string[]): void {
  if (body.length && method.annotations.some((a) => a === 'BeforeSuite' || a === 'AfterSuite'))
    ctx.report(method.node, 'selenium-java/suite-hook');
}

/**
 * Whether the converted function takes the page. A class-level hook that does not use the browser
 * takes none: Playwright gives no page to `test.beforeAll`/`afterAll`.
 */
function takesPage(ctx: RuleContext, method: MethodFacts, isAsync: boolean): boolean {
  const hook = hookOf(method);
  const classLevel = hook === 'beforeAll' || hook === 'afterAll';
  return isAsync && !(classLevel && !ctx.facts.browserMethods.has(method.name));
}

/**
 * A class-level setup (`@BeforeClass`, `@BeforeAll`, `@BeforeSuite`) that uses the browser means
 * the class's tests share one browser: they share one page, made in `test.beforeAll`.
 */
function sharesDriver(ctx: RuleContext, cls: ClassFacts): boolean {
  return lineage(ctx.facts, cls.name).some((c) =>
    [...c.methods.values()].some((m) => {
      const hook = hookOf(m);
      return (hook === 'beforeAll' || hook === 'afterAll') && ctx.facts.browserMethods.has(m.name);
    }),
  );
}

/**
 * The class's fields as variables. A field whose value needs the page (`new LoginPage(driver)`)
 * is declared, and assigned in `hoisted` (a `test.beforeEach`, or the shared page's `beforeAll`).
 */
function fieldDeclarations(
  ctx: RuleContext,
  cls: ClassFacts,
  exported: boolean,
  hoisted: string[] = [],
): string[] {
  const lines: string[] = [];
  for (const f of cls.fields.values()) {
    const role = roleOf(f.type);
    if (
      role === 'page' ||
      role === 'wait' ||
      role === 'actions' ||
      role === 'soft' ||
      (role === 'by' && f.by)
    )
      continue;
    try {
      const value = f.value ? ctx.value(f.value, testScope(cls)) : undefined;
      const ts = holdsWindowHandle(cls.node, f.name) ? 'Page' : tsType(f.type);
      if (ts === 'Page' || ts === 'Locator') ctx.importName('@playwright/test', `type ${ts}`);
      if (value !== undefined && /\bpage\b/.test(value) && !exported) {
        ctx.report(f.node, 'structure/hoisted-to-before-each');
        lines.push(`let ${f.name}: ${ts};`);
        hoisted.push(`${f.name} = ${value};`);
        continue;
      }
      const keyword = f.isFinal && value !== undefined ? 'const' : 'let';
      lines.push(
        `${exported ? 'export ' : ''}${keyword} ${f.name}: ${ts}${value !== undefined ? ` = ${value}` : ''};`,
      );
    } catch (error) {
      lines.push(...todoLines(ctx, asUnconvertible(error, f.node), f.node));
    }
  }
  return lines;
}

/** A helper or hook as a function; one that reaches the browser takes the page first. */
function functionLines(
  ctx: RuleContext,
  cls: ClassFacts,
  method: MethodFacts,
  exported: boolean,
): string[] {
  const scope = withWindows(ctx, { ...testScope(cls), inHelper: true });
  // A hook's parameters are TestNG's to give (`@Parameters`, `@Optional`): values, not arguments.
  const hookValues = hookOf(method) ? hookParameters(ctx, method, scope) : [];
  const params = hookOf(method) ? [] : parameters(method, scope);
  const body = [...hookValues, ...methodBody(ctx, method, scope)];
  reportSuiteHook(ctx, method, body);
  const isAsync = ctx.facts.asyncMethods.has(method.name) || needsAsync(body);
  const withPage = takesPage(ctx, method, isAsync);
  if (withPage) ctx.importName('@playwright/test', 'type Page');
  const list = [...(withPage ? ['page: Page'] : []), ...params.filter((p) => p !== 'page: Page')];
  return [
    `${exported ? 'export ' : ''}${isAsync ? 'async ' : ''}function ${method.name}${typeParameters(method.node)}(${list.join(', ')}): ${returnType(method, isAsync)} {`,
    ...body,
    '}',
  ];
}

/** A base test class: fields and functions at module level, exported for its subclasses. */
export function baseLines(ctx: RuleContext, cls: ClassFacts): string[] {
  const lines = fieldDeclarations(ctx, cls, true);
  for (const method of cls.methods.values()) {
    if (method.name === 'constructor' || isTestMethod(cls, method)) continue;
    lines.push(...functionLines(ctx, cls, method, true));
  }
  if ([...cls.methods.values()].some((m) => isTestMethod(cls, m)))
    lines.push(...describeLines(ctx, cls));
  return lines;
}

/** The hooks of the class's bases, as calls of their exported functions, in run order. */
function inheritedHooks(ctx: RuleContext, cls: ClassFacts): Map<Hook, string[]> {
  const hooks = new Map<Hook, string[]>();
  const bases = lineage(ctx.facts, cls.superclass).reverse();
  for (const base of bases) {
    for (const method of base.methods.values()) {
      const hook = hookOf(method);
      if (!hook) continue;
      if (base.path !== ctx.path) importFrom(ctx, base.path, method.name);
      const isAsync = ctx.facts.asyncMethods.has(method.name);
      const page = takesPage(ctx, method, isAsync) ? 'page' : '';
      const call = `${isAsync ? 'await ' : ''}${method.name}(${page});`;
      hooks.set(hook, [...(hooks.get(hook) ?? []), call]);
    }
  }
  return hooks;
}

/** `test.beforeEach(async ({ page }) => …)`; with a shared page the closure's `page` is used. */
function hookLine(hook: Hook, body: string[], shared: boolean): string[] {
  // A hook left with nothing to do (it only built or quit the driver) is not written.
  if (!body.length) return [];
  const usesPage = !shared && body.some((l) => /\bpage\b/.test(l));
  return [`test.${hook}(async (${usesPage ? '{ page }' : ''}) => {`, ...body, '});'];
}

export function describeLines(ctx: RuleContext, cls: ClassFacts): string[] {
  ctx.importName('@playwright/test', 'test');
  const isBase = cls.isTestBase;
  const lines = [`test.describe(${JSON.stringify(displayName(cls.node) ?? cls.name)}, () => {`];
  const methods = [...cls.methods.values()];
  // `dependsOnMethods`: the tests run in order and stop at the first failure (serial mode);
  // `priority` alone only orders them (below), as Playwright runs a file's tests in order.
  const dependent = methods.find((m) =>
    annotationsOf(m.node).some((a) => annotationValue(a, 'dependsOnMethods')),
  );
  if (dependent) {
    ctx.report(dependent.node, 'selenium-java/depends-on');
    lines.push("test.describe.configure({ mode: 'serial' });");
  }
  // JUnit 4's Parameterized runner fills the fields through the constructor, once per data row.
  const perRow = parameterizedRows(cls);
  const runner = annotationsOf(cls.node).find((a) => annotationName(a) === 'RunWith');
  if (runner && isParameterized(cls) && !perRow) {
    ctx.report(runner, 'selenium-java/parameterized-rows');
    lines.push(ctx.todo('selenium-java/parameterized-rows'), `// ${runner.text}`);
  } else if (runner && perRow) ctx.report(runner, 'selenium-java/parameterized');
  const hoisted: string[] = [];
  if (!isBase) lines.push(...fieldDeclarations(ctx, cls, false, hoisted));
  const shared = sharesDriver(ctx, cls);
  if (shared) {
    ctx.report(cls.node, 'selenium-java/shared-driver-scope');
    ctx.importName('@playwright/test', 'type Page');
    lines.push(
      'let page: Page;',
      'test.beforeAll(async ({ browser }) => {',
      'page = await browser.newPage();',
      ...hoisted,
      '});',
    );
  } else lines.push(...hookLine('beforeEach', hoisted, false));
  const inherited = inheritedHooks(ctx, cls);
  // Setup of the bases first, their teardown after the class's own.
  for (const hook of ['beforeAll', 'beforeEach'] as const)
    if (inherited.get(hook)) lines.push(...hookLine(hook, inherited.get(hook) as string[], shared));
  const own = methods.filter((m) => m.name !== 'constructor' && !isTestMethod(cls, m));
  // Helpers first, then the hooks in the order the class declares them.
  if (!isBase)
    for (const method of own)
      if (
        !hookOf(method) &&
        !isInlinedProvider(ctx.facts, cls, method) &&
        !sameNode(method.node, perRow?.source)
      )
        lines.push(...functionLines(ctx, cls, method, false));
  for (const method of own) {
    const hook = hookOf(method);
    if (!hook) continue;
    if (isBase) {
      const isAsync = ctx.facts.asyncMethods.has(method.name);
      lines.push(
        ...hookLine(
          hook,
          [
            `${isAsync ? 'await ' : ''}${method.name}(${takesPage(ctx, method, isAsync) ? 'page' : ''});`,
          ],
          shared,
        ),
      );
      continue;
    }
    const scope = withWindows(ctx, testScope(cls));
    const body = [...hookParameters(ctx, method, scope), ...methodBody(ctx, method, scope)];
    reportSuiteHook(ctx, method, body);
    lines.push(...hookLine(hook, body, shared));
  }
  for (const hook of ['afterEach', 'afterAll'] as const)
    if (inherited.get(hook)) lines.push(...hookLine(hook, inherited.get(hook) as string[], shared));
  if (shared) lines.push('test.afterAll(async () => {', 'await page.close();', '});');
  // TestNG runs by `priority` (0 when absent), then in the class's order.
  const tests = methods
    .filter((m) => m.name !== 'constructor' && isTestMethod(cls, m))
    .map((m, i) => ({ m, i, priority: priorityOf(m) }))
    .sort((a, b) => a.priority - b.priority || a.i - b.i);
  for (const { m } of tests) lines.push(...testLines(ctx, cls, m, shared));
  lines.push('});');
  if (!perRow) return lines;
  const scope = testScope(cls, false);
  const source = [...cls.methods.values()].find((m) => sameNode(m.node, perRow.source));
  const values = perRow.rows
    ? perRow.rows.map((row) => row.map((cell) => ctx.value(cell, scope)))
    : {
        lines: source ? functionLines(ctx, cls, source, false) : [],
        call: `${source?.name ?? 'data'}()`,
      };
  return [lines[0] as string, ...repeatPerRow(perRow, values, lines.slice(1, -1)), '});'];
}

function priorityOf(method: MethodFacts): number {
  const test = annotationsOf(method.node).find((a) => annotationName(a) === 'Test');
  return Number(annotationValue(test, 'priority')?.text ?? 0) || 0;
}

function displayName(node: JNode): string | undefined {
  return stringLiteral(
    annotationValue(
      annotationsOf(node).find((a) => annotationName(a) === 'DisplayName'),
      'value',
    ),
  );
}

function testLines(
  ctx: RuleContext,
  cls: ClassFacts,
  method: MethodFacts,
  shared: boolean,
): string[] {
  const annotations = annotationsOf(method.node);
  const testAnnotation = annotations.find((a) => annotationName(a) === 'Test');
  const disabled =
    annotationValue(testAnnotation, 'enabled')?.text === 'false' ||
    annotations.some((a) => ['Ignore', 'Disabled'].includes(annotationName(a)));
  const tags = [
    ...stringsOf(annotationValue(testAnnotation, 'groups')),
    ...annotations
      .filter((a) => annotationName(a) === 'Tag')
      .flatMap((a) => stringsOf(annotationValue(a, 'value'))),
  ];
  const title = displayName(method.node) ?? method.name;
  const scope = withWindows(ctx, testScope(cls));
  // `@Parameters` on a test: its values come from `testng.xml`, as a hook's do.
  const fromSuite = annotations.some((a) => annotationName(a) === 'Parameters');
  const values = fromSuite ? hookParameters(ctx, method, scope) : [];
  const params = fromSuite ? [] : parameters(method, scope);
  const body = [...values, ...methodBody(ctx, method, scope)];
  const timeout = annotationValue(testAnnotation, 'timeOut')?.text;
  if (timeout && /^\d+$/.test(timeout)) body.unshift(`test.setTimeout(${timeout});`);
  const usesPage = body.some((l) => /\bpage\b/.test(l));
  const description = stringLiteral(annotationValue(testAnnotation, 'description'));
  const entries = [
    ...(tags.length ? [`tag: [${tags.map((t) => `'@${t}'`).join(', ')}]`] : []),
    ...(description !== undefined
      ? [`annotation: { type: 'description', description: ${JSON.stringify(description)} }`]
      : []),
  ];
  const details = entries.length ? `{ ${entries.join(', ')} }, ` : '';
  reportDroppedAttributes(ctx, testAnnotation);
  const callee = disabled ? 'test.skip' : 'test';
  const fn = shared ? 'async () => {' : `async (${usesPage ? '{ page }' : '{}'}) => {`;
  if (!params.length)
    return [`${callee}(${JSON.stringify(title)}, ${details}${fn}`, ...body, '});'];
  const rows = dataRows(ctx, cls, method);
  if (!rows) {
    ctx.report(method.node, 'selenium-java/data-provider');
    return todoLines(
      ctx,
      new Unconvertible(method.node, 'selenium-java/data-provider'),
      method.node,
    );
  }
  const names = method.params.map((p) => p.name);
  const tuple = `[${method.params.map((p) => tsType(p.type)).join(', ')}]`;
  const label = names.map((n) => `\${${n}}`).join(', ');
  return [
    `for (const [${names.join(', ')}] of ${rows} as ${tuple}[]) {`,
    `${callee}(\`${title.replace(/[`\\$]/g, '\\$&')} [${label}]\`, ${details}${fn}`,
    ...body,
    '});',
    '}',
  ];
}

function stringsOf(node: JNode | undefined): string[] {
  if (!node) return [];
  const items = node.type === 'element_value_array_initializer' ? named(node) : [node];
  return items.map((i) => stringLiteral(i)).filter((s): s is string => s !== undefined);
}

/** TestNG `@Test` attributes Playwright has no counterpart for here: said, not dropped silently. */
const unsupportedAttributes = [
  'expectedExceptions', 'invocationCount', 'threadPoolSize', 'retryAnalyzer', 'successPercentage',
  'alwaysRun', 'expectedExceptionsMessageRegExp', 'singleThreaded', 'dataProviderClass',
]; // prettier-ignore

function reportDroppedAttributes(ctx: RuleContext, annotation: JNode | undefined): void {
  for (const name of unsupportedAttributes) {
    const value = annotationValue(annotation, name);
    if (value) ctx.report(value, 'selenium-java/test-attribute', `${name} = ${value.text}`);
  }
}

/**
 * A hook's parameters: TestNG gives `@Parameters` from `testng.xml` (here an environment variable
 * of the same name in capitals, else the `@Optional` default); `ITestResult`, `Method` and
 * `ITestContext` are the runner's objects, which code reading them keeps as a TODO.
 */
function hookParameters(ctx: RuleContext, method: MethodFacts, scope: Scope): string[] {
  const formal = field(method.node, 'parameters');
  const lines: string[] = [];
  for (const param of formal ? named(formal) : []) {
    if (param.type !== 'formal_parameter') continue;
    const name = field(param, 'name')?.text ?? '';
    const type = field(param, 'type')?.text ?? '';
    if (!/^(String|int|Integer|boolean|Boolean|long|double)$/.test(type)) continue;
    const optional = annotationsOf(param).find((a) => annotationName(a) === 'Optional');
    const fallback = stringLiteral(annotationValue(optional, 'value'));
    const env = `process.env[${JSON.stringify(parameterEnvName(name))}]`;
    const text = fallback !== undefined ? `${env} ?? ${JSON.stringify(fallback)}` : `${env} ?? ''`;
    const ts = tsType(type);
    lines.push(
      `const ${name} = ${ts === 'number' ? `Number(${text})` : ts === 'boolean' ? `(${text}) === 'true'` : text};`,
    );
    scope.vars.set(name, { t: 'js', code: name, type });
    ctx.report(param, 'selenium-java/test-parameter', name);
  }
  return lines;
}
