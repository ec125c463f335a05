import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Flex, Form, Input, Typography } from 'antd';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectFullName, selectUser, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { serverMessageId } from '../../../kit/server-message';
import { useYupRules } from '../../../kit/forms/use-yup-rules';
import { currentPasswordField } from '../../../kit/forms/yup-from-contracts';
import { lockScreenActions, selectLockScreen } from '../store/lock-screen-slice';

/** The form of validateUnlock. */
const unlockSchema = yup.object({ password: currentPasswordField() });

/** Who is locked out, their password, and a way to sign in as someone else. */
export function LockScreenForm({ redirectTo }: { redirectTo?: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const fullName = useAppSelector(selectFullName);
  const { unlocking, error } = useAppSelector(selectLockScreen);
  const rules = useYupRules(unlockSchema);
  const errorId = error ? serverMessageId(error) : undefined;

  return (
    <Flex vertical align="stretch" gap={16}>
      <Flex vertical align="center" gap={8}>
        <Avatar size={72} src={user?.avatar || undefined} icon={<UserOutlined />} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {fullName || <FormattedMessage id="auth.lock.someone" />}
        </Typography.Title>
        {user?.email && <Typography.Text type="secondary">{user.email}</Typography.Text>}
      </Flex>
      <Form<{ password: string }>
        layout="vertical"
        requiredMark={false}
        disabled={unlocking}
        onFinish={({ password }) => dispatch(lockScreenActions.unlockRequested({ password, redirectTo }))}
      >
        {/* Lets password managers pair the password with the account. */}
        <input type="hidden" name="username" autoComplete="username" value={user?.email ?? ''} readOnly />
        <Form.Item
          name="password"
          label={intl.formatMessage({ id: 'auth.field.password' })}
          rules={[rules('password')]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus size="large" />
        </Form.Item>
        {error && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={errorId ? intl.formatMessage({ id: errorId, defaultMessage: error }) : error}
          />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={unlocking}>
          <FormattedMessage id="auth.lock.unlock" />
        </Button>
      </Form>
      <Button type="link" onClick={() => dispatch(lockScreenActions.switchUserRequested())}>
        <FormattedMessage id="auth.lock.switchUser" />
      </Button>
    </Flex>
  );
}
