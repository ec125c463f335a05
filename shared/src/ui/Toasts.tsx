import { message } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectToasts, TOAST_DURATION_MS, uiActions, type Toast } from './ui-slice';

const ANTD_TYPE = { success: 'success', error: 'error', info: 'info' } as const;

/** Shows the store's toasts with antd, each for 3.5 s; mounted once by the host. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const [messageApi, contextHolder] = message.useMessage();
  const opened = useRef(new Set<number>());

  const textOf = (toast: Toast): string => {
    const fallback = toast.text ?? toast.messageId ?? '';
    if (!toast.messageId) return fallback;
    return intl.formatMessage({ id: toast.messageId, defaultMessage: fallback }, toast.values);
  };

  useEffect(() => {
    toasts
      .filter((toast) => !opened.current.has(toast.id))
      .forEach((toast) => {
        opened.current.add(toast.id);
        void messageApi.open({
          key: toast.id,
          type: ANTD_TYPE[toast.kind],
          content: textOf(toast),
          duration: TOAST_DURATION_MS / 1000,
          onClose: () => {
            opened.current.delete(toast.id);
            dispatch(uiActions.toastDismissed(toast.id));
          },
        });
      });
    // textOf reads intl, which only matters when a toast opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toasts, messageApi, dispatch]);

  return contextHolder;
}
