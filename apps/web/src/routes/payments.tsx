import type { PageMeta } from '../app/page-metadata';
import { PageHeader } from '../ui/page-header';

export const meta: PageMeta = {
  title: 'Payments',
  description: 'Your Rewright packs and payment history.',
  robots: 'noindex, follow',
};

export function PaymentsRoute() {
  return (
    <PageHeader
      title="Payments"
      lead="Subscription packs and your payment history are coming soon in this workspace."
    />
  );
}
