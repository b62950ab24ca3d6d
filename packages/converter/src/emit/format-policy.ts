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
 * Brackets of the converted code open inside each other above which it is not formatted: the
 * same limit as `maxFormattedNesting` read off the output, for front ends that do not measure
 * their input's tree. A nested `test.describe('…', () => {` opens two, so about 120 describes.
 */
export const maxFormattedBrackets = 240;

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
  const brackets = bracketDepth(code);
  if (brackets > maxFormattedBrackets)
    return `brackets nested ${brackets} deep, the limit is ${maxFormattedBrackets}`;
  if (callbackNesting !== undefined && callbackNesting > maxFormattedCallbacks)
    return `callbacks nested ${callbackNesting} levels deep, the limit is ${maxFormattedCallbacks}`;
  return undefined;
}

/**
 * How deep `(`, `[` and `{` open inside each other in TypeScript code, in one pass: strings,
 * template literals (with their `${…}`) and comments are skipped. A regular expression literal is
 * read as code; its brackets can only make the answer larger, never let a deep file through.
 */
export function bracketDepth(code: string): number {
  let depth = 0;
  let max = 0;
  // For each open `${`, the depth it was opened at: its `}` goes back into the template.
  const templates: number[] = [];
  let i = 0;
  const skipString = (quote: string): void => {
    for (i++; i < code.length && code[i] !== quote && code[i] !== '\n'; i++)
      if (code[i] === '\\') i++;
  };
  const skipTemplate = (): void => {
    for (i++; i < code.length; i++) {
      const c = code[i];
      if (c === '\\') i++;
      else if (c === '`') return;
      else if (c === '$' && code[i + 1] === '{') {
        templates.push(depth);
        depth++;
        if (depth > max) max = depth;
        i++;
        return;
      }
    }
  };
  for (; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"') skipString(c);
    else if (c === '`') skipTemplate();
    else if (c === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end === -1 ? code.length : end + 1;
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
      if (depth > max) max = depth;
    } else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (c === '}' && templates.length && templates[templates.length - 1] === depth) {
        templates.pop();
        skipTemplate();
      }
    }
  }
  return max;
}
