import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from '../../../kit/antd-by-path';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { useYupRules } from '../../../kit/forms/use-yup-rules';
import { forgotPasswordSchema } from '../forgot-password-schema';
import { forgotPasswordActions, selectForgotPassword } from '../store/forgot-password-slice';

export function ForgotPasswordForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { sending } = useAppSelector(selectForgotPassword);
  const rules = useYupRules(forgotPasswordSchema);

  return (
    <Form<{ email: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={({ email }) => dispatch(forgotPasswordActions.requested({ email }))}
      disabled={sending}
    >
      <Form.Item name="email" label={intl.formatMessage({ id: 'auth.field.email' })} rules={[rules('email')]}>
        <Input
          prefix={<MailOutlined />}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          size="large"
          placeholder={intl.formatMessage({ id: 'auth.field.email.placeholder' })}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        <FormattedMessage id="auth.forgot.submit" />
      </Button>
    </Form>
  );
}
