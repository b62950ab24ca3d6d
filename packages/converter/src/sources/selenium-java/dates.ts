/**
 * Dates as Java formats them: `SimpleDateFormat` and `DateTimeFormatter.ofPattern(…)` are their
 * pattern string; `format` and `parse` go through a generated module (`rewright-dates.ts`) that
 * reads the pattern letters a test suite uses (years, months and their English names, days,
 * weekdays, hours, minutes, seconds, milliseconds, AM/PM, quoted text) and prints what Java prints
 * in an English locale. A literal pattern with any other letter stays a TODO.
 */
import { Unconvertible, type RuleContext, type Val } from './context.js';
import { stringLiteral, type JNode } from './parser.js';
import { supportImport } from './support.js';
import { js } from './values.js';
import { lookupTable } from '../../core/lookup-table.js';

export const datesSupportFile = 'rewright-dates.ts';

/** Java's formatter types: a formatter is its pattern. */
export const formatterTypes = new Set(['SimpleDateFormat', 'DateFormat', 'DateTimeFormatter']);

export const datesSupportSource = `const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Token = { text: string } | { letter: string; count: number };

/** A Java date pattern's fields and quoted text ('' is a quote). */
function tokens(pattern: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < pattern.length;) {
    const ch = pattern[i]!;
    if (ch === "'") {
      const end = pattern.indexOf("'", i + 1);
      const quoted = end === -1 ? pattern.slice(i + 1) : pattern.slice(i + 1, end);
      out.push({ text: quoted === '' ? "'" : quoted });
      i = end === -1 ? pattern.length : end + 1;
    } else if (/[a-zA-Z]/.test(ch)) {
      let count = 1;
      while (pattern[i + count] === ch) count++;
      if (!/^[yuMLdHhmsSEa]$/.test(ch) || (ch === 'S' && count !== 3))
        throw new Error(\`Date pattern letter \${ch.repeat(count)} is not supported: \${pattern}\`);
      out.push({ letter: ch, count });
      i += count;
    } else {
      out.push({ text: ch });
      i++;
    }
  }
  return out;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The date as Java's SimpleDateFormat or DateTimeFormatter prints it with this pattern. */
export function formatDate(date: Date, pattern: string): string {
  return tokens(pattern)
    .map((t) => {
      if ('text' in t) return t.text;
      const { letter, count } = t;
      switch (letter) {
        case 'y':
        case 'u':
          return count === 2 ? pad(date.getFullYear() % 100, 2) : pad(date.getFullYear(), count);
        case 'M':
        case 'L':
          if (count >= 4) return months[date.getMonth()]!;
          if (count === 3) return months[date.getMonth()]!.slice(0, 3);
          return pad(date.getMonth() + 1, count);
        case 'd':
          return pad(date.getDate(), count);
        case 'H':
          return pad(date.getHours(), count);
        case 'h':
          return pad(date.getHours() % 12 || 12, count);
        case 'm':
          return pad(date.getMinutes(), count);
        case 's':
          return pad(date.getSeconds(), count);
        case 'S':
          return pad(date.getMilliseconds(), 3);
        case 'E':
          return count >= 4 ? weekdays[date.getDay()]! : weekdays[date.getDay()]!.slice(0, 3);
        default:
          return date.getHours() < 12 ? 'AM' : 'PM';
      }
    })
    .join('');
}

const escape = (text: string): string => text.replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&');

/** Text in this pattern as a date (local time); throws, as Java does, when it does not match. */
export function parseDate(text: string, pattern: string): Date {
  const fields: Array<{ letter: string; count: number }> = [];
  const source = tokens(pattern)
    .map((t) => {
      if ('text' in t) return escape(t.text);
      fields.push(t);
      if ('ML'.includes(t.letter) && t.count >= 3)
        return \`(\${months.map((m) => (t.count === 3 ? m.slice(0, 3) : m)).join('|')})\`;
      if (t.letter === 'E')
        return \`(\${weekdays.map((d) => (t.count >= 4 ? d : d.slice(0, 3))).join('|')})\`;
      if (t.letter === 'a') return '(AM|PM)';
      return t.count === 1 ? '(\\\\d+)' : \`(\\\\d{\${t.count}})\`;
    })
    .join('');
  const match = new RegExp(\`^\${source}$\`, 'i').exec(text);
  if (!match) throw new Error(\`Unparseable date: "\${text}" (pattern \${pattern})\`);
  const parts = {
    year: 1970,
    month: 0,
    day: 1,
    hours: 0,
    minutes: 0,
    seconds: 0,
    ms: 0,
    pm: false,
  };
  fields.forEach(({ letter, count }, i) => {
    const value = match[i + 1]!;
    const n = Number(value);
    if ('yu'.includes(letter)) parts.year = count === 2 ? 2000 + n : n;
    else if ('ML'.includes(letter))
      parts.month =
        count >= 3
          ? months.findIndex((m) => m.toLowerCase().startsWith(value.toLowerCase()))
          : n - 1;
    else if (letter === 'd') parts.day = n;
    else if ('Hh'.includes(letter)) parts.hours = n % (letter === 'h' ? 12 : 24);
    else if (letter === 'm') parts.minutes = n;
    else if (letter === 's') parts.seconds = n;
    else if (letter === 'S') parts.ms = n;
    else if (letter === 'a') parts.pm = value.toUpperCase() === 'PM';
  });
  return new Date(
    parts.year,
    parts.month,
    parts.day,
    parts.hours + (parts.pm ? 12 : 0),
    parts.minutes,
    parts.seconds,
    parts.ms,
  );
}
`;

const supportedLetter = /^[yuMLdHhmsSEa]$/;

/**
 * The pattern letters a literal pattern uses that the generated module does not format. `u` is
 * the year to `DateTimeFormatter` but the weekday's number to `SimpleDateFormat`.
 */
export function unsupportedLetters(pattern: string, simple = false): string[] {
  const bad: string[] = [];
  const unquoted = pattern.replace(/'[^']*'/g, '');
  for (const [run, ch] of unquoted.matchAll(/([a-zA-Z])\1*/g))
    if (
      !supportedLetter.test(ch as string) ||
      (ch === 'S' && run.length !== 3) ||
      (ch === 'u' && simple)
    )
      bad.push(run);
  return bad;
}

/** `new SimpleDateFormat(p)`, `DateTimeFormatter.ofPattern(p)`: the pattern, checked if literal. */
export function formatter(
  node: JNode,
  patternNode: JNode | undefined,
  code: string | undefined,
  simple = false,
): Val {
  if (!patternNode || code === undefined)
    throw new Unconvertible(node, 'selenium-java/date-pattern', node.text);
  const literal = stringLiteral(patternNode);
  const bad = literal === undefined ? [] : unsupportedLetters(literal, simple);
  if (bad.length) throw new Unconvertible(node, 'selenium-java/date-pattern', bad.join(', '));
  return js(code, 'DateTimeFormatter');
}

/** `fmt.format(date)` / `date.format(fmt)`. */
export function formatCall(ctx: RuleContext, date: string, pattern: string): Val {
  ctx.importName(supportImport(ctx, datesSupportFile), 'formatDate');
  return js(`formatDate(${date}, ${pattern})`, 'String');
}

/** `fmt.parse(text)` / `LocalDate.parse(text, fmt)`. */
export function parseCall(ctx: RuleContext, text: string, pattern: string, type: string): Val {
  ctx.importName(supportImport(ctx, datesSupportFile), 'parseDate');
  return js(`parseDate(${text}, ${pattern})`, type);
}

/** ISO formatters Java names (`DateTimeFormatter.ISO_LOCAL_DATE`) as their patterns. */
export const isoFormatters = lookupTable<Record<string, string>>({
  ISO_LOCAL_DATE: "'yyyy-MM-dd'",
  ISO_DATE: "'yyyy-MM-dd'",
  BASIC_ISO_DATE: "'yyyyMMdd'",
});
