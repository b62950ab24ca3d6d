/**
 * Configuration in `.properties` files: `java.util.Properties` is a record of strings, `load`
 * reads the file with a generated module (`rewright-properties.ts`, Java's format: `=`, `:` or a
 * space between key and value, `#`/`!` comments, continued lines, escapes). The files themselves
 * are data of the project (`kinds.ts`), written beside the converted files at the same relative
 * paths: a path the suite opened (`new FileInputStream("config.properties")`) is from the working
 * folder, as in Java (the project's folder, where `playwright.config.ts` is); a classpath
 * resource (`getResourceAsStream`) is looked for in Maven's resource folders.
 */
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { field, stringLiteral, type JNode } from './parser.js';
import { argument, callArgs } from './arguments.js';
import { supportImport } from './support.js';
import { js, paren } from './values.js';

export const propertiesSupportFile = 'rewright-properties.ts';

export const propertiesSupportSource = String.raw`import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A file the suite opened by its path: relative to the working folder, as in Java. */
export function projectFile(path: string): string {
  return resolve(path);
}

/** A classpath resource (getResourceAsStream): where Maven and Gradle keep resources. */
export function resourceFile(name: string): string {
  const relative = name.replace(/^\/+/, '');
  const folders = [
    'src/test/resources',
    'src/main/resources',
    'src/test/java',
    'src/main/java',
    '.',
  ];
  const found = folders.map((folder) => resolve(folder, relative)).find((path) => existsSync(path));
  return found ?? resolve('src/test/resources', relative);
}

/** Unescapes a key or value: \t, \n, \uXXXX, and any other escaped character as itself. */
function unescape(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) => {
    if (c.length > 1) return String.fromCharCode(parseInt(c.slice(1), 16));
    return ({ t: '\t', n: '\n', r: '\r', f: '\f' } as Record<string, string>)[c] ?? c;
  });
}

/** A .properties file's entries, read as java.util.Properties.load reads them. */
export function readProperties(file: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const lines = readFileSync(file, 'latin1').split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.replace(/^[ \t\f]+/, '');
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    // A line ending in an odd number of backslashes continues on the next.
    while (/(^|[^\\])(\\\\)*\\$/.test(line) && i + 1 < lines.length)
      line = line.slice(0, -1) + lines[++i]!.replace(/^[ \t\f]+/, '');
    const match = /^((?:\\.|[^\\=: \t\f])*)[ \t\f]*[=:]?[ \t\f]*(.*)$/.exec(line)!;
    entries[unescape(match[1]!)] = unescape(match[2]!);
  }
  return entries;
}
`;

function use(ctx: RuleContext, name: string): void {
  ctx.importName(supportImport(ctx, propertiesSupportFile), name);
}

/** Types that hold an opened file: its path, once converted. */
export const streamTypes = new Set([
  'InputStream', 'FileInputStream', 'Reader', 'FileReader', 'InputStreamReader',
]); // prettier-ignore

/** `new Properties()`, `new FileInputStream(path)`, `new FileReader(file)`, `new InputStreamReader(in, …)`. */
export function propertiesCreation(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  type: string,
): Val | undefined {
  const args = callArgs(node);
  if (type === 'Properties' && !args.length) return js('{}', 'Properties');
  if ((type === 'FileInputStream' || type === 'FileReader') && args.length === 1) {
    use(ctx, 'projectFile');
    return js(`projectFile(${argument(ctx, args[0] as JNode, scope)})`, 'InputStream');
  }
  if (type === 'InputStreamReader' && args[0]) return ctx.expr(args[0], scope);
  return undefined;
}

/**
 * `getClass().getClassLoader().getResourceAsStream("config.properties")` and its spellings
 * (`X.class.getResourceAsStream("/config.properties")`, a thread's context class loader,
 * `ClassLoader.getSystemResourceAsStream`): the resource's file. A class's own lookup of a name
 * without `/` is beside the class, in its package's folder.
 */
export function resourceStream(ctx: RuleContext, node: JNode, scope: Scope): Val {
  const name = field(node, 'name')?.text ?? '';
  const object = field(node, 'object')?.text.replace(/\s+/g, '') ?? '';
  const arg = callArgs(node)[0];
  const viaLoader =
    /ClassLoader\(\)$|^ClassLoader$/.test(object) || name === 'getSystemResourceAsStream';
  const viaClass = /^(getClass\(\)|\w+\.class|this\.getClass\(\))$/.test(object);
  if (!arg || (!viaLoader && !viaClass))
    throw new Unconvertible(node, 'selenium-java/unknown-call', `${object}.${name}()`);
  use(ctx, 'resourceFile');
  const literal = stringLiteral(arg);
  const packagePath = ctx.file.packageName.replace(/\./g, '/');
  if (viaClass && literal !== undefined && !literal.startsWith('/') && packagePath)
    return js(`resourceFile(${JSON.stringify(`${packagePath}/${literal}`)})`, 'InputStream');
  if (viaClass && literal === undefined)
    throw new Unconvertible(node, 'selenium-java/unknown-call', `${object}.${name}()`);
  return js(`resourceFile(${argument(ctx, arg, scope)})`, 'InputStream');
}

/** `props.load(in)`, `props.getProperty(key[, fallback])`, `setProperty`, `containsKey`… */
export function propertiesMethod(
  ctx: RuleContext,
  node: JNode,
  self: string,
  name: string,
  args: string[],
): Val {
  const [a, b] = args;
  switch (name) {
    case 'load':
      use(ctx, 'readProperties');
      return js(`Object.assign(${self}, readProperties(${a}))`);
    case 'getProperty':
    case 'get':
      return js(b === undefined ? `${self}[${a}]` : `(${self}[${a}] ?? ${b})`, 'String');
    case 'setProperty':
    case 'put':
      return js(`${self}[${a}] = ${b}`);
    case 'containsKey':
      return js(`${paren(a ?? '')} in ${self}`, 'boolean');
    case 'stringPropertyNames':
    case 'keySet':
      return js(`Object.keys(${self})`, 'List<String>');
    case 'isEmpty':
      return js(`Object.keys(${self}).length === 0`, 'boolean');
    case 'size':
      return js(`Object.keys(${self}).length`, 'int');
    default:
      throw new Unconvertible(node, 'selenium-java/unknown-call', `Properties.${name}()`);
  }
}

/** An opened file's `close()`: nothing stays open once read. */
export function openedFileMethod(node: JNode, name: string): Val {
  if (name === 'close') return js('');
  throw new Unconvertible(node, 'selenium-java/unknown-call', `InputStream.${name}()`);
}
