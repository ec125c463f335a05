import MenuOutlined from '@ant-design/icons-svg/lib/asn/MenuOutlined';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { LinkAsButton } from '../../components/plain/LinkAsButton';
import { MenuButton } from '../../components/plain/MenuButton';
import { PlainIcon, usePlainPalette, PLAIN, usePlainStyles } from '@phonesheet/shared/plain';
import { AUTH_PATHS } from '../../../../remote-auth/src/route-paths';
import { PUBLIC_PATH } from '../../routing/paths';

const LINKS = [
  { to: PUBLIC_PATH, id: 'host.public.nav.home' },
  { to: '/about-us', id: 'host.public.nav.about' },
  { to: '/contact-us', id: 'host.public.nav.contact' },
];

const row = { display: 'flex', alignItems: 'center' } as const;

/**
 * Header (logo, links, language, Sign in / Sign up) and footer around the public pages. Drawn
 * without antd, so the landing page downloads none (docs/shell.md "First load"); the pages inside
 * may use antd. Under 768 px the links and the two buttons move into a menu.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  usePlainStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const palette = usePlainPalette();
  const bar = {
    background: 'var(--ps-surface)',
    borderColor: 'var(--ps-border)',
    borderStyle: 'solid',
    borderWidth: 0,
  };

  return (
    <div
      className={PLAIN.publicFrame}
      style={{
        ...palette,
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'var(--ps-bg)',
        color: 'var(--ps-text)',
        fontSize: 14,
        lineHeight: 1.5715,
      }}
    >
      <header
        style={{
          ...bar,
          ...row,
          borderBottomWidth: 1,
          position: 'sticky',
          top: 0,
          zIndex: 20,
          height: 64,
          padding: '0 clamp(12px, 3vw, 32px)',
          gap: 16,
        }}
      >
        {/* Named by the brand it shows, then where it leads: the name hides on a phone, and a
            label without the visible name would hide it from speech input. */}
        <Link
          to={PUBLIC_PATH}
          className={PLAIN.link}
          aria-label={`${intl.formatMessage({ id: 'host.brand.name' })}, ${intl.formatMessage({ id: 'host.public.nav.home' })}`}
        >
          <Brand />
        </Link>
        <nav
          aria-label={intl.formatMessage({ id: 'host.public.nav.label' })}
          className={PLAIN.wideOnly}
          style={{ gap: 4 }}
        >
          {LINKS.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              className={PLAIN.link}
              style={({ isActive }) => ({
                padding: '6px 12px',
                borderRadius: 8,
                fontWeight: 500,
                color: isActive ? 'var(--ps-primary)' : undefined,
              })}
            >
              <FormattedMessage id={l.id} />
            </NavLink>
          ))}
        </nav>
        <div style={{ ...row, gap: 8, marginInlineStart: 'auto' }}>
          <LanguageSwitcher />
          <div className={PLAIN.wideOnly} style={{ gap: 8 }}>
            <LinkAsButton to={AUTH_PATHS.signIn}>
              <FormattedMessage id="host.public.signIn" />
            </LinkAsButton>
            <LinkAsButton to={AUTH_PATHS.signUp} kind="primary">
              <FormattedMessage id="host.public.signUp" />
            </LinkAsButton>
          </div>
          <span className={PLAIN.narrowOnly}>
            <MenuButton
              label={intl.formatMessage({ id: 'host.public.nav.menu' })}
              icon={<PlainIcon icon={MenuOutlined} />}
              items={[
                ...LINKS.map((l) => ({ key: l.to, label: intl.formatMessage({ id: l.id }) })),
                { key: 'divider', divider: true as const },
                { key: AUTH_PATHS.signIn, label: intl.formatMessage({ id: 'host.public.signIn' }) },
                { key: AUTH_PATHS.signUp, label: intl.formatMessage({ id: 'host.public.signUp' }) },
              ]}
              onSelect={(to) => navigate(to)}
            />
          </span>
        </div>
      </header>
      <main style={{ flex: 'auto' }}>{children}</main>
      <footer style={{ ...bar, borderTopWidth: 1, padding: '24px 50px' }}>
        <div
          style={{
            ...row,
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 12,
            maxWidth: 1140,
            margin: '0 auto',
          }}
        >
          <span style={{ color: 'var(--ps-text-secondary)' }}>
            <FormattedMessage id="host.footer.copyright" values={{ year: new Date().getFullYear() }} />
          </span>
          <nav style={{ ...row, flexWrap: 'wrap', gap: 16 }}>
            <Link to="/terms-and-conditions" style={{ color: 'var(--ps-primary)' }}>
              <FormattedMessage id="host.public.nav.terms" />
            </Link>
            <Link to="/privacy-policy" style={{ color: 'var(--ps-primary)' }}>
              <FormattedMessage id="host.public.nav.privacy" />
            </Link>
            <Link to="/contact-us" style={{ color: 'var(--ps-primary)' }}>
              <FormattedMessage id="host.public.nav.contact" />
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** A centred, readable column for text pages. */
export function PageSection({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div style={{ maxWidth: narrow ? 820 : 1140, margin: '0 auto', padding: '48px 20px' }}>{children}</div>
  );
}
