import type { MutableRefObject } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { ConfirmDialog } from '@phonesheet/shared/ui';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { callsActions as A } from '../store/calls-slice';
import type { FocusAfter } from '../keyboard/use-focus-after-change';
import { CallBackDialog } from './CallBackDialog';

interface Props {
  /** The sheet's calls in the list's order. */
  calls: Call[];
  statuses: CallStatus[];
  /** The call whose delete waits for a yes (Delete on its row, or its button). */
  toDelete: Call | null;
  setToDelete(call: Call | null): void;
  /** `c` on a row: the call whose call back waits for its outcome. */
  callingBack: Call | null;
  setCallingBack(call: Call | null): void;
  focusAfter: MutableRefObject<FocusAfter>;
  /** Back to the row of `call` (`useFocusAfterChange`). */
  backToRow(call: Call): void;
}

/** What a row asks before it acts: the delete's confirmation and the call back's outcome. */
export function RowDialogs(props: Props) {
  const { calls, statuses, toDelete, setToDelete, callingBack, setCallingBack, focusAfter, backToRow } =
    props;
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  return (
    <>
      <ConfirmDialog
        open={!!toDelete}
        title={t('phonesheet.sheet.deleteTitle')}
        message={t('phonesheet.sheet.deleteText', {
          name: toDelete?.contactName || toDelete?.phoneDisplay || '',
        })}
        focusConfirm
        onConfirm={() => {
          if (toDelete) {
            focusAfter.current = { gone: toDelete.id, index: calls.findIndex((c) => c.id === toDelete.id) };
            dispatch(A.deleteRequested(toDelete));
          }
          setToDelete(null);
        }}
        onCancel={() => {
          if (toDelete) backToRow(toDelete);
          setToDelete(null);
        }}
      />
      <CallBackDialog
        call={callingBack}
        statuses={statuses}
        onPick={(call, status) => {
          setCallingBack(null);
          backToRow(call);
          // The call back comes in above it: the focus stays on the call called back.
          focusAfter.current = { back: call.id };
          dispatch(A.callBackRequested({ call, statusId: status.id }));
        }}
        onCancel={() => {
          if (callingBack) backToRow(callingBack);
          setCallingBack(null);
        }}
      />
    </>
  );
}
