import type { ReactNode } from 'react';
import { Col, Flex, Grid, Row, theme } from '../antd-by-path';
import { FormattedMessage } from 'react-intl';
import { readableTextOn } from '@phonesheet/shared';
import { AuthText, AuthTitle } from './AuthText';
import { BrandMark } from './BrandMark';
import { CallLogIllustration } from './CallLogIllustration';
import { PublicAntdFrame } from './PublicAntdFrame';

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
  return (
    <Flex vertical align="center" gap={6} style={{ marginTop: 16, textAlign: 'center' }}>
      {children}
    </Flex>
  );
}

/**
 * A public screen's page (sign-in, sign-up, code, password reset, and their template variants),
 * inside the providers of the antd it draws with (kit/antd-by-path.ts).
 */
export function AuthLayout(props: AuthLayoutProps) {
  return (
    <PublicAntdFrame>
      <AuthPage {...props} />
    </PublicAntdFrame>
  );
}

function AuthPage({ variant, title, subtitle, footer, embedded = false, children }: AuthLayoutProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const minHeight = embedded ? undefined : '100vh';
  // A page of its own is the main landmark; inside the shell (template pages) the shell's is.
  const Landmark = embedded ? 'div' : 'main';

  if (variant === 'card') {
    return (
      <Flex
        component={Landmark}
        vertical
        align="center"
        justify="center"
        gap={24}
        style={{ minHeight, padding: '32px 16px', background: embedded ? undefined : token.colorBgLayout }}
      >
        <BrandMark token={token} />
        {/* antd's Card look without Card, which brings Tabs and its menu along. */}
        <div
          style={{
            width: '100%',
            maxWidth: 440,
            padding: 'clamp(20px, 5vw, 36px)',
            background: token.colorBgContainer,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
            boxSizing: 'border-box',
          }}
        >
          <Heading title={title} subtitle={subtitle} />
          {children}
          <Footer>{footer}</Footer>
        </div>
      </Flex>
    );
  }

  // The panel's text on the primary gradient: white or near-black, whichever reads on it.
  const onPrimary = readableTextOn(token.colorPrimary);
  return (
    <Landmark>
      <Row style={{ minHeight, background: token.colorBgContainer }}>
        <Col
          xs={0}
          lg={11}
          style={{
            background: `linear-gradient(150deg, ${token.colorPrimary} 0%, ${token.colorPrimaryActive} 100%)`,
            color: onPrimary,
            padding: 48,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            borderRadius: embedded ? token.borderRadiusLG : 0,
          }}
        >
          <BrandMark token={token} inverted />
          <Flex vertical align="center" gap={32}>
            <CallLogIllustration />
            <div style={{ maxWidth: 380, textAlign: 'center' }}>
              <AuthTitle level={2} style={{ color: 'inherit', marginBottom: 8 }}>
                <FormattedMessage id="auth.brand.headline" />
              </AuthTitle>
              <AuthText style={{ color: 'inherit' }}>
                <FormattedMessage id="auth.brand.tagline" />
              </AuthText>
            </div>
          </Flex>
          <AuthText style={{ color: 'inherit', fontSize: 12 }}>
            <FormattedMessage id="auth.brand.footer" values={{ year: new Date().getFullYear() }} />
          </AuthText>
        </Col>
        <Col xs={24} lg={13} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <div style={{ width: '100%', maxWidth: 420, padding: 'clamp(24px, 6vw, 48px) 20px' }}>
            {!screens.lg && (
              <div style={{ marginBottom: 32 }}>
                <BrandMark token={token} />
              </div>
            )}
            <Heading title={title} subtitle={subtitle} />
            {children}
            <Footer>{footer}</Footer>
          </div>
        </Col>
      </Row>
    </Landmark>
  );
}
