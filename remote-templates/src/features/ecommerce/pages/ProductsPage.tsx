import { useEffect } from 'react';
import { Button, Col, Input, Pagination, Row, Space } from 'antd';
import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { AppsContainer } from '../../../app-kit/AppsContainer';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { CartButton } from '../components/CartButton';
import { ProductCard } from '../components/ProductCard';
import { ProductFilters } from '../components/ProductFilters';
import { useShop } from '../components/shop-hooks';
import { ecommerceActions as A } from '../store/ecommerce-slice';
import { ECOMMERCE_PAGE_SIZE, VIEW_TYPE, type FilterData, type ViewType } from '../types';

/** /ecommerce/products: the filters, a search, list or grid, ten a page, the cart's count. */
export default function ProductsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { products, viewType } = useShop();
  const { loading, error } = useFetchState('ecommerce/products');
  const { query } = products;

  useEffect(() => {
    dispatch(A.productsRequested(query));
    // Once on opening: later queries are dispatched by the controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const setFilter = (filterData: FilterData) => dispatch(A.productsRequested({ filterData, page: 0 }));
  const grid = viewType === VIEW_TYPE.GRID;

  return (
    <AppsContainer
      title={<FormattedMessage id="templates.ecommerce.products.title" />}
      sidebar={<ProductFilters value={query.filterData} onChange={setFilter} />}
      extra={
        <Space wrap>
          <Space.Compact>
            {(
              [
                [VIEW_TYPE.LIST, 'list', <BarsOutlined key="list" />],
                [VIEW_TYPE.GRID, 'grid', <AppstoreOutlined key="grid" />],
              ] as const
            ).map(([value, name, icon]) => (
              <Button
                key={name}
                icon={icon}
                type={viewType === value ? 'primary' : 'default'}
                aria-pressed={viewType === value}
                aria-label={intl.formatMessage({ id: `templates.ecommerce.products.${name}` })}
                title={intl.formatMessage({ id: `templates.ecommerce.products.${name}` })}
                data-testid={`ecommerce-view-${name}`}
                onClick={() => dispatch(A.viewTypeChanged(value as ViewType))}
              />
            ))}
          </Space.Compact>
          <CartButton />
        </Space>
      }
    >
      <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Input.Search
          allowClear
          value={query.filterData.title}
          onChange={(e) => setFilter({ ...query.filterData, title: e.target.value })}
          placeholder={intl.formatMessage({ id: 'templates.ecommerce.products.search' })}
          aria-label={intl.formatMessage({ id: 'templates.ecommerce.products.search' })}
          data-testid="ecommerce-search"
        />
        <LoadState
          loading={loading}
          error={error}
          empty={products.list.length === 0}
          emptyText={<FormattedMessage id="templates.ecommerce.products.empty" />}
          onRetry={() => dispatch(A.productsRequested(query))}
        >
          <Row
            gutter={[12, 12]}
            data-testid={grid ? 'ecommerce-grid' : 'ecommerce-list'}
            aria-busy={loading}
            style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}
          >
            {products.list.map((p) => (
              <Col key={p.id} xs={24} sm={grid ? 12 : 24} xl={grid ? 8 : 24}>
                <ProductCard product={p} view={viewType} onAdd={(id) => dispatch(A.cartAddRequested(id))} />
              </Col>
            ))}
          </Row>
          <Pagination
            style={{ alignSelf: 'flex-end' }}
            current={query.page + 1}
            pageSize={ECOMMERCE_PAGE_SIZE}
            total={products.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(page) => dispatch(A.productsRequested({ ...query, page: page - 1 }))}
          />
          <span data-testid="ecommerce-products-range" style={{ alignSelf: 'flex-end' }}>
            <FormattedMessage
              id="templates.ecommerce.range"
              values={{
                from: query.page * ECOMMERCE_PAGE_SIZE + 1,
                to: query.page * ECOMMERCE_PAGE_SIZE + products.list.length,
                total: products.total,
              }}
            />
          </span>
        </LoadState>
      </div>
    </AppsContainer>
  );
}
