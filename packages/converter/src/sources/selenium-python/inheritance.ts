/**
 * Test classes that inherit from test classes of the suite (`class LoginTest(BaseTest)`, where
 * `BaseTest` is a `unittest.TestCase` with `setUp`): unittest and pytest run the inherited tests
 * and hooks as the subclass's own, so the subclass's `test.describe` holds them too.
 */
import type { ClassFacts, ProjectFacts } from './facts.js';
import { definitionOf } from './definitions.js';
import { field, named, type PyNode } from './parser.js';

/** A class the converter emits as a `test.describe` (not as a TypeScript class). */
export function isTestClassFacts(cls: ClassFacts): boolean {
  return cls.isUnittest || (cls.isTestClass && !cls.methods.has('__init__'));
}

/** The name a class-body statement defines (a method, a class attribute), if any. */
function memberName(statement: PyNode): string | undefined {
  const def = definitionOf(statement);
  if (def.type === 'function_definition') return field(def, 'name')?.text;
  const assignment = statement.type === 'expression_statement' ? named(statement)[0] : undefined;
  const left = assignment?.type === 'assignment' ? field(assignment, 'left') : undefined;
  return left?.type === 'identifier' ? left.text : undefined;
}

/** The suite's test classes this class inherits from, nearest first. */
function baseClasses(facts: ProjectFacts, cls: ClassFacts, seen = new Set<string>()): ClassFacts[] {
  seen.add(cls.name);
  return cls.bases.flatMap((b) => {
    const base = facts.classes.get(b.split('.').pop() ?? b);
    if (!base || seen.has(base.name) || !isTestClassFacts(base)) return [];
    return [base, ...baseClasses(facts, base, seen)];
  });
}

/**
 * The statements of the class body with what it inherits: the farthest base's members first, each
 * method overridden by a nearer class left out (unless the nearer one calls it through `super()`,
 * when it runs first as the original did).
 */
export function classStatements(facts: ProjectFacts, cls: ClassFacts): PyNode[] {
  const chain = classChain(facts, cls);
  const out: PyNode[] = [];
  const taken = new Set<string>();
  const bodies = chain.map((c) => named(field(c.node, 'body') as PyNode));
  for (let i = 0; i < chain.length; i++) {
    const level: PyNode[] = [];
    for (const statement of bodies[i] as PyNode[]) {
      const name = memberName(statement);
      if (name !== undefined) {
        if (taken.has(name)) continue;
        taken.add(name);
      }
      level.push(statement);
    }
    out.unshift(...level);
  }
  // A nearer override that calls `super().name()`: the base's method stays, before it.
  for (let i = chain.length - 1; i > 0; i--)
    for (const statement of bodies[i] as PyNode[]) {
      const name = memberName(statement);
      if (
        !name ||
        out.includes(statement) ||
        definitionOf(statement).type !== 'function_definition'
      )
        continue;
      const override = out.find((s) => memberName(s) === name && superCallAt(s, name) !== 0);
      if (!override) continue;
      // `super().setUp()` first: the base's runs before; `super().tearDown()` last: after.
      const at = out.indexOf(override);
      out.splice(superCallAt(override, name) === 1 ? at + 1 : at, 0, statement);
    }
  return out;
}

/**
 * Where the method calls `super().name(...)`: -1 first (or in the middle), 1 as its last
 * statement, 0 nowhere.
 */
function superCallAt(statement: PyNode, name: string): -1 | 0 | 1 {
  const body = field(definitionOf(statement), 'body');
  const statements = body ? named(body).filter((s) => s.type !== 'comment') : [];
  const index = statements.findIndex((s) => isSuperCall(s, name));
  if (index === -1) return 0;
  return index === statements.length - 1 && index > 0 ? 1 : -1;
}

/** The class and the suite's test classes it inherits from. */
export function classChain(facts: ProjectFacts, cls: ClassFacts): ClassFacts[] {
  return [cls, ...baseClasses(facts, cls)];
}

/** An expression statement `super().name(...)` (or `Base.name(self)`), which hooks leave out. */
export function isSuperCall(statement: PyNode, name?: string): boolean {
  if (statement.type !== 'expression_statement') return false;
  const call = named(statement)[0];
  const fn = call?.type === 'call' ? field(call, 'function') : undefined;
  if (fn?.type !== 'attribute') return false;
  const object = field(fn, 'object');
  const attribute = field(fn, 'attribute')?.text;
  return (
    (name === undefined || attribute === name) &&
    object?.type === 'call' &&
    field(object, 'function')?.text === 'super'
  );
}
