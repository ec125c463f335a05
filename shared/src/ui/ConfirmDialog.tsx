import { Modal } from 'antd';
import { useEffect, useId, type ReactNode } from 'react';
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
  /**
   * The yes button takes the focus when the dialog opens (Enter confirms, Esc cancels), and the
   * caller places the focus after it closes (the element that opened it may be gone by then).
   */
  focusConfirm?: boolean;
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
  focusConfirm,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const yesId = useId();
  // The dialog focuses its own box once open (rc-dialog, unless the focus is already inside);
  // the yes button takes it first. A timer, so the button is in the document (a portal).
  useEffect(() => {
    if (!open || !focusConfirm) return;
    const timer = setTimeout(() => document.getElementById(yesId)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open, focusConfirm, yesId]);
  return (
    <Modal
      open={open}
      title={title}
      onOk={onConfirm}
      onCancel={onCancel}
      okText={okText ?? intl.formatMessage({ id: 'common.yes', defaultMessage: 'Yes' })}
      cancelText={cancelText ?? intl.formatMessage({ id: 'common.no', defaultMessage: 'No' })}
      okButtonProps={{ danger, id: yesId }}
      focusTriggerAfterClose={!focusConfirm}
      confirmLoading={confirmLoading}
      destroyOnHidden
    >
      {message}
    </Modal>
  );
}
