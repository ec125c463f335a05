import { useEffect, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button, Flex, Input, Popconfirm, Switch, Tooltip, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { StatusColorPicker } from './StatusColorPicker';
import { nameProblem } from './status-name';
import { NameMessages, useNameCheck } from './name-check';

export type MoveControl = 'handle' | 'up' | 'down';

export interface StatusRowProps {
  status: CallStatus;
  /** The name as shown: default names are translated (statusLabel). */
  label: string;
  index: number;
  count: number;
  statuses: CallStatus[];
  busy: boolean;
  serverErrors: string[];
  dropTarget: boolean;
  onRename(name: string): void;
  onColor(color: string): void;
  onOpen(open: boolean): void;
  onMove(to: number, control: MoveControl): void;
  onRetire(): void;
  onClearErrors(): void;
  drag: {
    armed: boolean;
    arm(): void;
    onDragStart(e: DragEvent): void;
    onDragOver(e: DragEvent): void;
    onDrop(e: DragEvent): void;
    onDragEnd(): void;
  };
}

/** Up, down and retire: the status's place in the list, and its way out of it. */
function OrderAndRetire({
  label,
  index,
  count,
  onMove,
  onRetire,
}: Pick<StatusRowProps, 'label' | 'index' | 'count' | 'onMove' | 'onRetire'>) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  return (
    <>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        aria-label={t('phonesheet.statuses.moveUp', { name: label })}
        data-control="up"
        data-testid="status-up"
        onClick={() => onMove(index - 1, 'up')}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        aria-label={t('phonesheet.statuses.moveDown', { name: label })}
        data-control="down"
        data-testid="status-down"
        onClick={() => onMove(index + 1, 'down')}
      />
      <Popconfirm
        title={t('phonesheet.statuses.retireTitle', { name: label })}
        description={<div style={{ maxWidth: 280 }}>{t('phonesheet.statuses.retireText')}</div>}
        okText={t('phonesheet.statuses.retire')}
        okButtonProps={{ danger: true, ...({ 'data-testid': 'status-retire-confirm' } as object) }}
        cancelText={t('phonesheet.common.cancel')}
        onConfirm={onRetire}
      >
        <Button
          size="small"
          type="text"
          danger
          // The last offered status stays: a call always needs one to be given.
          disabled={count === 1}
          aria-label={t('phonesheet.statuses.retireOf', { name: label })}
          data-testid="status-retire"
        >
          {t('phonesheet.statuses.retire')}
        </Button>
      </Popconfirm>
    </>
  );
}

/** One status an admin edits in place: colour, name, open/closed, order, retire. */
export function StatusRow(props: StatusRowProps) {
  const { status: s, label, index, count, busy, drag } = props;
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [draft, setDraft] = useState<string | null>(null);
  const { messages, setProblem, edited } = useNameCheck(props.serverErrors, props.onClearErrors);
  const [color, setColor] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);

  const [sent, setSent] = useState(false);

  // A picked colour shows until the server has answered (then the stored one is the truth).
  useEffect(() => {
    if (!busy && !picking) setColor(null);
  }, [busy, picking, s.color]);
  // A sent name stays in the field until the answer: saved, the stored name shows; refused,
  // the typed one stays (with the server's message) to be corrected.
  useEffect(() => {
    if (!sent || busy) return;
    setSent(false);
    if (!props.serverErrors.length) setDraft(null);
  }, [sent, busy, props.serverErrors]);

  const commitName = () => {
    // Enter then leaving the field must not send the same name twice.
    if (draft === null || sent) return;
    const name = draft.trim();
    if (name === label || name === s.name) {
      setDraft(null);
      setProblem(null);
      return;
    }
    const p = nameProblem(name, props.statuses, s.id);
    setProblem(p);
    if (!p) {
      props.onRename(name);
      setSent(true);
    }
  };
  const onNameKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commitName();
    else if (e.key === 'Escape') {
      setDraft(null);
      setProblem(null);
      props.onClearErrors();
    }
  };
  const onHandleKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' && index > 0) props.onMove(index - 1, 'handle');
    else if (e.key === 'ArrowDown' && index < count - 1) props.onMove(index + 1, 'handle');
    else return;
    e.preventDefault();
  };

  return (
    <li
      data-testid="status-row"
      data-status-id={s.id}
      draggable={drag.armed}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
      style={{
        listStyle: 'none',
        padding: '6px 4px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        borderBlockStart: props.dropTarget ? `2px solid ${token.colorPrimary}` : '2px solid transparent',
        background: drag.armed ? token.colorFillTertiary : undefined,
      }}
    >
      <Flex align="center" gap={6} wrap>
        <Tooltip title={t('phonesheet.statuses.dragHint')}>
          <Button
            type="text"
            size="small"
            icon={<HolderOutlined />}
            style={{ cursor: 'grab' }}
            aria-label={t('phonesheet.statuses.dragOf', { name: label })}
            data-control="handle"
            onMouseDown={drag.arm}
            onTouchStart={drag.arm}
            onKeyDown={onHandleKey}
          />
        </Tooltip>
        <StatusColorPicker
          value={color ?? s.color}
          label={t('phonesheet.statuses.colorOf', { name: label })}
          testId="status-color"
          onChange={setColor}
          onOpenChange={(open) => {
            setPicking(open);
            if (!open && color && color.toLowerCase() !== s.color.toLowerCase()) props.onColor(color);
          }}
        />
        <div style={{ flex: '1 1 140px', minWidth: 120 }}>
          <Input
            size="small"
            value={draft ?? label}
            status={messages.length ? 'error' : undefined}
            aria-label={t('phonesheet.statuses.nameOf', { name: label })}
            aria-invalid={messages.length > 0}
            data-testid="status-name"
            onChange={(e) => {
              setDraft(e.target.value);
              edited();
            }}
            onKeyDown={onNameKey}
            onBlur={commitName}
          />
        </div>
        <Switch
          size="small"
          checked={s.open}
          loading={busy}
          checkedChildren={t('phonesheet.statuses.open')}
          unCheckedChildren={t('phonesheet.statuses.closed')}
          aria-label={t('phonesheet.statuses.openOf', { name: label })}
          data-testid="status-open"
          onChange={(open) => props.onOpen(open)}
        />
        <OrderAndRetire
          label={label}
          index={index}
          count={count}
          onMove={props.onMove}
          onRetire={props.onRetire}
        />
      </Flex>
      <NameMessages messages={messages} testId="status-error" />
    </li>
  );
}
