import { formatAmount } from '../amounts.js';
import type { CardField, CardFormErrors, CardFormValues } from '../card-form.js';
import { hostedPagePath, type StoredSession } from '../checkout-session.js';
import { html, type SafeHtml } from '@rewright/stand-in-kit/html';
import { renderPage } from './layout.js';

export interface CheckoutPageOptions {
  stored: StoredSession;
  formToken: string;
  values?: Partial<CardFormValues>;
  errors?: CardFormErrors;
  /** A decline or an expired form: shown above the form, announced. */
  alert?: string | undefined;
}

interface FieldSpec {
  name: CardField;
  label: string;
  autocomplete: string;
  type?: 'text' | 'email';
  inputmode?: 'numeric' | 'email';
  placeholder?: string;
  hint?: string;
}

const fieldOrder: readonly CardField[] = ['email', 'cardNumber', 'expiry', 'cvc', 'name'];

function renderField(
  spec: FieldSpec,
  value: string,
  error: string | undefined,
  autofocus: boolean,
): SafeHtml {
  const id = `field-${spec.name}`;
  const hint = error ? undefined : spec.hint;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="field">
    <label for="${id}">${spec.label}</label>
    <input
      id="${id}"
      name="${spec.name}"
      type="${spec.type ?? 'text'}"
      value="${value}"
      autocomplete="${spec.autocomplete}"
      ${spec.inputmode ? html`inputmode="${spec.inputmode}"` : ''}
      ${spec.placeholder ? html`placeholder="${spec.placeholder}"` : ''}
      required
      ${error ? html`aria-invalid="true"` : ''}
      ${describedBy ? html`aria-describedby="${describedBy}"` : ''}
      ${autofocus ? html`autofocus` : ''}
    />
    ${hint ? html`<p class="field-hint" id="${id}-hint">${hint}</p>` : ''}
    ${error ? html`<p class="field-error" id="${id}-error" role="alert">${error}</p>` : ''}
  </div>`;
}

/** The hosted checkout page: what is bought, for how much, and a card form. No script. */
export function renderCheckoutPage(options: CheckoutPageOptions): string {
  const { stored, formToken, values = {}, errors = {}, alert } = options;
  const { session, lineItems } = stored;
  const total = formatAmount(session.amount_total, session.currency);
  // Focus without script: the first field with an error, else the first field to fill.
  const focus =
    fieldOrder.find((field) => errors[field]) ?? (session.customer_email ? 'cardNumber' : 'email');
  const field = (spec: FieldSpec) =>
    renderField(
      spec,
      spec.name === 'cvc' ? '' : (values[spec.name] ?? ''),
      errors[spec.name],
      focus === spec.name,
    );

  return renderPage({
    title: 'Checkout',
    content: html`
      <section class="summary" aria-labelledby="summary-title">
        <h2 id="summary-title" class="visually-hidden">Order summary</h2>
        <ul class="line-items">
          ${lineItems.map(
            (item) =>
              html`<li>
                <span class="item-name"
                  >${item.description}${item.quantity > 1 ? html` × ${item.quantity}` : ''}</span
                >
                <span class="item-amount">${formatAmount(item.amount_total, item.currency)}</span>
              </li>`,
          )}
        </ul>
        <p class="total"><span>Total due</span> <strong data-testid="total">${total}</strong></p>
        ${session.customer_email ? html`<p class="payer">Paying as <strong>${session.customer_email}</strong></p>` : ''}
      </section>

      ${alert ? html`<p class="alert" role="alert">${alert}</p>` : ''}

      <form method="post" action="${hostedPagePath(session.id)}" novalidate>
        <input type="hidden" name="form_token" value="${formToken}" />
        ${
          session.customer_email
            ? ''
            : field({
                name: 'email',
                label: 'Email',
                type: 'email',
                inputmode: 'email',
                autocomplete: 'email',
              })
        }
        <fieldset>
          <legend>Card information</legend>
          ${field({
            name: 'cardNumber',
            label: 'Card number',
            inputmode: 'numeric',
            autocomplete: 'cc-number',
            placeholder: '1234 1234 1234 1234',
            hint: 'Test card: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
          })}
          <div class="field-row">
            ${field({
              name: 'expiry',
              label: 'Expiry (MM / YY)',
              inputmode: 'numeric',
              autocomplete: 'cc-exp',
              placeholder: 'MM / YY',
            })}
            ${field({ name: 'cvc', label: 'CVC', inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '123' })}
          </div>
          ${field({ name: 'name', label: 'Name on card', autocomplete: 'cc-name' })}
        </fieldset>
        <button class="button button-primary" type="submit">Pay ${total}</button>
      </form>
      ${
        session.cancel_url
          ? html`<p class="cancel"><a href="${session.cancel_url}">Cancel payment</a></p>`
          : ''
      }
    `,
  });
}
