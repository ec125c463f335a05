import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { usersActions as A, selectUsers } from '../store/users-slice';

/** Removing a user is asked first. */
export function DeleteUserDialog() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const { deleting } = useAppSelector(selectUsers);
  return (
    <Modal
      open={!!deleting}
      title={t('phonesheet.users.deleteTitle')}
      okText={t('phonesheet.users.delete')}
      okButtonProps={{
        danger: true,
        ...({ 'data-testid': 'user-delete-confirm' } as Record<string, string>),
      }}
      cancelText={t('phonesheet.common.cancel')}
      onOk={() => deleting && dispatch(A.deleteRequested(deleting))}
      onCancel={() => dispatch(A.deleteModalClosed())}
    >
      {t('phonesheet.users.deleteText', { name: deleting?.fullName ?? '' })}
    </Modal>
  );
}
