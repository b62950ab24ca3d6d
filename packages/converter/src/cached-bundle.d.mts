/** The path of the cached esbuild bundle of the TypeScript file `entry`; undefined if it cannot be built. */
export function cachedBundle(options: {
  entry: string;
  cacheDir: string;
  tsconfig: string;
  format: 'cjs' | 'esm';
  /** Which package imports to bundle with the sources; the others stay imports. */
  bundled?: (specifier: string) => boolean;
  /** 'leave out' keeps every `import()` of a relative path out of the bundle. */
  lazyImports?: 'bundle' | 'leave out';
}): Promise<string | undefined>;

/** An esbuild plugin (structurally typed: esbuild's types are not a dependency here). */
export interface EsbuildPlugin {
  name: string;
  setup(build: unknown): void;
}

/**
 * Gives each bundled TypeScript source reading `import.meta.url` the URL expression `urlOf`
 * answers for its path (undefined keeps the bundle's; a throw fails the build with its message).
 */
export function moduleUrlPlugin(
  name: string,
  urlOf: (path: string) => string | undefined,
  /** Given every source's text; what it answers is bundled instead. */
  rewrite?: (source: string) => string,
): EsbuildPlugin;

/** Keeps every `import()` of a relative path out of the bundle. */
export const lazyImportsLeftOut: EsbuildPlugin;

/** The version of the TypeScript that `from` (a file) imports. */
export function typescriptVersion(from: string): string;
