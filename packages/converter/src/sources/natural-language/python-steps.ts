/**
 * Python step definitions — behave (`@given('the user opens "{url}"')`, `context.driver`) and
 * pytest-bdd (`@given(parsers.parse(…))`, the driver a fixture parameter) — read like the
 * cucumber-js ones (`step-definitions.ts`): each decorated function becomes a helper of a stand-in
 * module (`def rewright_step_N(driver):`, its step arguments marker bindings) that the Selenium
 * Python front end converts, and `bind-file.ts` binds what it wrote. The step's pattern becomes a
 * regular expression playwright-bdd matches the same text with (parse fields as groups).
 * Read with tree-sitter's Python grammar (the Selenium Python front end's parser, which must be
 * loaded: `loadPythonParser`): the module's top-level statements, each decorator's call and string,
 * the function's parameters and body. The step pattern's own text (a parse format or a regular
 * expression) is what gets read as a pattern.
 */
import { field, named, parsePython, type PyNode } from '../selenium-python/parser.js';
import type { NotCarried, StepDefinition, StepDefinitionFile } from './step-definition-model.js';

const stepDecorators = new Set(['given', 'when', 'then', 'step']);
const bddModules = new Set(['behave', 'pytest_bdd']);
const patternParsers = new Set(['parse', 'cfparse', 're']);
const driverNames = new Set(['driver', 'browser', 'selenium', 'web_driver', 'webdriver']);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A parse-format pattern (`{name}`, `{name:d}`) as a regex, with each field's conversion. */
function parsePattern(text: string): { regex: string; fields: { name?: string; cast?: string }[] } {
  const fields: { name?: string; cast?: string }[] = [];
  let regex = '';
  let last = 0;
  for (const m of text.matchAll(/\{(\w*)(?::(\w+))?\}/g)) {
    regex += escapeRegex(text.slice(last, m.index));
    last = m.index + m[0].length;
    const type = m[2];
    regex +=
      type === 'd'
        ? '(-?\\d+)'
        : type === 'f'
          ? '(-?\\d*\\.?\\d+)'
          : type === 'w'
            ? '(\\w+)'
            : '(.+?)';
    fields.push({
      ...(m[1] ? { name: m[1] } : {}),
      ...(type === 'd' ? { cast: 'int' } : type === 'f' ? { cast: 'float' } : {}),
    });
  }
  return { regex: `^${regex}${escapeRegex(text.slice(last))}$`, fields };
}

interface StepDecorator {
  name: string;
  /** `parse`, `cfparse` or `re` for `parsers.…(…)`; absent for a plain string. */
  parser?: string;
  text: string;
  /** Arguments after the pattern (`target_fixture=…`, `converters=…`). */
  options: boolean;
}

/** The text of a string literal (its content as written, as a pattern is), or undefined. */
function stringText(node: PyNode | undefined): string | undefined {
  if (node?.type !== 'string') return undefined;
  if (named(node).some((part) => part.type === 'interpolation')) return undefined;
  return named(node)
    .filter((part) => part.type === 'string_content' || part.type === 'escape_sequence')
    .map((part) => part.text)
    .join('');
}

/** `@given('…')`, `@behave.when(u'…')`, `@then(parsers.parse('…'))`, or undefined. */
function stepDecorator(decorator: PyNode): StepDecorator | undefined {
  const call = named(decorator)[0];
  if (call?.type !== 'call') return undefined;
  const callee = field(call, 'function');
  const name =
    callee?.type === 'identifier'
      ? callee.text
      : callee?.type === 'attribute' && bddModules.has(field(callee, 'object')?.text ?? '')
        ? field(callee, 'attribute')?.text
        : undefined;
  if (!name || !stepDecorators.has(name)) return undefined;
  const [first, ...rest] = named(field(call, 'arguments')!).filter((a) => a.type !== 'comment');
  let parser: string | undefined;
  let pattern = first;
  if (first?.type === 'call') {
    const inner = field(first, 'function');
    const method = inner?.type === 'attribute' ? field(inner, 'attribute')?.text : undefined;
    if (field(inner!, 'object')?.text !== 'parsers' || !patternParsers.has(method ?? '')) {
      return undefined;
    }
    parser = method;
    pattern = named(field(first, 'arguments')!)[0];
  }
  const text = stringText(pattern);
  if (text === undefined) return undefined;
  return { name, ...(parser ? { parser } : {}), text, options: rest.length > 0 };
}

/** The top-level packages an import statement names (`from behave.x import y` → behave). */
function importedPackages(statement: PyNode): string[] {
  if (statement.type === 'import_from_statement') {
    return [field(statement, 'module_name')?.text.split('.')[0] ?? ''];
  }
  if (statement.type === 'import_statement') {
    return named(statement).map((n) => n.text.split('.')[0]!);
  }
  return [];
}

/** `from behave import …`, `import pytest_bdd`, `scenarios('…')`: playwright-bdd's config does that. */
function isRunnerWiring(statement: PyNode): boolean {
  if (importedPackages(statement).some((name) => bddModules.has(name))) return true;
  const call = statement.type === 'expression_statement' ? named(statement)[0] : undefined;
  return call?.type === 'call' && field(call, 'function')?.text === 'scenarios';
}

/** `use_step_matcher('re')`: the matcher of the behave steps after it. */
function stepMatcher(statement: PyNode): string | undefined {
  const call = statement.type === 'expression_statement' ? named(statement)[0] : undefined;
  if (call?.type !== 'call' || field(call, 'function')?.text !== 'use_step_matcher')
    return undefined;
  return stringText(named(field(call, 'arguments')!)[0]);
}

function parameterNames(fn: PyNode): string[] {
  return named(field(fn, 'parameters')!).flatMap((p) => {
    if (p.type === 'identifier') return [p.text];
    const name = p.type === 'typed_parameter' ? named(p)[0] : field(p, 'name');
    return name?.type === 'identifier' ? [name.text] : [];
  });
}

/** Every `context.<name>` the body reads or sets. */
function contextAttributes(body: PyNode): PyNode[] {
  const found: PyNode[] = [];
  const visit = (node: PyNode): void => {
    if (node.type === 'attribute' && field(node, 'object')?.text === 'context') found.push(node);
    for (const child of named(node)) visit(child);
  };
  visit(body);
  return found;
}

export function readPythonStepDefinitions(source: string): StepDefinitionFile {
  const lines = source.split('\n');
  const module = parsePython(source).rootNode;
  const statements = named(module);
  const behave = statements.some((s) => importedPackages(s).includes('behave'));
  let matcher = behave ? 'parse' : 'exact';
  const definitions: StepDefinition[] = [];
  const notCarried: NotCarried[] = [];
  const out: string[] = [];
  let line = 0;
  /** The source lines up to (not including) `row`, as they are. */
  const keepUntil = (row: number) => {
    for (; line < row; line++) out.push(lines[line]!);
  };
  for (const statement of statements) {
    const first = statement.startPosition.row;
    const last = statement.endPosition.row;
    const switched = stepMatcher(statement);
    if (switched !== undefined || isRunnerWiring(statement)) {
      if (switched !== undefined) matcher = switched;
      keepUntil(first);
      for (; line <= last; line++) out.push('');
      continue;
    }
    if (statement.type !== 'decorated_definition') continue;
    const decorators = named(statement).filter((n) => n.type === 'decorator');
    const steps = decorators.map(stepDecorator).filter((step) => step !== undefined);
    if (steps.length === 0) continue;
    const fn = field(statement, 'definition');
    // Another decorator beside the step's (a fixture, a wrapper) changes what the function is.
    const def =
      fn?.type === 'function_definition' && steps.length === decorators.length ? fn : undefined;
    // The body runs to the next line that is not indented (blank lines after it included).
    let end = last + 1;
    while (end < lines.length && (/^\s/.test(lines[end]!) || lines[end]!.trim() === '')) end++;
    keepUntil(first);
    const original = lines.slice(first, end).join('\n').trimEnd();
    const params = def ? parameterNames(def) : [];
    const bodyNode = def ? field(def, 'body') : undefined;
    const contextReads = bodyNode && behave ? contextAttributes(bodyNode) : [];
    const world = contextReads.some(
      (a) => !['driver', 'browser'].includes(field(a, 'attribute')?.text ?? ''),
    );
    // From the line after the signature's colon (a comment before the first statement included).
    const colon = def?.children.find((c) => c?.type === ':');
    const bodyStart = Math.min(
      (colon ?? def ?? statement).endPosition.row + 1,
      bodyNode?.startPosition.row ?? Infinity,
    );
    const body = def ? renamedBody(source, lines, bodyStart, end, contextReads) : [];
    const isAsync = def ? def.children.some((c) => c?.type === 'async') : false;
    for (const step of steps) {
      const kind = step.parser ?? (behave ? matcher : 'exact');
      const keyword = step.name === 'when' ? 'When' : step.name === 'then' ? 'Then' : 'Given';
      const index = definitions.length;
      const fields: { name?: string; cast?: string }[] =
        kind === 'parse' || kind === 'cfparse'
          ? parsePattern(step.text).fields
          : kind === 're'
            ? [...step.text.matchAll(/\((?!\?:)(?:\?P<(\w+)>)?/g)].map((g) => ({
                ...(g[1] ? { name: g[1] } : {}),
              }))
            : [];
      const pattern =
        kind === 'parse' || kind === 'cfparse'
          ? { text: parsePattern(step.text).regex, regex: { flags: '' } }
          : kind === 're'
            ? {
                text: step.text.replace(/\(\?P<\w+>/g, '(').replace(/\//g, '\\/'),
                regex: { flags: '' },
              }
            : { text: `^${escapeRegex(step.text)}$`, regex: { flags: '' } };
      const fieldNames = fields.map((f, n) => f.name ?? (behave ? params[n + 1] : undefined));
      const driver = behave ? undefined : params.find((p) => driverNames.has(p));
      const others = params.filter(
        (p, n) => !(behave && n === 0) && p !== driver && !fieldNames.includes(p),
      );
      const why = !def
        ? 'it decorates something other than a plain function'
        : step.options
          ? 'it takes decorator options (target_fixture, converters)'
          : world
            ? "its body keeps state on behave's context, which playwright-bdd's steps have not"
            : others.length
              ? `it takes the fixture ${others[0]}, which the bound step has not`
              : undefined;
      const definition: StepDefinition = {
        index,
        keyword,
        pattern,
        params: fields.map((_, n) => ({ name: `arg${n}` })),
        line: first + 1,
      };
      if (why) {
        definitions.push({ ...definition, notCarried: { original, why } });
        continue;
      }
      definitions.push(definition);
      const bindings = fields.map((f, n) => {
        const value = `__rewright_step_argument(${n})`;
        return `    ${fieldNames[n] ?? `arg${n}`} = ${f.cast ? `${f.cast}(${value})` : value}`;
      });
      out.push(
        `${isAsync ? 'async ' : ''}def rewright_step_${index}(${driver ?? 'driver'}):`,
        ...bindings,
        ...body,
      );
    }
    line = end;
  }
  keepUntil(lines.length);
  return { definitions, notCarried, standIn: out.join('\n') };
}

/**
 * The body's lines (`from`..`to`), behave's `context.driver` (or `.browser`) read as the driver
 * parameter of the stand-in function: the attribute nodes are replaced, nothing else.
 */
function renamedBody(
  source: string,
  lines: string[],
  from: number,
  to: number,
  contextReads: PyNode[],
): string[] {
  const drivers = contextReads.filter((a) =>
    ['driver', 'browser'].includes(field(a, 'attribute')?.text ?? ''),
  );
  if (drivers.length === 0) return lines.slice(from, to);
  const startOf = lines.slice(0, from).reduce((sum, l) => sum + l.length + 1, 0);
  const endOf = lines.slice(0, to).reduce((sum, l) => sum + l.length + 1, 0);
  let text = '';
  let at = startOf;
  for (const node of drivers) {
    text += source.slice(at, node.startIndex) + 'driver';
    at = node.endIndex;
  }
  text += source.slice(at, Math.max(at, endOf - 1));
  return text.split('\n');
}
