import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { ContactLabel } from '../types';

/** A label's translated name (the sample labels have keys; others show their own name). */
export function LabelName({ label }: { label: ContactLabel }) {
  return <FormattedMessage id={`templates.contact.label.${label.alias}`} defaultMessage={label.name} />;
}

export function ContactLabelTag({ labels, labelId }: { labels: ContactLabel[]; labelId: number }) {
  const label = labels.find((l) => l.id === labelId);
  if (!label) return null;
  return (
    <Tag color={label.color} bordered={false} style={{ marginInlineEnd: 0 }}>
      <LabelName label={label} />
    </Tag>
  );
}
