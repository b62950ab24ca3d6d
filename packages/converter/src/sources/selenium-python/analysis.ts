/**
 * Facts about the whole project, gathered before anything is emitted: the classes (page objects,
 * test classes), the pytest fixtures and which of them is the driver, the locator tuples held in
 * names, and which functions must become async because they reach the browser.
 */
import type { PyNode } from './parser.js';
import {
  moduleNameOf,
  isTestModulePath,
  decoratorsOf,
  definitionOf,
  decoratorName,
  keywordValue,
  parameterNames,
  singleReturn,
} from './definitions.js';
import { field, named } from './parser.js';
import type { Val } from './values.js';
import type { FixtureFacts, ProjectFacts } from './facts.js';
import { lookupTable } from '../../core/lookup-table.js';

/** Standard-library modules a suite calls (their functions are not the project's methods). */
const stdlibNames = new Set([
  'json',
  'os',
  'path',
  're',
  'random',
  'time',
  'csv',
  'math',
  'datetime',
  'logging',
  'sys',
  'shutil',
  'pathlib',
  'uuid',
  'string',
]);

/** Names whose use means the code waits on or drives the browser. */
const seleniumNames = new Set([
  'WebDriverWait',
  'ActionChains',
  'EC',
  'expected_conditions',
  'Select',
  'sleep',
  'alert',
  'switch_to',
]);

const driverWords = ['driver', 'browser', 'wd', 'web_driver', '_driver', 'webdriver'];
const webdriverCtors =
  /\bwebdriver\s*\.\s*(Chrome|Firefox|Edge|Safari|Remote|Ie|ChromiumEdge|WPEWebKit|WebKitGTK)\s*\(/;

function fixtureOf(node: PyNode, path: string): FixtureFacts | undefined {
  const decorator = decoratorsOf(node).find((d) =>
    /^pytest\.fixture$|^fixture$/.test(decoratorName(d)),
  );
  if (!decorator) return undefined;
  const fn = definitionOf(node);
  const call = named(decorator)[0]?.type === 'call' ? named(decorator)[0] : undefined;
  const scope = keywordValue(call, 'scope')?.text.replace(/['"]/g, '') ?? 'function';
  const name = field(fn, 'name')?.text ?? '';
  const body = field(fn, 'body')?.text ?? '';
  const params = keywordValue(call, 'params');
  const ids = keywordValue(call, 'ids');
  return {
    name: keywordValue(call, 'name')?.text.replace(/['"]/g, '') ?? name,
    path,
    scope: (['class', 'module', 'package', 'session'].includes(scope)
      ? scope
      : 'function') as FixtureFacts['scope'],
    autouse: keywordValue(call, 'autouse')?.text === 'True',
    isDriver: webdriverCtors.test(body),
    returnsDriver: /^\s*(return|yield)\s+(driver|browser|self\.driver)\s*$/m.test(body),
    needs: parameterNames(fn).filter((p) => p !== 'self'),
    ...(params ? { params: { values: params, ...(ids ? { ids } : {}) } } : {}),
    node,
  };
}

function walkDefinitions(
  node: PyNode,
  visit: (def: PyNode, owner: PyNode | undefined) => void,
  owner?: PyNode,
): void {
  for (const child of named(node)) {
    const def = definitionOf(child);
    if (def.type === 'function_definition') {
      visit(child, owner);
      const body = field(def, 'body');
      if (body) walkDefinitions(body, visit, owner);
    } else if (def.type === 'class_definition') {
      visit(child, owner);
      const body = field(def, 'body');
      if (body) walkDefinitions(body, visit, def);
    } else if (
      ['if_statement', 'try_statement', 'block', 'else_clause', 'with_statement'].includes(
        child.type,
      )
    ) {
      walkDefinitions(child, visit, owner);
    }
  }
}

/** Every identifier and attribute name used in a subtree, and the names it calls. */
function namesIn(node: PyNode): { used: Set<string>; called: Set<string> } {
  const used = new Set<string>();
  const called = new Set<string>();
  const stack = [node];
  while (stack.length) {
    const n = stack.pop() as PyNode;
    if (n.type === 'identifier') used.add(n.text);
    if (n.type === 'call') {
      const fn = field(n, 'function');
      const receiver = fn?.type === 'attribute' ? field(fn, 'object') : undefined;
      const name = fn?.type === 'attribute' ? field(fn, 'attribute')?.text : fn?.text;
      // `json.load(f)`, `DATA_FILE.open()`: the standard library's, not a method of the project.
      const library =
        receiver?.type === 'identifier' &&
        (stdlibNames.has(receiver.text) || /^[A-Z][A-Z0-9_]+$/.test(receiver.text));
      if (name && !library) called.add(name);
    }
    if (n.type === 'attribute') {
      const attr = field(n, 'attribute')?.text;
      if (attr) used.add(attr);
    }
    for (const c of named(n)) stack.push(c);
  }
  return { used, called };
}

export function analyseProject(files: readonly { path: string; tree: PyNode }[]): ProjectFacts {
  const facts: ProjectFacts = {
    modules: new Map(),
    classes: new Map(),
    fixtures: new Map(),
    asyncNames: new Set(),
    driverNames: new Set(driverWords),
    locatorNames: new Set(),
    asyncProperties: new Set(),
    attrKinds: new Map(),
    signatures: new Map(),
    returnKinds: new Map(),
    numbers: new Map(),
    propertyNames: new Set(),
    staticReads: new Set(),
  };
  const syncNames = new Set<string>();
  const functions: {
    name: string;
    node: PyNode;
    isTest: boolean;
    className?: string;
    isProperty: boolean;
  }[] = [];
  for (const { path, tree } of files) {
    const base = path.split('/').pop() ?? path;
    facts.modules.set(path, {
      path,
      moduleName: moduleNameOf(path),
      isConftest: base === 'conftest.py',
      isTestModule: isTestModulePath(path),
      tree,
    });
    walkDefinitions(tree, (node, owner) => {
      const def = definitionOf(node);
      const name = field(def, 'name')?.text ?? '';
      if (def.type === 'class_definition') {
        const bases = (
          field(def, 'superclasses') ? named(field(def, 'superclasses') as PyNode) : []
        ).map((b) => b.text);
        facts.classes.set(name, {
          name,
          path,
          bases,
          methods: new Set(),
          asyncProperties: new Set(),
          isTestClass: /^Test/.test(name),
          isUnittest: bases.some((b) => /(^|\.)TestCase$/.test(b)),
          node: def,
        });
        return;
      }
      const fixture = fixtureOf(node, path);
      if (fixture) {
        facts.fixtures.set(fixture.name, fixture);
        if (fixture.isDriver) facts.driverNames.add(fixture.name);
      }
      const className = owner ? field(owner, 'name')?.text : undefined;
      if (className) facts.classes.get(className)?.methods.add(name);
      const isProperty = decoratorsOf(node).some((d) => decoratorName(d) === 'property');
      if (isProperty) facts.propertyNames.add(name);
      facts.signatures.set(
        name,
        parameterNames(def).filter((p) => p !== 'self' && p !== 'cls'),
      );
      const returned = singleReturn(def);
      if (returned) {
        const kind = /^find_elements(_by_\w+)?$/.test(returned)
          ? 'locs'
          : /^find_element(_by_\w+)?$/.test(returned)
            ? 'loc'
            : returned === 'Select'
              ? 'select'
              : undefined;
        if (kind) {
          facts.returnKinds.set(name, kind);
          syncNames.add(name);
          if (isProperty)
            facts.attrKinds.set(name, (code) => ({ t: kind, code, leaf: false }) as Val);
        }
      }
      if (!facts.returnKinds.has(name)) {
        const body = field(def, 'body')?.text ?? '';
        if (
          /return[^\n]*\.until\(\s*(EC|expected_conditions)\.(visibility_of_element_located|presence_of_element_located|element_to_be_clickable)/.test(
            body,
          )
        )
          facts.returnKinds.set(name, 'loc');
      }
      functions.push({
        name,
        node: def,
        isTest: /^test/.test(name) || !!fixture,
        className,
        isProperty,
      });
    });
    // Numbers named at module level (`DEFAULT_TIMEOUT = 3`): a wait's timeout is often one.
    for (const statement of named(tree)) {
      const assignment =
        statement.type === 'expression_statement' ? named(statement)[0] : undefined;
      const value = assignment?.type === 'assignment' ? field(assignment, 'right') : undefined;
      const name = assignment ? field(assignment, 'left') : undefined;
      if (name?.type === 'identifier' && (value?.type === 'integer' || value?.type === 'float'))
        facts.numbers.set(name.text, value.text);
    }
    // Locator tuples held in names: `USERNAME = (By.ID, "username")` at module or class level.
    const stack = [tree];
    while (stack.length) {
      const n = stack.pop() as PyNode;
      if (n.type === 'assignment') {
        const right = field(n, 'right');
        const left = field(n, 'left');
        if (right?.type === 'tuple' && /^\(\s*By\s*\./.test(right.text) && left)
          facts.locatorNames.add(
            left.type === 'attribute' ? (field(left, 'attribute')?.text ?? '') : left.text,
          );
      }
      for (const c of named(n)) stack.push(c);
    }
  }
  // A class inheriting from a suite's `TestCase` is one too (`class LoginTest(BaseTest)`).
  for (let changed = true; changed;) {
    changed = false;
    for (const cls of facts.classes.values()) {
      if (cls.isUnittest) continue;
      cls.isUnittest = cls.bases.some(
        (b) => facts.classes.get(b.split('.').pop() ?? b)?.isUnittest ?? false,
      );
      changed ||= cls.isUnittest;
    }
  }
  // `Class.ATTR` reads (class attributes the suite reads without an instance).
  for (const { tree } of files) {
    const stack = [tree];
    while (stack.length) {
      const n = stack.pop() as PyNode;
      const object = n.type === 'attribute' ? field(n, 'object') : undefined;
      if (object?.type === 'identifier' && facts.classes.has(object.text))
        facts.staticReads.add(field(n, 'attribute')?.text ?? '');
      for (const c of named(n)) stack.push(c);
    }
  }
  // Attributes that hold the driver: `self.x = driver` in a constructor.
  for (const f of functions) {
    if (
      f.name !== '__init__' &&
      f.name !== 'setUp' &&
      f.name !== 'setUpClass' &&
      f.name !== 'setup_method'
    )
      continue;
    const stack = [f.node];
    while (stack.length) {
      const n = stack.pop() as PyNode;
      if (n.type === 'assignment') {
        const left = field(n, 'left');
        const right = field(n, 'right');
        const attr = left?.type === 'attribute' ? (field(left, 'attribute')?.text ?? '') : '';
        const found = right?.type === 'call' ? field(right, 'function') : undefined;
        const finder = found?.type === 'attribute' ? field(found, 'attribute')?.text : undefined;
        if (attr && right && (facts.driverNames.has(right.text) || webdriverCtors.test(right.text)))
          facts.driverNames.add(attr);
        else if (attr && finder && /^find_elements?(_by_\w+)?$/.test(finder)) {
          // `self.box = self.driver.find_element(...)` in a setup: the attribute is an element.
          const kind = finder.startsWith('find_elements') ? 'locs' : 'loc';
          facts.attrKinds.set(attr, (code) => ({ t: kind, code, leaf: false }) as Val);
        } else if (attr && right && /^(WebDriverWait|ActionChains)\s*\(/.test(right.text)) {
          const isWait = right.text.startsWith('WebDriverWait');
          const timeout = waitTimeout(facts, named(field(right, 'arguments') as PyNode)[1], f.node);
          facts.attrKinds.set(attr, (_code, scope) =>
            isWait
              ? { t: 'wait', page: scope.page, root: scope.root, ...(timeout ? { timeout } : {}) }
              : { t: 'actions', page: scope.page, steps: [] },
          );
        }
      }
      for (const c of named(n)) stack.push(c);
    }
  }
  // Functions that return what a find (or such a function) gave them: `field = self.find(x)` …
  // `return field`, or `return self.find(x)`.
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of functions) {
      if (facts.returnKinds.has(f.name)) continue;
      const kind = returnedKind(facts, f.node);
      if (kind) {
        facts.returnKinds.set(f.name, kind);
        grew = true;
      }
    }
  }
  // Async: a function that reaches the driver, or calls one that does, until nothing changes.
  const infos = functions.map((f) => ({ ...f, ...namesIn(field(f.node, 'body') ?? f.node) }));
  let changed = true;
  while (changed) {
    changed = false;
    for (const f of infos) {
      if (facts.asyncNames.has(f.name) || f.name === '__init__' || syncNames.has(f.name)) continue;
      const reaches =
        f.isTest ||
        [...f.used].some(
          (u) => facts.driverNames.has(u) || facts.attrKinds.has(u) || seleniumNames.has(u),
        ) ||
        // Calling a function that returns an element: the caller acts on it or reads it.
        [...f.called].some((c) => facts.asyncNames.has(c) || facts.returnKinds.has(c));
      if (reaches) {
        facts.asyncNames.add(f.name);
        if (f.isProperty && f.className) {
          facts.classes.get(f.className)?.asyncProperties.add(f.name);
          facts.asyncProperties.add(f.name);
        }
        changed = true;
      }
    }
  }
  return facts;
}

/**
 * A `WebDriverWait` timeout in milliseconds: a number, a module constant holding one, or a
 * parameter of `fn` whose default is either. Undefined when it is computed (Playwright's default).
 */
export function waitTimeout(
  facts: ProjectFacts,
  node: PyNode | undefined,
  fn?: PyNode,
): string | undefined {
  if (!node) return undefined;
  if (node.type === 'integer' || node.type === 'float')
    return String(Math.round(Number(node.text) * 1000));
  if (node.type !== 'identifier') return undefined;
  const number = facts.numbers.get(node.text);
  if (number !== undefined) return String(Math.round(Number(number) * 1000));
  const params = fn ? field(fn, 'parameters') : undefined;
  const param = (params ? named(params) : []).find(
    (p) => p.type === 'default_parameter' && field(p, 'name')?.text === node.text,
  );
  return param ? waitTimeout(facts, field(param, 'value')) : undefined;
}

const findKinds = lookupTable<Record<string, 'loc' | 'locs' | 'select'>>({
  find_element: 'loc',
  find_elements: 'locs',
  Select: 'select',
});

/** What a call gives, when it is a find or a function known to return elements. */
function callKind(
  facts: ProjectFacts,
  node: PyNode | null | undefined,
): 'loc' | 'locs' | 'select' | undefined {
  if (node?.type !== 'call') return undefined;
  const callee = field(node, 'function');
  const name = callee?.type === 'attribute' ? field(callee, 'attribute')?.text : callee?.text;
  if (!name) return undefined;
  return findKinds[name.replace(/_by_\w+$/, '')] ?? facts.returnKinds.get(name);
}

/** The kind a function's `return` statements give (all of them agreeing), if elements. */
function returnedKind(facts: ProjectFacts, fn: PyNode): 'loc' | 'locs' | 'select' | undefined {
  const assigned = new Map<string, 'loc' | 'locs' | 'select'>();
  const kinds = new Set<string | undefined>();
  const stack = [field(fn, 'body') as PyNode];
  while (stack.length) {
    const n = stack.pop() as PyNode;
    if (n.type === 'function_definition' || n.type === 'class_definition') continue;
    if (n.type === 'assignment' && field(n, 'left')?.type === 'identifier') {
      const kind = callKind(facts, field(n, 'right'));
      if (kind) assigned.set(field(n, 'left')?.text ?? '', kind);
    }
    if (n.type === 'return_statement') {
      const value = named(n)[0];
      kinds.add(value?.type === 'identifier' ? assigned.get(value.text) : callKind(facts, value));
    }
    for (const c of [...named(n)].reverse()) stack.push(c);
  }
  const [only] = [...kinds];
  return kinds.size === 1 && only ? (only as 'loc' | 'locs' | 'select') : undefined;
}
