/**
 * Java generics → TypeScript's: a generic method's or class's type parameters with the bounds
 * TypeScript can state (`<T extends BasePage>`, `<N extends Number>` → `<N extends number>`).
 * `Comparable`, `Cloneable`, `Serializable` bounds have no TypeScript type and are left out.
 */
import { field, named, type JNode } from './parser.js';
import { tsType } from './types.js';

/** Interfaces of the Java library whose bound says nothing TypeScript can check. */
const unstated = new Set(['Comparable', 'Cloneable', 'Serializable', 'Object']);

/** `<T, U extends X>` for the declaration's type parameters, or `''`. */
export function typeParameters(node: JNode): string {
  const list = field(node, 'type_parameters');
  if (!list) return '';
  const params = named(list)
    .filter((p) => p.type === 'type_parameter')
    .map((p) => {
      const [name, ...rest] = named(p).filter((c) => c.type !== 'marker_annotation');
      const bound = rest.find((c) => c.type === 'type_bound');
      const bounds = (bound ? named(bound) : [])
        .filter((b) => !unstated.has(b.text.replace(/<.*$/s, '')))
        .map((b) => tsType(b.text))
        .filter((t) => t !== 'any');
      return `${name?.text ?? 'T'}${bounds.length ? ` extends ${bounds.join(' & ')}` : ''}`;
    });
  return params.length ? `<${params.join(', ')}>` : '';
}

/** A generic superclass with its type arguments (`BasePage<Row>`), else its name. */
export function superclassType(node: JNode, name: string): string {
  const type = named(field(node, 'superclass') ?? node).find((c) => c.type === 'generic_type');
  return type ? tsType(type.text) : name;
}
