import { Avatar, Rate, Space, theme, type TableColumnsType } from 'antd';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { PageFrame } from '../../../app-kit/PageFrame';
import { SearchTable } from '../components/SearchTable';
import { localDate, useMoney, useShop } from '../components/shop-hooks';
import { ecommerceActions as A } from '../store/ecommerce-slice';
import type { Customer } from '../types';

/** /ecommerce/customers: every customer, searchable, ten a page. */
export default function CustomersPage() {
  const dispatch = useAppDispatch();
  const { customers } = useShop();
  const money = useMoney();
  const { token } = theme.useToken();
  const t = (id: string) => <FormattedMessage id={`templates.ecommerce.customers.${id}`} />;
  const columns: TableColumnsType<Customer> = [
    {
      title: t('name'),
      dataIndex: 'name',
      render: (name: string) => (
        <Space>
          <Avatar size="small" style={{ background: token.colorPrimary }}>
            {name
              .split(' ')
              .map((w) => w[0])
              .join('')}
          </Avatar>
          {name}
        </Space>
      ),
    },
    { title: t('email'), dataIndex: 'email' },
    { title: t('phone'), dataIndex: 'phone', render: (p: string) => <bdi dir="ltr">{p}</bdi> },
    { title: t('lastItem'), dataIndex: 'lastItem' },
    {
      title: t('lastOrder'),
      dataIndex: 'lastOrder',
      render: (d: string) => <FormattedDate value={localDate(d)} dateStyle="medium" />,
    },
    {
      title: t('rating'),
      dataIndex: 'rating',
      render: (r: number) => <Rate disabled value={r} style={{ fontSize: 12 }} />,
    },
    { title: t('balance'), dataIndex: 'balance', align: 'end', render: (v: number) => money(v) },
    { title: t('address'), dataIndex: 'address' },
  ];
  return (
    <PageFrame testId="ecommerce-customers" title={t('title')}>
      <SearchTable<Customer>
        name="customers"
        state={customers}
        columns={columns}
        rowKey="id"
        onQuery={(q) => dispatch(A.customersRequested(q))}
      />
    </PageFrame>
  );
}
