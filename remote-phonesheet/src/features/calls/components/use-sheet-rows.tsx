import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import type { Call, CallStatus, CreateCallBody } from '@phonesheet/shared/contracts';
import { callsActions as A } from '../store/calls-slice';
import { CallRow, isTouchScreen } from './CallRow';
import type { SheetRow } from './PrintTable';
import type { Density, RowLayoutChoice } from './row-layout';
import { callRowLabel } from '../keyboard/row-label';

interface SheetRowsOptions {
  statuses: CallStatus[];
  density: Density;
  rowLayout: RowLayoutChoice;
  /** The user may change calls on this desk (the desk rule): other desks' rows are read-only. */
  mayWorkOn(desk: string): boolean;
  onDelete(call: Call): void;
}

/**
 * What the sheet's list draws for each call: its row (`renderRow`), its accessible name
 * (`rowLabel`), and whether the page is on a touch screen (asked once).
 */
export function useSheetRows({ statuses, density, rowLayout, mayWorkOn, onDelete }: SheetRowsOptions) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // Stable across renders, so the memoised rows skip rendering when only other state changed.
  const onRowChange = useCallback(
    (call: Call, changes: Partial<CreateCallBody>) => dispatch(A.updateRequested({ call, changes })),
    [dispatch],
  );
  const onCallBack = useCallback((call: Call) => dispatch(A.callBackRequested({ call })), [dispatch]);
  const onHistory = useCallback((call: Call) => dispatch(A.changesOpened(call)), [dispatch]);
  const onWholeNote = useCallback((call: Call) => dispatch(A.wholeNoteRequested(call.id)), [dispatch]);
  const rowLabel = useCallback(
    (r: SheetRow) => callRowLabel(r.call, statuses, r.rolledOver, intl),
    [statuses, intl],
  );
  const [touchScreen] = useState(isTouchScreen);
  const renderRow = useCallback(
    (r: SheetRow, _index: number, settled: boolean, engaged: boolean) => (
      <CallRow
        settled={settled}
        engaged={engaged}
        touchScreen={touchScreen}
        call={r.call}
        statuses={statuses}
        rolledOver={r.rolledOver}
        compact={rowLayout.iconOnly}
        shape={rowLayout.shape}
        dense={density === 'compact'}
        deskName={rowLayout.desk ? r.call.deskName : null}
        readOnly={!mayWorkOn(r.call.deskUserId)}
        onChange={onRowChange}
        onDelete={onDelete}
        onCallBack={onCallBack}
        onHistory={onHistory}
        onWholeNote={onWholeNote}
      />
    ),
    [
      statuses,
      density,
      rowLayout.iconOnly,
      rowLayout.shape,
      rowLayout.desk,
      mayWorkOn,
      touchScreen,
      onDelete,
      onRowChange,
      onCallBack,
      onHistory,
      onWholeNote,
    ],
  );
  return { renderRow, rowLabel, touchScreen };
}
