import { useEffect, useRef } from 'react';
import { Button, Card, Col, Form, Input, List, Row, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@phonesheet/shared';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { OrderTotals } from '../components/OrderTotals';
import { PageFrame } from '../../../app-kit/PageFrame';
import { useCart, useMoney, useShop } from '../components/shop-hooks';
import { ecommerceActions as A } from '../store/ecommerce-slice';
import { priceOf, type Address } from '../types';

/** A phone: 6–15 digits, with +, spaces, dots, dashes and brackets allowed. */
export const PHONE_PATTERN = /^\+?[\d\s.()-]{6,20}$/;
const digits = (v: string) => v.replace(/\D/g, '').length;

/** /ecommerce/checkout: the delivery address, the order's summary, "Place order". */
export default function CheckoutPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const money = useMoney();
  const { cart, cartLoaded } = useCart();
  const { placing, placedOrder } = useShop();
  const { loading, error } = useFetchState('ecommerce/cart');
  const before = useRef(placedOrder);

  // The order is placed: its confirmation.
  useEffect(() => {
    if (placedOrder && placedOrder !== before.current) navigate(TEMPLATE_PATHS.ecommerce.confirmation);
  }, [placedOrder, navigate]);

  const m = (id: string) => intl.formatMessage({ id: `templates.ecommerce.checkout.${id}` });
  const required = (id: string) => ({ required: true, whitespace: true, message: m(id) });

  return (
    <PageFrame testId="ecommerce-checkout" title={m('title')}>
      <LoadState
        loading={loading || !cartLoaded}
        error={error}
        empty={cart.length === 0}
        emptyText={
          <>
            <FormattedMessage id="templates.ecommerce.cart.empty" />{' '}
            <Link to={TEMPLATE_PATHS.ecommerce.products}>
              <FormattedMessage id="templates.ecommerce.cart.continue" />
            </Link>
          </>
        }
        onRetry={() => dispatch(A.cartRequested())}
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Card title={m('address')}>
              <Form<Address>
                layout="vertical"
                requiredMark
                data-testid="ecommerce-checkout-form"
                onFinish={(address) => dispatch(A.orderPlaceRequested(address))}
              >
                <Form.Item name="name" label={m('name')} rules={[required('nameRequired')]}>
                  <Input autoComplete="name" />
                </Form.Item>
                <Form.Item
                  name="phone"
                  label={m('phone')}
                  rules={[
                    required('phoneRequired'),
                    {
                      validator: (_, v: string | undefined) =>
                        !v || (PHONE_PATTERN.test(v) && digits(v) >= 6 && digits(v) <= 15)
                          ? Promise.resolve()
                          : Promise.reject(new Error(m('phoneInvalid'))),
                    },
                  ]}
                >
                  <Input autoComplete="tel" dir="ltr" />
                </Form.Item>
                <Form.Item name="addressLine" label={m('addressLine')} rules={[required('addressRequired')]}>
                  <Input.TextArea autoComplete="street-address" rows={2} />
                </Form.Item>
                <Row gutter={12}>
                  <Col xs={24} sm={14}>
                    <Form.Item name="city" label={m('city')} rules={[required('cityRequired')]}>
                      <Input autoComplete="address-level2" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={10}>
                    <Form.Item
                      name="pin"
                      label={m('pin')}
                      rules={[required('pinRequired'), { pattern: /^\d{6}$/, message: m('pinLength') }]}
                    >
                      <Input inputMode="numeric" autoComplete="postal-code" dir="ltr" />
                    </Form.Item>
                  </Col>
                </Row>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={placing}
                  data-testid="ecommerce-place-order"
                >
                  {m('place')}
                </Button>
              </Form>
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card title={m('summary')}>
              <List
                size="small"
                dataSource={cart}
                renderItem={(item) => (
                  <List.Item key={item.id} extra={money(priceOf(item) * item.count)}>
                    <Typography.Text>
                      {item.title} <Typography.Text type="secondary">× {item.count}</Typography.Text>
                    </Typography.Text>
                  </List.Item>
                )}
              />
              <OrderTotals items={cart} />
            </Card>
          </Col>
        </Row>
      </LoadState>
    </PageFrame>
  );
}
