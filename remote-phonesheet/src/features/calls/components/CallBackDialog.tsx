import { useEffect, useRef } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { statusLabel } from '../../../kit/status-label';

/** Statuses that say where a call stands, not how a call back went. */
const NOT_AN_OUTCOME = new Set(['toReturn', 'returned']);

/**
 * The outcomes a call back may have: the company's statuses that may be given (not retired),
 * in their order, but To return and Returned. A company's own ("Wrong number") are among them.
 */
export function callBackOutcomes(statuses: readonly CallStatus[]): CallStatus[] {
  return statuses.filter((s) => !s.retired && !(s.key && NOT_AN_OUTCOME.has(s.key)));
}

interface Props {
  /** The call being called back; null: closed. */
  call: Call | null;
  statuses: readonly CallStatus[];
  onPick(call: Call, status: CallStatus): void;
  onCancel(): void;
}

/**
 * `c` on a row asks how the call back went before anything is logged (issue 43: one stray `c`
 * logged a Spoke call and returned the original). Tab or the arrows between outcomes, Enter picks,
 * Esc logs nothing. The focus starts on Spoke (the usual outcome) when the company has it.
 */
export function CallBackDialog({ call, statuses, onPick, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const outcomes = callBackOutcomes(statuses);
  const box = useRef<HTMLDivElement>(null);
  const start = Math.max(
    0,
    outcomes.findIndex((s) => s.key === 'spoke'),
  );
  // A timer: the dialog is in a portal, and it focuses its own box once open unless the focus is inside.
  useEffect(() => {
    if (!call) return;
    const timer = setTimeout(
      () => box.current?.querySelectorAll<HTMLElement>('[data-testid="callback-outcome"]')[start]?.focus(),
      0,
    );
    return () => clearTimeout(timer);
  }, [call, start]);
  const onArrows = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    const buttons = [
      ...(box.current?.querySelectorAll<HTMLElement>('[data-testid="callback-outcome"]') ?? []),
    ];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    e.preventDefault();
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };
  return (
    <Modal
      open={!!call}
      title={t('phonesheet.callBack.title')}
      onCancel={onCancel}
      footer={null}
      focusTriggerAfterClose={false}
      destroyOnHidden
      width={420}
    >
      <Typography.Paragraph>
        {t('phonesheet.callBack.text', { name: call?.contactName || call?.phoneDisplay || '' })}
      </Typography.Paragraph>
      <Flex vertical gap={8} ref={box} onKeyDown={onArrows} data-testid="callback-outcomes">
        {outcomes.map((s) => (
          <Button
            key={s.id}
            block
            data-testid="callback-outcome"
            style={{ justifyContent: 'flex-start', borderInlineStart: `4px solid ${s.color}` }}
            onClick={() => call && onPick(call, s)}
          >
            {statusLabel(s, intl)}
          </Button>
        ))}
      </Flex>
    </Modal>
  );
}
