/**
 * Python's `datetime` → JavaScript: a `date` or a `datetime` is a `Date` (local time, as Python's
 * naive values are), a `timedelta` is a number of milliseconds. Formatting (`strftime`,
 * `isoformat`, `str()`) goes through the generated support module, which knows Python's codes.
 */
import type { RuleContext, Scope } from './context.js';
import type { CallArgs } from './call-args.js';
import { pythonSupportSpecifier } from './support.js';
import { js, paren, type Val } from './values.js';
import { lookupTable } from '../../core/lookup-table.js';

type DateType = 'date' | 'datetime' | 'delta';

export function isDateType(type: string | undefined): type is DateType {
  return type === 'date' || type === 'datetime' || type === 'delta';
}

/** Milliseconds in each `timedelta` keyword. */
const deltaUnits = lookupTable<Record<string, number>>({
  weeks: 604_800_000,
  days: 86_400_000,
  hours: 3_600_000,
  minutes: 60_000,
  seconds: 1000,
  milliseconds: 1,
  microseconds: 0.001,
});
const deltaOrder = ['days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks'];

/** Calls on the `datetime` module's names (`datetime.now()`, `date(2024, 1, 31)`, `timedelta(…)`). */
export function dateCall(
  ctx: RuleContext,
  full: string,
  args: CallArgs,
  scope: Scope,
): Val | undefined {
  const a = () => args.positional.map((n) => ctx.value(n, scope));
  switch (full.replace(/^datetime\.(?=datetime|date|timedelta)/, '')) {
    case 'datetime.now':
    case 'datetime.today':
      return js('new Date()', 'datetime');
    case 'date.today':
      return js('new Date(new Date().setHours(0, 0, 0, 0))', 'date');
    case 'datetime':
    case 'date': {
      const [year, month, day, ...time] = a();
      const parts = [year ?? '1970', `${paren(month ?? '1')} - 1`, day ?? '1', ...time];
      return js(`new Date(${parts.join(', ')})`, full.endsWith('datetime') ? 'datetime' : 'date');
    }
    case 'datetime.fromisoformat':
    case 'date.fromisoformat':
      return js(`new Date(${a()[0]})`, full.endsWith('date.fromisoformat') ? 'date' : 'datetime');
    case 'datetime.fromtimestamp':
      return js(`new Date(${paren(a()[0] ?? '0')} * 1000)`, 'datetime');
    case 'timedelta': {
      // Positional arguments are days, seconds, microseconds, milliseconds, minutes, hours, weeks.
      const terms = args.positional.map(
        (n, i) => `${paren(ctx.value(n, scope))} * ${deltaUnits[deltaOrder[i]!]}`,
      );
      for (const [key, value] of args.keywords) {
        const unit = deltaUnits[key];
        if (unit !== undefined) terms.push(`${paren(ctx.value(value, scope))} * ${unit}`);
      }
      return js(terms.length ? terms.join(' + ') : '0', 'delta');
    }
    default:
      return undefined;
  }
}

/** `d.year`, `d.month`, …; `delta.days`, `delta.seconds`. */
export function dateAttribute(base: string, type: DateType, name: string): Val | undefined {
  const b = paren(base);
  if (type === 'delta') {
    if (name === 'days') return js(`Math.floor(${b} / 86_400_000)`, 'num');
    if (name === 'seconds') return js(`Math.floor((${b} % 86_400_000) / 1000)`, 'num');
    if (name === 'microseconds') return js(`(${b} % 1000) * 1000`, 'num');
    return undefined;
  }
  const reads = lookupTable<Record<string, string>>({
    year: `${b}.getFullYear()`,
    month: `${b}.getMonth() + 1`,
    day: `${b}.getDate()`,
    hour: `${b}.getHours()`,
    minute: `${b}.getMinutes()`,
    second: `${b}.getSeconds()`,
    microsecond: `${b}.getMilliseconds() * 1000`,
  });
  return reads[name] === undefined ? undefined : js(reads[name] as string, 'num');
}

/** Methods of dates, datetimes and timedeltas. */
export function dateMethod(
  ctx: RuleContext,
  receiver: string,
  type: DateType,
  name: string,
  args: string[],
): Val | undefined {
  const r = paren(receiver);
  const support = (helper: string) => {
    ctx.importName(pythonSupportSpecifier(ctx.path), helper);
    return helper;
  };
  if (type === 'delta') {
    return name === 'total_seconds' ? js(`${r} / 1000`, 'num') : undefined;
  }
  switch (name) {
    case 'strftime':
      return js(`${support('strftime')}(${receiver}, ${args[0] ?? "''"})`, 'str');
    case 'isoformat':
      return js(`${support('isoformat')}(${receiver}, ${type === 'date'})`, 'str');
    case 'timestamp':
      return js(`${r}.getTime() / 1000`, 'num');
    case 'date':
      return js(`new Date(new Date(${receiver}).setHours(0, 0, 0, 0))`, 'date');
    case 'weekday':
      return js(`(${r}.getDay() + 6) % 7`, 'num');
    case 'isoweekday':
      return js(`(${r}.getDay() + 6) % 7 + 1`, 'num');
    default:
      return undefined;
  }
}

/** `str(d)`: Python prints a date or a datetime in ISO form (with a space before the time). */
export function dateString(ctx: RuleContext, code: string, type: DateType): string {
  if (type === 'delta') return `String(${code})`;
  ctx.importName(pythonSupportSpecifier(ctx.path), 'isoformat');
  return `isoformat(${code}, ${type === 'date'}, ' ')`;
}

/**
 * `d + delta`, `d - delta`, `d1 - d2`, and comparisons, on their millisecond values; undefined when
 * neither side is a date, a datetime or a timedelta (nothing is translated then).
 */
export function dateOperation(
  ctx: RuleContext,
  op: string,
  left: Val,
  right: Val,
): Val | undefined {
  const leftType = left.t === 'js' ? left.type : undefined;
  const rightType = right.t === 'js' ? right.type : undefined;
  if (!isDateType(leftType) && !isDateType(rightType)) return undefined;
  const l = paren(ctx.materialize(left));
  const r = paren(ctx.materialize(right));
  const isTime = (type: string | undefined) => type === 'date' || type === 'datetime';
  if (isTime(leftType) && rightType === 'delta' && (op === '+' || op === '-'))
    return js(`new Date(${l}.getTime() ${op} ${r})`, leftType as DateType);
  if (leftType === 'delta' && isTime(rightType) && op === '+')
    return js(`new Date(${r}.getTime() + ${l})`, rightType as DateType);
  if (isTime(leftType) && isTime(rightType) && op === '-')
    return js(`${l}.getTime() - ${r}.getTime()`, 'delta');
  if (isTime(leftType) && isTime(rightType) && /^[<>]=?$/.test(op))
    return js(`${l}.getTime() ${op} ${r}.getTime()`, 'bool');
  if (leftType === 'delta' && rightType === 'delta' && (op === '+' || op === '-'))
    return js(`${l} ${op} ${r}`, 'delta');
  return undefined;
}
