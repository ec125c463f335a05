import { useContext } from 'react';
import { Avatar, Button, Card, ConfigProvider, Result, Space, Tag, Typography, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { LoadState } from '../../../app-kit/LoadState';
import { NewsletterForm } from '../components/NewsletterForm';
import { PageFrame } from '../../../app-kit/PageFrame';
import { initials, useLoad } from '../components/page-kit';

/** /extra-pages/blog/:id: one post; an unknown id says so, with the way back to the list. */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { data: post, current, loading, error, retry } = useLoad('post', id);
  const back = (
    <Link to={TEMPLATE_PATHS.extraPages.blog}>
      <ArrowLeftOutlined style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />{' '}
      <FormattedMessage id="templates.extraPages.blog.back" />
    </Link>
  );

  if (current && post === null) {
    return (
      <Result
        status="404"
        data-testid="extra-blog-missing"
        title={<FormattedMessage id="templates.extraPages.blog.missing" />}
        extra={
          <Link to={TEMPLATE_PATHS.extraPages.blog}>
            <Button type="primary">
              <FormattedMessage id="templates.extraPages.blog.back" />
            </Button>
          </Link>
        }
      />
    );
  }

  const shown = current ? post : undefined;
  return (
    <PageFrame
      testId="extra-blog-post-page"
      title={shown?.title ?? <FormattedMessage id="templates.extraPages.blog.title" />}
      extra={back}
    >
      <LoadState loading={loading || !current} error={error} empty={!shown} onRetry={retry}>
        {shown && (
          <Card>
            <Space align="center" style={{ marginBottom: 16 }}>
              <Avatar style={{ background: token.colorPrimary }}>{initials(shown.author)}</Avatar>
              <div>
                <Typography.Text strong data-testid="extra-blog-author">
                  {shown.author}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <FormattedDate value={shown.date} year="numeric" month="long" day="numeric" /> ·{' '}
                  <FormattedMessage id="templates.extraPages.minutes" values={{ count: shown.readMinutes }} />
                </Typography.Text>
              </div>
            </Space>
            <Typography.Paragraph strong>{shown.excerpt}</Typography.Paragraph>
            {shown.body.map((p, i) => (
              <Typography.Paragraph key={i}>{p}</Typography.Paragraph>
            ))}
            {shown.tags.map((t) => (
              <Tag key={t}>{t}</Tag>
            ))}
          </Card>
        )}
      </LoadState>
      <div style={{ maxWidth: 480 }}>
        <NewsletterForm />
      </div>
    </PageFrame>
  );
}
