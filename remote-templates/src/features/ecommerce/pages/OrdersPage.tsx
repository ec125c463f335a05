import { Tag, type TableColumnsType } from 'antd';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { PageFrame } from '../../../app-kit/PageFrame';
import { SearchTable } from '../components/SearchTable';
import { localDate, useMoney, useShop } from '../components/shop-hooks';
import { ecommerceActions as A } from '../store/ecommerce-slice';
import type { Order, OrderStatus } from '../types';

const STATUS_COLOR: Record<OrderStatus, string> = {
  Delivered: 'success',
  Pending: 'warning',
  Cancelled: 'error',
};

/** /ecommerce/orders: every order, searchable, ten a page. */
export default function OrdersPage() {
  const dispatch = useAppDispatch();
  const { orders } = useShop();
  const money = useMoney();
  const t = (id: string) => <FormattedMessage id={`templates.ecommerce.orders.${id}`} />;
  const columns: TableColumnsType<Order> = [
    { title: t('id'), dataIndex: 'id', render: (id: string) => <bdi>{id}</bdi> },
    { title: t('customer'), dataIndex: 'customer' },
    { title: t('product'), dataIndex: 'product' },
    {
      title: t('date'),
      dataIndex: 'date',
      render: (d: string) => <FormattedDate value={localDate(d)} dateStyle="medium" />,
    },
    {
      title: t('payment'),
      dataIndex: 'paymentType',
      render: (p: Order['paymentType']) => (
        <Tag color={p === 'COD' ? 'gold' : 'blue'}>
          <FormattedMessage id={`templates.ecommerce.orders.paymentType.${p}`} />
        </Tag>
      ),
    },
    { title: t('price'), dataIndex: 'price', align: 'end', render: (v: number) => money(v) },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: OrderStatus) => (
        <Tag color={STATUS_COLOR[s]}>
          <FormattedMessage id={`templates.ecommerce.orders.statusName.${s}`} />
        </Tag>
      ),
    },
  ];
  return (
    <PageFrame testId="ecommerce-orders" title={t('title')}>
      <SearchTable<Order>
        name="orders"
        state={orders}
        columns={columns}
        rowKey="id"
        onQuery={(q) => dispatch(A.ordersRequested(q))}
      />
    </PageFrame>
  );
}
