import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';
import { useIntl } from 'react-intl';
import type { Call, CallStatus, CreateCallBody } from '@phonesheet/shared/contracts';
import type { RowShape } from './row-layout';

/** The props both drawings of a row take (the light one ignores the callbacks). */
export interface RowProps {
  call: Call;
  statuses: CallStatus[];
  rolledOver: boolean;
  /** Call back as an icon only (a narrow row). */
  compact: boolean;
  /** The row's layout for the list's width (`chooseRowLayout`). */
  shape: RowShape;
  /** Compact density: a shorter one-line row (`ROW_HEIGHTS`). */
  dense: boolean;
  /** The call's desk, named in its own column; null where the row has no desk column. */
  deskName: string | null;
  /**
   * The user may not change this call: its desk is neither theirs, nor one they cover now, and
   * they are no admin (`deskAccess`). The row offers no editor, picker, call back or delete then,
   * and says why (`readOnlyHint`).
   */
  readOnly: boolean;
  onChange(call: Call, changes: Partial<CreateCallBody>): void;
  onDelete(call: Call): void;
  onCallBack(call: Call): void;
  onHistory(call: Call): void;
  /** The call's note is only its start (`notesCut`): fetch it whole (hovered, focused, edited). */
  onWholeNote(call: Call): void;
}

/**
 * A note as far as the row has it: the sheet sends the start of a long one (`notesCut`, the API
 * bounds its answer), marked with "…" until the row has fetched it whole.
 */
export const notesShown = (call: Call): string => (call.notesCut ? `${call.notes}…` : call.notes);

export const PRIORITY_COLOR = { asap: 'red', today: 'gold', whenever: 'default' } as const;

/**
 * The interactive row's outer box; its inline-start border shows the status colour. Its padding
 * comes with its shape (`rowGridCss`), its background with `ps-lr-rolled` (`<LightRows>`).
 */
export const rowStyle = (token: GlobalToken, status: CallStatus | undefined): CSSProperties => ({
  height: '100%',
  borderBottom: `1px solid ${token.colorBorderSecondary}`,
  borderInlineStart: `4px solid ${status?.color ?? token.colorBorder}`,
  overflow: 'hidden',
});

/** The grid classes of a row, shared by both drawings (and a rolled-over call's background). */
export const rowClasses = ({ shape, compact, dense, deskName, rolledOver }: RowProps) =>
  `ps-g ps-g-${shape}${compact ? ' ps-g-icons' : ''}${dense ? ' ps-dense' : ''}${deskName !== null ? ' ps-g-desks' : ''}${rolledOver ? ' ps-lr-rolled' : ''}`;

/** The call's number as a `tel:` link, with its extension (RFC 3966), for both drawings of a row. */
export const telHref = (call: Call) =>
  `tel:${call.phoneE164}${call.extension ? `;ext=${call.extension}` : ''}`;

/** Why a row is read-only, as its lock's tooltip and name. */
export const readOnlyHint = (call: Call, t: (id: string, values?: Record<string, string>) => string) =>
  t('phonesheet.row.readOnly', { desk: call.deskName });

export function useRowTexts(call: Call, statuses: CallStatus[], rolledOver: boolean) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = new Date(call.occurredAt);
  return {
    intl,
    t,
    status: statuses.find((s) => s.id === call.statusId),
    owed: rolledOver
      ? t('phonesheet.row.owedSince', { day: intl.formatDate(when, { weekday: 'short' }) })
      : intl.formatTime(when),
    direction: t(call.direction === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out'),
  };
}
