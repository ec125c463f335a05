import { PlanOverview } from './PlanOverview';

export default function SubscriptionPage() {
  return <PlanOverview headingId="billing.subscription.title" />;
}
