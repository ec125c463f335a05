import { Badge, Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { useCart } from './shop-hooks';

/** The cart link with its piece count (products and product pages). */
export function CartButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { count } = useCart();
  return (
    <Badge count={count} showZero overflowCount={99}>
      <Button
        data-testid="ecommerce-cart-link"
        onClick={() => navigate(TEMPLATE_PATHS.ecommerce.cart)}
        icon={<ShoppingCartOutlined />}
        aria-label={intl.formatMessage({ id: 'templates.ecommerce.cart.open' }, { count })}
      >
        <FormattedMessage id="templates.ecommerce.nav.cart" />
        {/* The count for tests and the e2e (the badge animates its digits). */}
        <span hidden data-testid="ecommerce-cart-count">
          {count}
        </span>
      </Button>
    </Badge>
  );
}
