import type { convertFiles } from './convert.js';

/** `convertFiles` of the engine whose TypeScript entry is `coreUrl`, precompiled; undefined if it cannot be. */
export function loadBundledEngine(
  coreUrl: string,
  tsconfig: string,
): Promise<typeof convertFiles | undefined>;
