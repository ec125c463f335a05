import { useState } from 'react';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector, type LocaleKey } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import { formatBillingDate } from '../../../kit/dates';
import { detailsActions, type SubscriptionDisplay } from '../store/details-slice';

type Row = SubscriptionDisplay & { key: string };

/** The subscription's rows: plan, dates, next billing (hidden once cancelled), "Credit Card", cancel. */
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
  const [confirming, setConfirming] = useState(false);
  const date = (unix: number) => formatBillingDate(unix, locale);
  const t = (id: string) => intl.formatMessage({ id });

  const columns: ColumnsType<Row> = [
    { key: 'plan', title: t('billing.details.plan'), dataIndex: 'planName' },
    { key: 'start', title: t('billing.details.startDate'), render: (_, r) => date(r.startDate) },
    { key: 'end', title: t('billing.details.endDate'), render: (_, r) => date(r.endDate) },
    ...(display.cancelled
      ? []
      : [
          {
            key: 'next',
            title: t('billing.details.nextBilling'),
            render: (_: unknown, r: Row) => date(r.nextBilling),
          },
        ]),
    {
      key: 'method',
      title: t('billing.details.paymentMethod'),
      render: () => t('billing.details.creditCard'),
    },
    {
      key: 'action',
      title: t('billing.details.action'),
      render: () => (
        <Button
          danger
          disabled={display.cancelled || !canCancel}
          loading={cancelling}
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage id={display.cancelled ? 'billing.details.cancelled' : 'billing.details.cancel'} />
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table<Row>
        rowKey="key"
        columns={columns}
        dataSource={[{ ...display, key: 'current' }]}
        pagination={false}
        scroll={{ x: true }}
      />
      {display.cancelled && (
        <Typography.Paragraph type="danger" style={{ marginTop: 16 }} data-testid="cancelled-note">
          <FormattedMessage id="billing.details.cancelledNote" values={{ date: date(display.endDate) }} />
        </Typography.Paragraph>
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
