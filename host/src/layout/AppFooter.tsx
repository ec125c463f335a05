import { Flex, Layout, Typography, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../components/LinkButton';
import { BILLING_PATHS } from '../../../remote-billing/src/route-paths';

export function AppFooter({ fixed }: { fixed: boolean }) {
  const { token } = theme.useToken();
  return (
    <Layout.Footer
      style={{
        position: fixed ? 'sticky' : 'relative',
        bottom: 0,
        zIndex: 10,
        padding: '12px 24px',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Typography.Text type="secondary">
          <FormattedMessage id="host.footer.copyright" values={{ year: new Date().getFullYear() }} />
        </Typography.Text>
        <LinkButton to={BILLING_PATHS.subscription} type="primary">
          <FormattedMessage id="host.footer.buyNow" />
        </LinkButton>
      </Flex>
    </Layout.Footer>
  );
}
