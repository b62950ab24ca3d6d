/**
 * Stripe's documented test cards, as data. A number not listed is treated the way Stripe's
 * test mode treats a real card: declined.
 */
export type CardOutcome = { kind: 'success' } | { kind: 'declined'; message: string; code: string };

interface TestCard {
  number: string;
  brand: string;
  outcome: CardOutcome;
}

const declined = (code: string, message: string): CardOutcome => ({
  kind: 'declined',
  code,
  message,
});

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: { kind: 'success' } },
  { number: '4000056655665556', brand: 'Visa (debit)', outcome: { kind: 'success' } },
  { number: '5555555555554444', brand: 'Mastercard', outcome: { kind: 'success' } },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: declined('generic_decline', 'Your card was declined.'),
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  {
    number: '4000000000000069',
    brand: 'Visa',
    outcome: declined('expired_card', 'Your card has expired.'),
  },
  {
    number: '4000000000000127',
    brand: 'Visa',
    outcome: declined('incorrect_cvc', "Your card's security code is incorrect."),
  },
];

const unknownCard = declined(
  'card_declined',
  'Your card was declined. This is a test page: use a test card such as 4242 4242 4242 4242.',
);

/** What charging this (already validated, digits-only) number does. */
export function outcomeOfCard(number: string): CardOutcome {
  return testCards.find((card) => card.number === number)?.outcome ?? unknownCard;
}
