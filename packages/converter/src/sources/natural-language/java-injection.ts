/**
 * cucumber-java's shared state: a class (a `TestContext`, a `World`) the step classes take in
 * their constructor, which PicoContainer (or Spring, Guice) makes once per scenario and hands to
 * every step class. Where it holds the WebDriver (a `WebDriver` field, a `getDriver()`), each
 * read of it (`context.driver`, `context.getDriver()`) becomes the step class's own `driver`, which
 * the Selenium Java front end converts to the `page` fixture — Playwright's page is per test, as
 * the injected driver was per scenario. What else a step reads of it stays a TODO: the bound steps
 * are not given a shared object.
 */
import { field, named, parseJava, type JNode } from '../selenium-java/parser.js';
import { rawType, roleOf } from '../selenium-java/types.js';

/** Each project class that holds a WebDriver: its driver fields and its getters of it. */
export type DriverHolders = ReadonlyMap<
  string,
  { fields: ReadonlySet<string>; getters: ReadonlySet<string> }
>;

/** The class a declared type names (`a.b.TestContext<X>` → `TestContext`). */
const simpleName = (type: string | undefined): string => rawType(type ?? '');

/** Every node of `type` under `node` (tree-sitter's own search). */
const descendants = (node: JNode, type: string): JNode[] =>
  node.descendantsOfType(type).filter((n): n is JNode => n !== null);

/** The classes of the project's Java sources that hold a WebDriver. */
export function driverHolders(sources: readonly string[]): DriverHolders {
  const holders = new Map<string, { fields: Set<string>; getters: Set<string> }>();
  for (const source of sources) {
    if (!/\b(WebDriver|Driver)\b/.test(source)) continue;
    for (const cls of descendants(parseJava(source).rootNode, 'class_declaration')) {
      const name = field(cls, 'name')?.text;
      const body = field(cls, 'body');
      if (!name || !body) continue;
      const fields = new Set<string>();
      const getters = new Set<string>();
      for (const member of named(body)) {
        const type = simpleName(field(member, 'type')?.text);
        // A type the Java front end converts to the page: a WebDriver, a browser's driver.
        if (roleOf(type) !== 'page') continue;
        if (member.type === 'field_declaration')
          for (const d of named(member).filter((n) => n.type === 'variable_declarator'))
            fields.add(field(d, 'name')!.text);
        if (
          member.type === 'method_declaration' &&
          named(field(member, 'parameters')!).length === 0
        )
          getters.add(field(member, 'name')!.text);
      }
      if (fields.size || getters.size) holders.set(name, { fields, getters });
    }
  }
  return holders;
}

export interface Injection {
  /** The source with each read of an injected driver written `driver` (lines kept). */
  source: string;
  /** The step class's fields holding an injected object, by name (what is left of them is state). */
  injected: ReadonlyMap<string, string>;
  /** Whether a driver read was rewritten (the class then needs a `driver` of its own). */
  rewritten: boolean;
}

/**
 * The step class's fields of an injected type (a constructor parameter's class that holds a
 * driver), and the source with their driver reads rewritten.
 */
export function rewriteInjectedDrivers(source: string, holders: DriverHolders): Injection {
  const none = { source, injected: new Map<string, string>(), rewritten: false };
  if (holders.size === 0) return none;
  const root = parseJava(source).rootNode;
  const body = descendants(root, 'class_body')[0];
  if (!body) return none;
  const constructorTypes = new Set(
    named(body)
      .filter((m) => m.type === 'constructor_declaration')
      .flatMap((c) => named(field(c, 'parameters')!))
      .map((p) => simpleName(field(p, 'type')?.text)),
  );
  const injected = new Map<string, string>();
  for (const member of named(body).filter((m) => m.type === 'field_declaration')) {
    const type = simpleName(field(member, 'type')?.text);
    if (!holders.has(type) || !constructorTypes.has(type)) continue;
    for (const d of named(member).filter((n) => n.type === 'variable_declarator'))
      injected.set(field(d, 'name')!.text, type);
  }
  if (injected.size === 0) return none;
  /** `context` or `this.context`: the injected field's name. */
  const injectedName = (n: JNode | undefined): string | undefined => {
    if (n?.type === 'identifier') return injected.has(n.text) ? n.text : undefined;
    if (n?.type === 'field_access' && field(n, 'object')?.type === 'this') {
      const name = field(n, 'field')?.text;
      return name && injected.has(name) ? name : undefined;
    }
    return undefined;
  };
  const edits: { start: number; end: number }[] = [];
  const visit = (n: JNode): void => {
    const of = injectedName(field(n, 'object'));
    const holder = of ? holders.get(injected.get(of)!) : undefined;
    const read =
      holder &&
      n.startPosition.row === n.endPosition.row &&
      ((n.type === 'field_access' && holder.fields.has(field(n, 'field')?.text ?? '')) ||
        (n.type === 'method_invocation' &&
          holder.getters.has(field(n, 'name')?.text ?? '') &&
          named(field(n, 'arguments')!).length === 0));
    if (read) edits.push({ start: n.startIndex, end: n.endIndex });
    else named(n).forEach(visit);
  };
  visit(body);
  let text = source;
  for (const e of edits.sort((a, b) => b.start - a.start))
    text = `${text.slice(0, e.start)}driver${text.slice(e.end)}`;
  return { source: text, injected, rewritten: edits.length > 0 };
}

/** The injected fields a method (its body) still reads: state the bound step is not given. */
export function injectedReads(method: JNode, injected: ReadonlyMap<string, string>): string[] {
  const body = field(method, 'body');
  if (!body || injected.size === 0) return [];
  const reads = new Set<string>();
  const visit = (n: JNode): void => {
    if (n.type === 'identifier' && injected.has(n.text)) {
      const parent = n.parent;
      // `other.context` names another object's field, not this class's.
      if (!(parent?.type === 'field_access' && field(parent, 'field')?.id === n.id)) {
        const read = parent?.type === 'field_access' ? parent.text : n.text;
        reads.add(read);
      }
    }
    if (n.type === 'field_access' && field(n, 'object')?.type === 'this') {
      const name = field(n, 'field')?.text;
      if (name && injected.has(name)) {
        reads.add(n.parent?.type === 'field_access' ? n.parent.text : n.text);
        return;
      }
    }
    named(n).forEach(visit);
  };
  visit(body);
  return [...reads];
}
