import { useContext } from 'react';
import { Badge, Button, Checkbox, ConfigProvider, Dropdown, Space, Tooltip, Typography, theme } from 'antd';
import {
  AppstoreOutlined,
  DeleteOutlined,
  LeftOutlined,
  RightOutlined,
  TagOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { LIST_PAGE_SIZE } from '../../../mock/paging';
import { contactActions as A } from '../store/contact-slice';
import type { Contact, ContactLabel, ContactQuery, ContactViewMode } from '../types';
import { LabelName } from './ContactLabelTag';

export interface ContactToolbarProps {
  list: Contact[];
  total: number;
  query: ContactQuery;
  selected: number[];
  labels: ContactLabel[];
  viewMode: ContactViewMode;
  onDelete: (ids: number[]) => void;
}

/** Select all, bulk label and delete, the list/grid switch and the pager. */
export function ContactToolbar({
  list,
  total,
  query,
  selected,
  labels,
  viewMode,
  onDelete,
}: ContactToolbarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const ids = list.map((c) => c.id);
  const allChecked = ids.length > 0 && ids.every((id) => selected.includes(id));
  const someChecked = selected.length > 0 && !allChecked;
  const from = total === 0 ? 0 : query.page * LIST_PAGE_SIZE + 1;
  const to = Math.min(total, (query.page + 1) * LIST_PAGE_SIZE);
  const lastPage = Math.max(0, Math.ceil(total / LIST_PAGE_SIZE) - 1);
  const go = (page: number) => dispatch(A.listRequested({ ...query, page }));
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <div
      role="toolbar"
      aria-label={t('templates.contact.toolbar')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: '10px 16px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Checkbox
        checked={allChecked}
        indeterminate={someChecked}
        disabled={ids.length === 0}
        aria-label={t('templates.contact.selectAll')}
        data-testid="contact-select-all"
        onChange={(event) => dispatch(A.selectionChanged(event.target.checked ? ids : []))}
      />
      {selected.length > 0 && (
        <Space size={4} wrap>
          <Typography.Text type="secondary" style={{ marginInlineEnd: 4 }}>
            <FormattedMessage id="templates.contact.selected" values={{ count: selected.length }} />
          </Typography.Text>
          <Dropdown
            trigger={['click']}
            menu={{
              items: labels.map((label) => ({
                key: String(label.id),
                icon: <Badge color={label.color} />,
                label: <LabelName label={label} />,
              })),
              onClick: ({ key }) =>
                dispatch(A.labelRequested({ contactIds: selected, labelId: Number(key) })),
            }}
          >
            <Button icon={<TagOutlined />} data-testid="contact-bulk-label">
              <FormattedMessage id="templates.contact.setLabel" />
            </Button>
          </Dropdown>
          <Button
            danger
            icon={<DeleteOutlined />}
            data-testid="contact-bulk-delete"
            onClick={() => onDelete(selected)}
          >
            <FormattedMessage id="templates.contact.delete" />
          </Button>
        </Space>
      )}
      <div style={{ flex: '1 1 auto' }} />
      <Space.Compact>
        <Tooltip title={t('templates.contact.view.list')}>
          <Button
            aria-label={t('templates.contact.view.list')}
            aria-pressed={viewMode === 'list'}
            type={viewMode === 'list' ? 'primary' : 'default'}
            icon={<UnorderedListOutlined />}
            data-testid="contact-view-list"
            onClick={() => dispatch(A.viewModeChanged('list'))}
          />
        </Tooltip>
        <Tooltip title={t('templates.contact.view.grid')}>
          <Button
            aria-label={t('templates.contact.view.grid')}
            aria-pressed={viewMode === 'grid'}
            type={viewMode === 'grid' ? 'primary' : 'default'}
            icon={<AppstoreOutlined />}
            data-testid="contact-view-grid"
            onClick={() => dispatch(A.viewModeChanged('grid'))}
          />
        </Tooltip>
      </Space.Compact>
      <Space size={4}>
        <Typography.Text type="secondary" data-testid="contact-range">
          <FormattedMessage id="templates.contact.range" values={{ from, to, total }} />
        </Typography.Text>
        <Button
          type="text"
          size="small"
          aria-label={t('templates.contact.previousPage')}
          icon={rtl ? <RightOutlined /> : <LeftOutlined />}
          disabled={query.page <= 0}
          onClick={() => go(query.page - 1)}
        />
        <Button
          type="text"
          size="small"
          aria-label={t('templates.contact.nextPage')}
          icon={rtl ? <LeftOutlined /> : <RightOutlined />}
          disabled={query.page >= lastPage}
          onClick={() => go(query.page + 1)}
        />
      </Space>
    </div>
  );
}
