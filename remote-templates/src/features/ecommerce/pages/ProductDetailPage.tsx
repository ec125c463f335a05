import { useEffect, useState } from 'react';
import {
  Avatar,
  Button,
  Card,
  Col,
  Divider,
  List,
  Rate,
  Result,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
  theme,
} from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch } from '@phonesheet/shared';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { CartButton } from '../components/CartButton';
import { PageFrame } from '../../../app-kit/PageFrame';
import { PriceTag } from '../components/PriceTag';
import { localDate, useShop } from '../components/shop-hooks';
import { ecommerceActions as A } from '../store/ecommerce-slice';

const initials = (name: string) =>
  name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);

type Product = NonNullable<ReturnType<typeof useShop>['detail']>;

/** The product's pictures: the one shown, large, and a button for each. */
function Pictures({
  product,
  shown,
  onShow,
}: {
  product: Product;
  shown: number;
  onShow: (i: number) => void;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <>
      <img
        src={product.images[shown]}
        alt={product.title}
        data-testid="ecommerce-detail-picture"
        style={{
          width: '100%',
          aspectRatio: '1',
          objectFit: 'cover',
          borderRadius: token.borderRadiusLG,
        }}
      />
      <Space style={{ marginTop: 8 }} wrap>
        {product.images.map((src, i) => (
          <button
            key={i}
            type="button"
            onClick={() => onShow(i)}
            aria-label={intl.formatMessage({ id: 'templates.ecommerce.detail.picture' }, { n: i + 1 })}
            aria-pressed={i === shown}
            style={{
              padding: 0,
              cursor: 'pointer',
              background: 'none',
              border: `2px solid ${i === shown ? token.colorPrimary : token.colorBorder}`,
              borderRadius: token.borderRadius,
            }}
          >
            <img
              src={src}
              alt=""
              width={64}
              height={64}
              style={{ display: 'block', borderRadius: token.borderRadiusSM }}
            />
          </button>
        ))}
      </Space>
    </>
  );
}

/** What buyers wrote, each with their rating and date. */
function Reviews({ reviews }: { reviews: Product['reviews'] }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <List
      dataSource={reviews}
      locale={{ emptyText: intl.formatMessage({ id: 'templates.ecommerce.detail.noReviews' }) }}
      renderItem={(r) => (
        <List.Item key={r.id}>
          <List.Item.Meta
            avatar={<Avatar style={{ background: token.colorPrimary }}>{initials(r.name)}</Avatar>}
            title={
              <Space wrap>
                <span>{r.name}</span>
                <Rate disabled value={r.rating} style={{ fontSize: 12 }} />
              </Space>
            }
            description={
              <>
                <div>{r.text}</div>
                <Typography.Text type="secondary">
                  <FormattedDate value={localDate(r.date)} dateStyle="medium" />
                </Typography.Text>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** /ecommerce/product_detail/:id — the pictures, rating, price, reviews and "Add to cart". */
export default function ProductDetailPage() {
  const { id } = useParams();
  const productId = Number(id);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { detail, detailLoaded } = useShop();
  const { error } = useFetchState('ecommerce/product');
  const [shown, setShown] = useState(0);

  useEffect(() => {
    setShown(0);
    dispatch(A.productRequested(productId));
  }, [dispatch, productId]);

  const product = detail?.id === productId ? detail : null;

  let body;
  if (error && !product) {
    body = (
      <Result
        status="warning"
        title={<FormattedMessage id="templates.state.error" />}
        subTitle={error}
        extra={
          <Button type="primary" onClick={() => dispatch(A.productRequested(productId))}>
            <FormattedMessage id="templates.state.retry" />
          </Button>
        }
      />
    );
  } else if (!product && detailLoaded) {
    body = (
      <Result
        status="404"
        title={<FormattedMessage id="templates.ecommerce.detail.missing" />}
        extra={
          <Link to={TEMPLATE_PATHS.ecommerce.products}>
            <FormattedMessage id="templates.ecommerce.backToProducts" />
          </Link>
        }
      />
    );
  } else if (!product) {
    body = (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else {
    body = (
      <Card>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={10}>
            <Pictures product={product} shown={shown} onShow={setShown} />
          </Col>
          <Col xs={24} md={14}>
            <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="ecommerce-detail-title">
              {product.title}
            </Typography.Title>
            <Space wrap>
              <Tag>{product.brand}</Tag>
              <Tag>
                <FormattedMessage id={`templates.ecommerce.filter.ideaFor.${product.ideaFor}`} />
              </Tag>
              <Tag>
                <FormattedMessage id={`templates.ecommerce.filter.colorName.${product.color}`} />
              </Tag>
            </Space>
            <div style={{ marginBlock: 8 }}>
              <Rate
                disabled
                allowHalf
                value={product.rating}
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
            </div>
            <PriceTag mrp={product.mrp} discount={product.discount} size={22} />
            <Typography.Paragraph style={{ marginTop: 12 }}>{product.description}</Typography.Paragraph>
            <Space wrap>
              <Button
                type="primary"
                icon={<ShoppingCartOutlined />}
                onClick={() => dispatch(A.cartAddRequested(product.id))}
                data-testid="ecommerce-detail-add"
              >
                <FormattedMessage id="templates.ecommerce.product.addToCart" />
              </Button>
              <Link to={TEMPLATE_PATHS.ecommerce.checkout}>
                <FormattedMessage id="templates.ecommerce.cart.checkout" />
              </Link>
            </Space>
            <Divider />
            <Typography.Title level={5}>
              <FormattedMessage id="templates.ecommerce.detail.reviews" />
            </Typography.Title>
            <Reviews reviews={product.reviews} />
          </Col>
        </Row>
      </Card>
    );
  }

  return (
    <PageFrame
      testId="ecommerce-detail"
      title={<FormattedMessage id="templates.ecommerce.detail.title" />}
      extra={
        <Space wrap>
          <Link to={TEMPLATE_PATHS.ecommerce.products}>
            <FormattedMessage id="templates.ecommerce.backToProducts" />
          </Link>
          <CartButton />
        </Space>
      }
    >
      {body}
    </PageFrame>
  );
}
