/**
 * The JSON answers of the fixture server, as data. Every answer is delayed (100–600 ms) so that a
 * converted test which reads a value instead of waiting for it races the page, exactly as it would
 * race Protractor's Angular synchronisation. In broken mode some answers change and one never comes.
 */

export interface ApiAnswer {
  body: unknown;
  delayMs: number | 'never';
}

const products = [
  { name: 'Widget', price: 2.5, stock: 10 },
  { name: 'Gadget', price: 12, stock: 4 },
  { name: 'Gizmo', price: 7.25, stock: 0 },
  { name: 'Sprocket', price: 0.99, stock: 120 },
];

const countries = [
  { code: 'fr', name: 'France' },
  { code: 'jp', name: 'Japan' },
  { code: 'no', name: 'Norway' },
  { code: 'pe', name: 'Peru' },
];

/** path → [good answer, broken answer] */
const answers: Record<string, (broken: boolean) => ApiAnswer> = {
  '/api/products': (broken) => ({
    delayMs: 300,
    // Regression: Gizmo disappears and Widget's price changes.
    body: broken
      ? products
          .filter((p) => p.name !== 'Gizmo')
          .map((p) => (p.name === 'Widget' ? { ...p, price: 3.5 } : p))
      : products,
  }),
  '/api/countries': (broken) => ({
    delayMs: 200,
    // Regression: Peru is missing from the list.
    body: broken ? countries.filter((c) => c.code !== 'pe') : countries,
  }),
  '/api/stats': (broken) => ({
    delayMs: 400,
    body: { stockCount: broken ? 133 : 134, updated: '2024-05-01' },
  }),
  '/api/signup': (broken) => ({
    // Regression: the sign-up request never answers.
    delayMs: broken ? 'never' : 500,
    body: { ok: true },
  }),
};

export function apiAnswer(path: string, broken: boolean): ApiAnswer | undefined {
  return answers[path]?.(broken);
}
