import { useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { Alert, Button, Flex, Skeleton, Spin, Tag, Typography, theme } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { selectRole, useAppDispatch, useAppSelector, VISUALLY_HIDDEN } from '@phonesheet/shared';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { selectSheetShared } from '../../../kit/store/sheet-state';
import { statusLabel } from '../../../kit/status-label';
import { NEW_STATUS, statusesActions as A, selectStatusesEditor } from '../store/statuses-slice';
import { StatusRow, type MoveControl } from './StatusRow';
import { AddStatusForm } from './AddStatusForm';

const swatch = (color: string) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 12,
      height: 12,
      borderRadius: 3,
      background: color,
      flexShrink: 0,
    }}
  />
);

/**
 * Dragging a row by its handle: armed by a press on the handle (so the name field keeps normal
 * text selection), the row over which it is, and the move when it is dropped.
 */
function useRowDrag(active: CallStatus[], move: (s: CallStatus, to: number, control: MoveControl) => void) {
  const [armed, setArmed] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const endDrag = () => {
    setArmed(null);
    setDragging(null);
    setOver(null);
  };
  const dragProps = (s: CallStatus, index: number) => ({
    armed: armed === s.id || dragging === s.id,
    arm: () => setArmed(s.id),
    onDragStart: (e: DragEvent) => {
      // Only the handle starts a drag; the name field keeps normal text selection.
      if (armed !== s.id) {
        e.preventDefault();
        return;
      }
      e.dataTransfer?.setData('text/plain', s.id);
      if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
      setDragging(s.id);
    },
    onDragOver: (e: DragEvent) => {
      if (!dragging) return;
      e.preventDefault();
      if (over !== index) setOver(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const from = active.findIndex((x) => x.id === dragging);
      const moving = active[from];
      if (moving && from !== index) move(moving, index, 'handle');
      endDrag();
    },
    onDragEnd: endDrag,
  });

  useEffect(() => {
    if (!armed) return;
    const disarm = () => !dragging && setArmed(null);
    window.addEventListener('mouseup', disarm);
    return () => window.removeEventListener('mouseup', disarm);
  }, [armed, dragging]);
  return { dragging, over, dragProps };
}

/** A status as someone who is not an admin sees it: colour, name, open or closed. */
function ReadOnlyRow({ status: s }: { status: CallStatus }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token } = theme.useToken();
  return (
    <li
      data-testid="status-row"
      style={{
        listStyle: 'none',
        padding: '6px 4px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={8}>
        {swatch(s.color)}
        <span style={{ flex: 1 }}>{statusLabel(s, intl)}</span>
        <Tag color={s.open ? 'orange' : 'default'}>
          {t(s.open ? 'phonesheet.statuses.open' : 'phonesheet.statuses.closed')}
        </Tag>
      </Flex>
    </li>
  );
}

/** Statuses out of use, kept for the calls that have them; an admin restores one. */
function RetiredSection({
  retired,
  isAdmin,
  busy,
  onRestore,
}: {
  retired: CallStatus[];
  isAdmin: boolean;
  /** The ids of the statuses with a change under way. */
  busy: string[];
  onRestore: (status: CallStatus) => void;
}) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { token } = theme.useToken();
  return (
    <section data-testid="statuses-retired" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>
        {t('phonesheet.statuses.retiredTitle', { count: retired.length })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('phonesheet.statuses.retiredHelp')}</Typography.Paragraph>
      <ul style={{ margin: 0, padding: 0 }}>
        {retired.map((s) => (
          <li
            key={s.id}
            data-testid="status-retired-row"
            style={{
              listStyle: 'none',
              padding: '4px',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Flex align="center" gap={8}>
              {swatch(s.color)}
              <Typography.Text type="secondary" style={{ flex: 1 }}>
                {statusLabel(s, intl)}
              </Typography.Text>
              {isAdmin && (
                <Button
                  size="small"
                  loading={busy.includes(s.id)}
                  aria-label={t('phonesheet.statuses.restoreOf', { name: statusLabel(s, intl) })}
                  data-testid="status-restore"
                  onClick={() => onRestore(s)}
                >
                  {t('phonesheet.statuses.restore')}
                </Button>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The company's call statuses: admins rename, recolour, open/close, reorder (drag handle, arrow
 * keys on the handle, or the up/down buttons), retire, restore and add; everyone else reads.
 */
export function StatusesEditor() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const { statuses } = useAppSelector(selectSheetShared);
  const editor = useAppSelector(selectStatusesEditor);
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ id: string; control: MoveControl } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    dispatch(A.requested());
  }, [dispatch]);

  const active = statuses.filter((s) => !s.retired);
  const retired = statuses.filter((s) => s.retired);

  // React may move the focused row's node while reordering; give the focus back to its control.
  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !list.current) return;
    focusAfterMove.current = null;
    const row = list.current.querySelector(`[data-status-id="${target.id}"]`);
    const control = row?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`);
    const handle = row?.querySelector<HTMLButtonElement>('[data-control="handle"]');
    (control && !control.disabled ? control : handle)?.focus();
  }, [statuses]);

  const move = (s: CallStatus, to: number, control: MoveControl) => {
    focusAfterMove.current = { id: s.id, control };
    dispatch(A.moveRequested({ id: s.id, to }));
    setAnnouncement(
      t('phonesheet.statuses.moved', { name: statusLabel(s, intl), position: to + 1, count: active.length }),
    );
  };

  const { dragging, over, dragProps } = useRowDrag(active, move);

  if (editor.load === 'error' && statuses.length === 0)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="statuses-load-error"
        message={t('phonesheet.statuses.loadFailed')}
        description={editor.loadError}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => dispatch(A.requested())}>
            {t('phonesheet.common.retry')}
          </Button>
        }
      />
    );
  if (editor.load === 'loading' && statuses.length === 0) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Spin spinning={editor.load === 'loading'} delay={300}>
      <Typography.Paragraph type="secondary">{t('phonesheet.statuses.intro')}</Typography.Paragraph>
      {!isAdmin && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          message={t('phonesheet.statuses.readOnly')}
        />
      )}
      {editor.load === 'error' && (
        <Alert
          style={{ marginBottom: 12 }}
          type="warning"
          showIcon
          message={t('phonesheet.statuses.loadFailed')}
          description={editor.loadError}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('phonesheet.statuses.offered')}
      </Typography.Title>
      <ol
        ref={list}
        aria-label={t('phonesheet.statuses.offered')}
        data-testid="statuses-list"
        style={{ margin: 0, padding: 0 }}
      >
        {active.map((s, index) =>
          isAdmin ? (
            <StatusRow
              key={s.id}
              status={s}
              label={statusLabel(s, intl)}
              index={index}
              count={active.length}
              statuses={statuses}
              busy={editor.busy.includes(s.id)}
              serverErrors={editor.errors[s.id] ?? []}
              dropTarget={dragging !== null && over === index && dragging !== s.id}
              onRename={(name) => dispatch(A.updateRequested({ id: s.id, changes: { name } }))}
              onColor={(color) => dispatch(A.updateRequested({ id: s.id, changes: { color } }))}
              onOpen={(open) => dispatch(A.updateRequested({ id: s.id, changes: { open } }))}
              onMove={(to, control) => move(s, to, control)}
              onRetire={() => dispatch(A.retireRequested(s))}
              onClearErrors={() => dispatch(A.errorsCleared(s.id))}
              drag={dragProps(s, index)}
            />
          ) : (
            <ReadOnlyRow key={s.id} status={s} />
          ),
        )}
      </ol>
      <div aria-live="polite" data-testid="statuses-announcement" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
      {isAdmin && (
        <AddStatusForm
          statuses={statuses}
          busy={editor.busy.includes(NEW_STATUS)}
          serverErrors={editor.errors[NEW_STATUS] ?? []}
          addedCount={editor.addedCount}
          onAdd={(status) => dispatch(A.addRequested(status))}
          onClearErrors={() => dispatch(A.errorsCleared(NEW_STATUS))}
        />
      )}
      {retired.length > 0 && (
        <RetiredSection
          retired={retired}
          isAdmin={isAdmin}
          busy={editor.busy}
          onRestore={(status) => dispatch(A.restoreRequested(status))}
        />
      )}
    </Spin>
  );
}
