import { useEffect, type MutableRefObject } from 'react';
import { Button, notification } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { callsActions as A } from '../store/calls-slice';
import type { PhonesheetState } from '../store/calls-state';
import type { FocusAfter } from '../keyboard/use-focus-after-change';
import { statusLabel } from '../../../kit/status-label';

/** The undo of the notice on screen (its toast's button, or z). */
export type SheetUndo = { key: string; run(): void } | null;

/**
 * The sheet's toasts: a delete's and a call back's, each with its Undo (kept in `undo` for z),
 * and the warning of a duplicate entry. Returns the holder the page draws them in.
 */
export function useSheetToasts(
  state: PhonesheetState,
  focusAfter: MutableRefObject<FocusAfter>,
  undo: MutableRefObject<SheetUndo>,
) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const [notify, holder] = notification.useNotification();

  // Undo lives in the toast of the deletion.
  useEffect(() => {
    const call = state.lastDeleted;
    if (!call) return;
    const key = `deleted-${call.id}-${call.version}`;
    const run = () => {
      focusAfter.current = { back: call.id };
      dispatch(A.restoreRequested(call));
      notify.destroy(key);
      undo.current = null;
    };
    undo.current = { key, run };
    notify.info({
      key,
      message: t('phonesheet.sheet.deleted'),
      description: call.contactName || call.phoneDisplay,
      duration: 8,
      onClose: () => {
        if (undo.current?.key === key) undo.current = null;
      },
      btn: (
        <Button size="small" type="primary" data-testid="undo-delete" onClick={run}>
          {t('phonesheet.sheet.undo')}
        </Button>
      ),
    });
  }, [state.lastDeleted]); // eslint-disable-line react-hooks/exhaustive-deps

  // A call back's toast: its outcome, what became of the call, and Undo (as a delete's).
  useEffect(() => {
    const done = state.lastCallBack;
    if (!done) return;
    const key = `called-back-${done.call.id}`;
    const run = () => {
      dispatch(A.callBackUndoRequested(done));
      notify.destroy(key);
      undo.current = null;
    };
    undo.current = { key, run };
    const outcome = state.statuses.find((s) => s.id === done.call.statusId);
    const before = state.statuses.find((s) => s.id === done.statusBefore);
    notify.success({
      key,
      message: t('phonesheet.callBack.logged', { status: outcome ? statusLabel(outcome, intl) : '' }),
      description:
        done.original.statusId !== done.statusBefore
          ? t('phonesheet.callBack.closes')
          : before?.open
            ? t('phonesheet.callBack.stillOwed')
            : undefined,
      duration: 8,
      onClose: () => {
        if (undo.current?.key === key) undo.current = null;
      },
      btn: (
        <Button size="small" type="primary" data-testid="undo-callback" onClick={run}>
          {t('phonesheet.sheet.undo')}
        </Button>
      ),
    });
  }, [state.lastCallBack]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const d = state.duplicate;
    if (!d) return;
    notify.warning({
      message: t('phonesheet.sheet.duplicateTitle'),
      description: t('phonesheet.sheet.duplicateText', {
        name: d.contactName || '—',
        time: intl.formatTime(d.occurredAt),
      }),
      duration: 6,
    });
    dispatch(A.duplicateSeen());
  }, [state.duplicate]); // eslint-disable-line react-hooks/exhaustive-deps

  return holder;
}
