/**
 * Chai's language chains: readable words that assert nothing (`expect(x).to.be.equal(y)`). Every
 * front end that reads Chai assertions skips them; the list is Chai's own (its `chainableMethods`
 * aside), so a word Chai accepts is never taken for an unknown assertion.
 */
export const chaiLanguageChains: ReadonlySet<string> = new Set([
  'to',
  'be',
  'been',
  'is',
  'that',
  'which',
  'and',
  'has',
  'have',
  'with',
  'at',
  'of',
  'same',
  'but',
  'does',
  'still',
  'also',
]);
