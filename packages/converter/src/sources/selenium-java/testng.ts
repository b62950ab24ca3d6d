/**
 * `testng.xml` → the projects of `playwright.config.ts`: each `<test>` is a project running the
 * specs of its `<classes>`/`<packages>`, its groups' `include`/`exclude` a `grep`/`grepInvert` on
 * the tags the groups became, a `browser` parameter the project's browser. Other `<parameter>`s are
 * the environment variables the converted `@Parameters` read: the config sets their default
 * (`??=`) where every `<test>` agrees; where they differ the config keeps a TODO.
 *
 * The file is read by a small XML reader (elements, attributes, comments, CDATA skipped): TestNG
 * suites use nothing else.
 */
import type { Diagnostic } from '../../api.js';
import { messageFor, severityOf } from '../../diagnostics/catalogue.js';
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import type { BrowserName, ConfigProject } from '../../playwright/config.js';
import { text, type Code } from '../../playwright/code.js';
import { outputPathOf } from '../../paths.js';
import { lookupTable } from '../../core/lookup-table.js';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  line: number;
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(value: string): string {
  return value.replace(/&(lt|gt|amp|quot|apos);/g, (_m, e: string) => entities[e] as string);
}

/** The document's root element, or undefined when the text is not well-formed enough to read. */
export function parseXml(source: string): XmlElement | undefined {
  const root: XmlElement = { name: '#document', attrs: {}, children: [], line: 1 };
  const stack = [root];
  let at = 0;
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  while (at < source.length) {
    const open = source.indexOf('<', at);
    if (open < 0) break;
    const skip = (
      [
        ['<!--', '-->'],
        ['<![CDATA[', ']]>'],
        ['<?', '?>'],
        ['<!', '>'],
      ] as const
    ).find(([start]) => source.startsWith(start, open));
    if (skip) {
      const end = source.indexOf(skip[1], open);
      if (end < 0) return undefined;
      at = end + skip[1].length;
      continue;
    }
    const close = source.indexOf('>', open);
    if (close < 0) return undefined;
    const tag = source.slice(open + 1, close);
    at = close + 1;
    if (tag.startsWith('/')) {
      if (stack.length < 2 || stack.at(-1)?.name !== tag.slice(1).trim()) return undefined;
      stack.pop();
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const name = /^[\w.:-]+/.exec(body)?.[0];
    if (!name) return undefined;
    const attrs: Record<string, string> = {};
    for (const m of body.slice(name.length).matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      attrs[m[1] as string] = decode(m[2] ?? m[3] ?? '');
    const element: XmlElement = { name, attrs, children: [], line: lineAt(open) };
    stack.at(-1)?.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  return stack.length === 1 ? root.children[0] : undefined;
}

const kids = (e: XmlElement | undefined, name: string) =>
  e?.children.filter((c) => c.name === name) ?? [];
const kid = (e: XmlElement | undefined, name: string) => kids(e, name)[0];

/** `adminUser` → `ADMIN_USER`: the variable a converted `@Parameters` value is read from. */
export function parameterEnvName(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
}

const browserOf = lookupTable<Record<string, BrowserName>>({
  chrome: 'chromium', chromium: 'chromium', edge: 'chromium', msedge: 'chromium',
  firefox: 'firefox', gecko: 'firefox', safari: 'webkit', webkit: 'webkit',
}); // prettier-ignore

export interface TestngConfig {
  projects: ConfigProject[];
  /** Statements above `defineConfig`: the parameters' defaults. */
  declarations: string[];
  /** TODO lines for what the config does not carry over. */
  todos: string[];
  diagnostics: Diagnostic[];
}

/**
 * The projects of one `testng.xml`. `javaFiles`: the project's Java sources (a `<class>` is found
 * by its package path), `fallback`: the browser the suite's drivers were.
 */
export function testngConfig(
  path: string,
  source: string,
  javaFiles: readonly string[],
  fallback: BrowserName,
  projectUse: Record<string, Code>,
): TestngConfig | undefined {
  const diagnostics: Diagnostic[] = [];
  const report = (line: number, rule: DiagnosticCode, detail?: string) =>
    diagnostics.push({
      path,
      line,
      column: 1,
      rule,
      severity: severityOf(rule),
      message: detail ? `${messageFor(rule)} (${detail})` : messageFor(rule),
    });
  const suite = parseXml(source);
  if (suite?.name !== 'suite') return undefined;
  const declarations: string[] = [];
  const todos: string[] = [];
  const todo = (element: XmlElement, what: string) => {
    report(element.line, 'selenium-java/testng-unsupported', what);
    todos.push(
      `// TODO(rewright): selenium-java/testng-unsupported: ${what} (testng.xml line ${element.line})`,
    );
  };
  for (const files of kids(suite, 'suite-files'))
    todo(files, 'suite files included from other XML files');
  for (const listeners of kids(suite, 'listeners')) todo(listeners, 'TestNG listeners');
  const suiteParams = parametersOf(suite);
  const suiteGroups = groupsOf(suite);
  const tests = kids(suite, 'test');
  const perTest = tests.map((t) => ({ ...suiteParams, ...parametersOf(t) }));
  // A parameter every `<test>` gives the same value is a default for the whole run.
  const names = new Set(perTest.flatMap((p) => Object.keys(p)).concat(Object.keys(suiteParams)));
  for (const name of [...names].sort()) {
    if (/browser/i.test(name)) continue;
    // Parameter names are the user's: one a <test> lacks must not find Object.prototype's.
    const values = new Set(perTest.map((p) => (Object.hasOwn(p, name) ? p[name] : undefined)));
    const env = JSON.stringify(parameterEnvName(name));
    if (values.size === 1 && !values.has(undefined))
      declarations.push(`process.env[${env}] ??= ${JSON.stringify([...values][0])};`);
    else if (!tests.length && Object.hasOwn(suiteParams, name))
      declarations.push(`process.env[${env}] ??= ${JSON.stringify(suiteParams[name])};`);
    else
      todo(
        suite,
        `parameter ${name} differs between <test>s: ${[...values].map((v) => v ?? '(none)').join(', ')}`,
      );
  }
  const projects: ConfigProject[] = [];
  for (const [index, test] of tests.entries()) {
    const params = perTest[index] ?? {};
    const browserParam = Object.entries(params).find(([n]) => /browser/i.test(n))?.[1];
    const browser = browserParam ? browserOf[browserParam.toLowerCase()] : fallback;
    if (!browser) todo(test, `browser ${browserParam}`);
    const specs = specsOf(test, javaFiles, todo);
    // TestNG runs nothing for a `<test>` none of whose classes are here: neither does Playwright.
    if (!specs.length) {
      todo(test, `<test> ${test.attrs.name ?? index + 1} names no converted test class`);
      continue;
    }
    const groups = groupsOf(test);
    const include = [...suiteGroups.include, ...groups.include];
    const exclude = [...suiteGroups.exclude, ...groups.exclude];
    const use: Record<string, Code> = { ...projectUse };
    projects.push({
      name: test.attrs.name ?? `test ${index + 1}`,
      browser: browser ?? fallback,
      use,
      testMatch: specs,
      ...(include.length ? { grep: text(tagPattern(include)) } : {}),
      ...(exclude.length ? { grepInvert: text(tagPattern(exclude)) } : {}),
    });
    report(test.line, 'selenium-java/testng-suite', test.attrs.name);
  }
  return projects.length ? { projects, declarations, todos, diagnostics } : undefined;
}

function parametersOf(element: XmlElement): Record<string, string> {
  return Object.fromEntries(
    kids(element, 'parameter')
      .filter((p) => p.attrs.name !== undefined)
      .map((p) => [p.attrs.name as string, p.attrs.value ?? '']),
  );
}

function groupsOf(element: XmlElement): { include: string[]; exclude: string[] } {
  const run = kid(kid(element, 'groups'), 'run');
  const names = (tag: string) =>
    kids(run, tag)
      .map((e) => e.attrs.name)
      .filter((n): n is string => !!n);
  return { include: names('include'), exclude: names('exclude') };
}

/** A `/@smoke|@fast/` on the tags the groups became; a group's `.*` stays a wildcard. */
function tagPattern(groups: string[]): string {
  const alternatives = groups.map(
    (g) =>
      `@${g.replace(/[.*+?^${}()|[\]\\/]/g, (c) => (c === '*' ? '\\S*' : `\\${c}`))}(?![\\w-])`,
  );
  return `/${alternatives.join('|')}/`;
}

/** The specs of a `<test>`: its classes' files, and the test classes under its packages. */
function specsOf(
  test: XmlElement,
  javaFiles: readonly string[],
  todo: (element: XmlElement, what: string) => void,
): string[] {
  const specs: string[] = [];
  const byPackage = (pkg: string) => pkg.replace(/\./g, '/');
  for (const cls of kids(kid(test, 'classes'), 'class')) {
    const file = javaFiles.find((f) => f.endsWith(`${byPackage(cls.attrs.name ?? '')}.java`));
    if (!file) {
      todo(cls, `class ${cls.attrs.name} is not in the converted sources`);
      continue;
    }
    if (kids(cls, 'methods').length) todo(cls, `method selection in class ${cls.attrs.name}`);
    specs.push(outputPathOf(file));
  }
  for (const pkg of kids(kid(test, 'packages'), 'package')) {
    const name = pkg.attrs.name ?? '';
    // `com.shop.*` is the package and those below it; `com.shop` the package alone.
    const folder = byPackage(name.replace(/\.\*$/, ''));
    const deep = name.endsWith('.*');
    const found = javaFiles
      .map((f) => ({ f, out: outputPathOf(f) }))
      .filter(({ f, out }) => {
        if (!out.endsWith('.spec.ts')) return false;
        const at = f.indexOf(`${folder}/`);
        if (at < 0 || (at > 0 && f[at - 1] !== '/')) return false;
        return deep || !f.slice(at + folder.length + 1).includes('/');
      });
    if (!found.length) todo(pkg, `package ${name} has no converted test classes`);
    specs.push(...found.map(({ out }) => out));
  }
  return [...new Set(specs)];
}
