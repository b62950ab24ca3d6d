/**
 * A step definition file's stand-in spec, converted by its kind's front end, turned back into a
 * playwright-bdd module: each `test('rewright step N', async ({ page }) => {…})` becomes
 * `Given(<the same expression>, async ({ page }, url: string) => {…})` (its parameters read back
 * from the marker bindings), each test hook the matching scenario hook, and `createBdd(test)`
 * gives them the `test` the converted code imports (its fixtures included).
 */
import ts from 'typescript';
import { todoPrefix } from '../../diagnostics/todo.js';
import { quote } from '../../playwright/code.js';
import { tableViews } from './java-data-tables.js';
import type { ParameterTypeDefinition } from './step-definition-model.js';
import {
  argumentMarker,
  type NotCarried,
  type StepDefinition,
  type StepPattern,
} from './step-definitions.js';
import { lookupTable } from '../../core/lookup-table.js';

const numberTypes = new Set(['int', 'float', 'double', 'byte', 'short', 'long']);
const builtInTypes = new Set([...numberTypes, '', 'string', 'word', 'bigdecimal', 'biginteger']);
const hooks = lookupTable<Record<string, string>>({
  beforeEach: 'Before',
  afterEach: 'After',
  beforeAll: 'BeforeAll',
  afterAll: 'AfterAll',
});

export function patternLiteral(pattern: StepPattern): string {
  return pattern.regex ? `/${pattern.text}/${pattern.regex.flags}` : quote(pattern.text);
}

/**
 * The TypeScript types of a Cucumber expression's parameters, in order; '' for a custom type's
 * transformed value, which the step function's own signature types (playwright-bdd: `any`).
 */
function expressionTypes(pattern: StepPattern, custom: ReadonlyMap<string, boolean>): string[] {
  if (pattern.regex) return [];
  return [...pattern.text.matchAll(/(?<!\\)\{(\w*)\}/g)].map((m) =>
    numberTypes.has(m[1]!) ? 'number' : custom.get(m[1]!) ? '' : 'string',
  );
}

/** The parameter types an expression names that neither Cucumber nor the project defines. */
function undefinedTypes(pattern: StepPattern, custom: ReadonlyMap<string, boolean>): string[] {
  if (pattern.regex) return [];
  return [...pattern.text.matchAll(/(?<!\\)\{(\w*)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !builtInTypes.has(name) && !custom.has(name));
}

/**
 * A definition that stays a TODO: its step fails as fixme, never passes for nothing. bddgen checks
 * a step function takes each match and table it is given, and refuses the whole run otherwise:
 * the stub, which takes none, asks it not to.
 */
export function todoDefinition(
  keyword: string,
  pattern: StepPattern,
  code: string,
  why: string,
  original?: string,
): string {
  return [
    `${keyword}(${patternLiteral(pattern)}, { arityCheck: false }, async () => {`,
    `${todoPrefix} ${code}: ${why}`,
    ...(original ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line) => `// ${line}`),
    `test.fixme(true, ${quote(`rewright: ${why}`)});`,
    '});',
    '',
  ].join('\n');
}

/** A definition's original text, or its expression where the reader kept none. */
const original = (d: StepDefinition): string =>
  d.notCarried?.original ?? d.original ?? `${d.keyword}(${patternLiteral(d.pattern)}, …)`;

export interface BoundFile {
  code: string;
  /** Definitions whose converted body was not found (left as TODO definitions). */
  lost: Set<number>;
  /** Definitions whose converted body holds a TODO. */
  todo: Set<number>;
  /** Why a definition the reader carried was left as a TODO here, by its index. */
  leftBecause: Map<number, string>;
  /** Whether the file's `test` holds the World's state and nothing of a kind's (shareable). */
  worldTest: boolean;
}

/**
 * `tableParams`: definitions whose extra parameter takes a data table (else a doc string).
 * `notCarriedCode`: the diagnostic code of definitions and calls the binding could not carry.
 */
export function bindConvertedFile(
  converted: string,
  path: string,
  definitions: readonly StepDefinition[],
  notCarried: readonly NotCarried[],
  tableParams: ReadonlySet<number>,
  notCarriedCode: string,
  /** The custom parameter types the project defines: whether each transforms its text. */
  parameterTypes: ReadonlyMap<string, boolean> = new Map(),
  /** The parameter types this file defines (kept, with playwright-bdd's `defineParameterType`). */
  ownParameterTypes: readonly ParameterTypeDefinition[] = [],
  /** Another steps file whose exported `test` holds the World (shared: one per project). */
  worldFrom?: string,
): BoundFile {
  // A cucumber-java table's views, as playwright-bdd's DataTable gives them.
  converted = tableViews(converted);
  const sf = ts.createSourceFile(path, converted, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const used = new Set<string>();
  const found = new Set<number>();
  const todo = new Set<number>();
  let usesTable = false;
  let usesWorld = false;
  /** Where the converted code's `test` comes from (a fixtures module of the kind's, or Playwright). */
  let testFrom: string | undefined;
  /** The import of `test`, for when this file exports a `test` of its own (the World's). */
  let testImport:
    { specifier: ts.ImportSpecifier; all: ts.NodeArray<ts.ImportSpecifier> } | undefined;
  let lastImportEnd = 0;
  /** The definition with this converted body, or undefined when it cannot be bound faithfully. */
  const bindBody = (index: number, block: ts.Block, fixtures: string): string | undefined => {
    const definition = definitions[index];
    if (!definition) return undefined;
    // Taken out; the tail keeps the original as a TODO (it stays "lost").
    if (undefinedTypes(definition.pattern, parameterTypes).length) return '';
    const params: string[] = [];
    const body = converted
      .slice(block.getStart(sf) + 1, block.end - 1)
      .replace(
        new RegExp(
          `^[ \\t]*(?:const|let|var)\\s+(\\w+)\\s*(?::[^=\\n]+)?=\\s*${argumentMarker}\\((\\d+)\\);?[ \\t]*\\n?`,
          'gm',
        ),
        (_, name: string, at: string) => {
          params[Number(at)] = name;
          return '';
        },
      )
      // An argument the conversion reads through a cast (Python's `int(…)`): the raw text.
      .replace(new RegExp(`${argumentMarker}\\((\\d+)\\)`, 'g'), (_, at: string) => {
        params[Number(at)] ??= `arg${at}`;
        return params[Number(at)]!;
      });
    const types = expressionTypes(definition.pattern, parameterTypes);
    const list = definition.params.map((p, i) => {
      let type = p.type ?? types[i];
      if (type === undefined) {
        const table = i >= types.length && tableParams.has(definition.index);
        usesTable ||= table;
        type = table ? 'DataTable' : 'string';
      }
      usesTable ||= type === 'DataTable';
      return type ? `${params[i] ?? p.name}: ${type}` : (params[i] ?? p.name);
    });
    // Scenario state on the World: the `world` fixture the header declares.
    if (definition.world) {
      usesWorld = true;
      fixtures =
        fixtures.trim() === '{}' ? '{ world }' : fixtures.replace(/\s*\}\s*$/, ', world }');
    }
    found.add(definition.index);
    if (body.includes(todoPrefix)) todo.add(definition.index);
    used.add(definition.keyword);
    return `${definition.keyword}(${patternLiteral(definition.pattern)}, async (${[fixtures, ...list].join(', ')}) => {${body}});`;
  };
  const visit = (statements: readonly ts.Statement[]): void => {
    for (const statement of statements) {
      if (ts.isImportDeclaration(statement)) {
        lastImportEnd = statement.end;
        const named = statement.importClause?.namedBindings;
        const specifier =
          named && ts.isNamedImports(named)
            ? named.elements.find((e) => e.name.text === 'test' && !e.propertyName)
            : undefined;
        if (specifier && named && ts.isNamedImports(named)) {
          testFrom = (statement.moduleSpecifier as ts.StringLiteral).text;
          testImport = { specifier, all: named.elements };
        }
        continue;
      }
      // A Python definition: its stand-in's `def rewright_step_N(driver)` as a helper of the page.
      const helper =
        ts.isFunctionDeclaration(statement) && statement.body
          ? /^rewrightStep(\d+)$/.exec(statement.name?.text ?? '')?.[1]
          : undefined;
      if (helper !== undefined) {
        const fn = statement as ts.FunctionDeclaration;
        const names = fn.parameters.map((p) => p.name.getText(sf));
        const bound = bindBody(Number(helper), fn.body!, `{ ${names.join(', ')} }`);
        if (bound !== undefined)
          edits.push({ start: statement.getStart(sf), end: statement.end, text: bound });
        continue;
      }
      // The marker the Java stand-in reads its arguments from.
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === argumentMarker) {
        edits.push({ start: statement.getStart(sf), end: statement.end, text: '' });
        continue;
      }
      if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression))
        continue;
      const call = statement.expression;
      const callee = call.expression;
      // A class's suite (Java): its definitions and hooks are the module's; the suite goes.
      const suite = call.arguments.at(-1);
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.getText(sf) === 'test.describe' &&
        suite &&
        (ts.isArrowFunction(suite) || ts.isFunctionExpression(suite)) &&
        ts.isBlock(suite.body)
      ) {
        edits.push({ start: statement.getStart(sf), end: suite.body.getStart(sf) + 1, text: '' });
        visit(suite.body.statements);
        edits.push({ start: suite.body.end - 1, end: statement.end, text: '' });
        continue;
      }
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'test' &&
        callee.name.text in hooks
      ) {
        const hook = hooks[callee.name.text]!;
        used.add(hook);
        edits.push({ start: callee.getStart(sf), end: callee.end, text: hook });
        continue;
      }
      const title = call.arguments[0];
      const fn = call.arguments.at(-1);
      const index = /^rewright ?step ?(\d+)$/i.exec(
        title && ts.isStringLiteral(title) ? title.text : '',
      )?.[1];
      if (!ts.isIdentifier(callee) || callee.text !== 'test' || index === undefined) continue;
      if (!fn || !ts.isArrowFunction(fn) || !ts.isBlock(fn.body) || fn.parameters.length > 1)
        continue;
      const bound = bindBody(Number(index), fn.body, fn.parameters[0]?.getText(sf) ?? '{}');
      if (bound !== undefined)
        edits.push({ start: statement.getStart(sf), end: statement.end, text: bound });
    }
  };
  visit(sf.statements);
  const lost = new Set(definitions.filter((d) => !found.has(d.index)).map((d) => d.index));
  const tail: string[] = [];
  const leftBecause = new Map<number, string>();
  for (const d of definitions.filter((d) => lost.has(d.index))) {
    const missing = undefinedTypes(d.pattern, parameterTypes);
    if (missing.length) {
      // Not registered: playwright-bdd refuses a whole run over one undefined parameter type. Its
      // steps match nothing, so they are the unbound steps' (each a TODO of its own).
      const why = `its expression uses ${missing.map((m) => `{${m}}`).join(', ')}, a parameter type not defined here`;
      leftBecause.set(d.index, why);
      tail.push(
        `${todoPrefix} ${notCarriedCode}: ${why}`,
        ...original(d)
          .split('\n')
          .map((line) => `// ${line}`),
        '',
      );
      continue;
    }
    used.add(d.keyword);
    tail.push(
      todoDefinition(
        d.keyword,
        d.pattern,
        notCarriedCode,
        d.notCarried?.why ?? 'the body could not be converted with its parameters',
        d.notCarried?.original,
      ),
    );
  }
  for (const n of notCarried)
    tail.push(
      `${todoPrefix} ${notCarriedCode}: ${n.why}`,
      ...n.original.split('\n').map((line) => `// ${line}`),
      '',
    );
  // playwright-bdd's steps take its own `test`; a kind's fixtures (AngularJS synchronisation) are
  // merged into it.
  const own = testFrom !== undefined && testFrom !== '@playwright/test';
  // playwright-bdd runs the steps with a `test` extended from its own, found as the export of a
  // steps file: when the steps need more than its own (a kind's fixtures, the World's state),
  // this file exports it, and the imported `test` is renamed (a kind's) or left out (Playwright's).
  // Several files on the World share one `test`: playwright-bdd refuses a feature whose steps
  // and hooks come from tests that do not extend each other.
  const sharesWorld = usesWorld && !own && worldFrom !== undefined;
  const exportsTest = own || (usesWorld && !sharesWorld);
  if ((exportsTest || sharesWorld) && testImport) {
    const { specifier, all } = testImport;
    const at = all.indexOf(specifier);
    const [start, end] = own
      ? [specifier.getStart(sf), specifier.end]
      : all.length === 1
        ? [specifier.getStart(sf), specifier.end]
        : at < all.length - 1
          ? [specifier.getStart(sf), all[at + 1]!.getStart(sf)]
          : [all[at - 1]!.end, specifier.end];
    edits.push({ start, end, text: own ? 'test as baseTest' : '' });
  }
  let code = converted;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
    // An import edited: the header still goes right after the imports.
    if (edit.end <= lastImportEnd) lastImportEnd += edit.text.length - (edit.end - edit.start);
  }
  // An import left empty goes.
  code = code.replace(/^import \{\s*\} from '@playwright\/test';\n/m, '');
  const base = own ? 'mergeTests(bddTest, baseTest)' : 'bddTest';
  const names = [
    'createBdd',
    ...(ownParameterTypes.length ? ['defineParameterType'] : []),
    ...(exportsTest ? ['test as bddTest'] : []),
    ...(usesTable ? ['type DataTable'] : []),
  ];
  const header = [
    ...(testFrom === undefined && !exportsTest && !sharesWorld
      ? ["import { test } from '@playwright/test';"]
      : []),
    ...(sharesWorld ? [`import { test } from ${quote(worldFrom)};`] : []),
    ...(own ? ["import { mergeTests } from '@playwright/test';"] : []),
    `import { ${names.join(', ')} } from 'playwright-bdd';`,
    '',
    ...(sharesWorld
      ? [
          `// The World's scenario state (\`this.…\` in cucumber-js): the \`world\` fixture of the \`test\` ${worldFrom} exports.`,
          '',
        ]
      : usesWorld
        ? [
            "// The World's scenario state (`this.…` in cucumber-js): a new object for each scenario.",
            '// playwright-bdd runs these steps with the `test` this file exports.',
            `export const test = ${base}.extend<{ world: Record<string, any> }>({`,
            '  world: async ({}, use) => {',
            '    await use({});',
            '  },',
            '});',
            '',
          ]
        : own
          ? [
              '// playwright-bdd runs these steps with the `test` this file exports.',
              `export const test = ${base};`,
              '',
            ]
          : []),
    ...(used.size
      ? [
          `const { ${[...used].sort().join(', ')} } = createBdd(${exportsTest || sharesWorld ? 'test' : ''});`,
          '',
        ]
      : []),
    // A type the source registered otherwise (cucumber-java's annotation): its function, hoisted.
    ...ownParameterTypes.flatMap((t) => (t.register ? [t.register, ''] : [])),
  ].join('\n');
  // Nothing registered (a support file whose World and hooks all went): no header to import for.
  const empty = names.length === 1 && !own && !tail.length;
  code = `${code.slice(0, lastImportEnd)}\n${empty ? '' : header}${code.slice(lastImportEnd)}\n${tail.join('\n')}`;
  return { code, lost, todo, leftBecause, worldTest: usesWorld && !own };
}
