/** Spec section 9: Accept needs the reader to have scrolled past 90 % of the terms text. */
export const TERMS_SCROLL_THRESHOLD = 0.9;

type Scrollable = Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>;

/**
 * How far down the reader has seen, as (scrolled + visible) / total. Text shorter than its box
 * counts as fully seen; an element not laid out yet (scrollHeight 0) as not seen at all.
 */
export function hasScrolledPast(element: Scrollable, threshold = TERMS_SCROLL_THRESHOLD): boolean {
  if (element.scrollHeight <= 0) return false;
  return (element.scrollTop + element.clientHeight) / element.scrollHeight >= threshold;
}
