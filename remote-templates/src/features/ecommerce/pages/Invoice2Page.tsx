import { InvoicePage } from './InvoicePage';

export default function Invoice2Page() {
  return <InvoicePage layout={2} />;
}
