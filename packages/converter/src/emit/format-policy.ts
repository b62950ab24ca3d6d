/**
 * Which converted files get Prettier. Prettier costs about as much as the whole conversion per
 * pass and runs two (the second checks the layout is stable), its memory grows with the file,
 * its printer recurses once per level of nesting, and its indentation makes the output of deep
 * nesting grow with the square of the depth (10,000 nested describes would indent to
 * hundreds of megabytes). Real spec files sit far below both limits; past them the file is kept in
 * the original's own layout with an info diagnostic, so a huge or pathological file still converts
 * in time linear in its size.
 */

/**
 * Characters of converted code above which it is not formatted: 256 KiB (some 6,000 lines, far
 * beyond real spec files) is about 2 s and 200 MB of Prettier; a 0.5 MiB spec would be 9 s.
 */
export const maxFormattedLength = 256 * 1024;

/**
 * Syntax-tree depth above which it is not formatted: about 120 nested `describe` callbacks;
 * Prettier's printer runs out of a default 1 MB stack near 200.
 */
export const maxFormattedNesting = 500;

/**
 * Callbacks of method calls nested in each other (`.then(function () { return x.then(…) })`)
 * above which it is not formatted: Prettier tries several layouts of each call whose last argument
 * is a function, inside each other, so its time grows exponentially with this depth (measured on
 * converted `.then` pyramids: 25 levels 2 s, 35 levels 8 s, 50 levels over 2 minutes).
 */
export const maxFormattedCallbacks = 24;

/** Why a converted file is not formatted, or undefined to format it. */
export function skipFormatReason(
  code: string,
  nesting: number | undefined,
  callbackNesting?: number,
): string | undefined {
  if (code.length > maxFormattedLength)
    return `${Math.round(code.length / 1024)} KiB, the limit is ${maxFormattedLength / 1024} KiB`;
  if (nesting !== undefined && nesting > maxFormattedNesting)
    return `syntax nested ${nesting} levels deep, the limit is ${maxFormattedNesting}`;
  if (callbackNesting !== undefined && callbackNesting > maxFormattedCallbacks)
    return `callbacks nested ${callbackNesting} levels deep, the limit is ${maxFormattedCallbacks}`;
  return undefined;
}
