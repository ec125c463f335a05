import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from '../../../kit/antd-by-path';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { serverMessageId } from '../../../kit/server-message';
import { useYupRules } from '../../../kit/forms/use-yup-rules';
import { resetPasswordSchema, type ResetPasswordValues } from '../reset-password-schema';
import { resetPasswordActions, selectResetPassword } from '../store/reset-password-slice';

export interface ResetPasswordFormProps {
  token: string;
  signInPath: string;
  forgotPasswordPath: string;
}

export function ResetPasswordForm({ token, signInPath, forgotPasswordPath }: ResetPasswordFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectResetPassword);
  const rules = useYupRules(resetPasswordSchema);
  const errorId = error ? serverMessageId(error) : undefined;

  return (
    <Form<ResetPasswordValues>
      layout="vertical"
      requiredMark={false}
      disabled={saving}
      onFinish={({ password }) => dispatch(resetPasswordActions.requested({ token, password, signInPath }))}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={errorId ? intl.formatMessage({ id: errorId, defaultMessage: error }) : error}
          description={
            <Link to={forgotPasswordPath}>
              <FormattedMessage id="auth.reset.requestAgain" />
            </Link>
          }
        />
      )}
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: 'auth.field.newPassword' })}
        rules={[rules('password')]}
        extra={<FormattedMessage id="auth.field.password.hint" />}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus size="large" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={intl.formatMessage({ id: 'auth.field.confirmPassword' })}
        rules={[rules('confirmPassword')]}
        dependencies={['password']}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        <FormattedMessage id="auth.reset.submit" />
      </Button>
    </Form>
  );
}
