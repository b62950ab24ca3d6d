/**
 * Python step definitions — behave (`@given('the user opens "{url}"')`, `context.driver`) and
 * pytest-bdd (`@given(parsers.parse(…))`, the driver a fixture parameter) — read like the
 * cucumber-js ones (`step-definitions.ts`): each decorated function becomes a helper of a stand-in
 * module (`def rewright_step_N(driver):`, its step arguments marker bindings) that the Selenium
 * Python front end converts, and `bind-file.ts` binds what it wrote. The step's pattern becomes a
 * regular expression playwright-bdd matches the same text with (parse fields as groups).
 * Read line by line: step modules are top-level decorated functions.
 */
import type { NotCarried, StepDefinition, StepDefinitionFile } from './step-definition-model.js';

const decorator =
  /^@(?:behave\.|pytest_bdd\.)?(given|when|then|step)\(\s*(?:u|r|parsers\.(parse|cfparse|re)\(\s*r?)?(['"])(.*)\3\s*\)?\s*(,.*)?\)\s*$/;
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

export function readPythonStepDefinitions(source: string): StepDefinitionFile {
  const lines = source.split('\n');
  const behave = /^\s*(from behave\b|import behave\b)/m.test(source);
  let matcher = behave ? 'parse' : 'exact';
  const definitions: StepDefinition[] = [];
  const notCarried: NotCarried[] = [];
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const matcherSwitch = /^use_step_matcher\(\s*['"](\w+)['"]\s*\)/.exec(line);
    if (matcherSwitch) {
      matcher = matcherSwitch[1]!;
      out.push('');
      continue;
    }
    // The BDD runner's imports and its `scenarios('…')` wiring: playwright-bdd's config does that.
    if (
      /^(from\s+(behave|pytest_bdd)\b.*\bimport\b|import\s+(behave|pytest_bdd)\b|scenarios\()/.test(
        line,
      )
    ) {
      let end = i;
      if (/\(\s*$/.test(line)) while (end < lines.length - 1 && !lines[end]!.includes(')')) end++;
      for (; i <= end; i++) out.push('');
      i--;
      continue;
    }
    const step = decorator.exec(line);
    if (!step) {
      out.push(line);
      continue;
    }
    // The decorators stacked on one function, then the function and its indented body.
    const decorators = [step];
    let at = i + 1;
    for (let next; (next = decorator.exec(lines[at] ?? '')); at++) decorators.push(next);
    const def = /^(async\s+)?def\s+\w+\s*\(([^)]*)\)\s*(->[^:]*)?:\s*$/.exec(lines[at] ?? '');
    let end = at + 1;
    while (end < lines.length && (/^\s/.test(lines[end]!) || lines[end]!.trim() === '')) end++;
    const original = lines.slice(i, end).join('\n').trimEnd();
    const body = lines.slice(at + 1, end);
    const params = (def?.[2] ?? '')
      .split(',')
      .map((p) => p.split(/[:=]/)[0]!.trim())
      .filter(Boolean);
    for (const d of decorators) {
      const [, name, parser, , text, options] = d;
      const kind = parser ?? (behave ? matcher : 'exact');
      const keyword = name === 'when' ? 'When' : name === 'then' ? 'Then' : 'Given';
      const index = definitions.length;
      const fields: { name?: string; cast?: string }[] =
        kind === 'parse' || kind === 'cfparse'
          ? parsePattern(text!).fields
          : kind === 're'
            ? [...text!.matchAll(/\((?!\?:)(?:\?P<(\w+)>)?/g)].map((g) => ({
                ...(g[1] ? { name: g[1] } : {}),
              }))
            : [];
      const pattern =
        kind === 'parse' || kind === 'cfparse'
          ? { text: parsePattern(text!).regex, regex: { flags: '' } }
          : kind === 're'
            ? {
                text: text!.replace(/\(\?P<\w+>/g, '(').replace(/\//g, '\\/'),
                regex: { flags: '' },
              }
            : { text: `^${escapeRegex(text!)}$`, regex: { flags: '' } };
      const fieldNames = fields.map((f, n) => f.name ?? (behave ? params[n + 1] : undefined));
      const driver = behave ? undefined : params.find((p) => driverNames.has(p));
      const others = params.filter(
        (p, n) => !(behave && n === 0) && p !== driver && !fieldNames.includes(p),
      );
      const world = behave && /\bcontext\.(?!driver\b|browser\b)\w+/.test(body.join('\n'));
      const why = !def
        ? 'it decorates something other than a plain function'
        : options
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
        line: i + 1,
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
      const renamed = body.map((l) =>
        behave ? l.replace(/\bcontext\.(driver|browser)\b/g, 'driver') : l,
      );
      out.push(
        `${def![1] ?? ''}def rewright_step_${index}(${driver ?? 'driver'}):`,
        ...bindings,
        ...renamed,
      );
    }
    // Keep the line count of what was read (the decorators and the def line).
    i = end - 1;
  }
  return { definitions, notCarried, standIn: out.join('\n') };
}
