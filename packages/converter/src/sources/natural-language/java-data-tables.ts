/**
 * A cucumber-java step's data table, given to the bound step as playwright-bdd's `DataTable`.
 * cucumber-java hands a step the table as an `io.cucumber.datatable.DataTable` or converted to
 * `List<Map<String, String>>`, `List<List<String>>`, `Map<String, String>` or `List<String>`;
 * playwright-bdd hands it the cucumber-js `DataTable` (`raw()`, `rows()`, `hashes()`,
 * `rowsHash()`). In the stand-in class each view of the table is a call of a typed marker method
 * (`__rewrightTableAsMaps("table")`), so the Selenium Java front end converts what the body does
 * with it as the Java collection it is (a `List` an array, a `Map` a `Map`); `tableViews` then
 * writes each marker as the same view of playwright-bdd's table.
 */
import ts from 'typescript';
import { field, named, type JNode } from '../selenium-java/parser.js';
import { lookupTable } from '../../core/lookup-table.js';

export const tableMarker = '__rewrightTable';

interface View {
  /** The Java type the view is, as the stand-in's marker method returns it. */
  java: string;
  /** The Java call's arguments (after the table's name). */
  params?: string;
  /** The view of playwright-bdd's table `t`, with the Java call's arguments (converted). */
  ts: (t: string, args: string[]) => string;
}

/** Each view by its marker's name (after `__rewrightTable`). */
const views = lookupTable<Record<string, View>>({
  AsMaps: {
    java: 'java.util.List<java.util.Map<String, String>>',
    ts: (t) => `${t}.hashes().map((row) => new Map(Object.entries(row)))`,
  },
  AsLists: { java: 'java.util.List<java.util.List<String>>', ts: (t) => `${t}.raw()` },
  AsList: { java: 'java.util.List<String>', ts: (t) => `${t}.raw().flat()` },
  AsMap: {
    java: 'java.util.Map<String, String>',
    ts: (t) => `new Map(Object.entries(${t}.rowsHash()))`,
  },
  Height: { java: 'int', ts: (t) => `${t}.raw().length` },
  Width: { java: 'int', ts: (t) => `(${t}.raw()[0]?.length ?? 0)` },
  IsEmpty: { java: 'boolean', ts: (t) => `(${t}.raw().length === 0)` },
  Row: { java: 'java.util.List<String>', params: ', int row', ts: (t, [i]) => `${t}.raw()[${i}]` },
  Column: {
    java: 'java.util.List<String>',
    params: ', int column',
    ts: (t, [j]) => `${t}.raw().map((row) => row[${j}])`,
  },
  Cell: {
    java: 'String',
    params: ', int row, int column',
    ts: (t, [i, j]) => `${t}.raw()[${i}][${j}]`,
  },
});

/** The table forms cucumber-java converts a table to, by their type (spaces removed). */
const parameterViews = lookupTable<Record<string, string>>({
  'List<Map<String,String>>': 'AsMaps',
  'List<List<String>>': 'AsLists',
  'Map<String,String>': 'AsMap',
  'List<String>': 'AsList',
});

/**
 * DataTable's methods with a view: the marker, and how many arguments it takes. `asX(String.class
 * …)` is the same view as `asX()` (cells as text).
 */
const methods = lookupTable<Record<string, { view: string; args: number; classes?: number }>>({
  asMaps: { view: 'AsMaps', args: 0, classes: 2 },
  asLists: { view: 'AsLists', args: 0, classes: 1 },
  cells: { view: 'AsLists', args: 0 },
  asList: { view: 'AsList', args: 0, classes: 1 },
  asMap: { view: 'AsMap', args: 0, classes: 2 },
  height: { view: 'Height', args: 0 },
  width: { view: 'Width', args: 0 },
  isEmpty: { view: 'IsEmpty', args: 0 },
  row: { view: 'Row', args: 1 },
  column: { view: 'Column', args: 1 },
  cell: { view: 'Cell', args: 2 },
});

export const isTableType = (type: string): boolean =>
  type === 'DataTable' || type.replace(/\s+/g, '') in parameterViews;

/** The stand-in class's marker methods, one per view. */
export const tableMarkerMethods = (indent: string): string[] =>
  Object.entries(views).map(
    ([name, view]) =>
      `${indent}private static ${view.java} ${tableMarker}${name}(String table${view.params ?? ''}) { return ${view.java === 'int' ? '0' : view.java === 'boolean' ? 'false' : 'null'}; }`,
  );

/** The local a converted table parameter is read into (`List<Map<…>> rows = …`). */
export function tableLocal(type: string, name: string, table: string): string | undefined {
  const view = parameterViews[type.replace(/\s+/g, '')];
  return view ? `${type} ${name} = ${tableMarker}${view}(${JSON.stringify(table)});` : undefined;
}

/**
 * A `DataTable` parameter's uses in the method body, each a marker call replacing the DataTable
 * method call (the outermost ones, a use inside another's arguments written into it), or why one
 * cannot be given as playwright-bdd's table.
 */
export function dataTableUses(
  source: string,
  body: JNode,
  name: string,
): { edits: { start: number; end: number; text: string }[] } | { why: string } {
  const uses: JNode[] = [];
  const visit = (n: JNode): void => {
    if (n.type === 'identifier' && n.text === name) uses.push(n);
    named(n).forEach(visit);
  };
  visit(body);
  const calls = new Map<number, { node: JNode; table: string; view: string; args: JNode[] }>();
  for (const use of uses) {
    let call = use.parent;
    // `transpose()` is playwright-bdd's too: the view is of the transposed table.
    let table = name;
    let object: JNode = use;
    while (
      call?.type === 'method_invocation' &&
      field(call, 'name')?.text === 'transpose' &&
      named(field(call, 'arguments')!).length === 0 &&
      call.parent?.type === 'method_invocation' &&
      field(call.parent, 'object')?.id === call.id
    ) {
      table += '.transpose()';
      object = call;
      call = call.parent;
    }
    const method = call && field(call, 'name')?.text;
    if (call?.type !== 'method_invocation' || field(call, 'object')?.id !== object.id || !method)
      return {
        why: `it passes its DataTable on as it is, which playwright-bdd's DataTable is not (only its asMaps, asLists, asList, asMap, cells, height, width, isEmpty, row, column, cell and transpose are read)`,
      };
    const args = named(field(call, 'arguments')!);
    const known = methods[method];
    const typed =
      known?.classes !== undefined &&
      args.length === known.classes &&
      args.every((a) => a.type === 'class_literal' && a.text === 'String.class');
    if (!known || (!typed && args.length !== known.args))
      return {
        why: `it calls DataTable.${method}(${args.map((a) => a.text).join(', ')}), which has no counterpart on playwright-bdd's DataTable (raw, rows, hashes, rowsHash, transpose)`,
      };
    calls.set(call.id, { node: call, table, view: known.view, args: typed ? [] : args });
  }
  /** A node's text, each use inside it written as its marker. */
  const written = (node: JNode): string => {
    const own = calls.get(node.id);
    if (own)
      return `${tableMarker}${own.view}(${[JSON.stringify(own.table), ...own.args.map(written)].join(', ')})`;
    let text = '';
    let at = node.startIndex;
    for (const child of named(node)) {
      text += source.slice(at, child.startIndex) + written(child);
      at = child.endIndex;
    }
    return text + source.slice(at, node.endIndex);
  };
  const outermost = [...calls.values()].filter(
    ({ node }) =>
      ![...calls.values()].some(
        (o) =>
          o.node.id !== node.id &&
          o.node.startIndex <= node.startIndex &&
          node.endIndex <= o.node.endIndex,
      ),
  );
  return {
    edits: outermost.map(({ node }) => ({
      start: node.startIndex,
      end: node.endIndex,
      text: written(node),
    })),
  };
}

/**
 * The converted code with each marker call written as its view of the table, and the marker
 * functions (the stand-in class's) taken out.
 */
export function tableViews(code: string): string {
  if (!code.includes(tableMarker)) return code;
  const sf = ts.createSourceFile('steps.ts', code, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const view = (node: ts.Node): string | undefined => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
    const name = node.expression.text;
    const [table, ...at] = node.arguments;
    if (!name.startsWith(tableMarker) || !table || !ts.isStringLiteral(table)) return undefined;
    const written = views[name.slice(tableMarker.length)];
    return written?.ts(
      table.text,
      at.map((a) => rewrite(a)),
    );
  };
  /** A node's text with the marker calls inside it written as views. */
  const rewrite = (node: ts.Node): string => {
    const own = view(node);
    if (own !== undefined) return own;
    const inner: { start: number; end: number; text: string }[] = [];
    const collect = (n: ts.Node): void => {
      const text = view(n);
      if (text !== undefined) inner.push({ start: n.getStart(sf), end: n.end, text });
      else n.forEachChild(collect);
    };
    node.forEachChild(collect);
    let text = node.getText(sf);
    const base = node.getStart(sf);
    for (const e of inner.reverse())
      text = text.slice(0, e.start - base) + e.text + text.slice(e.end - base);
    return text;
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isFunctionDeclaration(node) &&
      node.name?.text.startsWith(tableMarker) &&
      node.name.text.slice(tableMarker.length) in views
    ) {
      edits.push({ start: node.getStart(sf), end: node.end, text: '' });
      return;
    }
    const text = view(node);
    if (text !== undefined) edits.push({ start: node.getStart(sf), end: node.end, text });
    else node.forEachChild(visit);
  };
  visit(sf);
  for (const e of edits.sort((a, b) => b.start - a.start))
    code = code.slice(0, e.start) + e.text + code.slice(e.end);
  return code;
}
