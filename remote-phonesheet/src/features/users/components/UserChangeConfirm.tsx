import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import type { PendingUserChange } from './user-controls';

/**
 * Asks before a change that takes effect on someone else at once: deactivating signs them out
 * now; a new role says what it grants or takes away.
 */
export function UserChangeConfirm({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: PendingUserChange | null;
  onConfirm: (change: PendingUserChange) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const name = pending?.user.fullName ?? '';
  const deactivating = pending?.kind === 'deactivate';
  const role = pending?.kind === 'role' ? pending.role : 'user';
  return (
    <Modal
      open={!!pending}
      title={
        deactivating
          ? t('phonesheet.users.deactivateTitle', { name })
          : t('phonesheet.users.roleTitle', { name, role: t(`phonesheet.users.role.${role}`) })
      }
      okText={deactivating ? t('phonesheet.users.deactivate') : t('phonesheet.users.roleConfirm')}
      okButtonProps={{
        danger: deactivating,
        ...({ 'data-testid': 'user-change-confirm' } as Record<string, string>),
      }}
      cancelText={t('phonesheet.common.cancel')}
      onOk={() => pending && onConfirm(pending)}
      onCancel={onCancel}
    >
      {deactivating
        ? t('phonesheet.users.deactivateText', { name })
        : t(`phonesheet.users.roleText.${role}`, { name })}
    </Modal>
  );
}
