/**
 * cucumber-java step definitions (`@Given("the user opens {string}") public void opens(String
 * path) {…}`) read like the cucumber-js ones (`step-definitions.ts`): the class becomes a stand-in
 * JUnit class whose `@Test` methods (`rewrightStepN`) the Selenium Java front end converts, each
 * step argument a local read from a marker method, and `bind-file.ts` binds what it wrote.
 * Cucumber's `@Before`/`@After` become JUnit's, so their bodies become scenario hooks. Read with
 * tree-sitter's Java grammar (the Selenium Java front end's parser, which must be loaded:
 * `loadJavaParser`): imports, the class, each method's annotations, parameters and body.
 */
import {
  annotationName,
  annotationsOf,
  field,
  named,
  parseJava,
  type JNode,
} from '../selenium-java/parser.js';
import { injectedReads, rewriteInjectedDrivers, type DriverHolders } from './java-injection.js';
import { dataTableUses, isTableType, tableLocal, tableMarkerMethods } from './java-data-tables.js';
import type {
  NotCarried,
  ParameterTypeDefinition,
  StepDefinition,
  StepDefinitionFile,
} from './step-definition-model.js';
import { lookupTable } from '../../core/lookup-table.js';

const stepAnnotations = new Set(['Given', 'When', 'Then', 'And', 'But']);
const hookAnnotations = new Set(['Before', 'After']);
const casts = lookupTable<Record<string, string>>({
  int: 'Integer.parseInt',
  Integer: 'Integer.parseInt',
  long: 'Long.parseLong',
  Long: 'Long.parseLong',
  double: 'Double.parseDouble',
  Double: 'Double.parseDouble',
  float: 'Float.parseFloat',
  Float: 'Float.parseFloat',
});
const numberTypes = new Set(Object.keys(casts));

/** A Java string literal's value (its escapes as Java reads them). */
function javaString(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, e: string) =>
      e.length > 1
        ? String.fromCharCode(parseInt(e.slice(1), 16))
        : (({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e),
    );
}

/** Every node of the tree, depth first (the class, its methods, the imports). */
function descendants(node: JNode, type: string): JNode[] {
  const found: JNode[] = [];
  const visit = (n: JNode): void => {
    if (n.type === type) found.push(n);
    for (const child of named(n)) visit(child);
  };
  visit(node);
  return found;
}

/** `@Given("…")` with one string: its keyword and the pattern's text (Java's escapes read). */
function stepOf(annotation: JNode): { name: string; text: string } | undefined {
  const name = annotationName(annotation);
  if (annotation.type !== 'annotation' || !stepAnnotations.has(name)) return undefined;
  const args = named(field(annotation, 'arguments')!);
  if (args.length !== 1 || args[0]!.type !== 'string_literal') return undefined;
  return { name, text: javaString(args[0]!.text) };
}

/** The file's `import io.cucumber.…;` declarations. */
function cucumberImports(root: JNode): JNode[] {
  return descendants(root, 'import_declaration').filter((declaration) =>
    named(declaration)
      .find((n) => n.type === 'scoped_identifier' || n.type === 'identifier')
      ?.text.startsWith('io.cucumber.'),
  );
}

/** Whether the file imports cucumber-java's step annotations (what makes it a step class). */
export function importsCucumberSteps(source: string): boolean {
  return cucumberImports(parseJava(source).rootNode).some((declaration) =>
    named(declaration)
      .find((n) => n.type === 'scoped_identifier')
      ?.text.startsWith('io.cucumber.java.'),
  );
}

export function readJavaStepDefinitions(
  written: string,
  /** The project's classes holding a WebDriver, which a step class may be given (injected). */
  holders: DriverHolders = new Map(),
): StepDefinitionFile {
  /** The source as written, for the TODOs. */
  const sourceLines = written.split('\n');
  // An injected object's driver read as the class's own (java-injection.ts); lines are kept.
  const injection = rewriteInjectedDrivers(written, holders);
  const source = injection.source;
  const lines = source.split('\n');
  const root = parseJava(source).rootNode;
  const definitions: StepDefinition[] = [];
  const notCarried: NotCarried[] = [];
  const parameterTypes: ParameterTypeDefinition[] = [];
  /** Lines replaced (by their first line's index, with how many they span) or inserted after. */
  const replaced = new Map<number, { span: number; with: string[] }>();
  /** Whether a method kept in the stand-in still reads an injected object (beyond its driver). */
  let injectedStillRead = false;
  for (const declaration of cucumberImports(root)) {
    const row = declaration.startPosition.row;
    replaced.set(row, { span: declaration.endPosition.row - row + 1, with: [''] });
  }
  const classBody = descendants(root, 'class_body')[0];
  if (classBody) {
    // Generic, so `int count = …` reads as the number Cucumber passes.
    const row = classBody.startPosition.row;
    replaced.set(row, {
      span: 1,
      with: [
        lines[row]!,
        '    private static <T> T __rewrightStepArgument(int index) { return null; }' +
          // The injected driver, read as the class's own: the front end's page.
          (injection.rewritten && !/\bWebDriver\s+driver\b/.test(source)
            ? ' private org.openqa.selenium.WebDriver driver;'
            : ''),
        // A data table's views (java-data-tables.ts), typed as cucumber-java gives them.
        ...(/\bDataTable\b|\b(List|Map)\s*</.test(source) ? tableMarkerMethods('    ') : []),
      ],
    });
  }
  for (const method of classBody ? named(classBody) : []) {
    if (method.type !== 'method_declaration') continue;
    const annotations = annotationsOf(method);
    const typeAnnotation = annotations.find((a) => annotationName(a) === 'ParameterType');
    if (typeAnnotation) {
      // Its method is converted as a function of the module; playwright-bdd registers it.
      const read = parameterTypeOf(typeAnnotation, method);
      if ('why' in read) {
        notCarried.push({
          line: method.startPosition.row + 1,
          original: sourceLines
            .slice(method.startPosition.row, method.endPosition.row + 1)
            .join('\n'),
          why: read.why,
        });
      } else parameterTypes.push(read);
      continue;
    }
    const reads = injectedReads(method, injection.injected);
    const hookRead =
      annotations.some((a) => hookAnnotations.has(annotationName(a))) && reads.length;
    if (hookRead) {
      // Taken out (its lines kept blank): it would run on an object the bound file has not.
      const [first, end] = [method.startPosition.row, method.endPosition.row];
      notCarried.push({
        line: first + 1,
        original: sourceLines.slice(first, end + 1).join('\n'),
        why: `the hook reads ${reads.join(', ')}, state of the object cucumber-java injects (one per scenario, shared by the step classes) beyond its WebDriver, which playwright-bdd's hooks are not given`,
      });
      replaced.set(first, { span: end - first + 1, with: Array(end - first + 1).fill('') });
      continue;
    }
    for (const hook of annotations) {
      const name = annotationName(hook);
      const args = hook.type === 'annotation' ? named(field(hook, 'arguments')!) : [];
      if (!hookAnnotations.has(name) || args.length > 0) continue;
      const row = hook.startPosition.row;
      const line = lines[row]!;
      replaced.set(row, {
        span: 1,
        with: [
          line.slice(0, hook.startPosition.column) +
            `@org.junit.${name}` +
            line.slice(hook.endPosition.column),
        ],
      });
    }
    const steps = annotations.map(stepOf).filter((step) => step !== undefined);
    // A helper method the steps call keeps the injected object it reads.
    if (steps.length === 0 && !annotations.some((a) => hookAnnotations.has(annotationName(a))))
      injectedStillRead ||= reads.length > 0;
    if (steps.length === 0) continue;
    const first = method.startPosition.row;
    const end = method.endPosition.row;
    const original = sourceLines.slice(first, end + 1).join('\n');
    const block = field(method, 'body');
    const isVoid = field(method, 'type')?.text === 'void';
    const params = named(field(method, 'parameters')!)
      .filter((p) => p.type === 'formal_parameter')
      .map((p) => ({ type: field(p, 'type')?.text ?? '', name: field(p, 'name')?.text ?? '' }));
    const stands: string[] = [];
    const stepRows = new Set(
      annotations.filter((a) => stepOf(a) !== undefined).map((a) => a.startPosition.row),
    );
    // The table a step takes last, as cucumber-java gives it: its uses become the marker's views.
    const last = params.at(-1);
    const table = last && isTableType(last.type) ? last : undefined;
    const tableName =
      table && table.type !== 'DataTable'
        ? ['table', 'dataTable', `${table.name}Table`].find(
            (n) => !new RegExp(`\\b${n}\\b`).test(original),
          )
        : table?.name;
    const uses =
      table?.type === 'DataTable' && block ? dataTableUses(source, block, table.name) : undefined;
    for (const { name, text } of steps) {
      const regex = /^\^|\$$/.test(text);
      const keyword = name === 'When' ? 'When' : name === 'Then' ? 'Then' : 'Given';
      const unsupported = params.find(
        (p) => p !== table && p.type !== 'String' && !numberTypes.has(p.type),
      );
      const why =
        !block || !isVoid
          ? 'it annotates something other than a void method with a body'
          : unsupported
            ? `it takes a ${unsupported.type}, which the bound step is not given as such`
            : reads.length
              ? `it reads ${reads.join(', ')}, state of the object cucumber-java injects (one per scenario, shared by the step classes) beyond its WebDriver, which the bound steps are not given`
              : uses && 'why' in uses
                ? uses.why
                : table && !tableName
                  ? `it takes a ${table.type}, and the names it would be read from are taken`
                  : undefined;
      const definition: StepDefinition = {
        index: definitions.length,
        keyword,
        pattern: regex ? { text: text.replace(/\//g, '\\/'), regex: { flags: '' } } : { text },
        params: params.map((p) =>
          p === table ? { name: tableName ?? p.name, type: 'DataTable' } : { name: p.name },
        ),
        line: first + 1,
        original,
      };
      if (why) {
        definitions.push({ ...definition, notCarried: { original, why } });
        // Something other than a step method stays in the class (without its step annotations).
        if (!block || !isVoid) {
          stands.push(...lines.slice(first, end + 1).filter((_, n) => !stepRows.has(first + n)));
        }
        continue;
      }
      definitions.push(definition);
      const indent = /^\s*/.exec(lines[first]!)![0];
      stands.push(
        `${indent}@org.junit.Test`,
        `${indent}public void rewrightStep${definition.index}() {`,
        ...params.flatMap((p, n) => {
          if (p === table) {
            const local = tableLocal(p.type, p.name, tableName!);
            return local ? [`${indent}    ${local}`] : [];
          }
          const value = `__rewrightStepArgument(${n})`;
          // A regex group is text; a Cucumber expression's {int} is already a number.
          const cast = regex && casts[p.type] ? `${casts[p.type]}(${value})` : value;
          return [`${indent}    ${p.type} ${p.name} = ${cast};`];
        }),
        ...bodyLines(
          source,
          lines,
          block!.startPosition.row + 1,
          end,
          uses && 'edits' in uses ? uses.edits : [],
        ),
      );
    }
    replaced.set(first, { span: end - first + 1, with: stands });
  }
  // Nothing carried reads the injected objects any more: their fields go (lines kept blank).
  if (!injectedStillRead && classBody)
    for (const member of named(classBody)) {
      const declared = named(member).filter((n) => n.type === 'variable_declarator');
      if (
        member.type !== 'field_declaration' ||
        !declared.every((d) => injection.injected.has(field(d, 'name')!.text))
      )
        continue;
      const [from, to] = [member.startPosition.row, member.endPosition.row];
      if (!replaced.has(from))
        replaced.set(from, { span: to - from + 1, with: Array(to - from + 1).fill('') });
    }
  const out: string[] = [];
  for (let row = 0; row < lines.length;) {
    const change = replaced.get(row);
    if (!change) {
      out.push(lines[row]!);
      row++;
      continue;
    }
    out.push(...change.with);
    row += change.span;
  }
  return {
    definitions,
    notCarried,
    standIn: out.join('\n'),
    ...(parameterTypes.length ? { parameterTypes } : {}),
  };
}

/** Lines `from`..`to` of the source, with the edits (all inside them) made. */
function bodyLines(
  source: string,
  lines: string[],
  from: number,
  to: number,
  edits: readonly { start: number; end: number; text: string }[],
): string[] {
  if (edits.length === 0) return lines.slice(from, to + 1);
  const start = lines.slice(0, from).reduce((sum, l) => sum + l.length + 1, 0);
  const end = lines.slice(0, to + 1).reduce((sum, l) => sum + l.length + 1, 0) - 1;
  let text = source.slice(start, end);
  for (const e of [...edits].sort((a, b) => b.start - a.start))
    text = text.slice(0, e.start - start) + e.text + text.slice(e.end - start);
  return text.split('\n');
}

/**
 * `@ParameterType("regex") public Shade shade(String name) {…}`: a type named for its method
 * (Cucumber's default), its method the transformer, each capture group a `String` argument.
 */
function parameterTypeOf(
  annotation: JNode,
  method: JNode,
): ParameterTypeDefinition | { why: string } {
  const args = annotation.type === 'annotation' ? named(field(annotation, 'arguments')!) : [];
  const name = field(method, 'name')?.text;
  const params = named(field(method, 'parameters')!).filter((p) => p.type === 'formal_parameter');
  if (args.length !== 1 || args[0]!.type !== 'string_literal' || !name)
    return { why: 'a custom parameter type (@ParameterType) with options other than its regex' };
  if (params.some((p) => field(p, 'type')?.text !== 'String'))
    return { why: 'a custom parameter type (@ParameterType) whose method takes more than text' };
  const regexp = javaString(args[0]!.text);
  return {
    name,
    regexps: [regexp],
    transforms: true,
    register: `defineParameterType({ name: '${name}', regexp: /${regexp.replace(/\//g, '\\/')}/, transformer: ${name} });`,
  };
}
