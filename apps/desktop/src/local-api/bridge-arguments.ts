import type { BridgeMethod } from '../shared/bridge';

type ArgumentKind = 'string' | 'settings' | 'ai settings' | 'boolean' | 'optional string';

/** What each bridge method takes over HTTP; anything else is refused before the core runs. */
const ARGUMENTS: Record<BridgeMethod, readonly ArgumentKind[]> = {
  version: [],
  session: [],
  signIn: [],
  signOut: [],
  credits: [],
  settings: [],
  saveSettings: ['settings'],
  aiSettings: [],
  saveAiSettings: ['ai settings'],
  pickFolder: [],
  listDirectory: ['string'],
  scan: ['string'],
  readFile: ['string', 'string'],
  startConvert: ['string', 'optional string'],
  convertJob: ['string'],
  answerConvert: ['string', 'boolean'],
  verify: ['string', 'optional string'],
  legacyRunner: ['string'],
  compare: ['string', 'string', 'string'],
};

export function isBridgeMethod(name: string): name is BridgeMethod {
  return Object.hasOwn(ARGUMENTS, name);
}

/** Undefined when the arguments fit the method; else what is wrong, for a 400 answer. */
export function checkArguments(method: BridgeMethod, args: unknown): string | undefined {
  const expected = ARGUMENTS[method];
  const required = expected.filter((kind) => !kind.startsWith('optional')).length;
  if (!Array.isArray(args) || args.length < required || args.length > expected.length) {
    const count =
      required === expected.length ? `${required}` : `${required} to ${expected.length}`;
    return `${method} takes ${count} argument(s) as a JSON array`;
  }
  for (const [index, value] of (args as unknown[]).entries()) {
    const kind = expected[index]!;
    if (!fits(kind, value))
      return `argument ${index + 1} of ${method} is not a ${kind.replace('optional ', '')}`;
  }
  return undefined;
}

function fits(kind: ArgumentKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value.length <= 4096;
    case 'optional string':
      return (
        value === undefined || value === null || (typeof value === 'string' && value.length <= 4096)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'settings':
      return (
        typeof value === 'object' &&
        value !== null &&
        typeof (value as Record<string, unknown>).server === 'string' &&
        typeof (value as Record<string, unknown>).outputFolder === 'string'
      );
    case 'ai settings':
      return isAiSettingsInput(value);
  }
}

function isAiSettingsInput(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const given = value as Record<string, unknown>;
  const text = (field: unknown, optional = false) =>
    (optional && field === undefined) || (typeof field === 'string' && field.length <= 4096);
  return (
    ['none', 'openai', 'anthropic'].includes(given.provider as string) &&
    text(given.baseUrl) &&
    text(given.model) &&
    text(given.apiKey, true) &&
    (given.forgetKey === undefined || typeof given.forgetKey === 'boolean')
  );
}
