/** The hosted page's card form: what was typed, and what is wrong with it, in Stripe's words. */
export interface CardFormValues {
  email: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardFormValues;
export type CardFormErrors = Partial<Record<CardField, string>>;

export interface ValidCard {
  /** Digits only. */
  number: string;
  email: string;
  name: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardNumberError(raw: string): string | undefined {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits === '') return 'Enter your card number.';
  if (!/^\d+$/.test(digits)) return 'Your card number is invalid.';
  if (digits.length < 13) return 'Your card number is incomplete.';
  if (digits.length > 19 || !passesLuhn(digits)) return 'Your card number is invalid.';
  return undefined;
}

/** "MM / YY", "MM/YY" or "MMYY"; the card is valid through the end of that month. */
function expiryError(raw: string, now: Date): string | undefined {
  const compact = raw.replace(/\s/g, '');
  if (compact === '') return "Enter your card's expiration date.";
  const match = /^(\d{2})\/?(\d{2})$/.exec(compact);
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear) return "Your card's expiration year is in the past.";
  if (year === thisYear && month < thisMonth) return "Your card's expiration date is in the past.";
  if (year > thisYear + 50) return "Your card's expiration year is invalid.";
  return undefined;
}

function cvcError(raw: string): string | undefined {
  const cvc = raw.trim();
  if (cvc === '') return "Enter your card's security code.";
  if (!/^\d{3,4}$/.test(cvc)) return "Your card's security code is incomplete.";
  return undefined;
}

/**
 * Checks the form; `email` is only asked for when the session has no `customer_email`.
 * Returns the errors by field, or the card ready to charge.
 */
export function checkCardForm(
  values: CardFormValues,
  options: { fixedEmail: string | null; now: Date },
): { errors: CardFormErrors } | { card: ValidCard } {
  const errors: CardFormErrors = {};
  const email = options.fixedEmail ?? values.email.trim();
  if (options.fixedEmail === null) {
    if (email === '') errors.email = 'Enter your email address.';
    else if (!emailPattern.test(email)) errors.email = 'Your email address is invalid.';
  }
  const numberError = cardNumberError(values.cardNumber);
  if (numberError) errors.cardNumber = numberError;
  const dateError = expiryError(values.expiry, options.now);
  if (dateError) errors.expiry = dateError;
  const codeError = cvcError(values.cvc);
  if (codeError) errors.cvc = codeError;
  if (values.name.trim() === '') errors.name = 'Enter the name on your card.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    card: { number: values.cardNumber.replace(/[\s-]/g, ''), email, name: values.name.trim() },
  };
}
