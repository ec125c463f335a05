import { Card, Col, Divider, Row, Space, Typography, theme } from 'antd';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { SAMPLE_INVOICE, type Invoice } from '../data/invoice';
import { INVOICE_PRINT_CSS, InvoiceLines, InvoiceTotals, PrintButton } from '../components/InvoiceParts';
import { PageFrame } from '../../../app-kit/PageFrame';
import { localDate } from '../components/shop-hooks';

const t = (id: string) => <FormattedMessage id={`templates.ecommerce.invoice.${id}`} />;
const date = (d: string) => <FormattedDate value={localDate(d)} dateStyle="long" />;

function Party({ title, party }: { title: React.ReactNode; party: Invoice['client'] }) {
  return (
    <div>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Typography.Title level={5} style={{ marginBlock: '2px 4px' }}>
        {party.name}
      </Typography.Title>
      {/* Sample addresses are English: <bdi> keeps "88 Harbour Road" in its order in Arabic. */}
      {party.address.map((line) => (
        <div key={line}>
          <bdi>{line}</bdi>
        </div>
      ))}
      <div>
        <bdi>{party.email}</bdi>
      </div>
    </div>
  );
}

/** Layout 1: the classic invoice (sender and number above, client beside the dates). */
function ClassicInvoice({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <Row gutter={[16, 16]} justify="space-between">
        <Col xs={24} sm={12}>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {t('invoice')}
          </Typography.Title>
          <Party title={t('from')} party={invoice.from} />
        </Col>
        <Col xs={24} sm={10}>
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }}>
            <dt>{t('id')}</dt>
            <dd style={{ margin: 0 }} data-testid="ecommerce-invoice-id">
              <bdi>{invoice.id}</bdi>
            </dd>
            <dt>{t('issued')}</dt>
            <dd style={{ margin: 0 }}>{date(invoice.issued)}</dd>
            <dt>{t('dueOn')}</dt>
            <dd style={{ margin: 0 }}>{date(invoice.dueOn)}</dd>
          </dl>
        </Col>
      </Row>
      <Divider />
      <Party title={t('client')} party={invoice.client} />
      <Divider />
      <InvoiceLines invoice={invoice} />
      <div style={{ marginTop: 16 }}>
        <InvoiceTotals invoice={invoice} />
      </div>
      <Divider />
      <Typography.Paragraph type="secondary">{t('thanks')}</Typography.Paragraph>
    </>
  );
}

/** Layout 2: a band in the primary colour, the parties side by side, the totals boxed. */
function BandInvoice({ invoice }: { invoice: Invoice }) {
  const { token } = theme.useToken();
  return (
    <>
      <div
        style={{
          background: token.colorPrimary,
          color: token.colorTextLightSolid,
          padding: 20,
          borderRadius: token.borderRadiusLG,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 16,
        }}
      >
        <div>
          <div style={{ fontSize: 24, fontWeight: 600 }}>{invoice.from.name}</div>
          <div>{invoice.from.email}</div>
        </div>
        <div style={{ textAlign: 'end' }}>
          <div style={{ fontSize: 20, fontWeight: 600 }}>{t('invoice')}</div>
          <div style={{ display: 'flex', gap: 6, justifyContent: 'flex-end' }}>
            <span>{t('id')}</span>
            <bdi data-testid="ecommerce-invoice-id">{invoice.id}</bdi>
          </div>
        </div>
      </div>
      <Row gutter={[16, 16]} style={{ marginBlock: 20 }}>
        <Col xs={24} md={8}>
          <Party title={t('client')} party={invoice.client} />
        </Col>
        <Col xs={12} md={8}>
          <Typography.Text type="secondary">{t('issued')}</Typography.Text>
          <div>{date(invoice.issued)}</div>
        </Col>
        <Col xs={12} md={8}>
          <Typography.Text type="secondary">{t('dueOn')}</Typography.Text>
          <div>{date(invoice.dueOn)}</div>
        </Col>
      </Row>
      <InvoiceLines invoice={invoice} />
      <div
        style={{
          marginTop: 16,
          padding: 16,
          background: token.colorFillAlter,
          borderRadius: token.borderRadiusLG,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 16,
        }}
      >
        <Party title={t('from')} party={invoice.from} />
        <InvoiceTotals invoice={invoice} />
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('thanks')}
      </Typography.Paragraph>
    </>
  );
}

/** /ecommerce/invoice-1 and /ecommerce/invoice-2: one invoice, two layouts, each printable on A4. */
export function InvoicePage({ layout }: { layout: 1 | 2 }) {
  return (
    <PageFrame
      testId={`ecommerce-invoice-${layout}`}
      title={<FormattedMessage id="templates.ecommerce.invoice.title" values={{ n: layout }} />}
      extra={
        <Space>
          <PrintButton />
        </Space>
      }
    >
      <style>{INVOICE_PRINT_CSS}</style>
      <Card className="ecommerce-invoice" style={{ maxWidth: 900, width: '100%' }}>
        {layout === 1 ? (
          <ClassicInvoice invoice={SAMPLE_INVOICE} />
        ) : (
          <BandInvoice invoice={SAMPLE_INVOICE} />
        )}
      </Card>
    </PageFrame>
  );
}
