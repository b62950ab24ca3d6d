/**
 * The Python standard library a test suite uses (`os`, `os.path`, `pathlib`, `json`, `csv`, `re`,
 * `time`, `random`, `datetime`, `logging`) and the Selenium/pytest entry points (`webdriver.Chrome`,
 * `WebDriverWait`, `Select`, `ActionChains`, `pytest.skip`) → TypeScript and Node.
 */
import { keyNames } from '../../webdriver/keys.js';
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import type { CallArgs } from './call-args.js';
import type { PyNode } from './parser.js';
import { literalValue } from './strings.js';
import { quote } from '../../playwright/code.js';
import { strategyOf } from './locate.js';
import { millis, waitOf } from './waits.js';
import { js, paren, type Val } from './values.js';
import { pythonSupportSpecifier } from './support.js';
import { dateCall } from './dates.js';
import { requestAttribute, requestCall, requestOf } from './request.js';

/** Python modules (and names imported from them) that rules translate. */
export const knownModules = new Set([
  'os', 'os.path', 'sys', 'time', 'json', 're', 'random', 'csv', 'datetime', 'datetime.datetime',
  'datetime.timedelta', 'Path', 'logging', 'pytest', 'unittest', 'webdriver', 'By', 'EC', 'Keys',
  'WebDriverWait', 'Select', 'ActionChains', 'options', 'string', 'uuid', 'math',
]); // prettier-ignore

/** What `from X import Y` (or `import X`) binds, for the modules rules know. */
export function importedModule(module: string, name: string | undefined): string | undefined {
  const full = name ? `${module}.${name}` : module;
  if (/^selenium\.webdriver\.common\.by\.By$/.test(full)) return 'By';
  if (/^selenium\.webdriver\.common\.keys\.Keys$/.test(full)) return 'Keys';
  if (/expected_conditions$/.test(full)) return 'EC';
  if (/\.(WebDriverWait)$/.test(full)) return 'WebDriverWait';
  if (/\.(Select)$/.test(full)) return 'Select';
  if (/\.(ActionChains|ActionBuilder)$/.test(full)) return 'ActionChains';
  if (/^selenium\.webdriver$/.test(full) || full === 'selenium.webdriver') return 'webdriver';
  if (
    /^selenium\.webdriver\.(chrome|firefox|edge|common|remote|safari)\b/.test(full) ||
    /(Options|Service|DesiredCapabilities)$/.test(full)
  )
    return 'options';
  if (/^selenium\.common\.exceptions\./.test(full)) return 'exception';
  if (full === 'pathlib.Path') return 'Path';
  if (full === 'datetime.datetime') return 'datetime.datetime';
  if (full === 'datetime.timedelta') return 'datetime.timedelta';
  if (full === 'datetime.date') return 'datetime.date';
  if (full === 'os.path') return 'os.path';
  if (knownModules.has(full)) return full;
  return undefined;
}

function vals(ctx: RuleContext, args: CallArgs, scope: Scope): string[] {
  return args.positional.map((a) => ctx.value(a, scope));
}

function node(ctx: RuleContext, name: string): string {
  ctx.importName(`node:${name}`, name, true);
  return name;
}

/** A path to read: a file handle opened by `with open(p)` is its path. */
function pathOf(ctx: RuleContext, arg: PyNode | undefined, scope: Scope): string {
  if (!arg) throw new Unconvertible({} as PyNode, 'selenium-python/unknown-call', 'a file');
  const v = ctx.expr(arg, scope);
  if (v.t === 'module' && v.name.startsWith('file:')) return v.name.slice(5);
  return ctx.materialize(v);
}

export function moduleAttribute(ctx: RuleContext, module: string, name: string, at: PyNode): Val {
  const full = `${module}.${name}`;
  const request = requestOf(module);
  if (request) return requestAttribute(request, name, at);
  if (
    full === 'os.path' ||
    full === 'datetime.datetime' ||
    full === 'datetime.timedelta' ||
    full === 'datetime.date'
  )
    return { t: 'module', name: full };
  if (full === 'os.environ') return js('process.env', 'dict');
  if (full === 'os.sep') return js(`${node(ctx, 'path')}.sep`, 'str');
  if (module === 'By') {
    const strategy = strategyOf(`By.${name}`);
    if (strategy)
      return js(
        quote(name.toLowerCase().replace(/_/g, ' ').replace('css selector', 'css selector')),
        'str',
      );
  }
  if (module === 'Keys' && keyNames[name] !== undefined)
    return js(quote(keyNames[name] as string), 'str');
  if (module === 'math' && ['pi', 'e'].includes(name))
    return js(`Math.${name.toUpperCase()}`, 'num');
  if (module === 'string' && name === 'ascii_letters')
    return js("'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'", 'str');
  if (module === 'string' && name === 'digits') return js("'0123456789'", 'str');
  if (module === 'string' && name === 'ascii_lowercase')
    return js("'abcdefghijklmnopqrstuvwxyz'", 'str');
  if (module.startsWith('file:') && name === 'name') return js(module.slice(5), 'str');
  if (module === 'sys' && name === 'platform') return js('process.platform', 'str');
  if (
    module === 'pytest' ||
    module === 'webdriver' ||
    module === 'options' ||
    module === 'EC' ||
    module === 'unittest'
  )
    return { t: 'module', name: full };
  throw new Unconvertible(at, 'selenium-python/unknown-call', full);
}

export function moduleCall(
  ctx: RuleContext,
  module: string,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val {
  const full = name ? `${module}.${name}` : module;
  const request = requestOf(module);
  if (request) return requestCall(ctx, request, name, args, scope);
  const a = () => vals(ctx, args, scope);
  const first = args.positional[0];
  if (
    module === 'options' ||
    full.startsWith('options.') ||
    (module.startsWith('webdriver.') && /Options|Service|DesiredCapabilities/.test(full))
  )
    return { t: 'module', name: 'options' };
  const date = full.startsWith('datetime.') ? dateCall(ctx, full, args, scope) : undefined;
  if (date) return date;
  switch (full) {
    case 'webdriver.Chrome':
    case 'webdriver.Firefox':
    case 'webdriver.Edge':
    case 'webdriver.Safari':
    case 'webdriver.Remote':
    case 'webdriver.Ie':
    case 'webdriver.ChromiumEdge':
      ctx.report(args.node, 'selenium-python/driver-fixture');
      return { t: 'page', code: scope.page };
    case 'webdriver.ChromeOptions':
    case 'webdriver.FirefoxOptions':
    case 'webdriver.EdgeOptions':
    case 'webdriver.DesiredCapabilities':
      return { t: 'module', name: 'options' };
    case 'WebDriverWait':
      return waitOf(ctx, args, scope);
    case 'Select': {
      const el = first ? ctx.expr(first, scope) : undefined;
      if (el?.t === 'js') return { t: 'select', code: el.code };
      if (el?.t !== 'loc')
        throw new Unconvertible(
          args.node,
          'selenium-python/unsupported-command',
          'Select of something that is not an element',
        );
      return { t: 'select', code: el.code };
    }
    case 'ActionChains': {
      const driver = first ? ctx.expr(first, scope) : undefined;
      return { t: 'actions', page: driver?.t === 'page' ? driver.code : scope.page, steps: [] };
    }
    case 'os.path.join':
      return js(`${node(ctx, 'path')}.join(${a().join(', ')})`, 'str');
    case 'os.path.dirname':
      return js(`${node(ctx, 'path')}.dirname(${a()[0]})`, 'str');
    case 'os.path.basename':
      return js(`${node(ctx, 'path')}.basename(${a()[0]})`, 'str');
    case 'os.path.abspath':
    case 'os.path.realpath':
      return js(`${node(ctx, 'path')}.resolve(${a()[0]})`, 'str');
    case 'os.path.exists':
    case 'os.path.isfile':
    case 'os.path.isdir':
      return js(`${node(ctx, 'fs')}.existsSync(${a()[0]})`, 'bool');
    case 'os.getcwd':
      return js('process.cwd()', 'str');
    case 'os.getenv':
      return js(`(process.env[${a()[0]}] ?? ${a()[1] ?? 'null'})`);
    case 'os.makedirs':
      return js(`${node(ctx, 'fs')}.mkdirSync(${a()[0]}, { recursive: true })`);
    case 'os.listdir':
      return js(`${node(ctx, 'fs')}.readdirSync(${a()[0]})`, 'list');
    case 'os.remove':
      return js(`${node(ctx, 'fs')}.rmSync(${a()[0]}, { force: true })`);
    case 'Path':
      return js(
        args.positional.length ? `${node(ctx, 'path')}.join(${a().join(', ')})` : "'.'",
        'path',
      );
    case 'time.sleep':
      return js(
        scope.isAsync
          ? `await ${scope.page}.waitForTimeout(${millis(a()[0] ?? '0')})`
          : `await new Promise((resolve) => setTimeout(resolve, ${millis(a()[0] ?? '0')}))`,
      );
    case 'time.time':
      return js('Date.now() / 1000', 'num');
    case 'json.load':
      return js(
        `JSON.parse(${node(ctx, 'fs')}.readFileSync(${pathOf(ctx, first, scope)}, 'utf8'))`,
      );
    case 'json.loads':
      return js(`JSON.parse(${a()[0]})`);
    case 'json.dumps':
      return js(`JSON.stringify(${a()[0]})`, 'str');
    case 'json.dump':
      return js(
        `${node(ctx, 'fs')}.writeFileSync(${pathOf(ctx, args.positional[1], scope)}, JSON.stringify(${a()[0]}))`,
      );
    case 'csv.DictReader':
      ctx.importName(pythonSupportSpecifier(ctx.path), 'readCsvRecords');
      return js(
        `readCsvRecords(${node(ctx, 'fs')}.readFileSync(${pathOf(ctx, first, scope)}, 'utf8'))`,
        'list',
      );
    case 'csv.reader':
      ctx.importName(pythonSupportSpecifier(ctx.path), 'readCsvRows');
      return js(
        `readCsvRows(${node(ctx, 'fs')}.readFileSync(${pathOf(ctx, first, scope)}, 'utf8'))`,
        'list',
      );
    case 're.search':
    case 're.match':
    case 're.fullmatch': {
      const pattern = regexOf(
        ctx,
        args.positional[0],
        scope,
        full === 're.match' ? 'start' : full === 're.fullmatch' ? 'full' : 'any',
      );
      return js(`${paren(a()[1] ?? "''")}.match(${pattern})`);
    }
    case 're.findall':
      return js(
        `[...${paren(a()[1] ?? "''")}.matchAll(${regexOf(ctx, first, scope, 'any', 'g')})].map((m) => m[1] ?? m[0])`,
        'list',
      );
    case 're.sub':
      return js(
        `${paren(a()[2] ?? "''")}.replace(${regexOf(ctx, first, scope, 'any', 'g')}, ${a()[1]})`,
        'str',
      );
    case 're.compile':
      return js(regexOf(ctx, first, scope, 'any'), 'regex');
    case 're.split':
      return js(`${paren(a()[1] ?? "''")}.split(${regexOf(ctx, first, scope, 'any')})`, 'list');
    case 're.escape':
      return js(`${paren(a()[0] ?? "''")}.replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&')`, 'str');
    case 'random.choice':
      return js(
        `${paren(a()[0] ?? '[]')}[Math.floor(Math.random() * ${paren(a()[0] ?? '[]')}.length)]`,
      );
    case 'random.randint':
      return js(`Math.floor(Math.random() * (${a()[1]} - ${a()[0]} + 1)) + ${a()[0]}`, 'num');
    case 'random.random':
      return js('Math.random()', 'num');
    case 'random.uniform':
      return js(`${a()[0]} + Math.random() * (${a()[1]} - ${a()[0]})`, 'num');
    case 'uuid.uuid4':
      return js('crypto.randomUUID()', 'str');
    case 'math.floor':
    case 'math.ceil':
    case 'math.sqrt':
      return js(`Math.${name}(${a()[0]})`, 'num');
    case 'logging.getLogger':
      return js('console');
    case 'logging.info':
    case 'logging.debug':
    case 'logging.warning':
    case 'logging.error':
      return js(`console.${name === 'warning' ? 'warn' : name}(${a().join(', ')})`);
    case 'pytest.skip':
      ctx.importName('@playwright/test', 'test');
      return js(`test.skip(true, ${a()[0] ?? "''"})`);
    case 'pytest.fail':
      return js(`throw new Error(${a()[0] ?? "'failed'"})`);
    case 'pytest.approx':
      return js(a()[0] ?? '0', 'num');
    case 'unittest.main':
    case 'pytest.main':
      return js('');
    default:
      throw new Unconvertible(args.node, 'selenium-python/unknown-call', `${full}()`);
  }
}

/** A Python regular expression (a literal, usually raw) as a JavaScript one. */
export function regexOf(
  ctx: RuleContext,
  node: PyNode | undefined,
  scope: Scope,
  anchor: 'start' | 'full' | 'any',
  flags = '',
): string {
  if (!node) return '/(?:)/';
  const literal = literalValue(node);
  if (literal === undefined) {
    const code = ctx.value(node, scope);
    return flags ? `new RegExp(${code}, '${flags}')` : `new RegExp(${code})`;
  }
  let source = literal
    .replace(/\(\?P</g, '(?<')
    .replace(/\(\?P=(\w+)\)/g, '\\k<$1>')
    .replace(/\\Z/g, '$')
    .replace(/\\A/g, '^')
    .replace(/\//g, '\\/');
  if (anchor === 'start') source = `^(?:${source})`;
  if (anchor === 'full') source = `^(?:${source})$`;
  return `/${source}/${flags}`;
}

/** `pathlib.Path` attributes (`p.parent`, `p.name`) as `node:path` calls. */
export function pathAttribute(ctx: RuleContext, target: string, name: string, at: PyNode): Val {
  const path = node(ctx, 'path');
  switch (name) {
    case 'parent':
      return js(`${path}.dirname(${target})`, 'path');
    case 'name':
      return js(`${path}.basename(${target})`, 'str');
    case 'suffix':
      return js(`${path}.extname(${target})`, 'str');
    case 'stem':
      return js(`${path}.parse(${target}).name`, 'str');
    default:
      throw new Unconvertible(at, 'selenium-python/unknown-call', `Path.${name}`);
  }
}

/** `pathlib.Path` methods: resolving, joining, reading. */
export function pathMethod(
  ctx: RuleContext,
  target: string,
  name: string,
  args: CallArgs,
  scope: Scope,
): Val {
  const path = node(ctx, 'path');
  const a = vals(ctx, args, scope);
  switch (name) {
    case 'resolve':
    case 'absolute':
      return js(`${path}.resolve(${target})`, 'path');
    case 'joinpath':
      return js(`${path}.join(${[target, ...a].join(', ')})`, 'path');
    case 'open':
      return { t: 'module', name: `file:${target}` };
    case 'read_text':
      return js(`${node(ctx, 'fs')}.readFileSync(${target}, 'utf8')`, 'str');
    case 'exists':
    case 'is_file':
    case 'is_dir':
      return js(`${node(ctx, 'fs')}.existsSync(${target})`, 'bool');
    default:
      throw new Unconvertible(args.node, 'selenium-python/unknown-call', `Path.${name}()`);
  }
}

/** `base / "part"` on a `pathlib.Path`. */
export function joinPaths(ctx: RuleContext, base: string, part: string): Val {
  return js(`${node(ctx, 'path')}.join(${base}, ${part})`, 'path');
}
