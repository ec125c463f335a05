import { Avatar, Card, Col, Row, Typography, theme } from 'antd';
import { AimOutlined, HeartOutlined, RocketOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { LoadState } from '../../../app-kit/LoadState';
import { NewsletterForm } from '../components/NewsletterForm';
import { PageFrame } from '../../../app-kit/PageFrame';
import { initials, useLoad } from '../components/page-kit';

const VALUES = [
  { id: 'mission', icon: <AimOutlined /> },
  { id: 'vision', icon: <RocketOutlined /> },
  { id: 'values', icon: <HeartOutlined /> },
];

/** /extra-pages/about-us: what we do, three values, the team, the newsletter. */
export default function AboutUsPage() {
  const { token } = theme.useToken();
  const { data: team, loading, error, retry } = useLoad('team');
  const avatarColours = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorInfo];

  return (
    <PageFrame
      testId="extra-about-us"
      title={<FormattedMessage id="templates.extraPages.about.title" />}
      subtitle={<FormattedMessage id="templates.extraPages.about.subtitle" />}
    >
      <Row gutter={[16, 16]}>
        {VALUES.map((v) => (
          <Col xs={24} md={8} key={v.id}>
            <Card style={{ height: '100%' }}>
              <Typography.Title level={4} style={{ marginTop: 0, color: token.colorPrimary }}>
                {v.icon} <FormattedMessage id={`templates.extraPages.about.${v.id}`} />
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                <FormattedMessage id={`templates.extraPages.about.${v.id}Text`} />
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={<FormattedMessage id="templates.extraPages.about.team" />}>
            <LoadState loading={loading} error={error} empty={!team?.length} onRetry={retry} rows={3}>
              <Row gutter={[16, 16]}>
                {team?.map((m, i) => (
                  <Col
                    xs={12}
                    md={6}
                    key={m.id}
                    style={{ textAlign: 'center' }}
                    data-testid="extra-team-member"
                  >
                    <Avatar size={64} style={{ background: avatarColours[i % avatarColours.length] }}>
                      {initials(m.name)}
                    </Avatar>
                    <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
                      {m.name}
                    </Typography.Title>
                    <Typography.Text type="secondary">{m.role}</Typography.Text>
                  </Col>
                ))}
              </Row>
            </LoadState>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <NewsletterForm />
        </Col>
      </Row>
    </PageFrame>
  );
}
