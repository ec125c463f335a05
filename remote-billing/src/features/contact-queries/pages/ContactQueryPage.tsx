import { useEffect } from 'react';
import { Alert, Card, Result, Table } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector, type LocaleKey } from '@phonesheet/shared';
import type { ContactQuery } from '@phonesheet/shared/contracts';
import { PageTitle } from '@phonesheet/shared/ui';
import { formatBillingDate } from '../../../kit/dates';
import { contactQueriesActions, selectContactQueries } from '../store/contact-queries-slice';

/** /apps/contactQuery: messages from /contact-us, for operators; anyone else sees the 403 page. */
export default function ContactQueryPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status, items, error } = useAppSelector(selectContactQueries);
  const locale = useAppSelector((s) => s.settings.locale) as LocaleKey;
  useEffect(() => {
    dispatch(contactQueriesActions.requested());
  }, [dispatch]);

  if (status === 'forbidden') {
    return (
      <Result
        status="403"
        title={
          <PageTitle look={3} style={{ margin: 0 }}>
            <FormattedMessage id="billing.forbidden.title" />
          </PageTitle>
        }
        subTitle={<FormattedMessage id="billing.forbidden.text" />}
      />
    );
  }
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card>
      <PageTitle look={3} style={{ marginTop: 0 }}>
        <FormattedMessage id="billing.contactQueries.title" />
      </PageTitle>
      {status === 'failed' && <Alert type="error" message={error} style={{ marginBottom: 16 }} />}
      <Table<ContactQuery>
        rowKey="_id"
        loading={status === 'loading'}
        dataSource={items}
        pagination={{ pageSize: 15, showSizeChanger: false }}
        columns={[
          {
            key: 'date',
            title: t('billing.contactQueries.date'),
            render: (_, r) => formatBillingDate(Date.parse(r.createdAt) / 1000, locale),
            width: 160,
          },
          { key: 'name', title: t('billing.contactQueries.name'), dataIndex: 'name' },
          {
            key: 'email',
            title: t('billing.contactQueries.email'),
            render: (_, r) => <a href={`mailto:${r.email}`}>{r.email}</a>,
          },
          { key: 'phone', title: t('billing.contactQueries.phone'), render: (_, r) => r.phone ?? '' },
          {
            key: 'company',
            title: t('billing.contactQueries.company'),
            render: (_, r) => r.companyName ?? '',
          },
          { key: 'message', title: t('billing.contactQueries.message'), dataIndex: 'message' },
        ]}
      />
    </Card>
  );
}
