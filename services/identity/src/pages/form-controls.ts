import { html, type SafeHtml } from '@rewright/stand-in-kit/html';

export interface FieldOptions {
  name: string;
  label: string;
  /**
   * No `email`: a browser rewrites an internationalised domain in an `email` input to punycode
   * (`x@bücher.example` is sent as `x@xn--bcher-kva.example`) and calls `josé@…` invalid. Keycloak's
   * forms take the address in a text input, as typed; `inputmode` still brings up the e-mail keyboard.
   */
  type?: 'text' | 'password';
  inputmode?: 'email';
  /** Never pass a password back: the form re-renders it empty. */
  value?: string | undefined;
  error?: string | undefined;
  autocomplete: string;
  autofocus?: boolean;
  hint?: string;
}

/** A labelled input; its error is announced (`role="alert"`) and tied to the input. */
export function renderField(field: FieldOptions): SafeHtml {
  const id = `field-${field.name}`;
  // An error restates the rule, so the hint steps aside rather than saying it twice.
  const hint = field.error ? undefined : field.hint;
  const describedBy = [hint ? `${id}-hint` : '', field.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="field">
    <label for="${id}">${field.label}</label>
    <input
      id="${id}"
      name="${field.name}"
      type="${field.type ?? 'text'}"
      value="${field.type === 'password' ? '' : (field.value ?? '')}"
      autocomplete="${field.autocomplete}"
      ${field.inputmode ? html`inputmode="${field.inputmode}"` : ''}
      ${field.error ? html`aria-invalid="true"` : ''}
      ${describedBy ? html`aria-describedby="${describedBy}"` : ''}
      ${field.autofocus ? html`autofocus` : ''}
    />
    ${hint ? html`<p class="field-hint" id="${id}-hint">${hint}</p>` : ''}
    ${field.error ? html`<p class="field-error" id="${id}-error" role="alert">${field.error}</p>` : ''}
  </div>`;
}

/**
 * The field that gets `autofocus`: the first invalid one, otherwise the preferred one.
 * Focus without script keeps the pages inside their strict CSP.
 */
export function focusTarget<Field extends string>(
  order: readonly Field[],
  errors: Partial<Record<Field, string>>,
  preferred: Field,
): Field {
  return order.find((field) => errors[field]) ?? preferred;
}

export function renderAlert(message: string | undefined): SafeHtml | '' {
  return message ? html`<p class="alert" role="alert">${message}</p>` : '';
}

/** Double-submit token against cross-site form posts (see form-token.ts). */
export function renderFormToken(token: string): SafeHtml {
  return html`<input type="hidden" name="form_token" value="${token}" />`;
}
