import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { emailProblem, validationKeyOf } from '@phonesheet/shared/contracts';
import { ErrorPage } from './ErrorPage';

/** Collects an e-mail to notify at launch; only a thank-you is shown (nothing is sent). */
export function ComingSoon() {
  const intl = useIntl();
  const [thanked, setThanked] = useState(false);
  const [form] = Form.useForm<{ email: string }>();

  const notifyForm = thanked ? (
    <Typography.Text type="success" role="status">
      <FormattedMessage id="host.errors.comingSoon.thanks" />
    </Typography.Text>
  ) : (
    <Form
      form={form}
      layout="inline"
      style={{ justifyContent: 'center', rowGap: 8 }}
      onFinish={() => {
        setThanked(true);
        form.resetFields();
      }}
    >
      <Form.Item
        name="email"
        rules={[
          {
            validator: async (_, value) => {
              const problem = emailProblem(value);
              const key = problem && validationKeyOf(problem);
              if (key) throw new Error(intl.formatMessage({ id: `host.${key}` }));
            },
          },
        ]}
      >
        <Input
          type="email"
          aria-label={intl.formatMessage({ id: 'host.errors.comingSoon.email' })}
          placeholder={intl.formatMessage({ id: 'host.errors.comingSoon.email' })}
          style={{ minWidth: 240 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        <FormattedMessage id="host.errors.comingSoon.notify" />
      </Button>
    </Form>
  );

  return (
    <ErrorPage
      status="info"
      icon={<RocketOutlined />}
      titleId="host.errors.comingSoon.title"
      textId="host.errors.comingSoon.text"
      extra={notifyForm}
    />
  );
}
