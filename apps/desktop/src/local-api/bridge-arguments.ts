import type { BridgeMethod } from '../shared/bridge';

type ArgumentKind = 'string' | 'settings';

/** What each bridge method takes over HTTP; anything else is refused before the core runs. */
const ARGUMENTS: Record<BridgeMethod, readonly ArgumentKind[]> = {
  version: [],
  session: [],
  signIn: [],
  signOut: [],
  credits: [],
  settings: [],
  saveSettings: ['settings'],
  pickFolder: [],
  listDirectory: ['string'],
  scan: ['string'],
  readFile: ['string', 'string'],
  verify: ['string'],
};

export function isBridgeMethod(name: string): name is BridgeMethod {
  return Object.hasOwn(ARGUMENTS, name);
}

/** Undefined when the arguments fit the method; else what is wrong, for a 400 answer. */
export function checkArguments(method: BridgeMethod, args: unknown): string | undefined {
  const expected = ARGUMENTS[method];
  if (!Array.isArray(args) || args.length !== expected.length) {
    return `${method} takes ${expected.length} argument(s) as a JSON array`;
  }
  for (const [index, kind] of expected.entries()) {
    const value: unknown = args[index];
    const fits =
      kind === 'string'
        ? typeof value === 'string' && value.length <= 4096
        : typeof value === 'object' &&
          value !== null &&
          typeof (value as Record<string, unknown>).server === 'string' &&
          typeof (value as Record<string, unknown>).outputFolder === 'string';
    if (!fits) return `argument ${index + 1} of ${method} is not a ${kind}`;
  }
  return undefined;
}
