/**
 * Minor units (Stripe's amounts) as a person reads them: 9900 usd → "$99.00", 500 jpy → "¥500".
 * The currency's own number of decimals comes from Intl, so zero-decimal currencies work.
 */
export function formatAmount(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** decimals);
}
