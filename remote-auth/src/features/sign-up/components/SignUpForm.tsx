import { BankOutlined, LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row } from '../../../kit/antd-by-path';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { useYupRules } from '../../../kit/forms/use-yup-rules';
import { signUpSchema, type SignUpValues } from '../sign-up-schema';
import { selectSignUp, signUpActions } from '../store/sign-up-slice';

/** Step 1: the company administrator's details. */
export function SignUpForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { registering, email } = useAppSelector(selectSignUp);
  const rules = useYupRules(signUpSchema);
  const label = (id: string) => intl.formatMessage({ id });

  const submit = ({ confirmPassword: _repeat, ...values }: SignUpValues) => {
    dispatch(
      signUpActions.registerRequested({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        companyName: values.companyName.trim(),
        password: values.password,
      }),
    );
  };

  return (
    <Form<SignUpValues>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: email ?? '' }}
      onFinish={submit}
      disabled={registering}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={label('auth.field.firstName')} rules={[rules('firstName')]}>
            <Input prefix={<UserOutlined />} autoComplete="given-name" autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={label('auth.field.lastName')} rules={[rules('lastName')]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label={label('auth.field.email')} rules={[rules('email')]}>
        <Input
          prefix={<MailOutlined />}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={label('auth.field.email.placeholder')}
        />
      </Form.Item>
      <Form.Item name="companyName" label={label('auth.field.companyName')} rules={[rules('companyName')]}>
        <Input prefix={<BankOutlined />} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="password"
        label={label('auth.field.password')}
        rules={[rules('password')]}
        extra={<FormattedMessage id="auth.field.password.hint" />}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={label('auth.field.confirmPassword')}
        rules={[rules('confirmPassword')]}
        dependencies={['password']}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={registering}>
        <FormattedMessage id="auth.signup.submit" />
      </Button>
    </Form>
  );
}
