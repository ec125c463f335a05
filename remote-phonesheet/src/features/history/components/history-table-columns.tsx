import type { ReactNode } from 'react';
import { Typography, type TableProps } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';
import type { IntlShape } from 'react-intl';
import { VISUALLY_HIDDEN } from '@phonesheet/shared';
import type { Call, SearchQuery } from '@phonesheet/shared/contracts';
import type { HistoryColumns } from '../history-columns';

/**
 * A cell of what people typed keeps its own direction, as on the sheet: an English note in an
 * Arabic table ends with its full stop, and its "…" at its end. It stays aligned with its column
 * (`match-parent`: the page's side, not the text's).
 */
const ownDirection = () => ({
  style: { unicodeBidi: 'plaintext' as const, textAlign: 'match-parent' as const },
});
/** A second line in a cell (the company under the name, the time under the date). */
const SUB_LINE = { display: 'block' } as const;
// What must never be cut (a number, a status) stays on one line; names and companies may wrap.
const ONE_LINE = () => ({ style: { whiteSpace: 'nowrap' as const } });

/**
 * Notes: two lines at most, the whole in the tooltip. A class, not an inline style: React writes
 * `WebkitLineClamp` through the CSSOM, where Chromium drops it.
 */
export const NOTES_CSS =
  '.ps-h-notes{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;unicode-bidi:plaintext}';

type Columns = NonNullable<TableProps<Call>['columns']>;

/**
 * The history table's columns that `layout` shows (history-columns.ts), each with its width (the
 * one without takes the rest); sortable ones show the query's order.
 */
export function historyTableColumns({
  intl,
  layout,
  query: q,
  nameLink,
  statusTag,
}: {
  intl: IntlShape;
  layout: HistoryColumns;
  query: SearchQuery;
  /** The contact's name, which opens their timeline. */
  nameLink: (c: Call) => ReactNode;
  statusTag: (statusId: string) => ReactNode;
}): Columns {
  const t = (id: string) => intl.formatMessage({ id });
  const sortOrder = (key: string) => (q.sort === key ? (q.order === 'asc' ? 'ascend' : 'descend') : null);
  const allColumns: Columns = [
    {
      key: 'occurredAt',
      title: t('phonesheet.field.occurredAt'),
      sorter: true,
      sortOrder: sortOrder('occurredAt'),
      render: (_, c) =>
        layout.stacked ? (
          <>
            {intl.formatDate(c.occurredAt, { dateStyle: 'medium' })}
            <Typography.Text type="secondary" style={SUB_LINE}>
              {intl.formatTime(c.occurredAt)}
            </Typography.Text>
          </>
        ) : (
          intl.formatDate(c.occurredAt, { dateStyle: 'medium', timeStyle: 'short' })
        ),
    },
    {
      key: 'direction',
      // An icon column at every width, as on the sheet (↓ in, ↑ out): its name is read and shown
      // on hover, not drawn (the word wrapped in its column).
      title: (
        <span title={t('phonesheet.field.direction')}>
          <SwapOutlined rotate={90} aria-hidden />
          <span style={VISUALLY_HIDDEN}>{t('phonesheet.field.direction')}</span>
        </span>
      ),
      sorter: true,
      sortOrder: sortOrder('direction'),
      render: (_, c) => {
        const label = t(`phonesheet.direction.${c.direction}`);
        const Icon = c.direction === 'in' ? ArrowDownOutlined : ArrowUpOutlined;
        return <Icon aria-label={label} title={label} data-testid="history-direction" />;
      },
    },
    {
      key: 'contactName',
      onCell: ownDirection,
      // Narrower, the column holds the company (and the notes) too, and says so.
      title: layout.stacked
        ? `${t('phonesheet.field.contactName')} · ${t('phonesheet.field.contactCompany')}`
        : t('phonesheet.field.contactName'),
      sorter: true,
      sortOrder: sortOrder('contactName'),
      // Narrower: the company and the notes under the name, in the column that takes the rest.
      render: (_, c) =>
        layout.stacked ? (
          <>
            {nameLink(c)}
            {c.contactCompany && (
              <Typography.Text type="secondary" style={SUB_LINE}>
                {c.contactCompany}
              </Typography.Text>
            )}
            {c.notes && (
              <Typography.Text type="secondary" className="ps-h-notes" title={c.notes}>
                {c.notes}
              </Typography.Text>
            )}
          </>
        ) : (
          nameLink(c)
        ),
    },
    {
      key: 'contactCompany',
      onCell: ownDirection,
      title: t('phonesheet.field.contactCompany'),
      sorter: true,
      sortOrder: sortOrder('contactCompany'),
      dataIndex: 'contactCompany',
    },
    {
      key: 'phone',
      onCell: ONE_LINE,
      title: t('phonesheet.field.phone'),
      render: (_, c) => (
        <a href={`tel:${c.phoneE164}`} dir="ltr">
          {c.phoneDisplay}
        </a>
      ),
    },
    {
      key: 'priority',
      title: t('phonesheet.field.priority'),
      sorter: true,
      sortOrder: sortOrder('priority'),
      render: (_, c) => t(`phonesheet.priority.${c.priority}`),
    },
    {
      key: 'status',
      onCell: ONE_LINE,
      title: t('phonesheet.field.status'),
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (_, c) => statusTag(c.statusId),
    },
    {
      key: 'desk',
      title: t('phonesheet.field.desk'),
      sorter: true,
      sortOrder: sortOrder('desk'),
      dataIndex: 'deskName',
    },
    {
      key: 'notes',
      onCell: ownDirection,
      title: t('phonesheet.column.notes'),
      render: (_, c) => (
        <span className="ps-h-notes" title={c.notes || undefined}>
          {c.notes}
        </span>
      ),
    },
  ];
  return layout.columns.map(({ key, width }) => ({
    ...allColumns.find((column) => column.key === key)!,
    width,
  }));
}
