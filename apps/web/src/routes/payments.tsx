import { PaymentsPage } from '../features/payments/payments-page';

export function PaymentsRoute() {
  return <PaymentsPage />;
}
