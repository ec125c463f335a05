import { Form, Input, Modal, Select, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { usersActions as A, selectUsers } from '../store/users-slice';

/** An admin invites someone by e-mail, as a user or an admin; Enter sends. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const { inviting } = useAppSelector(selectUsers);
  const [form] = Form.useForm<{ email: string; role: 'admin' | 'user' }>();
  return (
    <Modal
      open={open}
      title={t('phonesheet.users.invite')}
      okText={t('phonesheet.users.send')}
      cancelText={t('phonesheet.common.cancel')}
      confirmLoading={inviting}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ role: 'user' }}
        onFinish={(v) => {
          dispatch(A.inviteRequested({ email: v.email.trim(), role: v.role }));
          form.resetFields();
          onClose();
        }}
      >
        <Form.Item
          name="email"
          label={t('phonesheet.users.email')}
          rules={[
            { required: true, message: t('phonesheet.users.emailRequired') },
            { type: 'email', message: t('phonesheet.users.emailInvalid') },
          ]}
        >
          {/* Enter sends: the dialog's button is outside the form, so no implicit submit. */}
          <Input
            type="email"
            autoComplete="off"
            data-testid="invite-email"
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
        <Form.Item name="role" label={t('phonesheet.users.role')}>
          <Select
            options={[
              { value: 'user', label: t('phonesheet.users.role.user') },
              { value: 'admin', label: t('phonesheet.users.role.admin') },
            ]}
          />
        </Form.Item>
        <Typography.Text type="secondary">{t('phonesheet.users.inviteHelp')}</Typography.Text>
      </Form>
    </Modal>
  );
}
