import { useEffect } from 'react';
import { Card, Input, Table, type TableColumnsType } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import type { ListState, SearchQuery } from '../store/ecommerce-slice';
import { ECOMMERCE_PAGE_SIZE } from '../types';

export interface SearchTableProps<T> {
  name: 'orders' | 'customers';
  state: ListState<T, SearchQuery>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  onQuery: (query: SearchQuery) => void;
}

/** A searchable table paged by 10 on the server (orders, customers). */
export function SearchTable<T extends object>({
  name,
  state,
  columns,
  rowKey,
  onQuery,
}: SearchTableProps<T>) {
  const intl = useIntl();
  const { loading, error } = useFetchState(`ecommerce/${name}`);
  const { query } = state;

  useEffect(() => {
    onQuery(query);
    // Once on opening: later queries come from the search and the pager.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const label = intl.formatMessage({ id: `templates.ecommerce.${name}.search` });
  return (
    <Card styles={{ body: { padding: 12 } }}>
      <Input.Search
        allowClear
        value={query.search}
        onChange={(e) => onQuery({ search: e.target.value, page: 0 })}
        placeholder={label}
        aria-label={label}
        data-testid={`ecommerce-${name}-search`}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <LoadState
        loading={loading}
        error={error}
        empty={!state.loaded && state.list.length === 0}
        onRetry={() => onQuery(query)}
      >
        <Table<T>
          data-testid={`ecommerce-${name}-table`}
          rowKey={rowKey}
          columns={columns}
          dataSource={state.list}
          loading={loading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <FormattedMessage id={`templates.ecommerce.${name}.empty`} /> }}
          pagination={{
            current: query.page + 1,
            pageSize: ECOMMERCE_PAGE_SIZE,
            total: state.total,
            showSizeChanger: false,
            showTotal: (total, [from, to]) => (
              <span data-testid={`ecommerce-${name}-range`}>
                <FormattedMessage id="templates.ecommerce.range" values={{ from, to, total }} />
              </span>
            ),
            onChange: (page) => onQuery({ ...query, page: page - 1 }),
          }}
        />
      </LoadState>
    </Card>
  );
}
