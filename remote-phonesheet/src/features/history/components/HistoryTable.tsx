import { Table, Typography, type TableProps } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import type { Call, SortField } from '@phonesheet/shared/contracts';
import { historyActions as A, selectHistory } from '../store/history-slice';
import { selectSheetShared } from '../../../kit/store/sheet-state';
import { useElementWidth } from '../../../kit/use-element-width';
import { historyColumnsFor } from '../history-columns';
import { historyTableColumns, NOTES_CSS } from './history-table-columns';
import { StatusTag } from './StatusTag';

/** The calls found, a page at a time, sorted by a column's header; a name opens the timeline. */
export function HistoryTable() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const h = useAppSelector(selectHistory);
  const q = h.query;
  const { statuses } = useAppSelector(selectSheetShared);
  // The table's columns follow its own width (the sidebar takes its share first).
  const [tableBox, tableWidth] = useElementWidth<HTMLDivElement>();
  const layout = historyColumnsFor(tableWidth);
  const columns = historyTableColumns({
    intl,
    layout,
    query: q,
    nameLink: (c: Call) => (
      <Typography.Link
        onClick={() =>
          dispatch(A.timelineRequested({ title: c.contactName || c.phoneDisplay, phone: c.phoneE164 }))
        }
        data-testid="history-name"
      >
        {c.contactName || '—'}
      </Typography.Link>
    ),
    statusTag: (statusId) => <StatusTag statusId={statusId} statuses={statuses} />,
  });
  const onTable: TableProps<Call>['onChange'] = (pagination, _filters, sorter, { action }) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    dispatch(
      A.searched({
        ...q,
        // A new order starts at its first page (antd keeps the page it was on).
        page: action === 'paginate' ? String(pagination.current ?? 1) : '1',
        pageSize: String(pagination.pageSize ?? 25),
        sort: s?.order ? (String(s.columnKey) as SortField) : 'occurredAt',
        order: s?.order === 'ascend' ? 'asc' : 'desc',
      }),
    );
  };

  return (
    <div ref={tableBox}>
      <style>{NOTES_CSS}</style>
      <Table<Call>
        rowKey="id"
        size="small"
        loading={h.loading}
        columns={columns}
        dataSource={h.page?.items ?? []}
        onChange={onTable}
        // Fixed widths shared out by `historyColumnsFor`; a phone scrolls sideways past its minimum.
        tableLayout="fixed"
        scroll={layout.minWidth > tableWidth && tableWidth > 0 ? { x: layout.minWidth } : undefined}
        locale={{ emptyText: t('phonesheet.history.empty') }}
        pagination={{
          current: Number(q.page ?? 1),
          pageSize: Number(q.pageSize ?? 25),
          // A lower bound ("more than N") always has a next page.
          total: (h.page?.total ?? 0) + (h.page?.totalExact === false ? 1 : 0),
          showSizeChanger: true,
          pageSizeOptions: [25, 50, 100, 200],
          showTotal: () =>
            t(h.page?.totalExact === false ? 'phonesheet.history.totalMore' : 'phonesheet.history.total', {
              total: h.page?.total ?? 0,
            }),
        }}
      />
    </div>
  );
}
