/**
 * Stripe's form encoding (what the SDK's `stringifyRequestData` writes): nested objects as
 * `a[b]=…`, arrays as `a[0]=…` (or `a[]=…`), brackets raw or percent-encoded. Used for POST
 * bodies and GET queries (`expand[0]=line_items`).
 *
 *   metadata[user_id]=u1&line_items[0][quantity]=1
 *   → { metadata: { user_id: 'u1' }, line_items: [{ quantity: '1' }] }
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormShapeError extends Error {
  constructor(readonly param: string) {
    super(`Invalid value for ${param}: it is given both as a value and as a hash.`);
  }
}

// Never let a parameter name reach an object's prototype.
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

function splitKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const parts = [match[1]!];
  for (const segment of match[2]!.matchAll(/\[([^[\]]*)\]/g)) parts.push(segment[1]!);
  return parts;
}

type Node = Map<string, Node | string>;

function insert(root: Node, parts: string[], value: string, key: string): void {
  let node = root;
  for (let i = 0; i < parts.length; i += 1) {
    // `a[]` appends: its index is the number of entries already there.
    const part = parts[i] === '' ? String(node.size) : parts[i]!;
    if (i === parts.length - 1) {
      if (node.get(part) instanceof Map) throw new FormShapeError(key);
      node.set(part, value);
      return;
    }
    const next = node.get(part) ?? new Map<string, Node | string>();
    if (typeof next === 'string') throw new FormShapeError(key);
    node.set(part, next);
    node = next;
  }
}

function toValue(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValue(node.get(key)!));
  }
  const object: FormObject = {};
  for (const key of keys) object[key] = toValue(node.get(key)!);
  return object;
}

export function parseStripeForm(text: string): FormObject {
  const root: Node = new Map();
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = splitKey(key);
    if (!parts || parts.some((part) => forbiddenKeys.has(part))) continue;
    insert(root, parts, value, key);
  }
  return toValue(root) as FormObject;
}

/** The query of a request URL, parsed the same way. */
export function parseStripeQuery(url: string): FormObject {
  const index = url.indexOf('?');
  return index === -1 ? {} : parseStripeForm(url.slice(index + 1));
}
