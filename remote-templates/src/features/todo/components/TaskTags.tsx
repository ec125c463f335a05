import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { TaskLabel, TaskPriority } from '../types';

const PRIORITY_COLOURS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'green' };

/** High / Medium / Low in the theme's preset colours. */
export function PriorityTag({ priority }: { priority: TaskPriority }) {
  return (
    <Tag color={PRIORITY_COLOURS[priority.type] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      <FormattedMessage id={`templates.todo.priority.${priority.type}`} defaultMessage={priority.name} />
    </Tag>
  );
}

export function LabelTag({ label }: { label: TaskLabel }) {
  return (
    <Tag color={label.color} style={{ marginInlineEnd: 0 }}>
      <FormattedMessage id={`templates.todo.label.${label.alias}`} defaultMessage={label.label} />
    </Tag>
  );
}
