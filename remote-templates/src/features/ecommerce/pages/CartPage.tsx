import { Button, Card, Col, List, Row, Space, Typography, theme } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@phonesheet/shared';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { OrderTotals } from '../components/OrderTotals';
import { PageFrame } from '../../../app-kit/PageFrame';
import { PriceTag } from '../components/PriceTag';
import { useCart, useMoney } from '../components/shop-hooks';
import { ecommerceActions as A } from '../store/ecommerce-slice';
import { priceOf } from '../types';

/** /ecommerce/cart: each item with its count (+ / −), remove, and the totals. */
export default function CartPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const money = useMoney();
  const navigate = useNavigate();
  const { cart, cartLoaded, count } = useCart();
  const { loading, error } = useFetchState('ecommerce/cart');

  return (
    <PageFrame
      testId="ecommerce-cart"
      title={<FormattedMessage id="templates.ecommerce.cart.title" />}
      extra={
        <Typography.Text type="secondary" data-testid="ecommerce-cart-pieces">
          <FormattedMessage id="templates.ecommerce.cart.pieces" values={{ count }} />
        </Typography.Text>
      }
    >
      <LoadState
        loading={loading || !cartLoaded}
        error={error}
        empty={cart.length === 0}
        emptyText={
          <Space direction="vertical">
            <FormattedMessage id="templates.ecommerce.cart.empty" />
            <Link to={TEMPLATE_PATHS.ecommerce.products}>
              <FormattedMessage id="templates.ecommerce.cart.continue" />
            </Link>
          </Space>
        }
        onRetry={() => dispatch(A.cartRequested())}
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card styles={{ body: { paddingBlock: 0 } }}>
              <List
                dataSource={cart}
                renderItem={(item) => (
                  <List.Item
                    key={item.id}
                    data-testid="ecommerce-cart-item"
                    style={{ flexWrap: 'wrap', gap: 12 }}
                  >
                    <Space align="start" style={{ flex: '1 1 240px', minWidth: 0 }}>
                      <img
                        src={item.image}
                        alt=""
                        width={72}
                        height={72}
                        style={{ borderRadius: token.borderRadius, flex: 'none' }}
                      />
                      <div style={{ minWidth: 0 }}>
                        <Link
                          to={generatePath(TEMPLATE_PATHS.ecommerce.productDetail, { id: String(item.id) })}
                        >
                          {item.title}
                        </Link>
                        <div>
                          <Typography.Text type="secondary">{item.brand}</Typography.Text>
                        </div>
                        <PriceTag mrp={item.mrp} discount={item.discount} size={14} />
                      </div>
                    </Space>
                    <Space.Compact>
                      <Button
                        icon={<MinusOutlined />}
                        disabled={item.count <= 1}
                        aria-label={intl.formatMessage(
                          { id: 'templates.ecommerce.cart.less' },
                          { title: item.title },
                        )}
                        onClick={() =>
                          dispatch(A.cartUpdateRequested({ id: item.id, count: item.count - 1 }))
                        }
                        data-testid={`ecommerce-cart-less-${item.id}`}
                      />
                      <Button
                        tabIndex={-1}
                        style={{ pointerEvents: 'none', minWidth: 44 }}
                        aria-live="polite"
                      >
                        <span data-testid={`ecommerce-cart-count-${item.id}`}>{item.count}</span>
                      </Button>
                      <Button
                        icon={<PlusOutlined />}
                        aria-label={intl.formatMessage(
                          { id: 'templates.ecommerce.cart.more' },
                          { title: item.title },
                        )}
                        onClick={() =>
                          dispatch(A.cartUpdateRequested({ id: item.id, count: item.count + 1 }))
                        }
                        data-testid={`ecommerce-cart-more-${item.id}`}
                      />
                    </Space.Compact>
                    <Typography.Text strong style={{ minWidth: 90, textAlign: 'end' }}>
                      {money(priceOf(item) * item.count)}
                    </Typography.Text>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={intl.formatMessage(
                        { id: 'templates.ecommerce.cart.remove' },
                        { title: item.title },
                      )}
                      onClick={() => dispatch(A.cartRemoveRequested(item.id))}
                      data-testid={`ecommerce-cart-remove-${item.id}`}
                    />
                  </List.Item>
                )}
              />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={<FormattedMessage id="templates.ecommerce.cart.summary" />}>
              <OrderTotals items={cart} />
              <Space direction="vertical" style={{ width: '100%' }}>
                <Button type="primary" block onClick={() => navigate(TEMPLATE_PATHS.ecommerce.checkout)}>
                  <FormattedMessage id="templates.ecommerce.cart.checkout" />
                </Button>
                <Link to={TEMPLATE_PATHS.ecommerce.products}>
                  <FormattedMessage id="templates.ecommerce.cart.continue" />
                </Link>
              </Space>
            </Card>
          </Col>
        </Row>
      </LoadState>
    </PageFrame>
  );
}
