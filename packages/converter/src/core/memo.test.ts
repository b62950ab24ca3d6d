import { describe, expect, it } from 'vitest';
import { memoized } from './memo.js';

describe('memoized', () => {
  it('computes an answer once per text, undefined answers included, within its limit', () => {
    const asked: string[] = [];
    const lengthOf = memoized(
      (text: string) => {
        asked.push(text);
        return text === 'none' ? undefined : text.length;
      },
      { limit: 2 },
    );
    expect([lengthOf('ab'), lengthOf('ab'), lengthOf('none'), lengthOf('none')]).toEqual([
      2,
      2,
      undefined,
      undefined,
    ]);
    expect(asked).toEqual(['ab', 'none']);
    // Full: a new text empties the map, so 'ab' is computed again.
    expect([lengthOf('abc'), lengthOf('ab')]).toEqual([3, 2]);
    expect(asked).toEqual(['ab', 'none', 'abc', 'ab']);
  });

  it('keeps answers by the key it is given', () => {
    let computed = 0;
    const joined = memoized(
      (a: string, b: number) => {
        computed += 1;
        return `${a}${b}`;
      },
      { keyOf: (a, b) => `${a}\0${b}` },
    );
    expect([joined('x', 1), joined('x', 2), joined('x', 1)]).toEqual(['x1', 'x2', 'x1']);
    expect(computed).toBe(2);
  });
});
