import { Descriptions, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { CartItem } from '../types';
import { priceOf } from '../types';
import { useMoney } from './shop-hooks';

/** The sums of a cart: list price, discount, delivery (free) and the total. */
export function cartTotals(items: CartItem[]) {
  const mrp = items.reduce((sum, c) => sum + c.mrp * c.count, 0);
  const total = items.reduce((sum, c) => sum + priceOf(c) * c.count, 0);
  const round = (v: number) => Math.round(v * 100) / 100;
  return { mrp: round(mrp), discount: round(mrp - total), total: round(total) };
}

export function OrderTotals({ items }: { items: CartItem[] }) {
  const money = useMoney();
  const { mrp, discount, total } = cartTotals(items);
  return (
    <Descriptions column={1} size="small" data-testid="ecommerce-totals">
      <Descriptions.Item label={<FormattedMessage id="templates.ecommerce.cart.mrp" />}>
        {money(mrp)}
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="templates.ecommerce.cart.discount" />}>
        −{money(discount)}
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="templates.ecommerce.cart.delivery" />}>
        <FormattedMessage id="templates.ecommerce.cart.free" />
      </Descriptions.Item>
      <Descriptions.Item
        label={
          <Typography.Text strong>
            <FormattedMessage id="templates.ecommerce.cart.total" />
          </Typography.Text>
        }
      >
        <Typography.Text strong data-testid="ecommerce-total">
          {money(total)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}
