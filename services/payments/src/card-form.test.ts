import { describe, expect, it } from 'vitest';
import { checkCardForm, type CardFormValues } from './card-form.js';
import { outcomeOfCard } from './test-cards.js';

const now = new Date('2025-06-15T12:00:00Z');
const valid: CardFormValues = {
  email: 'buyer@example.com',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  name: 'Ada Buyer',
};
const check = (changes: Partial<CardFormValues>, fixedEmail: string | null = null) =>
  checkCardForm({ ...valid, ...changes }, { fixedEmail, now });

describe('checkCardForm', () => {
  it('accepts a complete form and strips the spaces from the number', () => {
    expect(check({})).toEqual({
      card: { number: '4242424242424242', email: 'buyer@example.com', name: 'Ada Buyer' },
    });
  });

  it('uses the session’s email instead of the field when there is one', () => {
    expect(check({ email: '' }, 'fixed@example.com')).toEqual({
      card: { number: '4242424242424242', email: 'fixed@example.com', name: 'Ada Buyer' },
    });
  });

  it.each([
    [{ cardNumber: '' }, 'cardNumber', 'Enter your card number.'],
    [{ cardNumber: '4242 4242' }, 'cardNumber', 'Your card number is incomplete.'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Your card number is invalid.'],
    [{ cardNumber: '4242-abcd' }, 'cardNumber', 'Your card number is invalid.'],
    [{ expiry: '' }, 'expiry', "Enter your card's expiration date."],
    [{ expiry: '1' }, 'expiry', "Your card's expiration date is incomplete."],
    [{ expiry: '13/30' }, 'expiry', "Your card's expiration date is invalid."],
    [{ expiry: '12/24' }, 'expiry', "Your card's expiration year is in the past."],
    [{ expiry: '05/25' }, 'expiry', "Your card's expiration date is in the past."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
    [{ name: ' ' }, 'name', 'Enter the name on your card.'],
    [{ email: 'nope' }, 'email', 'Your email address is invalid.'],
  ])('refuses %j with a message on %s', (changes, field, message) => {
    expect(check(changes)).toEqual({ errors: { [field]: message } });
  });

  it('accepts this month and the compact MMYY form', () => {
    expect(check({ expiry: '0625' })).toHaveProperty('card');
  });
});

describe('outcomeOfCard', () => {
  it('follows Stripe’s test cards, declining unknown numbers', () => {
    expect(outcomeOfCard('4242424242424242')).toEqual({ kind: 'success' });
    expect(outcomeOfCard('4000000000000002')).toEqual({
      kind: 'declined',
      code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(outcomeOfCard('4111111111111111')).toMatchObject({ kind: 'declined' });
  });
});
