/**
 * JUnit 4's `@RunWith(Parameterized.class)`: the runner builds the class once per row of its
 * `@Parameters` method, filling fields through the constructor (or `@Parameter(n)` fields), and
 * runs every test of each instance. In Playwright the class's describe is repeated per row, the
 * row's values bound to the fields' names; each row's tests are test cases (and credits) of their
 * own. The describe is titled with JUnit's `name` pattern (`{index}`, `{0}`…), `[{index}]` when
 * none is given.
 */
import type { ClassFacts } from './facts.js';
import {
  annotationName,
  annotationValue,
  annotationsOf,
  field,
  named,
  stringLiteral,
  type JNode,
} from './parser.js';
import { tsType } from './types.js';

export interface ParameterizedRows {
  /** The fields each row's values fill, in row order. */
  fields: { name: string; type: string }[];
  /** Each row's cells (Java expressions), when written out; else the rows are computed. */
  rows?: JNode[][];
  /** JUnit's name pattern for a row. */
  pattern: string;
  /** The `@Parameters` method, written out in the rows (not emitted itself). */
  source: JNode;
}

const code = (nodes: JNode[]) => nodes.filter((n) => !n.type.endsWith('comment'));

export function isParameterized(cls: ClassFacts): boolean {
  const runner = annotationsOf(cls.node).find((a) => annotationName(a) === 'RunWith');
  return runner !== undefined && /\bParameterized\b/.test(runner.text);
}

/** The rows and the fields they fill, or undefined when either is not written out literally. */
export function parameterizedRows(cls: ClassFacts): ParameterizedRows | undefined {
  if (!isParameterized(cls)) return undefined;
  const source = [...cls.methods.values()].find((m) =>
    annotationsOf(m.node).some((a) => annotationName(a) === 'Parameters'),
  );
  if (!source) return undefined;
  const rows = literalRows(source.node);
  const fields = filledFields(cls);
  if (!fields || rows?.some((row) => row.length !== fields.length)) return undefined;
  const annotation = annotationsOf(source.node).find((a) => annotationName(a) === 'Parameters');
  const pattern = stringLiteral(annotationValue(annotation, 'name')) ?? '{index}';
  return { fields, ...(rows ? { rows } : {}), pattern, source: source.node };
}

/** `return new Object[][] {{…}}`, `Arrays.asList(new Object[][] {…})`, `List.of(new Object[] {…}, …)`. */
function literalRows(method: JNode): JNode[][] | undefined {
  const body = field(method, 'body');
  const statements = body ? code(named(body)) : [];
  if (statements.length !== 1 || statements[0]?.type !== 'return_statement') return undefined;
  let value = named(statements[0])[0];
  let arrays: JNode[] | undefined;
  if (
    value?.type === 'method_invocation' &&
    /^(asList|of)$/.test(field(value, 'name')?.text ?? '')
  ) {
    const args = code(named(field(value, 'arguments') ?? value));
    if (args.length === 1 && rowsOf(args[0]).length && initializerOf(rowsOf(args[0])[0]))
      value = args[0];
    else arrays = args;
  }
  if (!arrays) arrays = rowsOf(value);
  const rows = arrays.map((row) => initializerOf(row));
  return rows.length && rows.every((r) => r !== undefined) ? (rows as JNode[][]) : undefined;
}

/** The rows of `new Object[][] {{…}, {…}}` (or of its bare initializer). */
function rowsOf(node: JNode | undefined): JNode[] {
  const init =
    node?.type === 'array_initializer'
      ? node
      : node?.type === 'array_creation_expression'
        ? named(node).find((c) => c.type === 'array_initializer')
        : undefined;
  return init ? code(named(init)) : [];
}

/** The cells of one row: `{"a", 1}` or `new Object[] {"a", 1}`. */
function initializerOf(row: JNode | undefined): JNode[] | undefined {
  if (row?.type === 'array_initializer') return code(named(row));
  if (row?.type === 'array_creation_expression') {
    const init = named(row).find((c) => c.type === 'array_initializer');
    return init ? code(named(init)) : undefined;
  }
  return undefined;
}

/** The fields in row order: `@Parameter(n)` fields, else the constructor's `this.f = param`. */
function filledFields(cls: ClassFacts): { name: string; type: string }[] | undefined {
  const annotated: { index: number; name: string; type: string }[] = [];
  for (const fieldDecl of cls.node.descendantsOfType('field_declaration')) {
    const annotation =
      fieldDecl && annotationsOf(fieldDecl).find((a) => annotationName(a) === 'Parameter');
    if (!fieldDecl || !annotation) continue;
    const value = annotationValue(annotation, 'value');
    const name = field(field(fieldDecl, 'declarator') ?? fieldDecl, 'name')?.text ?? '';
    const type = field(fieldDecl, 'type')?.text ?? 'Object';
    annotated.push({ index: value ? Number(value.text) : 0, name, type });
  }
  if (annotated.length)
    return annotated.sort((a, b) => a.index - b.index).map(({ name, type }) => ({ name, type }));
  const constructor = cls.methods.get('constructor');
  if (!constructor) return undefined;
  const assigned = new Map<string, string>();
  for (const assignment of constructor.node.descendantsOfType('assignment_expression')) {
    const left = assignment && field(assignment, 'left')?.text.replace(/^this\./, '');
    const right = assignment && field(assignment, 'right')?.text;
    if (left && right) assigned.set(right, left);
  }
  const fields = constructor.params.map((p) => {
    const name = assigned.get(p.name);
    return name ? { name, type: cls.fields.get(name)?.type ?? p.type } : undefined;
  });
  return fields.every((f) => f !== undefined) ? fields : undefined;
}

/**
 * The describe's lines repeated per row, the row's values bound to the fields' names: the rows
 * written out (`values`), or those the `@Parameters` function (`computed`: its lines and its call)
 * returns when the file loads.
 */
export function repeatPerRow(
  rows: ParameterizedRows,
  values: string[][] | { lines: string[]; call: string },
  lines: string[],
): string[] {
  const names = rows.fields.map((f) => f.name);
  const tuple = `[${['number', ...rows.fields.map((f) => tsType(f.type))].join(', ')}]`;
  const label = rows.pattern
    .replace(/[`\\$]/g, '\\$&')
    .replace(/\{index\}/g, '${index}')
    .replace(/\{(\d+)\}/g, (m, i: string) => (names[Number(i)] ? `\${${names[Number(i)]}}` : m));
  // The field declarations the rows replace.
  const declared = new RegExp(`^let (${names.join('|')})\\b`);
  const loop = Array.isArray(values)
    ? [
        `for (const [index, ${names.join(', ')}] of ${`[${values.map((row, i) => `[${[i, ...row].join(', ')}]`).join(', ')}]`} as ${tuple}[]) {`,
      ]
    : [...values.lines, `for (const [index, [${names.join(', ')}]] of ${values.call}.entries()) {`];
  return [
    ...loop,
    `test.describe(\`[${label}]\`, () => {`,
    ...lines.filter((line) => !declared.test(line)),
    '});',
    '}',
  ];
}
