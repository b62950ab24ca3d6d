import { invalidParam, missingParam } from './stripe-errors.js';
import type { FormObject, FormValue } from './stripe-form.js';

/** What `POST /v1/checkout/sessions` accepted, checked and typed. */
export interface CreateSessionInput {
  lineItems: LineItemInput[];
  currency: string;
  successUrl: string | null;
  cancelUrl: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  /** Epoch seconds, when the caller chose one (30 min to 24 h ahead). */
  expiresAt: number | null;
}

export interface LineItemInput {
  name: string;
  description: string | null;
  currency: string;
  unitAmount: number;
  quantity: number;
}

// Parameters taken and honoured, then those Stripe knows that change nothing here (accepted so
// a server written for Stripe runs unchanged). Anything else is refused like Stripe does.
const handled = new Set([
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer_email',
  'client_reference_id',
  'metadata',
  'expires_at',
  'expand',
  'currency',
  'payment_method_types',
  'ui_mode',
]);
const toleratedWithoutEffect = new Set([
  'locale',
  'submit_type',
  'billing_address_collection',
  'allow_promotion_codes',
  'customer_creation',
  'payment_intent_data',
]);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);

class Reader {
  constructor(readonly params: FormObject) {}

  string(name: string, value: FormValue | undefined = this.params[name]): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      throw invalidParam(
        name,
        'parameter_invalid_string',
        `Invalid string: ${name} must be a string.`,
      );
    }
    return value;
  }

  optionalString(name: string, maxLength = 5000): string | null {
    const value = this.string(name);
    if (value === undefined || value === '') return null;
    if (value.length > maxLength) {
      throw invalidParam(
        name,
        'invalid_string_length',
        `Invalid string: ${name} must be at most ${maxLength} characters.`,
      );
    }
    return value;
  }

  integer(name: string, value: FormValue | undefined, min: number, max: number): number {
    const text = this.string(name, value);
    if (text === undefined || text === '') throw missingParam(name);
    if (!/^-?\d+$/.test(text)) {
      throw invalidParam(name, 'parameter_invalid_integer', `Invalid integer: ${text}`);
    }
    const number = Number(text);
    if (number < min || number > max) {
      throw invalidParam(
        name,
        'parameter_invalid_integer',
        `This value must be between ${min} and ${max} (${name}).`,
      );
    }
    return number;
  }

  url(name: string): string | null {
    const value = this.optionalString(name, 5000);
    if (value === null) return null;
    // The `{CHECKOUT_SESSION_ID}` template is not URL-safe as written; Stripe accepts it.
    const probe = value.replaceAll('{CHECKOUT_SESSION_ID}', 'cs');
    if (!URL.canParse(probe) || !/^https?:$/.test(new URL(probe).protocol)) {
      throw invalidParam(name, 'url_invalid', 'Not a valid URL');
    }
    return value;
  }
}

function objectOf(name: string, value: FormValue | undefined): FormObject | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParam(name, 'parameter_invalid_hash', `Invalid hash: ${name} must be a hash.`);
  }
  return value;
}

function arrayOf(name: string, value: FormValue | undefined): FormValue[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    throw invalidParam(name, 'parameter_invalid_array', `Invalid array: ${name} must be an array.`);
  }
  return value;
}

function rejectUnknown(prefix: string, object: FormObject, known: readonly string[]): void {
  for (const key of Object.keys(object)) {
    if (!known.includes(key)) {
      const param = `${prefix}[${key}]`;
      throw invalidParam(param, 'parameter_unknown', `Received unknown parameter: ${param}`);
    }
  }
}

function readLineItem(reader: Reader, value: FormValue, index: number): LineItemInput {
  const prefix = `line_items[${index}]`;
  const item = objectOf(prefix, value) ?? {};
  rejectUnknown(prefix, item, ['price', 'price_data', 'quantity']);
  if (item.price !== undefined) {
    // There is no Prices API here: every price is given inline.
    throw invalidParam(
      `${prefix}[price]`,
      'resource_missing',
      `No such price: '${String(item.price)}'; this emulator only accepts ${prefix}[price_data].`,
    );
  }
  const priceData = objectOf(`${prefix}[price_data]`, item.price_data);
  if (!priceData) throw missingParam(`${prefix}[price_data]`);
  const pricePrefix = `${prefix}[price_data]`;
  rejectUnknown(pricePrefix, priceData, [
    'currency',
    'unit_amount',
    'product_data',
    'tax_behavior',
  ]);

  const currency = reader.string(`${pricePrefix}[currency]`, priceData.currency);
  if (currency === undefined || currency === '') throw missingParam(`${pricePrefix}[currency]`);
  if (!/^[a-z]{3}$/i.test(currency)) {
    throw invalidParam(
      `${pricePrefix}[currency]`,
      'parameter_invalid',
      `Invalid currency: ${currency}`,
    );
  }
  const unitAmount = reader.integer(
    `${pricePrefix}[unit_amount]`,
    priceData.unit_amount,
    0,
    99_999_999,
  );

  const productData = objectOf(`${pricePrefix}[product_data]`, priceData.product_data);
  if (!productData) throw missingParam(`${pricePrefix}[product_data]`);
  const productPrefix = `${pricePrefix}[product_data]`;
  rejectUnknown(productPrefix, productData, ['name', 'description', 'metadata', 'images']);
  const name = reader.string(`${productPrefix}[name]`, productData.name);
  if (name === undefined || name.trim() === '') throw missingParam(`${productPrefix}[name]`);
  const description = reader.string(`${productPrefix}[description]`, productData.description);

  const quantity = reader.integer(`${prefix}[quantity]`, item.quantity, 1, 999_999);
  return {
    name,
    description: description ? description : null,
    currency: currency.toLowerCase(),
    unitAmount,
    quantity,
  };
}

function readMetadata(value: FormValue | undefined): Record<string, string> {
  const object = objectOf('metadata', value) ?? {};
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(object)) {
    const param = `metadata[${key}]`;
    if (typeof entry !== 'string') {
      throw invalidParam(
        param,
        'parameter_invalid_string',
        `Invalid string: ${param} must be a string.`,
      );
    }
    if (key.length > 40) {
      throw invalidParam(
        param,
        'invalid_string_length',
        'Metadata keys can be at most 40 characters.',
      );
    }
    if (entry.length > 500) {
      throw invalidParam(
        param,
        'invalid_string_length',
        'Metadata values can be at most 500 characters.',
      );
    }
    // Stripe reads an empty value as "no such key".
    if (entry !== '') metadata[key] = entry;
  }
  if (Object.keys(metadata).length > 50) {
    throw invalidParam('metadata', 'parameter_invalid', 'Metadata can have at most 50 keys.');
  }
  return metadata;
}

function readExpiresAt(reader: Reader, now: Date): number | null {
  if (reader.params.expires_at === undefined) return null;
  const from = secondsOf(now);
  const expiresAt = reader.integer(
    'expires_at',
    reader.params.expires_at,
    0,
    Number.MAX_SAFE_INTEGER,
  );
  if (expiresAt < from + 30 * 60 || expiresAt > from + 24 * 60 * 60) {
    throw invalidParam(
      'expires_at',
      'parameter_invalid_integer',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
    );
  }
  return expiresAt;
}

/** Checks the create parameters; throws a StripeApiError naming the first bad parameter. */
export function readCreateSessionParams(params: FormObject, now: Date): CreateSessionInput {
  const reader = new Reader(params);
  for (const key of Object.keys(params)) {
    if (!handled.has(key) && !toleratedWithoutEffect.has(key)) {
      throw invalidParam(key, 'parameter_unknown', `Received unknown parameter: ${key}`);
    }
  }

  const mode = reader.string('mode');
  if (mode === undefined || mode === '') throw missingParam('mode');
  if (mode !== 'payment') {
    throw invalidParam(
      'mode',
      'parameter_invalid',
      `Invalid mode: ${mode}. This local emulator supports only mode=payment.`,
    );
  }
  const uiMode = reader.string('ui_mode');
  if (uiMode !== undefined && uiMode !== 'hosted') {
    throw invalidParam(
      'ui_mode',
      'parameter_invalid',
      'This local emulator supports only ui_mode=hosted.',
    );
  }
  const methods = arrayOf('payment_method_types', params.payment_method_types) ?? [];
  methods.forEach((method, index) => {
    if (method !== 'card') {
      throw invalidParam(
        `payment_method_types[${index}]`,
        'payment_method_unactivated',
        'This local emulator accepts only card payments.',
      );
    }
  });

  const items = arrayOf('line_items', params.line_items);
  if (!items || items.length === 0) {
    throw invalidParam(
      'line_items',
      'parameter_missing',
      'You must provide `line_items` in `payment` mode.',
    );
  }
  if (items.length > 100) {
    throw invalidParam(
      'line_items',
      'parameter_invalid',
      'You can provide at most 100 line items.',
    );
  }
  const lineItems = items.map((item, index) => readLineItem(reader, item, index));
  const currency = lineItems[0]!.currency;
  const otherCurrency = lineItems.findIndex((item) => item.currency !== currency);
  if (otherCurrency !== -1) {
    throw invalidParam(
      `line_items[${otherCurrency}][price_data][currency]`,
      'parameter_invalid',
      'All line items must use the same currency.',
    );
  }

  const declared = reader.string('currency');
  if (declared !== undefined && declared.toLowerCase() !== currency) {
    throw invalidParam(
      'currency',
      'parameter_invalid',
      `The currency must match the line items' currency (${currency}).`,
    );
  }

  const customerEmail = reader.optionalString('customer_email', 800);
  if (customerEmail !== null && !emailPattern.test(customerEmail)) {
    throw invalidParam(
      'customer_email',
      'email_invalid',
      `Invalid email address: ${customerEmail}`,
    );
  }

  return {
    lineItems,
    currency,
    successUrl: reader.url('success_url'),
    cancelUrl: reader.url('cancel_url'),
    customerEmail,
    clientReferenceId: reader.optionalString('client_reference_id', 200),
    metadata: readMetadata(params.metadata),
    expiresAt: readExpiresAt(reader, now),
  };
}

/** `expand[0]=line_items` (GET query or POST body); anything else Stripe would refuse. */
export function readExpand(params: FormObject): { lineItems: boolean } {
  const expand = arrayOf('expand', params.expand) ?? [];
  let lineItems = false;
  expand.forEach((entry, index) => {
    if (entry === 'line_items') lineItems = true;
    else {
      throw invalidParam(
        `expand[${index}]`,
        'parameter_invalid',
        `This property cannot be expanded (${typeof entry === 'string' ? entry : 'expand'}).`,
      );
    }
  });
  return { lineItems };
}
