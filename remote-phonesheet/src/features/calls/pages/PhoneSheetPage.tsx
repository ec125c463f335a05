import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Grid, theme } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { selectRole, selectUser, useAppDispatch, useAppSelector, VISUALLY_HIDDEN } from '@phonesheet/shared';
import { PageCard } from '@phonesheet/shared/ui';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { callsActions as A, selectPhonesheet } from '../store/calls-slice';
import type { EntryRowHandle } from '../components/EntryRow';
import { SheetEntry } from '../components/SheetEntry';
import type { VirtualListHandle } from '../components/VirtualList';
import { PrintStyles } from '../components/PrintStyles';
import { usePrinting, type SheetRow } from '../components/PrintTable';
import { SheetTitle, SheetToolbar } from '../components/SheetHeader';
import { SheetBody } from '../components/SheetBody';
import { RowDialogs } from '../components/RowDialogs';
import { useSheetLayout } from '../components/use-sheet-layout';
import { useSheetRows } from '../components/use-sheet-rows';
import { useSheetToasts, type SheetUndo } from '../components/use-sheet-toasts';
import { deskAccess, MINE } from '../../../kit/sheet-placement';
import { usePageKeys } from '../keyboard/use-sheet-keys';
import { useSheetRowKeys } from '../keyboard/use-sheet-row-keys';
import { useFocusAfterChange, type FocusAfter } from '../keyboard/use-focus-after-change';

// The keys' table and a call's change log are fetched the first time they are asked for, and
// stay mounted after (they close with their motion and give the focus back): the sheet's first
// load carries neither (docs/performance.md, first-load budgets).
const ShortcutsDialog = lazy(async () => ({
  default: (await import(/* webpackChunkName: "shortcuts-dialog" */ '../keyboard/ShortcutsDialog'))
    .ShortcutsDialog,
}));
// The conflict's dialog too: it is drawn only while a save meets someone else's newer change.
const ConflictDialog = lazy(async () => ({
  default: (await import(/* webpackChunkName: "conflict-dialog" */ '../components/ConflictDialog'))
    .ConflictDialog,
}));
const ChangesDrawer = lazy(async () => ({
  default: (await import(/* webpackChunkName: "changes-drawer" */ '../components/ChangesDrawer'))
    .ChangesDrawer,
}));

/** True from the first render where `now` is, for good. */
function useOnceTrue(now: boolean): boolean {
  const [once, setOnce] = useState(now);
  useEffect(() => {
    if (now) setOnce(true);
  }, [now]);
  return once || now;
}

/** A call's change log (the drawer), once one was first opened. */
function ChangesLog(props: { statuses: CallStatus[]; header?: (call: Call) => ReactNode }) {
  const opened = useOnceTrue(!!useAppSelector(selectPhonesheet).changes);
  return opened ? (
    <Suspense fallback={null}>
      <ChangesDrawer {...props} />
    </Suspense>
  ) : null;
}

/** `?`'s dialog of keys: whether it is open, and the dialog once it was first asked for. */
function useShortcuts() {
  const [open, setOpen] = useState(false);
  const asked = useOnceTrue(open);
  const dialog = asked ? (
    <Suspense fallback={null}>
      <ShortcutsDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return [open, setOpen, dialog] as const;
}

/**
 * What the sheet draws of other features. A feature imports no other, so the shell that routes
 * the page hands them in (src/exposes/PhoneSheetRoute.tsx: the statuses editor, the follow-ups).
 */
export interface SheetParts {
  /** At the toolbar's end, icon-only on a phone (the statuses editor's button). */
  ToolbarEnd: ComponentType<{ iconOnly: boolean }>;
  /** Above a call's changes in their drawer (its follow-up). */
  changesHeader(call: Call): ReactNode;
  /** Drawn once with the sheet (the follow-ups' notices). */
  Notices: ComponentType;
}

/** The sheet's card: 12 px each side, so the list gets 24 px more for its one-line rows. */
const SHEET_CARD_STYLES = { header: { paddingInline: 12 }, body: { paddingInline: 12 } };

/** Today's calls of the desk chosen: the entry row, the list, and what a row opens. */
export default function PhoneSheetPage({ parts }: { parts: SheetParts }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPhonesheet);
  const me = useAppSelector(selectUser);
  const { token } = theme.useToken();
  const compact = !Grid.useBreakpoint().md;
  const desk = state.sheet.desk;
  const activeUsers = useMemo(() => state.users.filter((u) => u.status !== 'deactivated'), [state.users]);
  const rows: SheetRow[] = useMemo(
    () => [
      ...state.sheet.rolledOver.map((call) => ({ call, rolledOver: true })),
      ...state.sheet.today.map((call) => ({ call, rolledOver: false })),
    ],
    [state.sheet],
  );
  const calls = useMemo(() => rows.map((r) => r.call), [rows]);
  // Each call's desk is named where the sheet holds several desks (all desks, more than one user).
  const { listBox, rowLayout, listStyle, listHeight } = useSheetLayout({
    compact,
    density: state.density,
    desks: !desk && activeUsers.length > 1,
    statuses: state.statuses,
    rowCount: rows.length,
  });
  // The desks this user may log and change calls on (the desk rule): other desks' rows are read-only.
  const admin = useAppSelector(selectRole) === 'admin';
  const mayWorkOn = useMemo(() => deskAccess(me?._id, admin, state.users), [me?._id, admin, state.users]);
  const entryUsers = useMemo(() => state.users.filter((u) => mayWorkOn(u._id)), [state.users, mayWorkOn]);

  const entry = useRef<EntryRowHandle>(null);
  const [toDelete, setToDelete] = useState<Call | null>(null);
  // `c` on a row: the call whose call back waits for its outcome.
  const [callingBack, setCallingBack] = useState<Call | null>(null);
  const focusAfter = useRef<FocusAfter>(null);
  // The undo of the notice on screen (its toast's button, or z).
  const undo = useRef<SheetUndo>(null);
  const printing = usePrinting();

  // `?call=<id>` (the morning digest's link) opens that call once the page is open.
  const linkedCall = useSearchParams()[0].get('call');
  useEffect(() => {
    if (linkedCall) dispatch(A.callLinkOpened(linkedCall));
  }, [dispatch, linkedCall]);
  useEffect(() => {
    dispatch(A.pageOpened({ desk: null }));
    return () => {
      dispatch(A.pageClosed());
    };
  }, [dispatch]);

  // The keyboard (docs/phone-sheet.md, "Keyboard"): N and / start a call, ? lists the keys, j/k
  // go to the list; on a row, the list's keys (keyboard/keymap.ts).
  const list = useRef<VirtualListHandle>(null);
  const [, setShortcutsOpen, shortcutsDialog] = useShortcuts();
  usePageKeys({
    onStartCall: () => entry.current?.focus(),
    onShortcuts: () => setShortcutsOpen(true),
    onToList: () => list.current?.focusStop(),
    onUndo: () => undo.current?.run(),
    list: () => document.querySelector('.ps-sheet [data-testid="sheet-list"]'),
  });
  const holder = useSheetToasts(state, focusAfter, undo);
  const backToRow = useFocusAfterChange(calls, focusAfter, list, entry);
  const { onRowKeyDown, announced } = useSheetRowKeys({
    list,
    entry,
    calls,
    statuses: state.statuses,
    mayWorkOn,
    onCallBack: setCallingBack,
    onDelete: setToDelete,
  });
  const { renderRow, rowLabel, touchScreen } = useSheetRows({
    statuses: state.statuses,
    density: state.density,
    rowLayout,
    mayWorkOn,
    onDelete: setToDelete,
  });

  return (
    <PageCard
      className="ps-sheet"
      // A sheet reads across: the host gives it the page's whole width (no margins at 1920 px,
      // 12 px of page padding), and the card's own padding is 12 px, so a call is one line from
      // 1280 px up with the full sidebar (row-layout.ts).
      data-page-width="full"
      styles={SHEET_CARD_STYLES}
      title={<SheetTitle compact={compact} />}
      toolbarClassName="ps-no-print"
      toolbar={<SheetToolbar compact={compact} activeUsers={activeUsers} End={parts.ToolbarEnd} />}
    >
      <PrintStyles />
      <SheetEntry
        entry={entry}
        users={entryUsers}
        defaultDesk={(desk && (desk === MINE || mayWorkOn(desk)) ? desk : me?._id) ?? null}
      />
      <SheetBody
        rows={rows}
        rolledOverCount={state.sheet.rolledOver.length}
        statuses={state.statuses}
        load={state.load}
        error={state.error}
        onRetry={() => dispatch(A.sheetRequested({ desk }))}
        listBox={listBox}
        listStyle={listStyle}
        rowHeight={rowLayout.height}
        listHeight={listHeight}
        renderRow={renderRow}
        rowLabel={rowLabel}
        onRowKeyDown={onRowKeyDown}
        list={list}
        touchScreen={touchScreen}
        background={token.colorBgContainer}
        printing={printing}
      />
      <RowDialogs
        calls={calls}
        statuses={state.statuses}
        toDelete={toDelete}
        setToDelete={setToDelete}
        callingBack={callingBack}
        setCallingBack={setCallingBack}
        focusAfter={focusAfter}
        backToRow={backToRow}
      />
      {state.conflict && (
        <Suspense fallback={null}>
          <ConflictDialog
            conflict={state.conflict}
            statuses={state.statuses}
            onReapply={() => dispatch(A.reapplyRequested())}
            onKeepTheirs={() => dispatch(A.conflictDismissed())}
          />
        </Suspense>
      )}
      <ChangesLog statuses={state.statuses} header={parts.changesHeader} />
      {shortcutsDialog}
      <div aria-live="polite" style={VISUALLY_HIDDEN} data-testid="sheet-announcer">
        {announced}
      </div>
      <parts.Notices />
      {holder}
    </PageCard>
  );
}
