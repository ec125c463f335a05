import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to the translated "Yes" / "No". */
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** Shows a spinner on the yes button while the confirmed action runs. */
  confirmLoading?: boolean;
  danger?: boolean;
}

/** A yes/no question (delete confirmations, "Cancel Subscription"). */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  okText,
  cancelText,
  confirmLoading,
  danger,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={title}
      onOk={onConfirm}
      onCancel={onCancel}
      okText={okText ?? intl.formatMessage({ id: 'common.yes', defaultMessage: 'Yes' })}
      cancelText={cancelText ?? intl.formatMessage({ id: 'common.no', defaultMessage: 'No' })}
      okButtonProps={{ danger }}
      confirmLoading={confirmLoading}
      destroyOnHidden
    >
      {message}
    </Modal>
  );
}
