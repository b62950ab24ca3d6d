/**
 * Answers of a pure function, kept for the next ask with the same key: a suite repeats the same
 * scripts and selectors in many tests, and some answers parse their input. Forgets everything
 * when full, so a file of thousands of distinct inputs holds a bounded map.
 */
export function memoized<Args extends unknown[], T>(
  compute: (...args: Args) => T,
  {
    keyOf = (...args) => args[0] as string,
    limit = 2000,
  }: {
    /** The key of the arguments; by default the first, a string. */
    keyOf?: (...args: Args) => string;
    limit?: number;
  } = {},
): (...args: Args) => T {
  const answers = new Map<string, T>();
  return (...args) => {
    const key = keyOf(...args);
    if (answers.has(key)) return answers.get(key) as T;
    if (answers.size >= limit) answers.clear();
    const answer = compute(...args);
    answers.set(key, answer);
    return answer;
  };
}
