/**
 * The Java suite's expected outcomes, read from the comment above each test method:
 *
 *   // expect: good pass, broken fail
 *   // expect: good pass, broken fail for "Phones", pass for the others
 *   @Test(dataProvider = "entries")
 *   public void choosesAnEntry(String entry) { … }
 *
 * The Java originals cannot run here (no Selenium Java libraries), so each method's outcome on the
 * good and the broken app was judged by reading it against the app and written beside it. A
 * method's cases are found by the test title the conversion keeps: its class's describe, then the
 * method name (or its JUnit 5 `@DisplayName`), alone or followed by a data row (`name [row]`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type Outcome = 'pass' | 'fail';

export interface ExpectedMethod {
  /** `/`-separated path of the Java file, relative to the suite. */
  file: string;
  className: string;
  method: string;
  /** The converted test's title: the method name, or its `@DisplayName`. */
  title: string;
  good: Outcome;
  broken: Outcome;
  /** Rows (by a text their title holds) whose broken outcome differs from `broken`. */
  brokenRows?: { contains: string; outcome: Outcome };
}

const expectLine =
  /\/\/ expect: good (pass|fail), broken (pass|fail)(?: for "([^"]+)", (pass|fail) for the others)?\s*\n/g;
const methodAfter =
  /^((?:\s*@\w+(?:\([^)]*\))?\s*)*)\s*(?:public\s+|protected\s+)?void\s+(\w+)\s*\(/;

/** Every `// expect:` of the suite's Java files, with the method below it. */
export function readExpectedMethods(suiteDir: string): ExpectedMethod[] {
  return javaFiles(suiteDir).flatMap((path) => {
    const source = readFileSync(path, 'utf8');
    const className = /\bclass\s+(\w+)/.exec(source)?.[1] ?? '';
    const file = relative(suiteDir, path).split(sep).join('/');
    return [...source.matchAll(expectLine)].map((match) => {
      const rest = source.slice((match.index ?? 0) + match[0].length);
      const method = methodAfter.exec(rest);
      if (!method?.[2]) throw new Error(`${file}: no test method below "${match[0].trim()}"`);
      const displayName = /@DisplayName\("([^"]*)"\)/.exec(method[1] ?? '')?.[1];
      const [, good, broken, rowText, others] = match as unknown as [
        string,
        Outcome,
        Outcome,
        string?,
        Outcome?,
      ];
      return {
        file,
        className,
        method: method[2],
        title: displayName ?? method[2],
        good,
        // `broken fail for "Phones", pass for the others`: the others' outcome is the default.
        broken: others ?? broken,
        ...(rowText ? { brokenRows: { contains: rowText, outcome: broken } } : {}),
      };
    });
  });
}

function javaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return javaFiles(path);
      return entry.name.endsWith('.java') ? [path] : [];
    })
    .sort();
}

/** Whether a converted case (its title path) is one of the method's cases. */
export function isCaseOf(method: ExpectedMethod, titlePath: readonly string[]): boolean {
  if (titlePath[0] !== method.className) return false;
  return titlePath
    .slice(1)
    .some((title) => title === method.title || title.startsWith(`${method.title} [`));
}

/** What the case must do on the app. */
export function expectedOutcome(
  method: ExpectedMethod,
  app: 'good' | 'broken',
  key: string,
): Outcome {
  if (app === 'good') return method.good;
  const rows = method.brokenRows;
  return rows && key.includes(rows.contains) ? rows.outcome : method.broken;
}
