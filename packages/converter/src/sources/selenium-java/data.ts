/**
 * Data-driven tests: a TestNG `@DataProvider`, JUnit 5's `@ValueSource`, `@CsvSource` and
 * `@MethodSource`. Literal rows are written out (each row is one test and one credit); a provider
 * that computes its rows is called as the function it became.
 */
import { testScope, type RuleContext } from './context.js';
import type { ClassFacts, MethodFacts, ProjectFacts } from './facts.js';
import {
  annotationName,
  annotationValue,
  annotationsOf,
  field,
  named,
  stringLiteral,
  type JNode,
} from './parser.js';
import { sameNode } from './parser.js';
import { tsType } from './types.js';

/** The provider method a TestNG test names, or a JUnit `@MethodSource`. */
function providerOf(facts: ProjectFacts, cls: ClassFacts, method: MethodFacts): JNode | undefined {
  const annotations = annotationsOf(method.node);
  const test = annotations.find((a) => annotationName(a) === 'Test');
  const name = stringLiteral(annotationValue(test, 'dataProvider'));
  if (name) return facts.dataProviders.get(name);
  const source = annotations.find((a) => annotationName(a) === 'MethodSource');
  if (source) {
    const named_ = stringLiteral(annotationValue(source, 'value')) ?? method.name;
    return cls.methods.get(named_)?.node;
  }
  return undefined;
}

/** The rows a provider returns when it returns them literally (`new Object[][] {{…}, {…}}`). */
function providerRows(provider: JNode): JNode[][] | undefined {
  const body = field(provider, 'body');
  const statements = body ? named(body).filter((s) => !s.type.endsWith('comment')) : [];
  if (statements.length !== 1 || statements[0]?.type !== 'return_statement') return undefined;
  const value = named(statements[0])[0];
  const init =
    value?.type === 'array_initializer'
      ? value
      : value
        ? named(value).find((c) => c.type === 'array_initializer')
        : undefined;
  if (init) {
    const rows = named(init).filter((r) => !r.type.endsWith('comment'));
    if (rows.every((r) => r.type === 'array_initializer'))
      return rows.map((r) => named(r).filter((c) => !c.type.endsWith('comment')));
    return undefined;
  }
  // `Stream.of(Arguments.of(…), …)`
  if (
    value?.type === 'method_invocation' &&
    /^Stream\s*\.\s*of$/.test(`${field(value, 'object')?.text}.${field(value, 'name')?.text}`)
  ) {
    const args = named(field(value, 'arguments') ?? value);
    if (
      args.every(
        (a) =>
          a.type === 'method_invocation' &&
          /^(Arguments\.(of|arguments)|arguments)$/.test(
            `${field(a, 'object') ? `${field(a, 'object')?.text}.` : ''}${field(a, 'name')?.text}`,
          ),
      )
    )
      return args.map((a) => named(field(a, 'arguments') ?? a));
  }
  return undefined;
}

function arrayItems(node: JNode | undefined): JNode[] {
  if (!node) return [];
  return node.type === 'element_value_array_initializer'
    ? named(node).filter((c) => !c.type.endsWith('comment'))
    : [node];
}

/** `@CsvSource` lines split into their cells (single quotes keep commas; `''` is empty). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === "'") quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(current.trim());
      current = '';
    } else current += ch;
  }
  cells.push(current.trim());
  return cells;
}

/** The rows as JavaScript literals (undefined when they are computed). */
function literalRows(
  facts: ProjectFacts,
  cls: ClassFacts,
  method: MethodFacts,
): string[][] | undefined {
  const annotations = annotationsOf(method.node);
  const values = annotations.find((a) => annotationName(a) === 'ValueSource');
  if (values) {
    const args = field(values, 'arguments');
    const pair = args ? named(args)[0] : undefined;
    return arrayItems(pair ? field(pair, 'value') : undefined).map((v) => [
      v.text.replace(/[lLfFdD]$/, ''),
    ]);
  }
  const csv = annotations.find((a) => annotationName(a) === 'CsvSource');
  if (csv) {
    const lines = arrayItems(annotationValue(csv, 'value')).map((l) => stringLiteral(l));
    if (lines.some((l) => l === undefined)) return undefined;
    return (lines as string[]).map((line) =>
      csvCells(line).map((cell, i) => {
        const type = tsType(method.params[i]?.type ?? 'String');
        if (type === 'number' && /^-?\d+(\.\d+)?$/.test(cell)) return cell;
        if (type === 'boolean' && /^(true|false)$/.test(cell)) return cell;
        return JSON.stringify(cell).replace(/^"|"$/g, "'").replace(/\\"/g, '"');
      }),
    );
  }
  const provider = providerOf(facts, cls, method);
  const rows = provider ? providerRows(provider) : undefined;
  return rows?.map((row) => row.map((cell) => cell.text.replace(/(\d)[lLfFdD]$/, '$1')));
}

/** How many tests (credits) the method is: one per literal row, else one. */
export function rowCount(facts: ProjectFacts, cls: ClassFacts, method: MethodFacts): number {
  if (!method.params.length) return 1;
  return literalRows(facts, cls, method)?.length || 1;
}

/** The rows as a TypeScript expression, or undefined when they cannot be given. */
export function dataRows(
  ctx: RuleContext,
  cls: ClassFacts,
  method: MethodFacts,
): string | undefined {
  const literal = literalRows(ctx.facts, cls, method);
  if (literal) {
    const scope = testScope(cls, false);
    const provider = providerOf(ctx.facts, cls, method);
    const rows = provider ? providerRows(provider) : undefined;
    const cells = rows ? rows.map((row) => row.map((cell) => ctx.value(cell, scope))) : literal;
    return `[${cells.map((row) => `[${row.join(', ')}]`).join(', ')}]`;
  }
  const provider = providerOf(ctx.facts, cls, method);
  const name = provider ? field(provider, 'name')?.text : undefined;
  if (provider && name && sameNode(cls.methods.get(name)?.node, provider)) return `${name}()`;
  return undefined;
}

/** A provider whose rows every test using it got written out: it is not emitted itself. */
export function isInlinedProvider(
  facts: ProjectFacts,
  cls: ClassFacts,
  method: MethodFacts,
): boolean {
  if (!providerRows(method.node)) return false;
  return [...cls.methods.values()].some((m) => {
    const provider = m.params.length ? providerOf(facts, cls, m) : undefined;
    return provider !== undefined && provider.id === method.node.id;
  });
}
