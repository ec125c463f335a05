import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Grid, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector, type LocaleKey } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import { formatBillingDate } from '../../../kit/dates';
import { detailsActions, type SubscriptionDisplay } from '../store/details-slice';

type Row = SubscriptionDisplay & { key: string };

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "Visa •••• 4242", or "Credit Card" when the gateway told us nothing about the card. */
function CardText({ card }: { card: SubscriptionDisplay['card'] }) {
  if (!card) return <FormattedMessage id="billing.details.creditCard" />;
  return (
    <FormattedMessage
      id="billing.details.cardEnding"
      values={{ brand: BRANDS[card.brand] ?? card.brand, last4: card.last4 }}
    />
  );
}

/**
 * The subscription: plan with its state (active, cancelled, past due), dates, the day the card
 * is charged next (none once cancelled), the card, and cancel. A table from 576 px up, a card
 * below (no sideways scrolling on a phone).
 */
export function SubscriptionDetailsTable({
  display,
  cancelling,
  canCancel,
}: {
  display: SubscriptionDisplay;
  cancelling: boolean;
  canCancel: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector((s) => s.settings.locale) as LocaleKey;
  // A phone (below 576 px): a card; antd's xs breakpoint.
  const wide = Grid.useBreakpoint().xs !== true;
  const [confirming, setConfirming] = useState(false);
  const date = (unix: number) => formatBillingDate(unix, locale);
  const t = (id: string) => intl.formatMessage({ id });

  const state = display.cancelled ? (
    <Tag color="orange" data-testid="subscription-state">
      <FormattedMessage id="billing.details.state.cancelled" />
    </Tag>
  ) : display.status === 'past_due' ? (
    <Tag color="red" data-testid="subscription-state">
      <FormattedMessage id="billing.details.state.pastDue" />
    </Tag>
  ) : (
    <Tag color="green" data-testid="subscription-state">
      <FormattedMessage id="billing.details.state.active" />
    </Tag>
  );
  const plan = (
    <>
      <span style={{ marginInlineEnd: 8 }}>{display.planName}</span>
      {state}
    </>
  );
  const cancelButton = (
    <Button
      danger
      disabled={display.cancelled || !canCancel}
      loading={cancelling}
      onClick={() => setConfirming(true)}
    >
      <FormattedMessage id={display.cancelled ? 'billing.details.cancelled' : 'billing.details.cancel'} />
    </Button>
  );
  const fields: Array<{ key: string; label: string; value: React.ReactNode }> = [
    { key: 'plan', label: t('billing.details.plan'), value: plan },
    { key: 'start', label: t('billing.details.startDate'), value: date(display.startDate) },
    { key: 'end', label: t('billing.details.endDate'), value: date(display.endDate) },
    ...(display.cancelled
      ? []
      : [{ key: 'next', label: t('billing.details.nextBilling'), value: date(display.nextBilling) }]),
    { key: 'method', label: t('billing.details.paymentMethod'), value: <CardText card={display.card} /> },
  ];

  const columns: ColumnsType<Row> = [
    ...fields.map((f) => ({ key: f.key, title: f.label, render: () => f.value })),
    { key: 'action', title: t('billing.details.action'), render: () => cancelButton },
  ];

  return (
    <>
      {wide ? (
        <Table<Row>
          rowKey="key"
          columns={columns}
          dataSource={[{ ...display, key: 'current' }]}
          pagination={false}
        />
      ) : (
        <Card size="small" data-testid="subscription-card" actions={[cancelButton]}>
          <Descriptions
            column={1}
            size="small"
            items={fields.map((f) => ({ key: f.key, label: f.label, children: f.value }))}
          />
        </Card>
      )}
      {display.cancelled && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          data-testid="cancelled-note"
          message={
            <FormattedMessage id="billing.details.cancelledNote" values={{ date: date(display.endDate) }} />
          }
        />
      )}
      <ConfirmDialog
        open={confirming}
        danger
        title={t('billing.cancel.title')}
        message={t('billing.cancel.message')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          dispatch(detailsActions.cancelRequested());
        }}
      />
    </>
  );
}
