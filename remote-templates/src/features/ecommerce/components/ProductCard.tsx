import { Button, Card, Rate, Typography, theme } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link } from 'react-router-dom';
import { TEMPLATE_PATHS } from '../../../route-paths';
import type { Product, ViewType } from '../types';
import { VIEW_TYPE } from '../types';
import { PriceTag } from './PriceTag';

export interface ProductCardProps {
  product: Product;
  view: ViewType;
  onAdd: (id: number) => void;
}

/** One product in the list (picture beside the text) or the grid (picture above). */
export function ProductCard({ product, view, onAdd }: ProductCardProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const grid = view === VIEW_TYPE.GRID;
  const picture = (
    <img
      src={product.images[0]}
      alt={product.title}
      style={{
        width: grid ? '100%' : 120,
        height: grid ? 180 : 120,
        objectFit: 'cover',
        borderRadius: token.borderRadius,
        flex: 'none',
      }}
    />
  );
  return (
    <Card
      size="small"
      data-testid="ecommerce-product"
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: grid ? 'column' : 'row', gap: 12, height: '100%' } }}
    >
      <Link
        to={generatePath(TEMPLATE_PATHS.ecommerce.productDetail, { id: String(product.id) })}
        tabIndex={-1}
        aria-hidden
      >
        {picture}
      </Link>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, flex: '1 1 auto' }}>
        <Link
          to={generatePath(TEMPLATE_PATHS.ecommerce.productDetail, { id: String(product.id) })}
          data-testid="ecommerce-product-title"
        >
          <Typography.Text strong ellipsis style={{ color: 'inherit', maxWidth: '100%' }}>
            {product.title}
          </Typography.Text>
        </Link>
        <Typography.Text type="secondary">
          {product.brand} · <FormattedMessage id={`templates.ecommerce.filter.ideaFor.${product.ideaFor}`} />{' '}
          · <FormattedMessage id={`templates.ecommerce.filter.colorName.${product.color}`} />
        </Typography.Text>
        <span>
          <Rate
            disabled
            allowHalf
            value={product.rating}
            style={{ fontSize: 14 }}
            aria-label={intl.formatMessage(
              { id: 'templates.ecommerce.product.rating' },
              { rating: product.rating },
            )}
          />{' '}
          <Typography.Text type="secondary">
            <FormattedMessage
              id="templates.ecommerce.product.reviews"
              values={{ count: product.reviews.length }}
            />
          </Typography.Text>
        </span>
        {!grid && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            <bdi>{product.description}</bdi>
          </Typography.Paragraph>
        )}
        <PriceTag mrp={product.mrp} discount={product.discount} />
        <div style={{ marginTop: 'auto', paddingTop: 4 }}>
          <Button
            icon={<ShoppingCartOutlined />}
            onClick={() => onAdd(product.id)}
            data-testid={`ecommerce-add-${product.id}`}
          >
            <FormattedMessage id="templates.ecommerce.product.addToCart" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
