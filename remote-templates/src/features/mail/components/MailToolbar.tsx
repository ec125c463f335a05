import { Button, Checkbox, Dropdown, Pagination, Space, Tooltip, Typography } from 'antd';
import {
  EyeInvisibleOutlined,
  EyeOutlined,
  FolderOutlined,
  ReloadOutlined,
  StarFilled,
  StarOutlined,
  TagOutlined,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIST_PAGE_SIZE } from '../../../mock/paging';
import { FOLDER_IDS, MOVE_TARGETS } from '../rules';
import type { MailLabel } from '../types';

export interface MailToolbarProps {
  checkedCount: number;
  pageCount: number;
  onCheckAll: (checked: boolean) => void;
  onRead: (status: boolean) => void;
  onStar: (status: boolean) => void;
  onMove: (folderId: number) => void;
  onLabel: (labelId: number) => void;
  onReload: () => void;
  labels: MailLabel[];
  page: number;
  total: number;
  onPage: (page: number) => void;
}

function IconButton({
  label,
  icon,
  onClick,
  testId,
}: {
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={icon} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
}

/** Select all, the bulk actions on the checked mails, and the pages. */
export function MailToolbar(props: MailToolbarProps) {
  const { checkedCount, pageCount, labels, page, total } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const some = checkedCount > 0;
  return (
    <div
      data-testid="mail-toolbar"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        paddingBlock: 8,
        paddingInline: 12,
      }}
    >
      <Checkbox
        checked={some && checkedCount === pageCount}
        indeterminate={some && checkedCount < pageCount}
        disabled={pageCount === 0}
        onChange={(event) => props.onCheckAll(event.target.checked)}
        aria-label={t('templates.mail.selectAll')}
        style={{ marginInlineEnd: 4 }}
      />
      {some ? (
        <Space size={2} wrap>
          <IconButton
            label={t('templates.mail.markRead')}
            icon={<EyeOutlined />}
            onClick={() => props.onRead(true)}
            testId="mail-bulk-read"
          />
          <IconButton
            label={t('templates.mail.markUnread')}
            icon={<EyeInvisibleOutlined />}
            onClick={() => props.onRead(false)}
            testId="mail-bulk-unread"
          />
          <IconButton
            label={t('templates.mail.star')}
            icon={<StarFilled />}
            onClick={() => props.onStar(true)}
            testId="mail-bulk-star"
          />
          <IconButton
            label={t('templates.mail.unstar')}
            icon={<StarOutlined />}
            onClick={() => props.onStar(false)}
            testId="mail-bulk-unstar"
          />
          <Dropdown
            trigger={['click']}
            menu={{
              items: MOVE_TARGETS.map((alias) => ({
                key: String(FOLDER_IDS[alias]),
                label: t(`templates.mail.folder.${alias}`),
              })),
              onClick: ({ key }) => props.onMove(Number(key)),
            }}
          >
            <Button type="text" icon={<FolderOutlined />} data-testid="mail-bulk-move">
              <FormattedMessage id="templates.mail.moveTo" />
            </Button>
          </Dropdown>
          <Dropdown
            trigger={['click']}
            menu={{
              items: labels.map((label) => ({
                key: String(label.id),
                label: intl.formatMessage({
                  id: `templates.mail.label.${label.alias}`,
                  defaultMessage: label.name,
                }),
              })),
              onClick: ({ key }) => props.onLabel(Number(key)),
            }}
          >
            <Button type="text" icon={<TagOutlined />} data-testid="mail-bulk-label">
              <FormattedMessage id="templates.mail.applyLabel" />
            </Button>
          </Dropdown>
          <Typography.Text type="secondary">
            <FormattedMessage id="templates.mail.selected" values={{ count: checkedCount }} />
          </Typography.Text>
        </Space>
      ) : (
        <IconButton label={t('templates.mail.reload')} icon={<ReloadOutlined />} onClick={props.onReload} />
      )}
      <span style={{ flex: '1 1 auto' }} />
      {total > 0 && (
        <Space size={8} wrap>
          <Typography.Text type="secondary" data-testid="mail-range">
            <FormattedMessage
              id="templates.mail.range"
              values={{
                from: page * LIST_PAGE_SIZE + 1,
                to: Math.min(total, (page + 1) * LIST_PAGE_SIZE),
                total,
              }}
            />
          </Typography.Text>
          {total > LIST_PAGE_SIZE && (
            <Pagination
              simple
              size="small"
              current={page + 1}
              pageSize={LIST_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={(next) => props.onPage(next - 1)}
            />
          )}
        </Space>
      )}
    </div>
  );
}
