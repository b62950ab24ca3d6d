import type { convertFiles } from './convert.js';

/** `convertFiles` of the engine whose TypeScript entry is `coreUrl`, precompiled; undefined if it cannot be. */
export function loadBundledEngine(
  coreUrl: string,
  tsconfig: string,
  /** Where V8's cached code of TypeScript and the bundle is kept; beside the bundle by default. */
  codeCacheDir?: string,
): Promise<typeof convertFiles | undefined>;
