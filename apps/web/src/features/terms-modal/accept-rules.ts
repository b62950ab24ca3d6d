/** Spec section 5: the two tooltip texts of a disabled Accept button, verbatim. */
export const SCROLL_FIRST_TOOLTIP = 'Please scroll through the terms first';
export const CHECK_BOX_TOOLTIP = 'Please confirm your acceptance below by checking the box.';

export interface AcceptInputs {
  scrolled: boolean;
  checked: boolean;
  loaded: boolean;
  processing: boolean;
}

/** Accept is enabled only when the terms are loaded, read past 90 %, confirmed, and not saving. */
export function canAccept({ scrolled, checked, loaded, processing }: AcceptInputs): boolean {
  return scrolled && checked && loaded && !processing;
}

/** Why Accept is disabled, for its tooltip; null when there is nothing the reader must do. */
export function acceptHint({ scrolled, checked }: AcceptInputs): string | null {
  if (!scrolled) return SCROLL_FIRST_TOOLTIP;
  if (!checked) return CHECK_BOX_TOOLTIP;
  return null;
}
