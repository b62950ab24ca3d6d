/**
 * The project's facts, gathered once before any file is emitted: every class with its fields and
 * methods, which classes are tests (and which of those others extend), the assertion style of
 * each file, and — by a fixed point over the calls — which methods reach the browser.
 */
import type { ClassFacts, FieldFacts, FileFacts, MethodFacts, ProjectFacts } from './facts.js';
import {
  annotationName,
  annotationValue,
  annotationsOf,
  field,
  hasModifier,
  named,
  stringLiteral,
  type JNode,
} from './parser.js';
import { roleOf } from './types.js';
import { findByStrategy, byCallStrategy } from './locate.js';
import { switchOutlivesMethod } from './frames.js';
import { switchesWindows } from './windows.js';
import { lookupTable } from '../../core/lookup-table.js';

const testAnnotations = new Set(['Test', 'ParameterizedTest', 'RepeatedTest', 'TestFactory']);
export const hookAnnotations = lookupTable<
  Record<string, 'beforeEach' | 'afterEach' | 'beforeAll' | 'afterAll'>
>({
  BeforeMethod: 'beforeEach', Before: 'beforeEach', BeforeEach: 'beforeEach',
  AfterMethod: 'afterEach', After: 'afterEach', AfterEach: 'afterEach',
  BeforeClass: 'beforeAll', BeforeAll: 'beforeAll', BeforeSuite: 'beforeAll',
  BeforeTest: 'beforeAll', BeforeGroups: 'beforeAll',
  AfterClass: 'afterAll', AfterAll: 'afterAll', AfterSuite: 'afterAll', AfterTest: 'afterAll',
  AfterGroups: 'afterAll',
}); // prettier-ignore

/** Words whose use in a body means it drives or waits on the browser. */
const browserWords =
  /\b(findElements?|Thread\s*\.\s*sleep|switchTo|ExpectedConditions|WebDriverWait|FluentWait|Actions|Select|executeScript|PageFactory)\b/;

function assertStyleOf(tree: JNode): FileFacts['assertStyle'] {
  const text = named(tree)
    .filter((n) => n.type === 'import_declaration')
    .map((n) => n.text)
    .join('\n');
  if (/org\.junit\.jupiter/.test(text)) return 'junit5';
  if (/org\.junit\b/.test(text) && !/org\.testng/.test(text)) return 'junit4';
  return 'testng';
}

function fieldsOf(body: JNode): FieldFacts[] {
  const fields: FieldFacts[] = [];
  for (const member of named(body)) {
    if (member.type !== 'field_declaration' && member.type !== 'constant_declaration') continue;
    const type = field(member, 'type')?.text ?? 'Object';
    const findBy = annotationsOf(member).find((a) =>
      ['FindBy', 'FindBys', 'FindAll'].includes(annotationName(a)),
    );
    for (const declarator of member.childrenForFieldName('declarator')) {
      if (!declarator) continue;
      const name = field(declarator, 'name')?.text ?? '';
      const value = field(declarator, 'value');
      const strategy = findBy ? findByStrategy(findBy) : undefined;
      const by = value ? byCallStrategy(value) : undefined;
      fields.push({
        name,
        tsName: name,
        type,
        isStatic: hasModifier(member, 'static') || member.type === 'constant_declaration',
        isFinal: hasModifier(member, 'final'),
        ...(strategy ? { findBy: { ...strategy, many: roleOf(type) === 'locs' } } : {}),
        ...(by ? { by } : {}),
        ...(value ? { value } : {}),
        node: member,
      });
    }
  }
  return fields;
}

function methodsOf(body: JNode): MethodFacts[] {
  return named(body)
    .filter((m) => m.type === 'method_declaration' || m.type === 'constructor_declaration')
    .map((m) => {
      const params = field(m, 'parameters');
      return {
        name: m.type === 'constructor_declaration' ? 'constructor' : (field(m, 'name')?.text ?? ''),
        returnType: field(m, 'type')?.text ?? 'void',
        params: (params ? named(params) : [])
          .filter((p) => p.type === 'formal_parameter' || p.type === 'spread_parameter')
          .map((p) => ({
            name:
              field(p, 'name')?.text ??
              named(p).find((c) => c.type === 'variable_declarator')?.text ??
              '',
            // `CharSequence... keys`: the type says it is an array (`CharSequence...`).
            type:
              ((field(p, 'type') ?? named(p).find((c) => /type(_identifier)?$/.test(c.type)))
                ?.text ?? 'Object') + (p.type === 'spread_parameter' ? '...' : ''),
          })),
        annotations: annotationsOf(m).map(annotationName),
        isStatic: hasModifier(m, 'static'),
        node: m,
      };
    });
}

function classesIn(node: JNode, path: string, into: ClassFacts[]): void {
  for (const item of named(node)) {
    const kind =
      item.type === 'class_declaration'
        ? 'class'
        : item.type === 'enum_declaration'
          ? 'enum'
          : item.type === 'interface_declaration'
            ? 'interface'
            : undefined;
    if (!kind) continue;
    // An enum's fields, constructor and methods follow its constants.
    const enumBody = field(item, 'body');
    const body =
      kind === 'enum'
        ? (named(enumBody ?? item).find((c) => c.type === 'enum_body_declarations') ?? enumBody)
        : enumBody;
    const superclass = field(item, 'superclass');
    const classTest = annotationsOf(item).find((a) => annotationName(a) === 'Test');
    const methods = body ? methodsOf(body) : [];
    const fields = body ? fieldsOf(body) : [];
    for (const f of fields) {
      if (f.findBy && methods.some((m) => m.name === f.name)) f.tsName = `${f.name}Element`;
    }
    into.push({
      name: field(item, 'name')?.text ?? '',
      path,
      kind,
      ...(superclass ? { superclass: named(superclass)[0]?.text.replace(/<.*$/s, '') ?? '' } : {}),
      fields: new Map(fields.map((f) => [f.name, f])),
      methods: new Map(methods.map((m) => [m.name, m])),
      ...(classTest ? { classTest } : {}),
      isTestClass:
        !!classTest ||
        methods.some((m) =>
          m.annotations.some((a) => testAnnotations.has(a) || a in hookAnnotations),
        ),
      isTestBase: false,
      node: item,
    });
    if (enumBody) classesIn(enumBody, path, into);
  }
}

/** The class and its superclasses in the project, nearest first. */
export function lineage(facts: ProjectFacts, name: string | undefined): ClassFacts[] {
  const chain: ClassFacts[] = [];
  for (let c = name ? facts.classes.get(name) : undefined; c;) {
    if (chain.includes(c)) break;
    chain.push(c);
    c = c.superclass ? facts.classes.get(c.superclass) : undefined;
  }
  return chain;
}

/** A field of the class or one it inherits. */
export function fieldOf(facts: ProjectFacts, cls: string | undefined, name: string) {
  for (const c of lineage(facts, cls)) {
    const found = c.fields.get(name);
    if (found) return { field: found, owner: c };
  }
  return undefined;
}

export function methodOf(facts: ProjectFacts, cls: string | undefined, name: string) {
  for (const c of lineage(facts, cls)) {
    const found = c.methods.get(name);
    if (found) return { method: found, owner: c };
  }
  return undefined;
}

/** Whether a method is a test: `@Test`, or public void in a class annotated `@Test` (TestNG). */
export function isTestMethod(cls: ClassFacts, method: MethodFacts): boolean {
  if (method.annotations.some((a) => testAnnotations.has(a))) return true;
  return (
    !!cls.classTest &&
    method.name !== 'constructor' &&
    method.returnType === 'void' &&
    hasModifier(method.node, 'public') &&
    !method.isStatic &&
    !method.annotations.some((a) => a in hookAnnotations || a === 'DataProvider')
  );
}

function identifiersIn(node: JNode): { used: Set<string>; called: Set<string> } {
  const used = new Set<string>();
  const called = new Set<string>();
  const stack = [node];
  while (stack.length) {
    const n = stack.pop() as JNode;
    if (n.type === 'identifier') used.add(n.text);
    if (n.type === 'method_invocation') {
      const name = field(n, 'name')?.text;
      if (name) called.add(name);
    }
    for (const c of named(n)) stack.push(c);
  }
  return { used, called };
}

/** Local variables and parameters a method declares with a browser type. */
function browserLocals(method: JNode): Set<string> {
  const names = new Set<string>();
  const stack = [method];
  while (stack.length) {
    const n = stack.pop() as JNode;
    if (
      ['formal_parameter', 'local_variable_declaration', 'enhanced_for_statement'].includes(n.type)
    ) {
      const type = field(n, 'type')?.text ?? '';
      if (roleOf(type)) {
        const direct = field(n, 'name')?.text;
        if (direct) names.add(direct);
        for (const d of n.childrenForFieldName('declarator'))
          if (d) names.add(field(d, 'name')?.text ?? '');
      }
    }
    for (const c of named(n)) stack.push(c);
  }
  return names;
}

export function analyseProject(files: readonly { path: string; tree: JNode }[]): ProjectFacts {
  const facts: ProjectFacts = {
    files: new Map(),
    classes: new Map(),
    asyncMethods: new Set(),
    browserMethods: new Set(),
    alertReaders: new Set(),
    alertAnswerers: new Set(),
    waitFields: new Map(),
    dataProviders: new Map(),
    framesOutliveMethods: false,
    windowsOutliveMethods: false,
  };
  const all: ClassFacts[] = [];
  for (const { path, tree } of files) {
    const pkg = named(tree).find((n) => n.type === 'package_declaration');
    facts.files.set(path, {
      path,
      packageName: pkg ? (named(pkg)[0]?.text ?? '') : '',
      imports: named(tree)
        .filter((n) => n.type === 'import_declaration')
        .map((n) => n.text),
      assertStyle: assertStyleOf(tree),
      tree,
    });
    classesIn(tree, path, all);
  }
  for (const c of all) if (!facts.classes.has(c.name)) facts.classes.set(c.name, c);
  // A class extending a test class is one; the class it extends is a base of tests.
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of facts.classes.values()) {
      const parent = c.superclass ? facts.classes.get(c.superclass) : undefined;
      if (parent?.isTestClass && !c.isTestClass) c.isTestClass = grew = true;
      if (parent && c.isTestClass && !parent.isTestBase) {
        parent.isTestBase = parent.isTestClass = grew = true;
      }
    }
  }
  for (const c of facts.classes.values()) {
    for (const m of c.methods.values()) {
      const provider = annotationsOf(m.node).find((a) => annotationName(a) === 'DataProvider');
      if (provider)
        facts.dataProviders.set(stringLiteral(annotationValue(provider, 'name')) ?? m.name, m.node);
    }
    for (const m of c.methods.values()) {
      const body = field(m.node, 'body')?.text ?? '';
      if (!isTestMethod(c, m) && switchOutlivesMethod(body)) facts.framesOutliveMethods = true;
      if (!isTestMethod(c, m) && switchesWindows(body)) facts.windowsOutliveMethods = true;
      if (
        !/switchTo\s*\(\s*\)\s*\.\s*alert\s*\(|alertIsPresent\s*\(/.test(body) ||
        isTestMethod(c, m)
      )
        continue;
      facts.alertReaders.add(m.name);
      if (/\.\s*(accept|dismiss)\s*\(/.test(body)) facts.alertAnswerers.add(m.name);
    }
    for (const f of c.fields.values()) {
      if (roleOf(f.type) !== 'wait') continue;
      // `wait = new WebDriverWait(driver, Duration.ofSeconds(10))`, in a constructor or a hook.
      const created = new RegExp(
        `\\b${f.name}\\s*=\\s*new\\s+WebDriverWait\\s*\\([^,]+,\\s*(?:Duration\\s*\\.\\s*ofSeconds\\s*\\(\\s*)?(\\d+)`,
      ).exec(c.node.text);
      facts.waitFields.set(f.name, created ? String(Number(created[1]) * 1000) : undefined);
    }
  }
  // Async: a method that reaches the browser, or calls one that does, until nothing changes.
  const infos = [...facts.classes.values()].flatMap((c) =>
    [...c.methods.values()].map((m) => {
      const browserFields = new Set(
        lineage(facts, c.name).flatMap((k) =>
          [...k.fields.values()].filter((f) => roleOf(f.type)).map((f) => f.name),
        ),
      );
      const body = field(m.node, 'body');
      const { used, called } = body
        ? identifiersIn(body)
        : { used: new Set<string>(), called: new Set<string>() };
      const usesBrowserNames = [...used].some(
        (u) => browserFields.has(u) || browserLocals(m.node).has(u),
      );
      return {
        m,
        usesBrowserNames,
        always:
          m.name !== 'constructor' &&
          (isTestMethod(c, m) ||
            m.annotations.some((a) => a in hookAnnotations) ||
            browserWords.test(body?.text ?? '') ||
            [...used].some((u) => browserFields.has(u) || browserLocals(m.node).has(u))),
        called,
      };
    }),
  );
  // Browser methods: the same, without counting tests and hooks as reaching it by themselves.
  const reaches = (info: (typeof infos)[number]) =>
    info.m.name !== 'constructor' &&
    (browserWords.test(field(info.m.node, 'body')?.text ?? '') || info.usesBrowserNames);
  let grown = true;
  while (grown) {
    grown = false;
    for (const info of infos) {
      if (facts.browserMethods.has(info.m.name)) continue;
      if (reaches(info) || [...info.called].some((c) => facts.browserMethods.has(c))) {
        facts.browserMethods.add(info.m.name);
        grown = true;
      }
    }
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const info of infos) {
      if (facts.asyncMethods.has(info.m.name) || info.m.name === 'constructor') continue;
      if (info.always || [...info.called].some((c) => facts.asyncMethods.has(c))) {
        facts.asyncMethods.add(info.m.name);
        changed = true;
      }
    }
  }
  return facts;
}

/** The class (or one it extends) holds the driver: its objects are made with the page. */
export function holdsDriver(facts: ProjectFacts, cls: string | undefined): boolean {
  return lineage(facts, cls).some((c) =>
    [...c.fields.values()].some((f) => roleOf(f.type) === 'page'),
  );
}

/** Whether the class's constructors take the driver (else the page is added as their first parameter). */
export function takesDriver(facts: ProjectFacts, cls: string | undefined): boolean {
  for (const c of lineage(facts, cls)) {
    const ctor = c.methods.get('constructor');
    if (ctor) return ctor.params.some((p) => roleOf(p.type) === 'page');
  }
  return false;
}
