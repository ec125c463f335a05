import { useEffect, useMemo, useRef } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectUser, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { serverMessageId } from '../../../kit/server-message';
import { useYupRules } from '../../../kit/forms/use-yup-rules';
import { changePasswordSchemaFor, type ChangePasswordValues } from '../profile-rules';
import { myProfileActions, selectMyProfile } from '../store/my-profile-slice';

export function ChangePasswordTab() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { changingPassword, passwordChanges, passwordError } = useAppSelector(selectMyProfile);
  const user = useAppSelector(selectUser);
  // The new password must not be built from the user's own e-mail, names or company.
  const schema = useMemo(
    () =>
      changePasswordSchemaFor({
        email: user?.email,
        firstName: user?.firstName,
        lastName: user?.lastName,
        companyName: user?.company?.name,
      }),
    [user],
  );
  const rules = useYupRules(schema);
  const [form] = Form.useForm<ChangePasswordValues>();
  const seenChanges = useRef(passwordChanges);

  // A successful change clears the form.
  useEffect(() => {
    if (passwordChanges !== seenChanges.current) {
      seenChanges.current = passwordChanges;
      form.resetFields();
    }
  }, [passwordChanges, form]);

  const errorId = passwordError ? serverMessageId(passwordError) : undefined;
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <Form<ChangePasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420 }}
      disabled={changingPassword}
      onFinish={({ oldPassword, newPassword }) =>
        dispatch(myProfileActions.passwordChangeRequested({ oldPassword, password: newPassword }))
      }
    >
      {/* Checked on blur, not on every keystroke, so a half-typed password is not flagged. */}
      <Form.Item
        name="oldPassword"
        label={label('auth.field.oldPassword')}
        rules={[rules('oldPassword')]}
        validateTrigger="onBlur"
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={label('auth.field.newPassword')}
        rules={[rules('newPassword')]}
        validateTrigger="onBlur"
        extra={<FormattedMessage id="auth.field.password.hint" />}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="retypeNewPassword"
        label={label('auth.field.retypeNewPassword')}
        rules={[rules('retypeNewPassword')]}
        validateTrigger="onBlur"
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      {passwordError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            errorId ? intl.formatMessage({ id: errorId, defaultMessage: passwordError }) : passwordError
          }
        />
      )}
      <Button type="primary" htmlType="submit" loading={changingPassword}>
        <FormattedMessage id="auth.password.submit" />
      </Button>
    </Form>
  );
}
