/**
 * The converter's lookup tables (test globals, driver commands, locator strategies, key names,
 * Java and Python methods, step words…) are read with names taken from the user's source. A plain
 * object literal inherits `Object.prototype`, so `table['toString']` finds a function and
 * `'constructor' in table` is true: user code that happens to be named like a prototype member
 * was taken for a known API, and the function's source text leaked into messages. A table made
 * here has no prototype, so only its own keys answer; it is frozen because one table serves every
 * conversion.
 */

/**
 * The table of `entries`, with no prototype. Its type is the literal's (its keys kept); give
 * `Record<string, V>` as the type argument for a table read with any string.
 */
export function lookupTable<T extends object>(entries: T): Readonly<T> {
  return Object.freeze(Object.assign(Object.create(null) as T, entries));
}
