import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  Alert,
  Badge,
  Button,
  Empty,
  Flex,
  Grid,
  Result,
  Segmented,
  Select,
  Skeleton,
  Space,
  Typography,
  notification,
  theme,
} from 'antd';
import { DownloadOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { selectRole, selectUser, useAppDispatch, useAppSelector, VISUALLY_HIDDEN } from '@phonesheet/shared';
import { ConfirmDialog, PageCard, PageTitle, PlanLimitNotice } from '@phonesheet/shared/ui';
import type { Call, CreateCallBody } from '@phonesheet/shared/contracts';
import { callsActions as A, selectPhonesheet } from '../features/calls/store/calls-slice';
import { EntryRow, type EntryRowHandle } from '../features/calls/components/EntryRow';
import { VirtualList, type VirtualListHandle } from '../features/calls/components/VirtualList';
import { CallRow, isTouchScreen } from '../features/calls/components/CallRow';
import {
  canvasTextMeasure,
  chooseRowLayout,
  statusPickerWidth,
  type Density,
} from '../features/calls/components/row-layout';
import { CallerContext } from '../features/calls/components/CallerContext';
import { useElementWidth } from '../kit/use-element-width';
import { LightRows } from '../features/calls/components/CallRowLight';
import { ConflictDialog } from '../features/calls/components/ConflictDialog';
import { ChangesDrawer } from '../features/calls/components/ChangesDrawer';
import { exportLimit } from '../kit/plan-limit';
import { PrintStyles } from '../features/calls/components/PrintStyles';
import { StatusesDrawer } from '../features/statuses/components/StatusesDrawer';
import { PrintTable, usePrinting, type SheetRow } from '../features/calls/components/PrintTable';
import { ReminderNotices } from '../features/reminders/components/ReminderNotices';
import { FollowUpField } from '../features/reminders/components/FollowUpField';
import { statusLabel } from '../kit/status-label';
import { deskAccess, MINE } from '../kit/sheet-placement';
import { OfflineBadge } from '../features/calls/offline/OfflineBadge';
import { usePageKeys, useRowKeys } from '../features/calls/keyboard/use-sheet-keys';
import { callRowLabel } from '../features/calls/keyboard/row-label';
import { ShortcutsDialog } from '../features/calls/keyboard/ShortcutsDialog';
import { CallBackDialog } from '../features/calls/components/CallBackDialog';

const rowKey = (r: SheetRow) => r.call.id;
/** The most cards a phone's list shows in the page's own scroll (docs/phone-sheet.md, "Small screens"). */
const PAGE_SCROLL_ROWS = 150;
const followUpField = (call: Call) => <FollowUpField call={call} />;

/** The sheet's card: 12 px each side, so the list gets 24 px more for its one-line rows. */
const SHEET_CARD_STYLES = { header: { paddingInline: 12 }, body: { paddingInline: 12 } };

export default function PhoneSheetPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPhonesheet);
  const me = useAppSelector(selectUser);
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  // The rows' layout follows the list's own width (the sidebar takes its share first).
  const [listBox, listWidth] = useElementWidth<HTMLDivElement>();
  const desk = state.sheet.desk;
  const activeUsers = useMemo(() => state.users.filter((u) => u.status !== 'deactivated'), [state.users]);
  // The desks this user may log and change calls on (the desk rule): other desks' rows are read-only.
  const admin = useAppSelector(selectRole) === 'admin';
  const mayWorkOn = useMemo(() => deskAccess(me?._id, admin, state.users), [me?._id, admin, state.users]);
  const entryUsers = useMemo(() => state.users.filter((u) => mayWorkOn(u._id)), [state.users, mayWorkOn]);
  // The status picker as wide as the company's longest status needs in the reader's language
  // (as its tag's text), so a one-line row gives the rest to names and notes.
  const statusWidth = useMemo(
    () =>
      statusPickerWidth(
        state.statuses.map((s) => statusLabel(s, intl)),
        canvasTextMeasure(`${token.fontSizeSM}px ${token.fontFamily}`),
      ),
    [state.statuses, intl, token.fontSizeSM, token.fontFamily],
  );
  // Each call's desk is named where the sheet holds several desks (all desks, more than one user).
  const rowLayout = chooseRowLayout(listWidth, compact, {
    density: state.density,
    desks: !desk && activeUsers.length > 1,
    statusWidth,
  });
  // The one-line rows' columns as this width shares them (row-layout.ts, `lineTracks`).
  const listStyle = useMemo(
    () =>
      ({
        '--ps-status-w': `${statusWidth}px`,
        ...(rowLayout.columns ? { '--ps-line-cols': rowLayout.columns } : {}),
      }) as CSSProperties,
    [statusWidth, rowLayout.columns],
  );

  const entry = useRef<EntryRowHandle>(null);
  const [toDelete, setToDelete] = useState<Call | null>(null);
  // `c` on a row: the call whose call back waits for its outcome.
  const [callingBack, setCallingBack] = useState<Call | null>(null);
  const [notify, holder] = notification.useNotification();
  const printing = usePrinting();

  // `?call=<id>` (the morning digest's link) opens that call once the page is open.
  const [params] = useSearchParams();
  const linkedCall = params.get('call');
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
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [announced, setAnnounced] = useState('');
  usePageKeys({
    onStartCall: () => entry.current?.focus(),
    onShortcuts: () => setShortcutsOpen(true),
    onToList: () => list.current?.focusStop(),
    onUndo: () => undo.current?.run(),
    list: () => document.querySelector('.ps-sheet [data-testid="sheet-list"]'),
  });

  // Where the focus goes once the sheet has changed: after a delete, to the row now in the
  // deleted call's place (the next one, or the one before at the end); after an undo, to the
  // restored row. Set before the request, applied when the sheet shows its result.
  const focusAfter = useRef<{ gone: string; index: number } | { back: string } | null>(null);
  // The undo of the notice on screen (its toast's button, or z).
  const undo = useRef<{ key: string; run(): void } | null>(null);

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

  const rows: SheetRow[] = useMemo(
    () => [
      ...state.sheet.rolledOver.map((call) => ({ call, rolledOver: true })),
      ...state.sheet.today.map((call) => ({ call, rolledOver: false })),
    ],
    [state.sheet],
  );
  // Stable across renders, so the memoised rows skip rendering when only other state changed.
  const onRowChange = useCallback(
    (call: Call, changes: Partial<CreateCallBody>) => dispatch(A.updateRequested({ call, changes })),
    [dispatch],
  );
  const onCallBack = useCallback((call: Call) => dispatch(A.callBackRequested({ call })), [dispatch]);
  const onHistory = useCallback((call: Call) => dispatch(A.changesOpened(call)), [dispatch]);
  const onWholeNote = useCallback((call: Call) => dispatch(A.wholeNoteRequested(call.id)), [dispatch]);
  const calls = useMemo(() => rows.map((r) => r.call), [rows]);
  useEffect(() => {
    const want = focusAfter.current;
    if (!want) return;
    // From a timer: focusRow draws the row in the same task (flushSync), not from an effect.
    if ('gone' in want && !calls.some((c) => c.id === want.gone)) {
      focusAfter.current = null;
      setTimeout(() => {
        if (calls.length) list.current?.focusRow(Math.min(want.index, calls.length - 1));
        else entry.current?.focus();
      }, 0);
    } else if ('back' in want) {
      const at = calls.findIndex((c) => c.id === want.back);
      if (at < 0) return;
      focusAfter.current = null;
      setTimeout(() => list.current?.focusRow(at), 0);
    }
  }, [calls]);
  /** Back to the row of `call` (a dialog it opened has closed). */
  const backToRow = (call: Call) => {
    const at = calls.findIndex((c) => c.id === call.id);
    if (at >= 0) setTimeout(() => list.current?.focusRow(at), 0);
  };
  const onRowKeyDown = useRowKeys({
    list,
    calls,
    statuses: state.statuses,
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
    onCallBack: (call) => setCallingBack(call),
    onDelete: (call) => setToDelete(call),
    onEntry: () => entry.current?.focus(),
  });
  const rowLabel = useCallback(
    (r: SheetRow) => callRowLabel(r.call, state.statuses, r.rolledOver, intl),
    [state.statuses, intl],
  );
  const [touchScreen] = useState(isTouchScreen);
  const renderRow = useCallback(
    (r: SheetRow, _index: number, settled: boolean, engaged: boolean) => (
      <CallRow
        settled={settled}
        engaged={engaged}
        touchScreen={touchScreen}
        call={r.call}
        statuses={state.statuses}
        rolledOver={r.rolledOver}
        compact={rowLayout.iconOnly}
        shape={rowLayout.shape}
        dense={state.density === 'compact'}
        deskName={rowLayout.desk ? r.call.deskName : null}
        readOnly={!mayWorkOn(r.call.deskUserId)}
        onChange={onRowChange}
        onDelete={setToDelete}
        onCallBack={onCallBack}
        onHistory={onHistory}
        onWholeNote={onWholeNote}
      />
    ),
    [
      state.statuses,
      state.density,
      rowLayout.iconOnly,
      rowLayout.shape,
      rowLayout.desk,
      mayWorkOn,
      touchScreen,
      onRowChange,
      onCallBack,
      onHistory,
      onWholeNote,
    ],
  );
  const statusColors = useMemo(() => state.statuses.map((s) => s.color), [state.statuses]);
  const rowHeight = rowLayout.height;
  // On a phone the cards use the page's own scroll (a box of the window's height less the
  // header and the entry row showed two and a half cards): the list is as tall as its cards, up
  // to PAGE_SCROLL_ROWS of them (a sheet that long keeps a tall box of its own, still windowed).
  const listHeight =
    rowLayout.shape === 'card'
      ? Math.max(1, Math.min(rows.length, PAGE_SCROLL_ROWS)) * rowHeight
      : Math.max(320, (typeof window !== 'undefined' ? window.innerHeight : 800) - 330);
  const deskOptions = [
    { value: '', label: t('phonesheet.sheet.allDesks') },
    { value: 'mine', label: t('phonesheet.sheet.mine') },
    ...activeUsers.map((u) => ({ value: u._id, label: u.fullName })),
  ];
  const densityOptions = (['comfortable', 'compact'] as const).map((d) => ({
    value: d,
    label: t(`phonesheet.density.${d}`),
  }));

  return (
    <PageCard
      className="ps-sheet"
      // A sheet reads across: the host gives it the page's whole width (no margins at 1920 px,
      // 12 px of page padding), and the card's own padding is 12 px, so a call is one line from
      // 1280 px up with the full sidebar (row-layout.ts).
      data-page-width="full"
      styles={SHEET_CARD_STYLES}
      title={
        <Space wrap>
          <PageTitle style={{ margin: 0 }}>{t('phonesheet.sheet.title')}</PageTitle>
          {!compact && (
            <Typography.Text type="secondary">
              {intl.formatDate(new Date(), { weekday: 'long', day: 'numeric', month: 'long' })}
            </Typography.Text>
          )}
          {!state.offline && (
            <Badge
              status={state.live ? 'success' : 'default'}
              text={t(state.live ? 'phonesheet.sheet.live' : 'phonesheet.sheet.offline')}
              data-testid="live-badge"
            />
          )}
          <OfflineBadge offline={state.offline} waiting={state.waiting} />
        </Space>
      }
      toolbarClassName="ps-no-print"
      toolbar={
        <Space wrap>
          <Select
            style={{ minWidth: 160 }}
            aria-label={t('phonesheet.sheet.desk')}
            value={desk ?? ''}
            options={deskOptions}
            onChange={(v) => dispatch(A.sheetRequested({ desk: v || null }))}
            data-testid="desk-switcher"
          />
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {compact ? null : t('phonesheet.sheet.print')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              dispatch(
                state.plan && !state.plan.csvExport
                  ? // Not part of the plan: the click explains why and offers the upgrade.
                    A.planLimitMet(exportLimit(state.plan))
                  : A.exportRequested({
                      params: {
                        from: state.sheet.from,
                        to: state.sheet.to,
                        deskUserId: desk ?? undefined,
                      },
                    }),
              )
            }
            data-testid="sheet-export-csv"
          >
            {compact ? null : t('phonesheet.sheet.exportCsv')}
          </Button>
          {/* Row density (as Gmail's), kept per user on the server. A phone's cards have one. */}
          {!compact && (
            <Segmented<Density>
              aria-label={t('phonesheet.density.label')}
              data-testid="sheet-density"
              value={state.density}
              options={densityOptions}
              onChange={(d) => dispatch(A.densityChanged(d))}
            />
          )}
          <StatusesDrawer iconOnly={compact} />
        </Space>
      }
    >
      <PrintStyles />
      <div className="ps-no-print">
        {state.planLimit && (
          <div style={{ marginBottom: 8 }}>
            <PlanLimitNotice limit={state.planLimit} onClose={() => dispatch(A.planLimitDismissed())} />
          </div>
        )}
        <EntryRow
          ref={entry}
          statuses={state.statuses}
          users={entryUsers}
          defaultDesk={(desk && (desk === MINE || mayWorkOn(desk)) ? desk : me?._id) ?? null}
          saving={state.saving}
          errors={state.entryErrors}
          savedCount={state.savedCount}
          onSave={(body) => dispatch(A.createRequested(body))}
          onClearErrors={() => dispatch(A.entryErrorsCleared())}
        />
        <CallerContext caller={state.caller} statuses={state.statuses} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 4, fontSize: 12 }}>
          {t('phonesheet.entry.shortcuts')}
        </Typography.Paragraph>
      </div>

      {state.load === 'loading' && rows.length === 0 && <Skeleton active paragraph={{ rows: 6 }} />}
      {state.load === 'error' && (
        <Result
          status="warning"
          title={t('phonesheet.sheet.loadFailed')}
          subTitle={state.error}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => dispatch(A.sheetRequested({ desk }))}>
              {t('phonesheet.common.retry')}
            </Button>
          }
        />
      )}
      {state.load === 'ready' && rows.length === 0 && (
        <Empty description={t('phonesheet.sheet.empty')} data-testid="sheet-empty" />
      )}
      {rows.length > 0 && (
        <>
          {state.sheet.rolledOver.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 8 }}
              message={t('phonesheet.sheet.rolledOver', { count: state.sheet.rolledOver.length })}
            />
          )}
          <Flex vertical className="ps-screen-list" ref={listBox} style={listStyle}>
            <LightRows colors={statusColors}>
              <VirtualList
                items={rows}
                rowHeight={rowHeight}
                height={listHeight}
                ariaLabel={t('phonesheet.sheet.title')}
                itemKey={rowKey}
                renderRow={renderRow}
                rowLabel={rowLabel}
                onRowKeyDown={onRowKeyDown}
                handle={list}
                rowClassName="ps-row"
                keepShownStill={touchScreen}
                background={token.colorBgContainer}
              />
            </LightRows>
          </Flex>
          {printing && <PrintTable rows={rows} statuses={state.statuses} />}
        </>
      )}
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
        statuses={state.statuses}
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
      <ConflictDialog
        conflict={state.conflict}
        statuses={state.statuses}
        onReapply={() => dispatch(A.reapplyRequested())}
        onKeepTheirs={() => dispatch(A.conflictDismissed())}
      />
      <ChangesDrawer statuses={state.statuses} header={followUpField} />
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <div aria-live="polite" style={VISUALLY_HIDDEN} data-testid="sheet-announcer">
        {announced}
      </div>
      <ReminderNotices />
      {holder}
    </PageCard>
  );
}
