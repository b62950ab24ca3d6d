/**
 * What the emitter knows while it writes one test: the page or tab the steps are on, the frame
 * they switched into, the element the last step named ("it"), the values remembered so far and
 * the table row being repeated. Targets are resolved here, through the `TargetResolver`.
 */
import { quote } from '../../playwright/code.js';
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import { describeLocator, printLocator } from './locators.js';
import type { LocatorSpec, Ordinal, TargetDescription, TargetResolver } from './targets.js';

export interface Note {
  code: DiagnosticCode;
  line: number;
  detail?: string;
}

/** A remembered value's name as a TypeScript identifier ("order number" → `orderNumber`). */
export function identifierOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean);
  const id = words
    .map((w, i) =>
      i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join('');
  return /^[\p{L}_$]/u.test(id) && !reserved.has(id)
    ? id
    : `value${id.charAt(0).toUpperCase()}${id.slice(1)}`;
}

const reserved = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with let static yield await page context expect test tab row rows docString'.split(
    ' ',
  ),
);

export class TestScope {
  readonly remembered = new Set<string>();
  previous?: { spec: LocatorSpec; ordinal?: Ordinal };
  url?: string;
  /** The frame locator the steps switched into, if any. */
  frame?: string;
  /** The columns of the table row being repeated (`<column>` in a value reads `row[…]`). */
  columns?: readonly string[];
  /** Whether a locator was written (the unverified-locators note is about them). */
  located = false;
  /** The frame the steps switched into, as resolved (the live-app check looks inside it). */
  frameSpec?: LocatorSpec;
  /** A step changed the page, or let time pass, since it was opened (`PageContext.acted`). */
  acted = false;
  /** The steps work in a tab opened after the page (`PageContext.otherTab`). */
  otherTab = false;

  constructor(
    readonly resolver: TargetResolver,
    readonly notes: Note[],
    /** `page`, or `tab` when the test switches tabs. */
    readonly page: string,
    public line: number,
  ) {}

  get root(): string {
    return this.frame ?? this.page;
  }

  note(code: DiagnosticCode, detail?: string): void {
    this.notes.push({ code, line: this.line, ...(detail ? { detail } : {}) });
  }

  /** The locator for the words, or undefined (with a note) when they name nothing to locate. */
  locate(target: TargetDescription, expectsAbsent = false): string | undefined {
    const resolution = this.resolver.resolveTarget(target, {
      ...(this.url ? { url: this.url } : {}),
      ...(this.previous ? { previous: this.previous.spec } : {}),
      ...(this.frameSpec ? { frame: this.frameSpec } : {}),
      ...(this.acted ? { acted: true } : {}),
      ...(this.otherTab ? { otherTab: true } : {}),
      ...(expectsAbsent ? { expectsAbsent: true } : {}),
    });
    if (resolution.kind === 'missing') {
      this.note(resolution.code ?? 'natural-language/missing-target', resolution.reason);
      return undefined;
    }
    this.located = true;
    if (resolution.note) this.note(resolution.note.code, resolution.note.detail);
    const ordinal =
      resolution.ordinal ?? (target.via === 'pronoun' ? this.previous?.ordinal : undefined);
    if (resolution.kind === 'locator') {
      this.previous = { spec: resolution.locator, ...(ordinal !== undefined ? { ordinal } : {}) };
      return printLocator(resolution.locator, this.root, ordinal, (v) => this.value(v));
    }
    const [first, ...others] = resolution.candidates;
    this.note(
      'natural-language/ambiguous-target',
      `"${target.words}" could be ${resolution.candidates.map(describeLocator).join(' or ')}`,
    );
    const printed = printLocator(first!, this.root, undefined, (v) => this.value(v));
    const combined = others.reduce(
      (code, spec) =>
        `${code}.or(${printLocator(spec, this.root, undefined, (v) => this.value(v))})`,
      printed,
    );
    if (ordinal === undefined) return combined;
    return ordinal === 'last'
      ? `${combined}.last()`
      : ordinal === 0
        ? `${combined}.first()`
        : `${combined}.nth(${ordinal})`;
  }

  /**
   * A value as TypeScript: a string literal, or a template reading remembered values (`{name}`),
   * the doc string and the repeated row's cells (`<column>`).
   */
  value(raw: string): string {
    if (raw === '{docString}') return 'docString';
    // A value that is one remembered value or one cell is that variable, not a template of it.
    const whole = /^\{([\w ]+)\}$/.exec(raw);
    if (whole && this.remembered.has(identifierOf(whole[1]!))) return identifierOf(whole[1]!);
    const cell = /^<([^>]+)>$/.exec(raw);
    if (cell && this.columns?.includes(cell[1]!)) return `row[${quote(cell[1]!)}]`;
    let templated = false;
    const text = raw
      .replace(/\$\{|`|\\/g, (m) => `\\${m}`)
      .replace(/\{([\w ]+)\}|<([^>]+)>/g, (whole, name?: string, column?: string) => {
        if (name !== undefined) {
          const id = name === 'docString' ? 'docString' : identifierOf(name);
          if (!this.remembered.has(id) && id !== 'docString') return whole;
          templated = true;
          return `\${${id}}`;
        }
        if (!this.columns?.includes(column!)) return whole;
        templated = true;
        return `\${row[${quote(column!)}]}`;
      });
    return templated ? `\`${text}\`` : quote(raw);
  }
}
