/** The sample invoice both layouts show, under the template's labels (client, issued, due on, …). */
export interface InvoiceLine {
  id: number;
  description: string;
  /** The kind of work (the template's "assignment type"). */
  type: string;
  quantity: number;
  /** Per unit, in dollars. */
  rate: number;
}

export interface Invoice {
  id: string;
  /** YYYY-MM-DD. */
  issued: string;
  dueOn: string;
  from: { name: string; address: string[]; email: string };
  client: { name: string; address: string[]; email: string };
  lines: InvoiceLine[];
  /** Percent off the subtotal. */
  rebatePercent: number;
}

export const SAMPLE_INVOICE: Invoice = {
  id: 'INV-2024-0187',
  issued: '2024-06-03',
  dueOn: '2024-07-03',
  from: {
    name: 'Northwind Studio',
    address: ['88 Harbour Road', 'Lisbon 1100-148, Portugal'],
    email: 'billing@northwind.example',
  },
  client: {
    name: 'Asha Mendez',
    address: ['12 Market Street', 'Austin, TX 78701, USA'],
    email: 'asha@example.com',
  },
  lines: [
    {
      id: 1,
      description: 'Website redesign — home and product pages',
      type: 'Design',
      quantity: 1,
      rate: 1800,
    },
    { id: 2, description: 'Front-end build of the new pages', type: 'Development', quantity: 32, rate: 45 },
    { id: 3, description: 'Product photography retouching', type: 'Design', quantity: 24, rate: 12 },
    { id: 4, description: 'Hosting and maintenance (3 months)', type: 'Support', quantity: 3, rate: 60 },
  ],
  rebatePercent: 5,
};

export function invoiceTotals(invoice: Invoice) {
  const subtotal = invoice.lines.reduce((sum, l) => sum + l.quantity * l.rate, 0);
  const rebate = Math.round(subtotal * invoice.rebatePercent) / 100;
  return { subtotal, rebate, grandTotal: Math.round((subtotal - rebate) * 100) / 100 };
}
