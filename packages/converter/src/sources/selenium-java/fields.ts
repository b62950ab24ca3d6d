/**
 * What a class's fields hold as rules read them (the page, a locator from `@FindBy`, a wait, plain
 * code), where they are read from, and the imports that reading needs.
 */
import type { RuleContext, Scope, Val } from './context.js';
import { fieldOf } from './analysis.js';
import type { FieldFacts } from './facts.js';
import type { JNode } from './parser.js';
import { roleOf } from './types.js';
import { locatorForm } from './locate.js';
import { js, numberLiteral, paren } from './values.js';
import { outputPathOf, relativePath, dirOf } from '../../paths.js';

/** Where a field is read from in the current scope (`this.x`, `LoginPage.X`, `x`). */
function fieldAccess(
  ctx: RuleContext,
  scope: Scope,
  f: FieldFacts,
  ownerName: string,
  ownerPath: string,
): string {
  if (scope.mode === 'member') return f.isStatic ? `${ownerName}.${f.tsName}` : `this.${f.tsName}`;
  if (ownerPath !== ctx.path) importFrom(ctx, ownerPath, f.name);
  return f.name;
}

/** Imports `name` from the converted module of `sourcePath`. */
export function importFrom(ctx: RuleContext, sourcePath: string, name: string): void {
  const target = outputPathOf(sourcePath).replace(/\.ts$/, '');
  let rel = relativePath(dirOf(ctx.path), target);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  ctx.importName(rel, name);
}

/** A field's value as rules need it: the page, a locator (`@FindBy`), a wait, or plain code. */
export function fieldValue(ctx: RuleContext, scope: Scope, name: string): Val | undefined {
  const hit = fieldOf(ctx.facts, scope.cls?.name, name);
  if (!hit) return undefined;
  const { field: f, owner } = hit;
  const role = roleOf(f.type);
  const access = () => fieldAccess(ctx, scope, f, owner.name, owner.path);
  if (role === 'page') return { t: 'page', code: scope.page };
  if (f.findBy) {
    const form = locatorForm(f.findBy.strategy, {
      literal: f.findBy.literal,
      code: JSON.stringify(f.findBy.literal),
    });
    return { t: f.findBy.many ? 'locs' : 'loc', code: access(), leaf: form?.leaf ?? false };
  }
  if (role === 'by' && f.by) {
    const form = locatorForm(f.by.strategy, {
      literal: f.by.literal,
      code: JSON.stringify(f.by.literal),
    });
    if (form) return { t: 'by', form };
  }
  if (role === 'wait') return { t: 'wait', ...waitTimeoutOf(ctx, f) };
  if (role === 'actions') return { t: 'actions', steps: [] };
  if (role === 'soft') return { t: 'soft', code: access() };
  if (role === 'loc' || role === 'select') return { t: role, code: access(), leaf: false } as Val;
  if (role === 'locs') return { t: 'locs', code: access(), leaf: false };
  return js(access(), f.type);
}

function waitTimeoutOf(ctx: RuleContext, f: FieldFacts): { timeout?: string } {
  const timeout = ctx.facts.waitFields.get(f.name);
  return timeout ? { timeout } : {};
}

/** `Duration.ofSeconds(10)`, `10` (seconds, Selenium 3) → milliseconds. */
export function durationMillis(
  ctx: RuleContext,
  node: JNode | undefined,
  scope: Scope,
): string | undefined {
  if (!node) return undefined;
  if (/^\d+[lL]?$/.test(node.text)) return String(Number(numberLiteral(node.text)) * 1000);
  const m = /^Duration\s*\.\s*of(Seconds|Millis|Minutes)\s*\(\s*(\d+)[lL]?\s*\)$/.exec(node.text);
  if (m) {
    const factor = m[1] === 'Seconds' ? 1000 : m[1] === 'Minutes' ? 60_000 : 1;
    return String(Number(m[2]) * factor);
  }
  const code = ctx.value(node, scope);
  return /^Duration/.test(node.text) ? code : `${paren(code)} * 1000`;
}
