/**
 * Answers of a pure function of a string, kept for the next ask of the same string: a suite
 * repeats the same scripts and selectors in many tests, and some answers parse their input.
 * Forgets everything when full, so a file of thousands of distinct strings holds a bounded map.
 */
export function memoByText<T>(compute: (text: string) => T, limit = 2000): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    if (answers.has(text)) return answers.get(text) as T;
    if (answers.size >= limit) answers.clear();
    const answer = compute(text);
    answers.set(text, answer);
    return answer;
  };
}
