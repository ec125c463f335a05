import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Drawer,
  Flex,
  Input,
  List,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
  SwapOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, VISUALLY_HIDDEN } from '@phonesheet/shared';
import { PageCard, PageTitle, PlanLimitNotice } from '@phonesheet/shared/ui';
import type {
  Call,
  CallStatus,
  CompanyUser,
  SearchQuery,
  SortField,
  SubscriptionPlan,
} from '@phonesheet/shared/contracts';
import { historyActions as A, selectHistory } from '../features/history/store/history-slice';
import { callsActions, selectPhonesheet } from '../kit/store/phonesheet-slice';
import { exportLimit } from '../kit/plan-limit';
import { statusLabel } from '../kit/status-label';
import { statusTagStyle } from '../kit/status-colors';
import { ImportDialog } from '../features/history/components/ImportDialog';
import { outsideHistoryWindow } from '../features/history/history-window';
import { historyColumnsFor } from '../features/history/history-columns';
import { useElementWidth } from '../kit/use-element-width';

const dayRange = (d: Dayjs) => ({
  from: d.startOf('day').toISOString(),
  to: d.add(1, 'day').startOf('day').toISOString(),
});

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
/**
 * Notes: two lines at most, the whole in the tooltip. A class, not an inline style: React writes
 * `WebkitLineClamp` through the CSSOM, where Chromium drops it.
 */
const NOTES_CSS =
  '.ps-h-notes{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;unicode-bidi:plaintext}';
// What must never be cut (a number, a status) stays on one line; names and companies may wrap.
const ONE_LINE = () => ({ style: { whiteSpace: 'nowrap' as const } });

export default function HistoryPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const h = useAppSelector(selectHistory);
  const { statuses, users, plan } = useAppSelector(selectPhonesheet) as {
    statuses: CallStatus[];
    users: CompanyUser[];
    plan: SubscriptionPlan | null;
  };
  // `?q=` (the top bar's search) searches every day for it at once.
  const [params] = useSearchParams();
  const urlQuery = params.get('q')?.trim() || null;
  // A day is picked by default (yesterday's sheet); clearing it searches every day.
  const [day, setDay] = useState<Dayjs | null>(urlQuery ? null : dayjs().subtract(1, 'day'));
  const [text, setText] = useState(urlQuery ?? '');
  const q = h.query;
  // Previous day points backwards in the reading direction.
  const rtl = intl.locale.startsWith('ar');
  const PrevIcon = rtl ? RightOutlined : LeftOutlined;
  const NextIcon = rtl ? LeftOutlined : RightOutlined;

  // The table's columns follow its own width (the sidebar takes its share first).
  const [tableBox, tableWidth] = useElementWidth<HTMLDivElement>();

  const run = (patch: Partial<SearchQuery>) => dispatch(A.searched({ ...q, page: '1', ...patch }));

  useEffect(() => {
    dispatch(A.pageOpened());
    // The filters' statuses and users, without the sheet.
    dispatch(callsActions.statusesNeeded());
    dispatch(callsActions.usersNeeded());
    return () => {
      dispatch(A.pageClosed());
      dispatch(A.importClosed()); // the dialog belongs to this page
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (urlQuery) {
      setDay(null);
      setText(urlQuery);
      run({ q: urlQuery, from: undefined, to: undefined });
    } else run({ ...dayRange(dayjs().subtract(1, 'day')), q: '' });
  }, [urlQuery]); // eslint-disable-line react-hooks/exhaustive-deps

  // Days before the plan's history window are not offered (the server would answer 402).
  const historyDays = plan?.historyDays ?? null;
  const outsideWindow = (d: Dayjs) => outsideHistoryWindow(d, historyDays);
  const exportBlocked = plan !== null && !plan.csvExport;
  const offerExportUpgrade = () => plan && dispatch(A.planLimitMet(exportLimit(plan)));

  const pickDay = (d: Dayjs | null) => {
    setDay(d);
    run(d ? dayRange(d) : { from: undefined, to: undefined });
  };
  const statusName = (id: string) => {
    const s = statuses.find((x) => x.id === id);
    return s ? (
      <Tag color={s.color} style={statusTagStyle(s.color)}>
        {statusLabel(s, intl)}
      </Tag>
    ) : null;
  };
  const sortOrder = (key: string) => (q.sort === key ? (q.order === 'asc' ? 'ascend' : 'descend') : null);
  const layout = historyColumnsFor(tableWidth);
  const nameLink = (c: Call) => (
    <Typography.Link
      onClick={() =>
        dispatch(A.timelineRequested({ title: c.contactName || c.phoneDisplay, phone: c.phoneE164 }))
      }
      data-testid="history-name"
    >
      {c.contactName || '—'}
    </Typography.Link>
  );
  const allColumns: NonNullable<TableProps<Call>['columns']> = [
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
      render: (_, c) => statusName(c.statusId),
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
  // The columns this width shows, each with its width (the one without takes the rest).
  const columns = layout.columns.map(({ key, width }) => ({
    ...allColumns.find((column) => column.key === key)!,
    width,
  }));
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
  const exportFilter = {
    ...q,
    page: undefined,
    pageSize: undefined,
    sort: undefined,
    order: undefined,
  } as Record<string, string | undefined>;
  const userOptions = users.map((u) => ({ value: u._id, label: u.fullName }));

  return (
    <PageCard
      // A table to read across, as the sheet: the page's whole width, so at 1920 px names and
      // notes take the room the page's margins held (history-columns.ts follows the table's width).
      data-page-width="full"
      title={<PageTitle style={{ margin: 0 }}>{t('phonesheet.history.title')}</PageTitle>}
      toolbar={
        <Space wrap>
          <Button
            icon={<UploadOutlined />}
            onClick={() => dispatch(A.importOpened())}
            data-testid="import-open"
          >
            {t('phonesheet.import.open')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              exportBlocked
                ? // Not part of the plan: the click explains why and offers the upgrade.
                  offerExportUpgrade()
                : dispatch(A.exportRequested(exportFilter))
            }
            data-testid="export-csv"
          >
            {t('phonesheet.sheet.exportCsv')}
          </Button>
        </Space>
      }
    >
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Space.Compact>
          <Button
            aria-label={t('phonesheet.history.prevDay')}
            icon={<PrevIcon />}
            disabled={outsideWindow((day ?? dayjs()).subtract(1, 'day'))}
            onClick={() => pickDay((day ?? dayjs()).subtract(1, 'day'))}
            data-testid="history-prev-day"
          />
          <DatePicker
            value={day}
            onChange={pickDay}
            disabledDate={outsideWindow}
            allowClear
            placeholder={t('phonesheet.history.allDays')}
            aria-label={t('phonesheet.history.day')}
          />
          <Button
            aria-label={t('phonesheet.history.nextDay')}
            icon={<NextIcon />}
            onClick={() => pickDay((day ?? dayjs()).add(1, 'day'))}
          />
        </Space.Compact>
        <Input.Search
          style={{ flex: '1 1 220px' }}
          allowClear
          data-testid="history-search"
          placeholder={t('phonesheet.history.searchPlaceholder')}
          aria-label={t('phonesheet.history.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => {
            // A search looks across every day unless a day is still picked on purpose.
            setDay(null);
            run({ q: value, from: undefined, to: undefined });
          }}
        />
        {/* Each filter is named (a placeholder is no name once a value is chosen). */}
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t('phonesheet.field.direction')}
          aria-label={t('phonesheet.field.direction')}
          value={q.direction}
          onChange={(v) => run({ direction: v })}
          options={['in', 'out'].map((d) => ({ value: d, label: t(`phonesheet.direction.${d}`) }))}
        />
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('phonesheet.field.status')}
          aria-label={t('phonesheet.field.status')}
          value={q.statusId}
          onChange={(v) => run({ statusId: v })}
          options={statuses.map((s) => ({ value: s.id, label: statusLabel(s, intl) }))}
        />
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t('phonesheet.field.priority')}
          aria-label={t('phonesheet.field.priority')}
          value={q.priority}
          onChange={(v) => run({ priority: v })}
          options={['asap', 'today', 'whenever'].map((p) => ({
            value: p,
            label: t(`phonesheet.priority.${p}`),
          }))}
        />
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('phonesheet.field.desk')}
          aria-label={t('phonesheet.field.desk')}
          value={q.deskUserId}
          onChange={(v) => run({ deskUserId: v })}
          options={userOptions}
        />
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('phonesheet.history.loggedBy')}
          aria-label={t('phonesheet.history.loggedBy')}
          value={q.loggedBy}
          onChange={(v) => run({ loggedBy: v })}
          options={userOptions}
        />
      </Flex>
      {h.error && <Alert type="error" showIcon message={h.error} style={{ marginBottom: 12 }} />}
      {h.planLimit && (
        <div style={{ marginBottom: 12 }}>
          <PlanLimitNotice limit={h.planLimit} onClose={() => dispatch(A.planLimitDismissed())} />
        </div>
      )}
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
      <Drawer
        open={!!h.timeline}
        onClose={() => dispatch(A.timelineClosed())}
        title={t('phonesheet.history.timeline', { name: h.timeline?.title ?? '' })}
        width={420}
      >
        {historyDays !== null && (
          <Typography.Paragraph type="secondary" data-testid="timeline-window">
            {t('phonesheet.history.timelineWindow', { days: historyDays })}
          </Typography.Paragraph>
        )}
        <List
          loading={h.timeline?.loading}
          dataSource={h.timeline?.calls ?? []}
          renderItem={(c) => (
            <List.Item>
              <List.Item.Meta
                title={`${intl.formatDate(c.occurredAt, { dateStyle: 'medium', timeStyle: 'short' })} · ${t(`phonesheet.direction.${c.direction}`)}`}
                description={
                  <>
                    {statusName(c.statusId)} <bdi>{c.notes}</bdi>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Drawer>
      <ImportDialog />
    </PageCard>
  );
}
