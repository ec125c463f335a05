import { InvoicePage } from './InvoicePage';

export default function Invoice1Page() {
  return <InvoicePage layout={1} />;
}
