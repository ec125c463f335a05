import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from '../../../kit/antd-by-path';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { sessionActions, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { useYupRules } from '../../../kit/forms/use-yup-rules';
import { signInSchema, type SignInValues } from '../sign-in-schema';

export interface SignInFormProps {
  initialEmail?: string;
  forgotPasswordPath: string;
}

export function SignInForm({ initialEmail = '', forgotPasswordPath }: SignInFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => state.session.loginPending);
  const rules = useYupRules(signInSchema);

  const submit = (values: SignInValues) => {
    dispatch(sessionActions.login({ email: values.email.trim(), password: values.password }));
  };

  return (
    <Form<SignInValues>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail, password: '' }}
      onFinish={submit}
      disabled={pending}
    >
      <Form.Item name="email" label={intl.formatMessage({ id: 'auth.field.email' })} rules={[rules('email')]}>
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus={!initialEmail}
          placeholder={intl.formatMessage({ id: 'auth.field.email.placeholder' })}
          size="large"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: 'auth.field.password' })}
        rules={[rules('password')]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          autoFocus={!!initialEmail}
          size="large"
        />
      </Form.Item>
      <Flex justify="end" style={{ marginBottom: 24 }}>
        <Link to={forgotPasswordPath}>
          <FormattedMessage id="auth.signin.forgot" />
        </Link>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        <FormattedMessage id="auth.signin.submit" />
      </Button>
    </Form>
  );
}
