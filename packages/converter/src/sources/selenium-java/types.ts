/**
 * Java types → what a value of that type is in the output: the driver (Playwright's page), an
 * element (a locator), elements, a wait, an action chain — or a plain value with its TypeScript type.
 */
import { lookupTable } from '../../core/lookup-table.js';

export type SeleniumRole =
  'page' | 'loc' | 'locs' | 'select' | 'wait' | 'actions' | 'alert' | 'soft' | 'by' | 'js';

const roles = lookupTable<Record<string, SeleniumRole>>({
  WebDriver: 'page', ChromeDriver: 'page', FirefoxDriver: 'page', EdgeDriver: 'page',
  SafariDriver: 'page', RemoteWebDriver: 'page', JavascriptExecutor: 'page',
  WebElement: 'loc', Select: 'select', WebDriverWait: 'wait', FluentWait: 'wait', Wait: 'wait',
  Actions: 'actions', Alert: 'alert', SoftAssert: 'soft', SoftAssertions: 'soft', By: 'by',
}); // prettier-ignore

/** The type without generics' arguments (`List<WebElement>` → `List`). */
export function rawType(type: string): string {
  const raw = type.replace(/<.*$/s, '').trim();
  return raw.slice(raw.lastIndexOf('.') + 1);
}

/** The type argument of a one-argument generic (`List<WebElement>` → `WebElement`). */
export function typeArgument(type: string): string | undefined {
  return /^[\w.]+\s*<\s*([\w.<>, ?[\]]+)\s*>$/s.exec(type.trim())?.[1]?.trim();
}

export function roleOf(type: string): SeleniumRole | undefined {
  const raw = rawType(type);
  if (['List', 'ArrayList', 'Collection', 'Iterable'].includes(raw))
    return typeArgument(type) === 'WebElement' ? 'locs' : undefined;
  return roles[raw];
}

const numbers = new Set([
  'int', 'long', 'short', 'byte', 'double', 'float', 'Integer', 'Long', 'Short', 'Byte', 'Double',
  'Float', 'Number', 'BigDecimal',
]); // prettier-ignore

/** The TypeScript type a Java type is written as (`any` only where nothing fits). */
export function tsType(type: string): string {
  const t = type.trim();
  if (t.endsWith('[]')) return `${tsType(t.slice(0, -2))}[]`;
  if (t.endsWith('...')) return `${tsType(t.slice(0, -3))}[]`;
  const role = roleOf(t);
  if (role === 'page') return 'Page';
  if (role === 'loc' || role === 'locs' || role === 'select') return 'Locator';
  if (role === 'by') return 'string';
  if (role === 'alert') return 'Dialog';
  const raw = rawType(t);
  if (numbers.has(raw)) return 'number';
  if (raw === 'boolean' || raw === 'Boolean') return 'boolean';
  // A `Keys` value is Playwright's key name (`Keys.ENTER` → 'Enter').
  if (['String', 'char', 'Character', 'CharSequence', 'File', 'Path', 'Keys'].includes(raw))
    return 'string';
  if (raw === 'void' || raw === 'Void') return 'void';
  if (raw === 'LocalDate' || raw === 'LocalDateTime' || raw === 'Date') return 'Date';
  if (raw === 'Properties') return 'Record<string, string>';
  // An opened file is its path (`properties.ts`).
  if (['InputStream', 'FileInputStream', 'Reader', 'FileReader', 'InputStreamReader'].includes(raw))
    return 'string';
  // A date formatter is its pattern (`dates.ts`).
  if (['SimpleDateFormat', 'DateFormat', 'DateTimeFormatter'].includes(raw)) return 'string';
  if (raw === 'Object' || raw === 'var') return 'any';
  const arg = typeArgument(t);
  // An iterator is the copy of its collection it takes items from (`java-library.ts`).
  const lists = ['List', 'ArrayList', 'LinkedList', 'Collection', 'Set', 'HashSet', 'Iterable'];
  if ([...lists, 'Iterator', 'ListIterator'].includes(raw))
    return `${arg ? typeArgumentType(arg) : 'any'}[]`;
  if (['Map', 'HashMap', 'LinkedHashMap', 'TreeMap'].includes(raw)) {
    const [k, v] = splitTypeArgs(t);
    return `Map<${k ? typeArgumentType(k) : 'any'}, ${v ? typeArgumentType(v) : 'any'}>`;
  }
  // A generic class of the suite keeps its type arguments (`Box<String>` → `Box<string>`).
  if (/^[A-Z]\w*$/.test(raw)) {
    const args = splitTypeArgs(t);
    return args.length && t.includes('<')
      ? `${raw}<${args.map(typeArgumentType).join(', ')}>`
      : raw;
  }
  return 'any';
}

/** `?` is any type; `? extends X` and `? super X` are taken as X. */
function typeArgumentType(arg: string): string {
  if (arg === '?') return 'unknown';
  return tsType(arg.replace(/^\?\s*(extends|super)\s+/, ''));
}

function splitTypeArgs(type: string): string[] {
  const inner = /<(.*)>$/s.exec(type)?.[1] ?? '';
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of inner) {
    if (ch === '<') depth++;
    if (ch === '>') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}
