/**
 * Java streams over a list (`names.stream().filter(…).map(…).collect(Collectors.toList())`) as
 * array methods, and over elements (`rows.stream().map(WebElement::getText)`) as the Playwright
 * reads of every match (`allInnerTexts()`).
 */
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { field, named, type JNode } from './parser.js';
import { js, paren } from './values.js';
import { lookupTable } from '../../core/lookup-table.js';

/** `rows.stream()` on elements: only reading every element's text is a stream Playwright has. */
export function elementStream(node: JNode, locator: string, name: string, args: JNode[]): Val {
  const [fn] = args;
  const readsText =
    fn &&
    ((fn.type === 'method_reference' && /::\s*getText$/.test(fn.text)) ||
      (fn.type === 'lambda_expression' &&
        /^\w+\s*->\s*\w+\s*\.\s*getText\s*\(\s*\)$/.test(fn.text)));
  if (name === 'map' && readsText)
    return js(`(await ${locator}.allInnerTexts())`, 'Stream<String>');
  if (name === 'count') return js(`(await ${locator}.count())`, 'long');
  throw new Unconvertible(
    node,
    'selenium-java/unsupported-command',
    `a stream of elements (${name})`,
  );
}

/** A function argument: a lambda, or a method reference (`String::trim`). */
function fnArg(ctx: RuleContext, node: JNode, scope: Scope): string {
  if (node.type === 'method_reference') {
    const [target, method] = node.text.split('::').map((p) => p.trim());
    if (/^System\.(out|err)$/.test(target ?? '')) return '(value) => console.log(value)';
    if (target && /^[A-Z]/.test(target) && method && method !== 'new')
      return `(value) => value.${method}()`;
    throw new Unconvertible(node, 'selenium-java/unsupported-syntax', 'method reference');
  }
  return ctx.value(node, scope);
}

const collectors = lookupTable<Record<string, (self: string, args: string[]) => string>>({
  toList: (s) => s,
  toSet: (s) => `[...new Set(${s})]`,
  joining: (s, [sep]) => `${s}.join(${sep ?? "''"})`,
});

export function streamMethod(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  self: string,
  name: string,
  args: JNode[],
): Val {
  const fn = () => fnArg(ctx, args[0] as JNode, scope);
  switch (name) {
    case 'map':
      return js(`${self}.map(${fn()})`, 'Stream');
    case 'filter':
      return js(`${self}.filter(${fn()})`, 'Stream');
    case 'forEach':
      return js(`${self}.forEach(${fn()})`);
    case 'anyMatch':
      return js(`${self}.some(${fn()})`, 'boolean');
    case 'allMatch':
      return js(`${self}.every(${fn()})`, 'boolean');
    case 'noneMatch':
      return js(`!${self}.some(${fn()})`, 'boolean');
    case 'count':
      return js(`${self}.length`, 'long');
    case 'sorted':
      return js(`[...${self}].sort()`, 'Stream');
    case 'distinct':
      return js(`[...new Set(${self})]`, 'Stream');
    case 'toList':
      return js(self, 'List');
    case 'collect': {
      const collector = args[0];
      const kind =
        collector?.type === 'method_invocation' ? field(collector, 'name')?.text : undefined;
      const form = kind ? collectors[kind] : undefined;
      if (!form || !collector)
        throw new Unconvertible(node, 'selenium-java/unknown-call', 'collect');
      const collectorArgs = named(field(collector, 'arguments') ?? collector).map((a) =>
        ctx.value(a, scope),
      );
      return js(form(paren(self), collectorArgs), kind === 'joining' ? 'String' : 'List');
    }
    default:
      throw new Unconvertible(node, 'selenium-java/unknown-call', `Stream.${name}()`);
  }
}
