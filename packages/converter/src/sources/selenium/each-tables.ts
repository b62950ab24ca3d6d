/**
 * Jest's table tests: `test.each(table)(title, fn)`, `it.each`, `describe.each` (also after
 * `.only`/`.skip`, and with the tagged-template table) become a `for … of` loop over the table
 * around the Playwright block. The callback's parameters are the loop's variables, and the title's
 * printf placeholders (`%s`, `%d`, `%#`…) or `$key` references become a template literal, so each
 * row is a test named as Jest named it.
 */
import ts from 'typescript';

/** What a loop is made with: the emitter's converted text of a node (`RuleContext.emit`). */
interface Emitting {
  emit(node: ts.Node): string;
}

/** The parts of `X.each(table)(title, fn)` (or ``X.each`…`(title, fn)``). */
export interface EachCall {
  /** The block's callee before `.each`: `it`, `describe.only`. */
  callee: ts.Expression;
  /** The array of rows, or the tagged template's table. */
  table: ts.Expression;
  /** The table is a tagged template (`` it.each`a | b ${1} | ${2}` ``). */
  tagged: boolean;
}

/** `call` as a table test, when it is one. */
export function eachCall(call: ts.CallExpression): EachCall | undefined {
  const inner = call.expression;
  if (
    ts.isCallExpression(inner) &&
    ts.isPropertyAccessExpression(inner.expression) &&
    inner.expression.name.text === 'each' &&
    inner.arguments.length === 1
  )
    return { callee: inner.expression.expression, table: inner.arguments[0]!, tagged: false };
  if (
    ts.isTaggedTemplateExpression(inner) &&
    ts.isPropertyAccessExpression(inner.tag) &&
    inner.tag.name.text === 'each'
  )
    return { callee: inner.tag.expression, table: inner.template, tagged: true };
  return undefined;
}

/** How many rows a table written as a literal has (each a test case), else undefined. */
export function literalRows(each: EachCall): number | undefined {
  const { table } = each;
  if (each.tagged) return templateRows(table)?.length;
  if (!ts.isArrayLiteralExpression(table)) return undefined;
  return table.elements.some(ts.isSpreadElement) ? undefined : table.elements.length;
}

/** The loop around the block and the block's title; undefined to leave the call to a TODO. */
export interface EachLoop {
  /** `for (const [a, b] of …)`, without the body. */
  head: string;
  title: string;
}

/** Rows as Jest hands them to the callback: arrays spread, anything else the one argument. */
type RowShape = 'arrays' | 'values' | 'objects' | 'unknown';

export function eachLoop(
  call: ts.CallExpression,
  each: EachCall,
  cx: Emitting,
): EachLoop | undefined {
  const title = call.arguments[0];
  const fn = call.arguments[1];
  const parts = title && titleParts(title, cx);
  if (!parts) return undefined;
  if (!fn || !(ts.isFunctionExpression(fn) || ts.isArrowFunction(fn))) return undefined;
  const params = fn.parameters.map((p) => {
    // Emitted: a name that clashes with a fixture (`page`) is renamed as its uses are.
    const emitted = cx.emit(p.name);
    const initializer = p.initializer ? ` = ${cx.emit(p.initializer)}` : '';
    return {
      name: p.name,
      emitted,
      text: `${p.dotDotDotToken ? '...' : ''}${emitted}${initializer}`,
    };
  });
  let table: string;
  let shape: RowShape;
  if (!each.tagged) {
    table = cx.emit(each.table);
    shape = shapeOf(each.table);
  } else {
    const rows = templateRows(each.table);
    if (!rows) return undefined;
    table = `[${rows
      .map((row) => `{ ${row.map(([key, value]) => `${key}: ${cx.emit(value)}`).join(', ')} }`)
      .join(', ')}]`;
    shape = 'objects';
  }
  const indexName = uniqueName('index', params);
  const made =
    shape === 'objects'
      ? objectTitle(parts, params, indexName)
      : printfTitle(parts, params, indexName);
  if (made === undefined) return undefined;
  const pattern =
    shape === 'objects' || shape === 'values'
      ? (params[0]?.text ?? '_row')
      : `[${params.map((p) => p.text).join(', ')}]`;
  const usesIndex = made.includes(`\${${indexName}`);
  // Jest hands a row that is not an array as the one argument. A table written out is a
  // constant, so each row's values keep their own types (a row's string is not `string | number`).
  const rows =
    shape === 'unknown'
      ? `${table}.map((row) => (Array.isArray(row) ? row : [row]))`
      : `(${table} as const)`;
  const head = usesIndex
    ? `for (const [${indexName}, ${pattern}] of ${rows}.entries())`
    : `for (const ${pattern} of ${rows})`;
  return { head, title: made };
}

function shapeOf(table: ts.Expression): RowShape {
  if (!ts.isArrayLiteralExpression(table) || table.elements.length === 0) return 'unknown';
  const rows = table.elements;
  if (rows.every(ts.isArrayLiteralExpression)) return 'arrays';
  if (rows.every(ts.isObjectLiteralExpression)) return 'objects';
  const known = (row: ts.Expression) =>
    ts.isStringLiteral(row) ||
    ts.isNumericLiteral(row) ||
    ts.isNoSubstitutionTemplateLiteral(row) ||
    row.kind === ts.SyntaxKind.TrueKeyword ||
    row.kind === ts.SyntaxKind.FalseKeyword ||
    row.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isPrefixUnaryExpression(row) && ts.isNumericLiteral(row.operand));
  return rows.every(known) ? 'values' : 'unknown';
}

/**
 * The rows of a tagged-template table (`a | b` headings, then `${…}` cells row by row), each as
 * its heading and cell; undefined when the cells do not fill whole rows.
 */
function templateRows(table: ts.Node): [string, ts.Expression][][] | undefined {
  if (!ts.isTemplateExpression(table)) return undefined;
  const headings = table.head.text
    .split('|')
    .map((h) => h.trim())
    .filter(Boolean);
  if (!headings.length || !headings.every((h) => /^[A-Za-z_$][\w$]*$/.test(h))) return undefined;
  const cells = table.templateSpans.map((span) => span.expression);
  if (cells.length % headings.length !== 0) return undefined;
  const rows: [string, ts.Expression][][] = [];
  for (let i = 0; i < cells.length; i += headings.length)
    rows.push(headings.map((h, n) => [h, cells[i + n]!]));
  return rows;
}

function uniqueName(name: string, params: { text: string }[]): string {
  const taken = params.map((p) => p.text).join(' ');
  let candidate = name;
  for (let n = 2; new RegExp(`\\b${candidate}\\b`).test(taken); n++) candidate = `${name}${n}`;
  return candidate;
}

/** A part of a title: its text, or a substitution of a template literal (converted). */
type TitlePart = string | { code: string };

/** The title's text and substitutions, when it is a string or template literal. */
function titleParts(title: ts.Expression, cx: Emitting): TitlePart[] | undefined {
  if (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)) return [title.text];
  if (!ts.isTemplateExpression(title)) return undefined;
  const parts: TitlePart[] = [title.head.text];
  for (const span of title.templateSpans)
    parts.push({ code: cx.emit(span.expression) }, span.literal.text);
  return parts;
}

/** Text for a template literal: what would end it or open a substitution, escaped. */
function templateText(text: string): string {
  return text.replace(/[`\\]|\$\{/g, (m) => `\\${m}`);
}

/**
 * A printf title (`'adds %i to %i'`) as a template literal over the loop's variables, the
 * placeholders taking the row's values in order as Jest's `util.format` does; undefined when a
 * placeholder has no plain parameter to read.
 */
function printfTitle(
  parts: TitlePart[],
  params: { name: ts.BindingName; emitted: string }[],
  index: string,
): string | undefined {
  let next = 0;
  return titleWith(parts, /(%[%sdifjoOp#$])/, index, (placeholder) => {
    if (placeholder === '%%') return '%';
    if (placeholder === '%#') return `\${${index}}`;
    if (placeholder === '%$') return `\${${index} + 1}`;
    const param = params[next++];
    if (!param || !ts.isIdentifier(param.name)) return undefined;
    return /%[sdif]/.test(placeholder)
      ? `\${${param.emitted}}`
      : `\${JSON.stringify(${param.emitted})}`;
  });
}

/**
 * The template literal of a title whose placeholders (`pattern`, one capture) `fill` writes;
 * undefined when one cannot be. A title without placeholders would be every row's, which
 * Playwright refuses: the row's number tells the tests apart.
 */
function titleWith(
  parts: TitlePart[],
  pattern: RegExp,
  index: string,
  fill: (placeholder: string) => string | undefined,
): string | undefined {
  let out = '';
  let filled = false;
  for (const part of parts) {
    if (typeof part !== 'string') {
      out += `\${${part.code}}`;
      continue;
    }
    const pieces = part.split(pattern);
    for (let i = 0; i < pieces.length; i++) {
      if (i % 2 === 0) {
        out += templateText(pieces[i]!);
        continue;
      }
      const code = fill(pieces[i]!);
      if (code === undefined) return undefined;
      if (pieces[i] !== '%%') filled = true;
      out += code;
    }
  }
  if (!filled) out += ` (\${${index} + 1})`;
  return `\`${out}\``;
}

/** A title with `$key` (and `$#`) of object rows, read from the one parameter. */
function objectTitle(
  parts: TitlePart[],
  params: { name: ts.BindingName; emitted: string }[],
  index: string,
): string | undefined {
  const param = params[0];
  if (!param) return undefined;
  const { name } = param;
  return titleWith(
    parts,
    /(\$#|\$[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)/,
    index,
    (placeholder) => {
      if (placeholder === '$#') return `\${${index}}`;
      const path = placeholder.slice(1);
      if (ts.isIdentifier(name)) return `\${${param.emitted}.${path}}`;
      // Destructured: the key must be bound under its own name.
      const key = path.split('.')[0];
      const bound =
        ts.isObjectBindingPattern(name) &&
        name.elements.some(
          (e) =>
            !e.propertyName && !e.dotDotDotToken && ts.isIdentifier(e.name) && e.name.text === key,
        );
      return bound ? `\${${path}}` : undefined;
    },
  );
}
