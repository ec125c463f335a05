import { List, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import type { Conflict } from '../store/calls-slice';
import { fieldLabel, readableValue } from './change-text';

interface Props {
  conflict: Conflict | null;
  statuses: CallStatus[];
  onReapply(): void;
  onKeepTheirs(): void;
}

/** 409: shows what the other person changed and offers to put this user's changes on top. */
export function ConflictDialog({ conflict, statuses, onReapply, onKeepTheirs }: Props) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  if (!conflict) return null;
  const theirs = conflict.changes.filter((c) => !['created', 'deleted', 'restored'].includes(c.field));
  return (
    <Modal
      open
      title={t('phonesheet.conflict.title')}
      okText={t('phonesheet.conflict.reapply')}
      cancelText={t('phonesheet.conflict.keepTheirs')}
      onOk={onReapply}
      onCancel={onKeepTheirs}
      data-testid="conflict-dialog"
    >
      <Typography.Paragraph>{t('phonesheet.conflict.text')}</Typography.Paragraph>
      <List
        size="small"
        header={<strong>{t('phonesheet.conflict.theirs')}</strong>}
        dataSource={theirs}
        renderItem={(c) => (
          <List.Item>
            {t('phonesheet.changes.line', {
              who: c.userName,
              field: fieldLabel(c.field, intl),
              from: readableValue(c.field, c.from, statuses, intl),
              to: readableValue(c.field, c.to, statuses, intl),
            })}
          </List.Item>
        )}
      />
      <List
        size="small"
        header={<strong>{t('phonesheet.conflict.mine')}</strong>}
        dataSource={Object.entries(conflict.mine)}
        renderItem={([field, value]) => (
          <List.Item>
            {fieldLabel(field, intl)}:{' '}
            {readableValue(field, value == null ? null : String(value), statuses, intl)}
          </List.Item>
        )}
      />
    </Modal>
  );
}
