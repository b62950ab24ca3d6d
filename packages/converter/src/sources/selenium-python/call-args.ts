/** A Python call's arguments: positional, by keyword, and a `*args` spread. */
import { Unconvertible } from './context.js';
import { field, named, type PyNode } from './parser.js';

export interface CallArgs {
  positional: PyNode[];
  keywords: Map<string, PyNode>;
  /** `*args` spread into the call (`find_element(*LOCATOR)`). */
  splat?: PyNode;
  node: PyNode;
}

export function callArgs(call: PyNode): CallArgs {
  const list = field(call, 'arguments');
  const args: CallArgs = { positional: [], keywords: new Map(), node: call };
  for (const arg of list ? named(list) : []) {
    if (arg.type === 'comment') continue;
    if (arg.type === 'keyword_argument')
      args.keywords.set(field(arg, 'name')?.text ?? '', field(arg, 'value') as PyNode);
    else if (arg.type === 'list_splat') args.splat = named(arg)[0];
    else if (arg.type === 'dictionary_splat')
      throw new Unconvertible(arg, 'selenium-python/unsupported-syntax', '** arguments');
    else args.positional.push(arg);
  }
  return args;
}

/** The n-th argument, positional or by keyword. */
export function argAt(args: CallArgs, index: number, keyword?: string): PyNode | undefined {
  return args.positional[index] ?? (keyword ? args.keywords.get(keyword) : undefined);
}
