import { Button, Card, Descriptions, List, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { OrderTotals } from '../components/OrderTotals';
import { PageFrame } from '../../../app-kit/PageFrame';
import { useMoney, useShop } from '../components/shop-hooks';
import { priceOf } from '../types';

/** /ecommerce/confirmation: the order just placed (or a way to the shop when there is none). */
export default function ConfirmationPage() {
  const { placedOrder: order } = useShop();
  const money = useMoney();
  const navigate = useNavigate();
  const shop = (
    <Button type="primary" onClick={() => navigate(TEMPLATE_PATHS.ecommerce.products)}>
      <FormattedMessage id="templates.ecommerce.cart.continue" />
    </Button>
  );
  return (
    <PageFrame
      testId="ecommerce-confirmation"
      title={<FormattedMessage id="templates.ecommerce.confirmation.title" />}
    >
      {!order ? (
        <Card>
          <Result
            status="info"
            title={<FormattedMessage id="templates.ecommerce.confirmation.none" />}
            extra={shop}
          />
        </Card>
      ) : (
        <Card>
          <Result
            status="success"
            title={<FormattedMessage id="templates.ecommerce.confirmation.thanks" />}
            subTitle={
              <span data-testid="ecommerce-confirmation-id">
                <FormattedMessage
                  id="templates.ecommerce.confirmation.number"
                  values={{ id: <bdi>{order.id}</bdi> }}
                />
              </span>
            }
            extra={shop}
          />
          <Descriptions
            bordered
            size="small"
            column={1}
            title={<FormattedMessage id="templates.ecommerce.confirmation.deliverTo" />}
          >
            <Descriptions.Item label={<FormattedMessage id="templates.ecommerce.checkout.name" />}>
              {order.address.name}
            </Descriptions.Item>
            <Descriptions.Item label={<FormattedMessage id="templates.ecommerce.checkout.phone" />}>
              <bdi dir="ltr">{order.address.phone}</bdi>
            </Descriptions.Item>
            <Descriptions.Item label={<FormattedMessage id="templates.ecommerce.checkout.address" />}>
              {order.address.addressLine}, {order.address.city} {order.address.pin}
            </Descriptions.Item>
          </Descriptions>
          <List
            style={{ marginTop: 16 }}
            size="small"
            dataSource={order.items}
            renderItem={(item) => (
              <List.Item key={item.id} extra={money(priceOf(item) * item.count)}>
                {item.title} × {item.count}
              </List.Item>
            )}
          />
          <OrderTotals items={order.items} />
        </Card>
      )}
    </PageFrame>
  );
}
