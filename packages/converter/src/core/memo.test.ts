import { describe, expect, it } from 'vitest';
import { memoByText } from './memo.js';

describe('memoByText', () => {
  it('computes an answer once per text, undefined answers included, within its limit', () => {
    const asked: string[] = [];
    const lengthOf = memoByText((text) => {
      asked.push(text);
      return text === 'none' ? undefined : text.length;
    }, 2);
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
});
