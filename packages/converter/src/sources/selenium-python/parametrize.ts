/**
 * `@pytest.mark.parametrize` → one Playwright test per case, titled with pytest's own case id
 * (`test_login[alice-secret]`), so reports pair case for case. Stacked decorators multiply, the
 * one nearest the function first in the id, as pytest does.
 */
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import { callArgs } from './call-args.js';
import { field, named, type PyNode } from './parser.js';
import { literalValue } from './strings.js';
import { tsName } from './names.js';

export interface Parametrize {
  names: string[];
  /** Cases computed when the module loads (`CATALOGUE["items"]`): the list and the ids, as code. */
  computed?: { values: string; ids?: string };
  /** Each case: its id and each argument's TypeScript value. */
  cases: { id: string; values: string[] }[];
}

/** pytest's id for a literal value (`_idval`), or undefined for one it names by position. */
export function idOf(node: PyNode): string | undefined {
  const literal = literalValue(node);
  if (literal !== undefined)
    return literal.replace(/[^\x20-\x7e]/g, (c) => {
      const code = c.codePointAt(0) as number;
      return code < 0x100
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : code < 0x10000
          ? `\\u${code.toString(16).padStart(4, '0')}`
          : `\\U${code.toString(16).padStart(8, '0')}`;
    });
  if (node.type === 'integer' || node.type === 'float') return node.text.replace(/_/g, '');
  if (node.type === 'unary_operator' && /^-\s*[\d.]+$/.test(node.text))
    return node.text.replace(/\s+/g, '');
  if (node.type === 'true') return 'True';
  if (node.type === 'false') return 'False';
  if (node.type === 'none') return 'None';
  return undefined;
}

function argNames(node: PyNode | undefined): string[] {
  if (!node) return [];
  const literal = literalValue(node);
  if (literal !== undefined)
    return literal
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return named(node).map((n) => literalValue(n) ?? n.text);
}

/** One decorator's cases. */
export function parametrizeOf(ctx: RuleContext, decorator: PyNode, scope: Scope): Parametrize {
  const call = named(decorator)[0] as PyNode;
  const args = callArgs(call);
  const names = argNames(args.positional[0] ?? args.keywords.get('argnames'));
  const valuesNode = args.positional[1] ?? args.keywords.get('argvalues');
  const idsNode = args.keywords.get('ids');
  if (valuesNode && !['list', 'tuple'].includes(valuesNode.type)) {
    const ids = idsNode ? ctx.value(idsNode, scope) : undefined;
    return {
      names,
      cases: [],
      computed: { values: ctx.value(valuesNode, scope), ...(ids ? { ids } : {}) },
    };
  }
  if (!valuesNode || !['list', 'tuple'].includes(valuesNode.type))
    throw new Unconvertible(
      decorator,
      'selenium-python/unsupported-syntax',
      'parametrize values that are not written out in the decorator',
    );
  const ids =
    idsNode && idsNode.type === 'list' ? named(idsNode).map((n) => literalValue(n)) : undefined;
  if (idsNode && !ids)
    throw new Unconvertible(
      idsNode,
      'selenium-python/unsupported-syntax',
      'parametrize ids computed by a function',
    );
  const cases = named(valuesNode)
    .filter((n) => n.type !== 'comment')
    .map((entry, index) => {
      let valueNodes: PyNode[];
      let explicitId: string | undefined;
      if (entry.type === 'call' && /^pytest\.param$/.test(field(entry, 'function')?.text ?? '')) {
        const p = callArgs(entry);
        valueNodes = p.positional;
        const idNode = p.keywords.get('id');
        explicitId = idNode ? literalValue(idNode) : undefined;
        if (p.keywords.has('marks'))
          ctx.report(
            entry,
            'selenium-python/mark',
            'marks on one parametrize case are not converted',
          );
      } else
        valueNodes = names.length > 1 ? named(entry).filter((n) => n.type !== 'comment') : [entry];
      if (valueNodes.length !== names.length)
        throw new Unconvertible(
          entry,
          'selenium-python/unsupported-syntax',
          'a parametrize case with another number of values',
        );
      const id =
        explicitId ??
        ids?.[index] ??
        valueNodes.map((v, i) => idOf(v) ?? `${names[i]}${index}`).join('-');
      return { id, values: valueNodes.map((v) => ctx.value(v, scope)) };
    });
  return { names, cases };
}

/** Several stacked decorators (outermost first as written) as one list of cases. */
export function combine(list: Parametrize[]): Parametrize {
  const computed = list.find((p) => p.computed);
  if (computed && list.length > 1)
    throw new Unconvertible(
      computed as unknown as PyNode,
      'selenium-python/unsupported-syntax',
      'computed parametrize cases stacked with others',
    );
  if (computed) return computed;
  // pytest applies the decorator nearest the function first: its id comes first.
  const ordered = [...list].reverse();
  let result: Parametrize = { names: [], cases: [{ id: '', values: [] }] };
  for (const p of ordered) {
    const cases: Parametrize['cases'] = [];
    for (const inner of p.cases)
      for (const outer of result.cases)
        cases.push({
          id: outer.id ? `${outer.id}-${inner.id}` : inner.id,
          values: [...outer.values, ...inner.values],
        });
    result = { names: [...result.names, ...p.names], cases };
  }
  // pytest iterates the outermost decorator fastest: order the cases as it runs them.
  return result;
}

export function parameterList(p: Parametrize): string {
  return p.names.map(tsName).join(', ');
}
