import type { CSSProperties, ReactNode } from 'react';
import { Col, Flex, Row, Space, Tag, Typography, theme } from 'antd';
import {
  AndroidFilled,
  AppleFilled,
  CheckOutlined,
  CustomerServiceOutlined,
  HistoryOutlined,
  PhoneOutlined,
  SyncOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { runtimeConfig } from '../../app/runtime-config';
import { LinkButton } from '../../components/LinkButton';
import { PageSection, PublicLayout } from './PublicLayout';

const FEATURES: Array<{ key: string; icon: ReactNode }> = [
  { key: 'keyboard', icon: <ThunderboltOutlined /> },
  { key: 'rolling', icon: <SyncOutlined /> },
  { key: 'history', icon: <HistoryOutlined /> },
  { key: 'team', icon: <TeamOutlined /> },
];

const PLANS = [
  { key: 'basic', features: 3, highlighted: false },
  { key: 'standard', features: 3, highlighted: false },
  { key: 'premium', features: 4, highlighted: true },
];

const SAMPLE_CALLS = [
  { name: 'Dana Whitfield', phone: '+1 212 555 0142', status: 'returnCall', color: 'orange' },
  { name: 'Marco Bellini', phone: '+39 02 5550 1187', status: 'leftMessage', color: 'blue' },
  { name: 'Priya Raman', phone: '+44 20 7946 0321', status: 'connected', color: 'green' },
];

/**
 * A card drawn with theme tokens: antd's Card brings rc-tabs and List brings Pagination (and so
 * Select), ≈ 90 KiB compressed the landing page never uses (docs/shell.md "First load").
 */
function Panel(props: {
  title?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  label?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={props.label}
      style={{
        height: '100%',
        background: token.colorBgContainer,
        color: token.colorText,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...props.style,
      }}
    >
      {props.title && (
        <Flex
          justify="space-between"
          align="center"
          style={{
            minHeight: 56,
            padding: '0 24px',
            fontSize: token.fontSizeLG,
            fontWeight: 600,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {props.title}
          {props.extra}
        </Flex>
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
        <Space>
          <PhoneOutlined />
          <FormattedMessage id="host.home.preview.title" />
        </Space>
      }
      style={{ boxShadow: '0 24px 48px -24px rgba(0,0,0,0.35)' }}
      label={intl.formatMessage({ id: 'host.home.preview.label' })}
    >
      <Flex vertical gap={16} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {SAMPLE_CALLS.map((call) => (
          <Flex key={call.name} component="li" justify="space-between" align="center" gap={12}>
            <div>
              <Typography.Text strong>{call.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ direction: 'ltr', unicodeBidi: 'embed' }}>
                {call.phone}
              </Typography.Text>
            </div>
            <Tag color={call.color}>{intl.formatMessage({ id: `host.home.preview.${call.status}` })}</Tag>
          </Flex>
        ))}
      </Flex>
    </Panel>
  );
}

/** The landing page (/home): what Phone Sheet is, for whom, plans, apps and support. */
export function HomePage() {
  const { token } = theme.useToken();
  const config = runtimeConfig();

  return (
    <PublicLayout>
      <section
        style={{
          background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 70%)`,
        }}
      >
        <PageSection>
          <Row gutter={[48, 40]} align="middle">
            <Col xs={24} md={13}>
              <Tag color="processing" style={{ marginBottom: 16 }}>
                <FormattedMessage id="host.home.hero.badge" />
              </Tag>
              <Typography.Title
                style={{ fontSize: 'clamp(32px, 5vw, 48px)', lineHeight: 1.15, marginTop: 0 }}
              >
                <FormattedMessage id="host.home.hero.title" />
              </Typography.Title>
              <Typography.Paragraph style={{ fontSize: 18 }} type="secondary">
                <FormattedMessage id="host.home.hero.text" />
              </Typography.Paragraph>
              <Space wrap size={12} style={{ marginTop: 8 }}>
                <LinkButton to="/signup" type="primary" size="large">
                  <FormattedMessage id="host.home.hero.signUp" />
                </LinkButton>
                <LinkButton to="/signin" size="large">
                  <FormattedMessage id="host.public.signIn" />
                </LinkButton>
              </Space>
            </Col>
            <Col xs={24} md={11}>
              <PhoneSheetPreview />
            </Col>
          </Row>
        </PageSection>
      </section>

      <PageSection>
        <Typography.Title level={2} style={{ textAlign: 'center' }}>
          <FormattedMessage id="host.home.features.title" />
        </Typography.Title>
        <Typography.Paragraph
          type="secondary"
          style={{ textAlign: 'center', maxWidth: 640, margin: '0 auto 32px' }}
        >
          <FormattedMessage id="host.home.features.text" />
        </Typography.Paragraph>
        <Row gutter={[24, 24]}>
          {FEATURES.map((f) => (
            <Col key={f.key} xs={24} sm={12} lg={6}>
              <Panel>
                <span style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden>
                  {f.icon}
                </span>
                <Typography.Title level={4}>
                  <FormattedMessage id={`host.home.features.${f.key}.title`} />
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  <FormattedMessage id={`host.home.features.${f.key}.text`} />
                </Typography.Paragraph>
              </Panel>
            </Col>
          ))}
        </Row>
      </PageSection>

      <section style={{ background: token.colorBgContainer }}>
        <PageSection>
          <Typography.Title level={2} style={{ textAlign: 'center' }}>
            <FormattedMessage id="host.home.plans.title" />
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 32 }}>
            <FormattedMessage id="host.home.plans.text" />
          </Typography.Paragraph>
          <Row gutter={[24, 24]} justify="center">
            {PLANS.map((plan) => (
              <Col key={plan.key} xs={24} md={8}>
                <Panel
                  style={{
                    borderColor: plan.highlighted ? token.colorPrimary : undefined,
                    borderWidth: plan.highlighted ? 2 : 1,
                  }}
                  title={<FormattedMessage id={`host.home.plans.${plan.key}.name`} />}
                  extra={
                    plan.highlighted ? (
                      <Tag color="gold">
                        <FormattedMessage id="host.home.plans.popular" />
                      </Tag>
                    ) : null
                  }
                >
                  <Typography.Title level={3} style={{ marginTop: 0 }}>
                    <FormattedMessage
                      id={plan.key === 'basic' ? 'host.home.plans.free' : 'host.home.plans.priceSoon'}
                    />
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">
                    <FormattedMessage id={`host.home.plans.${plan.key}.text`} />
                  </Typography.Paragraph>
                  <Flex vertical gap={8} style={{ marginBottom: 24 }}>
                    {Array.from({ length: plan.features }, (_, i) => (
                      <Space key={i} align="start">
                        <CheckOutlined style={{ color: token.colorSuccess }} aria-hidden />
                        <FormattedMessage id={`host.home.plans.${plan.key}.feature${i + 1}`} />
                      </Space>
                    ))}
                  </Flex>
                  <LinkButton to="/signup" block type={plan.highlighted ? 'primary' : 'default'}>
                    <FormattedMessage id="host.home.plans.cta" />
                  </LinkButton>
                </Panel>
              </Col>
            ))}
          </Row>
        </PageSection>
      </section>

      <PageSection>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={12}>
            <Panel>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                <FormattedMessage id="host.home.mobile.title" />
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                <FormattedMessage id="host.home.mobile.text" />
              </Typography.Paragraph>
              <Space wrap>
                <Tag icon={<AndroidFilled />} style={{ padding: '4px 10px' }}>
                  {config.playStoreUrl ? <a href={config.playStoreUrl}>Android</a> : 'Android'}
                </Tag>
                <Tag icon={<AppleFilled />} style={{ padding: '4px 10px' }}>
                  {config.appStoreUrl ? <a href={config.appStoreUrl}>iOS</a> : 'iOS'}
                </Tag>
              </Space>
            </Panel>
          </Col>
          <Col xs={24} md={12}>
            <Panel>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                <CustomerServiceOutlined aria-hidden /> <FormattedMessage id="host.home.support.title" />
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                <FormattedMessage id="host.home.support.text" />
              </Typography.Paragraph>
              <Space wrap>
                <LinkButton to="/contact-us" type="primary">
                  <FormattedMessage id="host.public.nav.contact" />
                </LinkButton>
                {config.supportEmail && <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>}
                {config.supportPhone && <a href={`tel:${config.supportPhone}`}>{config.supportPhone}</a>}
              </Space>
            </Panel>
          </Col>
        </Row>
      </PageSection>
    </PublicLayout>
  );
}
