/**
 * Files, as a suite that downloads or uploads reads them: `java.io.File` and `java.nio.file` paths
 * are path strings, their methods `node:fs` and `node:path` calls. A download folder the suite gave
 * Chrome (`download.default_directory`) is where Playwright's downloads are saved.
 */
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import type { JNode } from './parser.js';
import { js, paren } from './values.js';
import { lookupTable } from '../../core/lookup-table.js';

type Form = (self: string, args: string[]) => { code: string; type?: string; uses: string[] };

const fileMethods = lookupTable<Record<string, Form>>({
  exists: (s) => ({ code: `existsSync(${s})`, type: 'boolean', uses: ['existsSync'] }),
  delete: (s) => ({ code: `rmSync(${s}, { force: true })`, uses: ['rmSync'] }),
  getName: (s) => ({ code: `basename(${s})`, type: 'String', uses: ['basename'] }),
  getAbsolutePath: (s) => ({ code: `resolve(${s})`, type: 'String', uses: ['resolve'] }),
  getPath: (s) => ({ code: s, type: 'String', uses: [] }),
  toString: (s: string) => ({ code: s, type: 'String', uses: [] }),
  toAbsolutePath: (s) => ({ code: `resolve(${s})`, type: 'Path', uses: ['resolve'] }),
  length: (s) => ({ code: `statSync(${s}).size`, type: 'long', uses: ['statSync'] }),
  isFile: (s) => ({ code: `(existsSync(${s}) && statSync(${s}).isFile())`, type: 'boolean', uses: ['existsSync', 'statSync'] }),
  isDirectory: (s) => ({ code: `(existsSync(${s}) && statSync(${s}).isDirectory())`, type: 'boolean', uses: ['existsSync', 'statSync'] }),
  listFiles: (s) => ({ code: `readdirSync(${s}).map((name) => join(${s}, name))`, type: 'File[]', uses: ['readdirSync', 'join'] }),
  mkdirs: (s) => ({ code: `mkdirSync(${s}, { recursive: true })`, uses: ['mkdirSync'] }),
  mkdir: (s) => ({ code: `mkdirSync(${s}, { recursive: true })`, uses: ['mkdirSync'] }),
}); // prettier-ignore

const filesStatics = lookupTable<Record<string, Form>>({
  exists: (_s, [p]) => ({ code: `existsSync(${p})`, type: 'boolean', uses: ['existsSync'] }),
  deleteIfExists: (_s, [p]) => ({ code: `rmSync(${p}, { force: true })`, uses: ['rmSync'] }),
  readString: (_s, [p]) => ({ code: `readFileSync(${p}, 'utf8')`, type: 'String', uses: ['readFileSync'] }),
  size: (_s, [p]) => ({ code: `statSync(${p}).size`, type: 'long', uses: ['statSync'] }),
  createDirectories: (_s, [p]) => ({ code: `mkdirSync(${p}, { recursive: true })`, uses: ['mkdirSync'] }),
}); // prettier-ignore

const modules = lookupTable<Record<string, string>>({
  basename: 'node:path', resolve: 'node:path', join: 'node:path',
}); // prettier-ignore

function use(ctx: RuleContext, result: ReturnType<Form>): Val {
  for (const name of result.uses) ctx.importName(modules[name] ?? 'node:fs', name);
  return js(result.code, result.type);
}

export function isFileType(type: string | undefined): boolean {
  return type === 'File' || type === 'Path';
}

/** `file.exists()`, `file.getAbsolutePath()` … on a `File` or `Path`. */
export function fileMethod(
  ctx: RuleContext,
  node: JNode,
  self: string,
  name: string,
  args: string[],
): Val {
  const form = fileMethods[name];
  if (!form) throw new Unconvertible(node, 'selenium-java/unknown-call', `File.${name}()`);
  return use(ctx, form(paren(self), args));
}

/** `new File(path)`, `new File(folder, name)`. */
export function newFile(ctx: RuleContext, args: string[]): Val {
  if (args.length === 1) return js(args[0] as string, 'File');
  ctx.importName('node:path', 'join');
  return js(`join(${args.join(', ')})`, 'File');
}

/** `Paths.get(…)`, `Path.of(…)`, `Files.exists(p)` …; undefined when it is no such call. */
export function fileStatic(
  ctx: RuleContext,
  node: JNode,
  cls: string,
  name: string,
  args: string[],
): Val | undefined {
  if ((cls === 'Paths' && name === 'get') || (cls === 'Path' && name === 'of')) {
    if (args.length === 1) return js(args[0] as string, 'Path');
    ctx.importName('node:path', 'join');
    return js(`join(${args.join(', ')})`, 'Path');
  }
  if (cls !== 'Files') return undefined;
  const form = filesStatics[name];
  if (!form) throw new Unconvertible(node, 'selenium-java/unknown-call', `Files.${name}()`);
  return use(ctx, form('', args));
}

/**
 * `prefs.put("download.default_directory", folder)`: Chrome saved downloads there; Playwright
 * saves each download there as it starts.
 */
export function downloadFolder(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  folder: string,
): string[] {
  ctx.importName('node:path', 'join');
  ctx.report(node, 'selenium-java/download-folder');
  return [
    `${scope.page}.on('download', (download) => download.saveAs(join(${folder}, download.suggestedFilename())));`,
  ];
}
