import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Empty,
  Flex,
  Input,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { FormattedDate, useIntl, type IntlShape } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { LoadState } from '../../../../app-kit/LoadState';
import { useFetchState } from '../../../../store/fetch-lifecycle';
import { useMuiText, type GallerySection } from '../../components/gallery';
import { muiActions, usePeople } from '../../store/mui-slice';
import { DEPARTMENTS, GRID_PAGE_SIZE, PERSON_STATUSES, type Person, type PersonStatus } from '../../types';

const PEOPLE_KEY = 'mui/people';

const STATUS_COLOUR: Record<PersonStatus, string> = {
  active: 'success',
  invited: 'processing',
  suspended: 'error',
};

type Filters = Parameters<NonNullable<TableProps<Person>['onChange']>>[1];
type Sorter = { columnKey?: React.Key; order?: 'ascend' | 'descend' | null };

/** The people of the mock backend, asked once per store; a skeleton, then the rows or the error. */
export function usePeopleRows() {
  const dispatch = useAppDispatch();
  const { people, loaded } = usePeople();
  const { loading, error } = useFetchState(PEOPLE_KEY);
  useEffect(() => {
    if (!loaded) dispatch(muiActions.peopleRequested());
  }, [dispatch, loaded]);
  return {
    people,
    loaded,
    loading: loading || (!loaded && !error),
    error,
    retry: () => dispatch(muiActions.peopleRequested()),
  };
}

/** Matches the search box: name, e-mail or country, in any case and without accents. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function matchesSearch(person: Person, search: string): boolean {
  const q = fold(search.trim());
  if (!q) return true;
  return [person.name, person.email, person.country].some((v) => fold(v).includes(q));
}

/** The grid's columns, with the filters and the sort the table shows. */
function peopleColumns({
  t,
  intl,
  countries,
  filters,
  sortOrder,
}: {
  t: ReturnType<typeof useMuiText>;
  intl: IntlShape;
  countries: string[];
  filters: Filters;
  sortOrder: (key: string) => Sorter['order'];
}): TableColumnsType<Person> {
  return [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('dataGrid.col.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      sortOrder: sortOrder('name'),
      fixed: 'left',
      width: 170,
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('dataGrid.col.email'),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (v: string) => <bdi>{v}</bdi>,
    },
    {
      key: 'department',
      dataIndex: 'department',
      title: t('dataGrid.col.department'),
      filters: DEPARTMENTS.map((d) => ({ value: d, text: t(`dataGrid.dept.${d}`) })),
      filteredValue: filters.department ?? null,
      onFilter: (value, p) => p.department === value,
      render: (d: Person['department']) => t(`dataGrid.dept.${d}`),
    },
    {
      key: 'country',
      dataIndex: 'country',
      title: t('dataGrid.col.country'),
      filters: countries.map((c) => ({ value: c, text: c })),
      filterSearch: true,
      filteredValue: filters.country ?? null,
      onFilter: (value, p) => p.country === value,
      sorter: (a, b) => a.country.localeCompare(b.country),
      sortOrder: sortOrder('country'),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('dataGrid.col.status'),
      filters: PERSON_STATUSES.map((s) => ({ value: s, text: t(`dataGrid.status.${s}`) })),
      filteredValue: filters.status ?? null,
      onFilter: (value, p) => p.status === value,
      render: (s: PersonStatus) => <Tag color={STATUS_COLOUR[s]}>{t(`dataGrid.status.${s}`)}</Tag>,
    },
    {
      key: 'orders',
      dataIndex: 'orders',
      title: t('dataGrid.col.orders'),
      align: 'end',
      sorter: (a, b) => a.orders - b.orders,
      sortOrder: sortOrder('orders'),
    },
    {
      key: 'spent',
      dataIndex: 'spent',
      title: t('dataGrid.col.spent'),
      align: 'end',
      sorter: (a, b) => a.spent - b.spent,
      sortOrder: sortOrder('spent'),
      render: (v: number) => intl.formatNumber(v, { style: 'currency', currency: 'USD' }),
    },
    {
      key: 'joined',
      dataIndex: 'joined',
      title: t('dataGrid.col.joined'),
      sorter: (a, b) => a.joined.localeCompare(b.joined),
      sortOrder: sortOrder('joined'),
      render: (d: string) => <FormattedDate value={`${d}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />,
    },
  ];
}

function PeopleGrid() {
  const t = useMuiText();
  const intl = useIntl();
  const { people, loading, error, retry, loaded } = usePeopleRows();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const [sorter, setSorter] = useState<Sorter>({});
  const [page, setPage] = useState(1);

  const rows = useMemo(() => people.filter((p) => matchesSearch(p, search)), [people, search]);
  const countries = useMemo(() => [...new Set(people.map((p) => p.country))].sort(), [people]);
  const filtering = !!search || Object.values(filters).some((v) => v && v.length);
  const clear = () => {
    setSearch('');
    setFilters({});
    setPage(1);
  };
  const sortOrder = (key: string) => (sorter.columnKey === key ? sorter.order : null);

  const columns = peopleColumns({ t, intl, countries, filters, sortOrder });

  return (
    <LoadState loading={loading} error={error} empty={!loaded} onRetry={retry} rows={8}>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <Input
            prefix={<SearchOutlined />}
            allowClear
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder={t('dataGrid.search')}
            aria-label={t('dataGrid.search')}
            data-testid="mui-grid-search"
            style={{ flex: '1 1 220px', maxWidth: 360 }}
          />
          <Button onClick={clear} disabled={!filtering} data-testid="mui-grid-clear">
            {t('dataGrid.clear')}
          </Button>
        </Flex>
        <Table<Person>
          data-testid="mui-grid-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          // Wider than its card from phones to about 1440 px with the sidebar: the sideways
          // scrollbar stays at the bottom of the screen while the table is in view, instead of
          // only under its fifteenth row (the columns past "Spent" looked cut off, not scrollable).
          sticky={{ offsetScroll: 0 }}
          showSorterTooltip={false}
          onChange={(pagination, nextFilters, nextSorter, extra) => {
            const one = Array.isArray(nextSorter) ? nextSorter[0] : nextSorter;
            setFilters(nextFilters);
            setSorter({ columnKey: one?.columnKey, order: one?.order ?? null });
            setPage(extra.action === 'paginate' ? (pagination.current ?? 1) : 1);
          }}
          pagination={{
            current: page,
            pageSize: GRID_PAGE_SIZE,
            showSizeChanger: false,
            hideOnSinglePage: false,
            showTotal: (total, [from, to]) => (
              <span data-testid="mui-grid-range">{t('dataGrid.range', { from, to, total })}</span>
            ),
          }}
          locale={{
            emptyText: (
              <Empty description={t('dataGrid.noMatch')} data-testid="mui-grid-empty">
                <Button onClick={clear}>{t('dataGrid.clear')}</Button>
              </Empty>
            ),
          }}
        />
      </Flex>
    </LoadState>
  );
}

function SelectionGrid() {
  const t = useMuiText();
  const { people, loaded, loading, error, retry } = usePeopleRows();
  const [selected, setSelected] = useState<React.Key[]>([]);
  const few = people.slice(0, 6);
  return (
    <LoadState loading={loading} error={error} empty={!loaded} onRetry={retry} rows={4}>
      <Typography.Text data-testid="mui-grid-selected">
        {t('dataGrid.selected', { count: selected.length })}
      </Typography.Text>
      {/* Its own sideways scroll, not antd's scroll.x: that copies the header, "Select all"
          included, into an aria-hidden measuring row (a focusable control hidden from readers). */}
      <div style={{ overflowX: 'auto' }}>
        <Table<Person>
          rowKey="id"
          size="small"
          dataSource={few}
          pagination={false}
          style={{ minWidth: 520 }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: setSelected,
            // antd's row checkboxes have no name of their own (axe: critical).
            // (CheckboxProps leaves out aria-*, which antd passes on to the input.)
            getCheckboxProps: (p) => ({ 'aria-label': t('dataGrid.selectRow', { name: p.name }) }) as object,
          }}
          expandable={{
            expandedRowRender: (p) => (
              <Typography.Text type="secondary">
                {t('dataGrid.detail', { email: p.email, country: p.country, orders: p.orders })}
              </Typography.Text>
            ),
          }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('dataGrid.col.name') },
            {
              key: 'department',
              dataIndex: 'department',
              title: t('dataGrid.col.department'),
              render: (d: Person['department']) => t(`dataGrid.dept.${d}`),
            },
            {
              key: 'status',
              dataIndex: 'status',
              title: t('dataGrid.col.status'),
              render: (s: PersonStatus) => <Tag color={STATUS_COLOUR[s]}>{t(`dataGrid.status.${s}`)}</Tag>,
            },
          ]}
        />
      </div>
    </LoadState>
  );
}

export const peopleSection: GallerySection = {
  id: 'grid',
  examples: [{ id: 'people', Demo: PeopleGrid, wide: true }],
};

export const rowsSection: GallerySection = {
  id: 'rows',
  examples: [{ id: 'selection', Demo: SelectionGrid, wide: true }],
};
