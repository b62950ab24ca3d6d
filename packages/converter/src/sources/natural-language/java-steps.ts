/**
 * cucumber-java step definitions (`@Given("the user opens {string}") public void opens(String
 * path) {…}`) read like the cucumber-js ones (`step-definitions.ts`): the class becomes a stand-in
 * JUnit class whose `@Test` methods (`rewrightStepN`) the Selenium Java front end converts, each
 * step argument a local read from a marker method, and `bind-file.ts` binds what it wrote.
 * Cucumber's `@Before`/`@After` become JUnit's, so their bodies become scenario hooks. Read with
 * a small scanner (annotations, then the method's braces), not a Java parser: step classes are
 * plain annotated methods.
 */
import type { NotCarried, StepDefinition, StepDefinitionFile } from './step-definition-model.js';

const annotation = /^\s*@(Given|When|Then|And|But)\(\s*("(?:[^"\\]|\\.)*")\s*\)\s*$/;
const hook = /^\s*@(Before|After)(\(\s*\))?\s*$/;
const method =
  /^\s*(?:public\s+|protected\s+|private\s+)?void\s+\w+\s*\(([^)]*)\)\s*(?:throws\s+[\w.,\s]+)?\{\s*$/;
const casts: Record<string, string> = {
  int: 'Integer.parseInt',
  Integer: 'Integer.parseInt',
  long: 'Long.parseLong',
  Long: 'Long.parseLong',
  double: 'Double.parseDouble',
  Double: 'Double.parseDouble',
  float: 'Float.parseFloat',
  Float: 'Float.parseFloat',
};
const numberTypes = new Set(Object.keys(casts));

/** The line index of the brace closing the block opened on line `start` (strings skipped). */
function blockEnd(lines: readonly string[], start: number): number {
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    const code = lines[i]!.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\/\/.*$/g, '');
    for (const ch of code) {
      if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) return i;
    }
  }
  return lines.length - 1;
}

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

export function readJavaStepDefinitions(source: string): StepDefinitionFile {
  const lines = source.split('\n');
  const definitions: StepDefinition[] = [];
  const notCarried: NotCarried[] = [];
  const out: string[] = [];
  let markerAdded = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*import\s+(static\s+)?io\.cucumber\./.test(line)) {
      out.push('');
      continue;
    }
    if (!markerAdded && /\bclass\s+\w+[^{]*\{\s*$/.test(line)) {
      markerAdded = true;
      // Generic, so `int count = …` reads as the number Cucumber passes.
      out.push(line, '    private static <T> T __rewrightStepArgument(int index) { return null; }');
      continue;
    }
    const hookMatch = hook.exec(line);
    if (hookMatch) {
      out.push(line.replace(/@(Before|After)(\(\s*\))?/, `@org.junit.${hookMatch[1]}`));
      continue;
    }
    const step = annotation.exec(line);
    if (!step) {
      out.push(line);
      continue;
    }
    const decorators = [step];
    let at = i + 1;
    for (let next; (next = annotation.exec(lines[at] ?? '')); at++) decorators.push(next);
    const signature = method.exec(lines[at] ?? '');
    const end = signature ? blockEnd(lines, at) : at;
    const original = lines.slice(i, end + 1).join('\n');
    const params = (signature?.[1] ?? '')
      .split(',')
      .map((p) => p.trim().split(/\s+/))
      .filter((p) => p.length >= 2)
      .map((p) => ({ type: p.at(-2)!, name: p.at(-1)! }));
    for (const [, name, literal] of decorators) {
      const text = javaString(literal!);
      const regex = /^\^|\$$/.test(text);
      const keyword = name === 'When' ? 'When' : name === 'Then' ? 'Then' : 'Given';
      const unsupported = params.find((p) => p.type !== 'String' && !numberTypes.has(p.type));
      const why = !signature
        ? 'it annotates something other than a void method on one line'
        : unsupported
          ? `it takes a ${unsupported.type}, which the bound step is not given as such`
          : undefined;
      const definition: StepDefinition = {
        index: definitions.length,
        keyword,
        pattern: regex ? { text: text.replace(/\//g, '\\/'), regex: { flags: '' } } : { text },
        params: params.map((p) => ({ name: p.name })),
        line: i + 1,
      };
      if (why) {
        definitions.push({ ...definition, notCarried: { original, why } });
        continue;
      }
      definitions.push(definition);
      const indent = /^\s*/.exec(lines[at]!)![0];
      out.push(
        `${indent}@org.junit.Test`,
        `${indent}public void rewrightStep${definition.index}() {`,
        ...params.map((p, n) => {
          const value = `__rewrightStepArgument(${n})`;
          // A regex group is text; a Cucumber expression's {int} is already a number.
          const cast = regex && casts[p.type] ? `${casts[p.type]}(${value})` : value;
          return `${indent}    ${p.type} ${p.name} = ${cast};`;
        }),
        ...lines.slice(at + 1, end + 1),
      );
    }
    if (!signature) out.push(...lines.slice(i + decorators.length, end + 1));
    i = end;
  }
  return { definitions, notCarried, standIn: out.join('\n') };
}
