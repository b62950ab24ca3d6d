/**
 * The elements of a page as its accessibility tree names them, read from Playwright's ARIA
 * snapshot (`locator.ariaSnapshot()`, one `- role "name" [attributes]: text` a line), and the ones
 * closest to what a description says — what a diagnostic offers when a description matches
 * nothing, or too much.
 */
import type { AriaNode } from './live-facts.js';
import type { LocatorSpec } from './targets.js';
import { lookupTable } from '../../core/lookup-table.js';

export type { AriaNode } from './live-facts.js';

const line =
  /^\s*- (?<role>[a-z]+)(?: (?<name>"(?:[^"\\]|\\.)*"))?(?: \[[^\]]*\])*(?::(?: (?<text>.+))?)?$/;

function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  try {
    return JSON.parse(value) as string;
  } catch {
    return value.slice(1, -1);
  }
}

/** The named elements and texts of an ARIA snapshot, in page order. */
export function parseAriaSnapshot(snapshot: string): AriaNode[] {
  const nodes: AriaNode[] = [];
  for (const text of snapshot.split('\n')) {
    const m = line.exec(text);
    if (!m) continue;
    const role = m.groups!.role!;
    const name = m.groups!.name ? unquote(m.groups!.name) : '';
    const inline = m.groups!.text ? unquote(m.groups!.text.trim()) : '';
    if (name) nodes.push({ role, name });
    else if (inline) nodes.push({ role: role === 'text' ? 'text' : role, name: inline });
  }
  return nodes;
}

/** Roles a kind of element in words may have on the page. */
const rolesOfKind = lookupTable<Record<string, readonly string[]>>({
  field: ['textbox', 'searchbox', 'spinbutton', 'combobox'],
  select: ['combobox', 'listbox'],
  item: ['listitem'],
  'item-checkbox': ['listitem'],
  clickable: ['button', 'link', 'menuitem', 'tab', 'checkbox', 'radio'],
});

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** 0 (same, ignoring case and spacing) to 1 (nothing alike); a name inside the other is close. */
function unlikeness(wanted: string, found: string): number {
  const a = wanted.toLowerCase().replace(/\s+/g, ' ').trim();
  const b = found.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!a || !b) return 1;
  if (a === b) return 0;
  if (b.includes(a) || a.includes(b)) return 0.2;
  return distance(a, b) / Math.max(a.length, b.length);
}

/** How a node reads as a locator in a diagnostic. */
export function nodeLocator(node: AriaNode): LocatorSpec {
  return ['text', 'paragraph', 'generic', 'strong', 'emphasis', 'cell'].includes(node.role)
    ? { by: 'text', value: node.name }
    : { by: 'role', role: node.role, name: node.name };
}

/**
 * The nodes a description most likely meant, best first (at most `limit`): those of its kind whose
 * name is close to the wanted one (a misspelling, another case), else any node whose name is;
 * with no wanted name, the nodes of its kind.
 */
export function closestNodes(
  nodes: readonly AriaNode[],
  wanted: { name?: string; kind?: string },
  limit = 3,
): AriaNode[] {
  const roles = wanted.kind
    ? (rolesOfKind[wanted.kind] ?? (wanted.kind === 'text' ? undefined : [wanted.kind]))
    : rolesOfKind.clickable;
  const ofKind = roles ? nodes.filter((n) => roles.includes(n.role)) : [...nodes];
  if (wanted.name === undefined) return ofKind.slice(0, limit);
  const ranked = (list: readonly AriaNode[]) =>
    list
      .map((node) => ({ node, score: unlikeness(wanted.name!, node.name) }))
      .filter(({ score }) => score <= 0.5)
      .sort((a, b) => a.score - b.score)
      .map(({ node }) => node);
  const close = ranked(ofKind);
  return (close.length ? close : ranked(nodes)).slice(0, limit);
}
