import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePlainPalette, usePlainStyles } from '@phonesheet/shared/plain';
import { AUTH, useAuthStyles } from '../plain/auth-styles';
import { AuthText, AuthTitle } from './AuthText';
import { BrandMark, plainBrandColors } from './BrandMark';
import { CallLogIllustration } from './CallLogIllustration';

export interface AuthLayoutProps {
  /** 'card': centred card; 'split': illustration panel beside the form (stacked on phones). */
  variant: 'card' | 'split';
  title: ReactNode;
  subtitle?: ReactNode;
  /** Under the form: links to the other auth screens. */
  footer?: ReactNode;
  /** Inside the signed-in shell (template pages): no full-viewport height. */
  embedded?: boolean;
  children: ReactNode;
}

function Heading({ title, subtitle }: Pick<AuthLayoutProps, 'title' | 'subtitle'>) {
  return (
    <div style={{ marginBottom: 24 }}>
      <AuthTitle style={{ marginBottom: 4 }}>{title}</AuthTitle>
      {subtitle && <AuthText tone="secondary">{subtitle}</AuthText>}
    </div>
  );
}

function Footer({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div className={AUTH.footer}>{children}</div>;
}

/**
 * A public screen's page (sign-in, sign-up, code, password reset, and their template variants),
 * drawn without antd in the plain palette (the settings' theme and primary colour): the sign-in
 * page downloads no antd. A screen whose form is antd's wraps it in PublicAntdFrame itself.
 */
export function AuthLayout({
  variant,
  title,
  subtitle,
  footer,
  embedded = false,
  children,
}: AuthLayoutProps) {
  usePlainStyles();
  useAuthStyles();
  const palette = usePlainPalette();
  const minHeight = embedded ? undefined : '100vh';
  // A page of its own is the main landmark; inside the shell (template pages) the shell's is.
  const Landmark = embedded ? 'div' : 'main';

  if (variant === 'card') {
    return (
      <Landmark
        className={AUTH.page}
        style={{ ...palette, minHeight, background: embedded ? undefined : 'var(--ps-bg)' }}
      >
        <BrandMark {...plainBrandColors} />
        <div className={AUTH.card}>
          <Heading title={title} subtitle={subtitle} />
          {children}
          <Footer>{footer}</Footer>
        </div>
      </Landmark>
    );
  }

  return (
    <Landmark className={AUTH.split} style={{ ...palette, minHeight }}>
      <div className={AUTH.panel} style={{ borderRadius: embedded ? 8 : 0 }}>
        <BrandMark {...plainBrandColors} inverted />
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 32 }}>
          <CallLogIllustration />
          <div style={{ maxWidth: 380, textAlign: 'center' }}>
            <AuthTitle level={2} style={{ color: 'inherit', marginBottom: 8 }}>
              <FormattedMessage id="auth.brand.headline" />
            </AuthTitle>
            <AuthText style={{ color: 'inherit' }}>
              <FormattedMessage id="auth.brand.tagline" />
            </AuthText>
          </div>
        </div>
        <AuthText style={{ color: 'inherit', fontSize: 12 }}>
          <FormattedMessage id="auth.brand.footer" values={{ year: new Date().getFullYear() }} />
        </AuthText>
      </div>
      <div className={AUTH.main}>
        <div style={{ width: '100%', maxWidth: 420, padding: 'clamp(24px, 6vw, 48px) 20px' }}>
          <div className={AUTH.narrowBrand} style={{ marginBottom: 32 }}>
            <BrandMark {...plainBrandColors} />
          </div>
          <Heading title={title} subtitle={subtitle} />
          {children}
          <Footer>{footer}</Footer>
        </div>
      </div>
    </Landmark>
  );
}
