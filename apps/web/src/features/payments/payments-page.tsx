import { PageHeader } from '../../ui/page-header';
import { PaymentHistoryTable } from './payment-history-table';
import { SubscriptionPacks } from './subscription-packs';
import '../../ui/button.css';
import './payments.css';

export function PaymentsPage() {
  return (
    <>
      <PageHeader title="Payments" lead="Choose a pack and see the payments you have made." />
      <SubscriptionPacks />
      <PaymentHistoryTable />
    </>
  );
}
