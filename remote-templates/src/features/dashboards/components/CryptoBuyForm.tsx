import { useEffect, useState } from 'react';
import { Alert, Button, Form, InputNumber, Select, Typography } from 'antd';
import { useAppDispatch } from '@phonesheet/shared';
import { dashboardsActions, useDashboards } from '../store/dashboards-slice';
import { MIN_BUY, type Coin } from '../types';
import { useFormat } from './format';

interface BuyValues {
  coin: string;
  amount: number | null;
}

/**
 * Buys a coin at its current price: the amount is required and at least 0.001 (the field's
 * placeholder says "min 0.001"); a placed order is confirmed here and in a toast, and joins
 * "Your orders".
 */
export function CryptoBuyForm({ coins }: { coins: Coin[] }) {
  const f = useFormat();
  const dispatch = useAppDispatch();
  const { buying, lastOrder } = useDashboards();
  const [form] = Form.useForm<BuyValues>();
  const [sent, setSent] = useState(false);
  const coin = Form.useWatch('coin', form);
  const amount = Form.useWatch('amount', form);
  const price = coins.find((c) => c.symbol === coin)?.price ?? 0;
  const total = typeof amount === 'number' && amount >= MIN_BUY ? amount * price : 0;

  // A placed order empties the amount for the next one.
  useEffect(() => {
    if (sent && lastOrder) form.resetFields(['amount']);
  }, [sent, lastOrder, form]);

  const submit = (values: BuyValues) => {
    setSent(true);
    dispatch(dashboardsActions.buyRequested({ coin: values.coin, amount: Number(values.amount) }));
  };

  return (
    <Form<BuyValues>
      form={form}
      layout="vertical"
      initialValues={{ coin: coins[0]?.symbol, amount: null }}
      onFinish={submit}
      onValuesChange={() => setSent(false)}
      data-testid="crypto-buy-form"
      requiredMark={false}
    >
      <Form.Item name="coin" label={f.text('crypto.coin')} rules={[{ required: true }]}>
        <Select
          options={coins.map((c) => ({ value: c.symbol, label: `${c.name} (${c.symbol})` }))}
          aria-label={f.text('crypto.coin')}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={f.text('crypto.amount')}
        rules={[
          { required: true, message: f.text('crypto.amountRequired') },
          {
            validator: (_, value: number | null) =>
              value === null || value === undefined || value >= MIN_BUY
                ? Promise.resolve()
                : Promise.reject(new Error(f.text('crypto.amountMin', { min: f.value(MIN_BUY, 'decimal') }))),
          },
        ]}
      >
        <InputNumber<number>
          style={{ width: '100%' }}
          placeholder={f.text('crypto.placeholder')}
          step={0.001}
          stringMode={false}
          suffix={coin}
          aria-label={f.text('crypto.amount')}
          data-testid="crypto-amount"
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {f.text('crypto.price', { price: f.value(price, 'currency') })}
        <br />
        <Typography.Text strong data-testid="crypto-total">
          {f.text('crypto.total', { total: f.value(total, 'currency') })}
        </Typography.Text>
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" block loading={buying} data-testid="crypto-buy">
        {f.text('crypto.buy', { coin: coin ?? '' })}
      </Button>
      {sent && lastOrder && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          role="status"
          data-testid="crypto-bought"
          message={f.text('crypto.boughtDetail', {
            amount: f.value(lastOrder.amount, 'decimal'),
            coin: lastOrder.coin,
            total: f.value(lastOrder.total, 'currency'),
          })}
        />
      )}
    </Form>
  );
}
