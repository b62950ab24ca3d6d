/** The path of the cached esbuild bundle of the TypeScript file `entry`; undefined if it cannot be built. */
export function cachedBundle(options: {
  entry: string;
  cacheDir: string;
  tsconfig: string;
  format: 'cjs' | 'esm';
  /** Which package imports to bundle with the sources; the others stay imports. */
  bundled?: (specifier: string) => boolean;
}): Promise<string | undefined>;
