import type { PageMeta } from '../app/page-metadata';
import { PageHeader } from '../ui/page-header';

export const meta: PageMeta = {
  title: 'Payment Success',
  description: 'The result of your Rewright pack purchase.',
  robots: 'noindex, follow',
};

export function PaymentSuccessRoute() {
  return (
    <PageHeader
      title="Payment Success"
      lead="Payment verification is coming soon in this workspace. Credits from a confirmed purchase appear on your dashboard."
    />
  );
}
