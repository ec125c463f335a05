import { Button, Table, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import type { Invoice, InvoiceLine } from '../data/invoice';
import { invoiceTotals } from '../data/invoice';
import { useMoney } from './shop-hooks';

/** Prints the invoice alone, on A4, in black on white whatever the theme. */
export const INVOICE_PRINT_CSS = `
@media print {
  @page { size: A4; margin: 14mm; }
  /* The shell (sidebar, top bar, footer) stays on screen only: the invoice prints alone. */
  body * { visibility: hidden; }
  .ant-layout-sider, .ant-layout-header, .ant-layout-footer, .ant-float-btn { display: none !important; }
  .ecommerce-invoice, .ecommerce-invoice * { visibility: visible; }
  .ecommerce-invoice { position: absolute; inset-inline-start: 0; top: 0; }
  .ecommerce-invoice-actions { display: none !important; }
  .ecommerce-invoice, .ecommerce-invoice * {
    color: #000 !important; background: #fff !important; box-shadow: none !important;
    -webkit-print-color-adjust: exact; print-color-adjust: exact;
  }
  .ecommerce-invoice { border: 0 !important; width: 100% !important; max-width: none !important; margin: 0 !important; }
  .ecommerce-invoice .ant-card-body { padding: 0 !important; }
  .ecommerce-invoice table { break-inside: auto; }
  .ecommerce-invoice tr { break-inside: avoid; }
}
`;

export function PrintButton() {
  return (
    <div className="ecommerce-invoice-actions">
      <Button
        type="primary"
        icon={<PrinterOutlined />}
        onClick={() => window.print()}
        data-testid="ecommerce-print"
      >
        <FormattedMessage id="templates.ecommerce.invoice.print" />
      </Button>
    </div>
  );
}

const t = (id: string) => <FormattedMessage id={`templates.ecommerce.invoice.${id}`} />;

/** The items: description, assignment type, quantity, rate, amount. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const money = useMoney();
  return (
    <Table<InvoiceLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={invoice.lines}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('description'), dataIndex: 'description' },
        { title: t('assignmentType'), dataIndex: 'type' },
        { title: t('quantity'), dataIndex: 'quantity', align: 'end' },
        { title: t('rate'), dataIndex: 'rate', align: 'end', render: (v: number) => money(v) },
        {
          title: t('amount'),
          key: 'amount',
          align: 'end',
          render: (_, l) => money(l.quantity * l.rate),
        },
      ]}
    />
  );
}

/** Subtotal, rebate and grand total, at the end of the line. */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const money = useMoney();
  const { subtotal, rebate, grandTotal } = invoiceTotals(invoice);
  const row = (label: React.ReactNode, value: string, strong = false, testId?: string) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 24 }}>
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong} data-testid={testId}>
        {value}
      </Typography.Text>
    </div>
  );
  return (
    <div style={{ marginInlineStart: 'auto', width: '100%', maxWidth: 300, display: 'grid', gap: 6 }}>
      {row(t('subtotal'), money(subtotal))}
      {row(
        <FormattedMessage
          id="templates.ecommerce.invoice.rebateOf"
          values={{ percent: invoice.rebatePercent }}
        />,
        `−${money(rebate)}`,
      )}
      {row(t('grandTotal'), money(grandTotal), true, 'ecommerce-grand-total')}
    </div>
  );
}
