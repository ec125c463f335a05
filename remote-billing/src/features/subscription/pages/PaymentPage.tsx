import { PlanOverview } from './PlanOverview';

export default function PaymentPage() {
  return <PlanOverview headingId="billing.payment.title" />;
}
