import { Card } from 'antd';
import { PaymentLayout } from '../../../kit/PaymentLayout';
import { PurchaseForm } from '../components/PurchaseForm';

/** /subscription: where sign-in sends a company that is not subscribed (no shell). */
export default function SubscriptionPage() {
  return (
    <PaymentLayout titleId="billing.subscription.title">
      <Card>
        <PurchaseForm mode="purchase" offerBasic />
      </Card>
    </PaymentLayout>
  );
}
