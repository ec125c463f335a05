import { Space, Typography, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { priceOf } from '../types';
import { useMoney } from './shop-hooks';

/** The price after the discount, the list price struck through and the discount. */
export function PriceTag({ mrp, discount, size = 16 }: { mrp: number; discount: number; size?: number }) {
  const money = useMoney();
  const { token } = theme.useToken();
  return (
    <Space size={8} wrap align="baseline">
      <Typography.Text strong style={{ fontSize: size }}>
        {money(priceOf({ mrp, discount }))}
      </Typography.Text>
      {discount > 0 && (
        <>
          <Typography.Text delete type="secondary">
            {money(mrp)}
          </Typography.Text>
          <Typography.Text style={{ color: token.colorSuccess }}>
            <FormattedMessage id="templates.ecommerce.product.off" values={{ discount }} />
          </Typography.Text>
        </>
      )}
    </Space>
  );
}
