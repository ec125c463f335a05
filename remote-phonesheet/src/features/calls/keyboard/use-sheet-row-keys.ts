import { useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { callsActions as A } from '../store/calls-slice';
import type { VirtualListHandle } from '../components/VirtualList';
import type { EntryRowHandle } from '../components/EntryRow';
import { statusLabel } from '../../../kit/status-label';
import { useRowKeys } from './use-sheet-keys';

interface SheetRowKeyOptions {
  list: RefObject<VirtualListHandle>;
  entry: RefObject<EntryRowHandle>;
  /** The sheet's calls in the list's order. */
  calls: Call[];
  statuses: CallStatus[];
  /** The user may change calls on this desk (the desk rule). */
  mayWorkOn(desk: string): boolean;
  onCallBack(call: Call): void;
  onDelete(call: Call): void;
}

/**
 * The sheet's row keys (`useRowKeys`) and what they read out: `announced`, for the page's
 * live region (a status changed by `s`, or why another's call cannot be changed).
 */
export function useSheetRowKeys({ list, entry, calls, statuses, mayWorkOn, ...on }: SheetRowKeyOptions) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const [announced, setAnnounced] = useState('');
  const onRowKeyDown = useRowKeys({
    list,
    calls,
    statuses,
    mayChange: (call) => mayWorkOn(call.deskUserId),
    // A key that would change another's call: no editor opens, the reason is read out.
    onReadOnly: (call) => setAnnounced(t('phonesheet.row.readOnly', { desk: call.deskName })),
    onStatus: (call, status) => {
      dispatch(A.updateRequested({ call, changes: { statusId: status.id } }));
      setAnnounced(
        t('phonesheet.keys.statusChanged', {
          name: call.contactName || call.phoneDisplay,
          status: statusLabel(status, intl),
        }),
      );
    },
    // `c` asks for the outcome first (the row's button logs Spoke at once, as it says).
    onCallBack: (call) => on.onCallBack(call),
    onDelete: (call) => on.onDelete(call),
    onEntry: () => entry.current?.focus(),
  });
  return { onRowKeyDown, announced };
}
