import type { KeyboardEvent } from 'react';
import { Button, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { PRIORITIES, type Direction, type Priority } from '@phonesheet/shared/contracts';

/** The entry row's direction: I/O (or Space, or a click) toggle it. */
export function DirectionToggle({ value, onChange }: { value: Direction; onChange(d: Direction): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const k = e.key.toLowerCase();
    if (k === 'i') onChange('in');
    else if (k === 'o') onChange('out');
    else if (k === ' ') onChange(value === 'in' ? 'out' : 'in');
    else return;
    e.preventDefault();
  };
  return (
    <Tooltip title={t('phonesheet.entry.directionHint')}>
      <Button
        // The name starts with the visible word, so speech input finds it (WCAG 2.5.3).
        aria-label={`${t(value === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out')}, ${t('phonesheet.entry.direction')}`}
        data-testid="entry-direction"
        onKeyDown={onKey}
        onClick={() => onChange(value === 'in' ? 'out' : 'in')}
        icon={value === 'in' ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
      >
        {t(value === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out')}
      </Button>
    </Tooltip>
  );
}

const nextPriority = (p: Priority) => PRIORITIES[(PRIORITIES.indexOf(p) + 1) % 3] as Priority;

/** The entry row's priority: A/T/W pick it, Space (or a click) cycles it. */
export function PriorityToggle({ value, onChange }: { value: Priority; onChange(p: Priority): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const k = e.key.toLowerCase();
    const byKey: Record<string, Priority> = { a: 'asap', t: 'today', w: 'whenever' };
    if (byKey[k]) onChange(byKey[k]);
    else if (k === ' ') onChange(nextPriority(value));
    else return;
    e.preventDefault();
  };
  return (
    <Tooltip title={t('phonesheet.entry.priorityHint')}>
      <Button
        data-testid="entry-priority"
        // It says what it is ("Priority: Today", issue 43), its name the words shown (WCAG 2.5.3).
        onKeyDown={onKey}
        onClick={() => onChange(nextPriority(value))}
        danger={value === 'asap'}
      >
        {intl.formatMessage(
          { id: 'phonesheet.entry.priorityButton' },
          { priority: t(`phonesheet.priority.${value}`) },
        )}
      </Button>
    </Tooltip>
  );
}
