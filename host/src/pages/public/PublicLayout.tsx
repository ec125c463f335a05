import type { ReactNode } from 'react';
import { Button, Dropdown, Flex, Grid, Layout, Space, Typography, theme } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { Brand } from '../../components/Brand';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';

const LINKS = [
  { to: '/home', id: 'host.public.nav.home' },
  { to: '/about-us', id: 'host.public.nav.about' },
  { to: '/contact-us', id: 'host.public.nav.contact' },
];

/** Header (logo, links, language, Sign in / Sign up) and footer around the public pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const wide = !!screens.md;

  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 20,
          height: 64,
          padding: wide ? '0 32px' : '0 12px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          display: 'flex',
          alignItems: 'center',
          gap: 16,
        }}
      >
        <Link to="/home" aria-label={intl.formatMessage({ id: 'host.public.nav.home' })}>
          <Brand compact={!screens.sm} />
        </Link>
        {wide && (
          <nav aria-label={intl.formatMessage({ id: 'host.public.nav.label' })}>
            <Space size={4}>
              {LINKS.map((l) => (
                <NavLink
                  key={l.to}
                  to={l.to}
                  style={({ isActive }) => ({
                    padding: '6px 12px',
                    borderRadius: token.borderRadius,
                    fontWeight: 500,
                    color: isActive ? token.colorPrimary : token.colorText,
                  })}
                >
                  <FormattedMessage id={l.id} />
                </NavLink>
              ))}
            </Space>
          </nav>
        )}
        <Flex align="center" gap={8} style={{ marginInlineStart: 'auto' }}>
          <LanguageSwitcher showName={wide} />
          {wide ? (
            <>
              <LinkButton to="/signin">
                <FormattedMessage id="host.public.signIn" />
              </LinkButton>
              <LinkButton to="/signup" type="primary">
                <FormattedMessage id="host.public.signUp" />
              </LinkButton>
            </>
          ) : (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  ...LINKS.map((l) => ({ key: l.to, label: intl.formatMessage({ id: l.id }) })),
                  { type: 'divider' as const },
                  { key: '/signin', label: intl.formatMessage({ id: 'host.public.signIn' }) },
                  { key: '/signup', label: intl.formatMessage({ id: 'host.public.signUp' }) },
                ],
                onClick: ({ key }) => navigate(key),
              }}
            >
              <Button
                icon={<MenuOutlined />}
                aria-label={intl.formatMessage({ id: 'host.public.nav.menu' })}
              />
            </Dropdown>
          )}
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <main>{children}</main>
      </Layout.Content>
      <Layout.Footer
        style={{ background: token.colorBgContainer, borderTop: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Flex
          justify="space-between"
          align="center"
          wrap
          gap={12}
          style={{ maxWidth: 1140, margin: '0 auto' }}
        >
          <Typography.Text type="secondary">
            <FormattedMessage id="host.footer.copyright" values={{ year: new Date().getFullYear() }} />
          </Typography.Text>
          <Space wrap size={16}>
            <Link to="/terms-and-conditions">
              <FormattedMessage id="host.public.nav.terms" />
            </Link>
            <Link to="/privacy-policy">
              <FormattedMessage id="host.public.nav.privacy" />
            </Link>
            <Link to="/contact-us">
              <FormattedMessage id="host.public.nav.contact" />
            </Link>
          </Space>
        </Flex>
      </Layout.Footer>
    </Layout>
  );
}

/** A centred, readable column for text pages. */
export function PageSection({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div style={{ maxWidth: narrow ? 820 : 1140, margin: '0 auto', padding: '48px 20px' }}>{children}</div>
  );
}
