import AndroidFilled from '@ant-design/icons-svg/lib/asn/AndroidFilled';
import AppleFilled from '@ant-design/icons-svg/lib/asn/AppleFilled';
import CheckOutlined from '@ant-design/icons-svg/lib/asn/CheckOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/lib/asn/CustomerServiceOutlined';
import HistoryOutlined from '@ant-design/icons-svg/lib/asn/HistoryOutlined';
import PhoneOutlined from '@ant-design/icons-svg/lib/asn/PhoneOutlined';
import SyncOutlined from '@ant-design/icons-svg/lib/asn/SyncOutlined';
import TeamOutlined from '@ant-design/icons-svg/lib/asn/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/lib/asn/ThunderboltOutlined';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@phonesheet/shared';
import { runtimeConfig } from '../../app/runtime-config';
import { LinkAsButton } from '../../components/plain/LinkAsButton';
import { PageSection, PublicLayout } from './PublicLayout';
import { PlainIcon, PLAIN } from '@phonesheet/shared/plain';
import { AUTH_PATHS } from '../../../../remote-auth/src/route-paths';

// The landing page is drawn without antd (docs/shell.md "First load"): a visitor's first page
// downloads React, the router, the store and this, nothing of antd. Colours are the CSS variables
// PublicLayout sets from the settings (light or dark, the chosen primary colour).

const FEATURES: Array<{ key: string; icon: ReactNode }> = [
  { key: 'keyboard', icon: <PlainIcon icon={ThunderboltOutlined} /> },
  { key: 'rolling', icon: <PlainIcon icon={SyncOutlined} /> },
  { key: 'history', icon: <PlainIcon icon={HistoryOutlined} /> },
  { key: 'team', icon: <PlainIcon icon={TeamOutlined} /> },
];

const PLANS = [
  { key: 'basic', features: 3, highlighted: false },
  { key: 'standard', features: 3, highlighted: false },
  { key: 'premium', features: 4, highlighted: true },
];

/** Tag colours as antd's presets: the text colour on light and on dark pages. */
/** Light and dark inks: antd's 8th (gold: 9th) and 4th shades, 4.5:1 on their tints. */
const TAG_COLORS = {
  orange: ['#ad4e00', '#ffa940'],
  blue: ['#003eb3', '#69b1ff'],
  green: ['#237804', '#95de64'],
  gold: ['#874d00', '#ffd666'],
} as const;
type TagColor = keyof typeof TAG_COLORS | 'primary' | 'default';

const SAMPLE_CALLS: Array<{ name: string; phone: string; status: string; color: TagColor }> = [
  { name: 'Dana Whitfield', phone: '+1 212 555 0142', status: 'returnCall', color: 'orange' },
  { name: 'Marco Bellini', phone: '+39 02 5550 1187', status: 'leftMessage', color: 'blue' },
  { name: 'Priya Raman', phone: '+44 20 7946 0321', status: 'connected', color: 'green' },
];

const secondary: CSSProperties = { color: 'var(--ps-text-secondary)' };
const heading = (fontSize: number | string, extra: CSSProperties = {}): CSSProperties => ({
  fontSize,
  fontWeight: 600,
  lineHeight: 1.3,
  margin: '0 0 0.5em',
  color: 'var(--ps-text)',
  ...extra,
});
const paragraph = (extra: CSSProperties = {}): CSSProperties => ({
  ...secondary,
  margin: '0 0 1em',
  ...extra,
});
const list: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
};

function Tag({ color, icon, children }: { color: TagColor; icon?: ReactNode; children: ReactNode }) {
  const dark = useAppSelector((s) => s.settings.themeMode) === 'dark';
  const ink =
    color === 'primary'
      ? 'var(--ps-primary)'
      : color === 'default'
        ? 'var(--ps-text)'
        : TAG_COLORS[color][dark ? 1 : 0];
  const tint = color === 'default' ? 'var(--ps-text-secondary)' : ink;
  return (
    <span
      className={PLAIN.tag}
      style={{
        color: ink,
        background: `color-mix(in srgb, ${tint} 6%, var(--ps-surface))`,
        borderColor: `color-mix(in srgb, ${tint} 35%, var(--ps-surface))`,
      }}
    >
      {icon}
      {children}
    </span>
  );
}

/** A card: a bordered surface with an optional title row. */
function Panel(props: {
  title?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  label?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={props.label}
      style={{
        boxSizing: 'border-box',
        height: '100%',
        background: 'var(--ps-surface)',
        color: 'var(--ps-text)',
        border: '1px solid var(--ps-border)',
        borderRadius: 8,
        ...props.style,
      }}
    >
      {props.title && (
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            minHeight: 56,
            padding: '0 24px',
            fontSize: 16,
            fontWeight: 600,
            borderBottom: '1px solid var(--ps-border)',
          }}
        >
          {props.title}
          {props.extra}
        </div>
      )}
      <div style={{ padding: 24 }}>{props.children}</div>
    </section>
  );
}

function PhoneSheetPreview() {
  const intl = useIntl();
  return (
    <Panel
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <PlainIcon icon={PhoneOutlined} />
          <FormattedMessage id="host.home.preview.title" />
        </span>
      }
      style={{ height: 'auto', boxShadow: '0 24px 48px -24px rgba(0,0,0,0.35)' }}
      label={intl.formatMessage({ id: 'host.home.preview.label' })}
    >
      <ul style={{ ...list, gap: 16 }}>
        {SAMPLE_CALLS.map((call) => (
          <li
            key={call.name}
            style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}
          >
            <div>
              <strong style={{ fontWeight: 600 }}>{call.name}</strong>
              <br />
              <span style={{ ...secondary, direction: 'ltr', unicodeBidi: 'embed' }}>{call.phone}</span>
            </div>
            <Tag color={call.color}>{intl.formatMessage({ id: `host.home.preview.${call.status}` })}</Tag>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

const center: CSSProperties = { textAlign: 'center' };

/** The plans, side by side, each with what it offers and a way to sign up. */
function PlansSection() {
  return (
    <section style={{ background: 'var(--ps-surface)' }}>
      <PageSection>
        <h2 style={heading(30, center)}>
          <FormattedMessage id="host.home.plans.title" />
        </h2>
        <p style={paragraph({ ...center, marginBottom: 32 })}>
          <FormattedMessage id="host.home.plans.text" />
        </p>
        <div className={`${PLAIN.grid} ${PLAIN.gridMd3}`}>
          {PLANS.map((plan) => (
            <Panel
              key={plan.key}
              style={plan.highlighted ? { borderColor: 'var(--ps-primary)', borderWidth: 2 } : undefined}
              title={<FormattedMessage id={`host.home.plans.${plan.key}.name`} />}
              extra={
                plan.highlighted ? (
                  <Tag color="gold">
                    <FormattedMessage id="host.home.plans.popular" />
                  </Tag>
                ) : null
              }
            >
              <h3 style={heading(24)}>
                <FormattedMessage
                  id={plan.key === 'basic' ? 'host.home.plans.free' : 'host.home.plans.priceSoon'}
                />
              </h3>
              <p style={paragraph()}>
                <FormattedMessage id={`host.home.plans.${plan.key}.text`} />
              </p>
              <ul style={{ ...list, gap: 8, marginBottom: 24 }}>
                {Array.from({ length: plan.features }, (_, i) => (
                  <li key={i} style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
                    <PlainIcon icon={CheckOutlined} style={{ color: '#52c41a', marginTop: 4 }} aria-hidden />
                    <FormattedMessage id={`host.home.plans.${plan.key}.feature${i + 1}`} />
                  </li>
                ))}
              </ul>
              <LinkAsButton to={AUTH_PATHS.signUp} block kind={plan.highlighted ? 'primary' : 'default'}>
                <FormattedMessage id="host.home.plans.cta" />
              </LinkAsButton>
            </Panel>
          ))}
        </div>
      </PageSection>
    </section>
  );
}

/** The landing page (/home): what Phone Sheet is, for whom, plans, apps and support. */
export function HomePage() {
  const config = runtimeConfig();

  return (
    <PublicLayout>
      <section
        style={{
          background:
            'linear-gradient(160deg, color-mix(in srgb, var(--ps-primary) 12%, var(--ps-surface)) 0%, var(--ps-bg) 70%)',
        }}
      >
        <PageSection>
          <div className={`${PLAIN.grid} ${PLAIN.gridHero}`} style={{ rowGap: 40 }}>
            <div>
              <div style={{ marginBottom: 16 }}>
                <Tag color="primary">
                  <FormattedMessage id="host.home.hero.badge" />
                </Tag>
              </div>
              <h1 style={heading('clamp(32px, 5vw, 48px)', { lineHeight: 1.15 })}>
                <FormattedMessage id="host.home.hero.title" />
              </h1>
              <p style={paragraph({ fontSize: 18 })}>
                <FormattedMessage id="host.home.hero.text" />
              </p>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 }}>
                <LinkAsButton to={AUTH_PATHS.signUp} kind="primary" size="large">
                  <FormattedMessage id="host.home.hero.signUp" />
                </LinkAsButton>
                <LinkAsButton to={AUTH_PATHS.signIn} size="large">
                  <FormattedMessage id="host.public.signIn" />
                </LinkAsButton>
              </div>
            </div>
            <PhoneSheetPreview />
          </div>
        </PageSection>
      </section>

      <PageSection>
        <h2 style={heading(30, center)}>
          <FormattedMessage id="host.home.features.title" />
        </h2>
        <p style={paragraph({ ...center, maxWidth: 640, margin: '0 auto 32px' })}>
          <FormattedMessage id="host.home.features.text" />
        </p>
        <div className={`${PLAIN.grid} ${PLAIN.gridSm2} ${PLAIN.gridLg4}`}>
          {FEATURES.map((f) => (
            <Panel key={f.key}>
              <span style={{ fontSize: 28, color: 'var(--ps-primary)' }} aria-hidden>
                {f.icon}
              </span>
              <h3 style={heading(20, { marginTop: 8 })}>
                <FormattedMessage id={`host.home.features.${f.key}.title`} />
              </h3>
              <p style={paragraph({ marginBottom: 0 })}>
                <FormattedMessage id={`host.home.features.${f.key}.text`} />
              </p>
            </Panel>
          ))}
        </div>
      </PageSection>

      <PlansSection />

      <PageSection>
        <div className={`${PLAIN.grid} ${PLAIN.gridMd2}`}>
          <Panel>
            <h3 style={heading(24)}>
              <FormattedMessage id="host.home.mobile.title" />
            </h3>
            <p style={paragraph()}>
              <FormattedMessage id="host.home.mobile.text" />
            </p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              <Tag color="default" icon={<PlainIcon icon={AndroidFilled} />}>
                {config.playStoreUrl ? <a href={config.playStoreUrl}>Android</a> : 'Android'}
              </Tag>
              <Tag color="default" icon={<PlainIcon icon={AppleFilled} />}>
                {config.appStoreUrl ? <a href={config.appStoreUrl}>iOS</a> : 'iOS'}
              </Tag>
            </div>
          </Panel>
          <Panel>
            <h3 style={heading(24)}>
              <PlainIcon icon={CustomerServiceOutlined} aria-hidden />{' '}
              <FormattedMessage id="host.home.support.title" />
            </h3>
            <p style={paragraph()}>
              <FormattedMessage id="host.home.support.text" />
            </p>
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              <LinkAsButton to="/contact-us" kind="primary">
                <FormattedMessage id="host.public.nav.contact" />
              </LinkAsButton>
              {config.supportEmail && <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>}
              {config.supportPhone && <a href={`tel:${config.supportPhone}`}>{config.supportPhone}</a>}
            </div>
          </Panel>
        </div>
      </PageSection>
    </PublicLayout>
  );
}
