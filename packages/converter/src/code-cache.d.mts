/**
 * `require(filename)`, compiled with V8's cached code in `cacheFile` when V8 accepts it; the
 * packages it requires that `cachedDependency` names a cache file for are compiled the same way.
 */
export function requireWithCodeCache(
  filename: string,
  cacheFile: string,
  cachedDependency?: (specifier: string) => string | undefined,
): unknown;
/** Writes the cached code of the scripts compiled from their source, once they have run. */
export function saveCodeCaches(): void;
/** Whether `filename` was compiled with cached code, from source, or not here (undefined). */
export function compiledFromCache(filename: string): boolean | undefined;
