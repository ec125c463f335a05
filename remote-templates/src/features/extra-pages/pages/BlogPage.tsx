import { Card, Col, Row, Space, Tag, Typography, theme } from 'antd';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { generatePath, Link } from 'react-router-dom';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { LoadState } from '../../../app-kit/LoadState';
import { NewsletterForm } from '../components/NewsletterForm';
import { PageFrame } from '../../../app-kit/PageFrame';
import { useLoad } from '../components/page-kit';

/** /extra-pages/blog: the posts, newest first, and the newsletter beside them. */
export default function BlogPage() {
  const { token } = theme.useToken();
  const { data, loading, error, retry } = useLoad('blog');
  const tags = [...new Set(data?.flatMap((p) => p.tags) ?? [])];

  return (
    <PageFrame
      testId="extra-blog"
      title={<FormattedMessage id="templates.extraPages.blog.title" />}
      subtitle={<FormattedMessage id="templates.extraPages.blog.subtitle" />}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <LoadState loading={loading} error={error} empty={!data?.length} onRetry={retry}>
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              {data?.map((post) => (
                <Card key={post.id} data-testid="extra-blog-post">
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <FormattedDate value={post.date} year="numeric" month="long" day="numeric" /> ·{' '}
                    {post.author} ·{' '}
                    <FormattedMessage
                      id="templates.extraPages.minutes"
                      values={{ count: post.readMinutes }}
                    />
                  </Typography.Text>
                  <Typography.Title level={4} style={{ margin: '4px 0 8px' }}>
                    <Link
                      to={generatePath(TEMPLATE_PATHS.extraPages.blogPost, { id: String(post.id) })}
                      style={{ color: token.colorText }}
                    >
                      {post.title}
                    </Link>
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{post.excerpt}</Typography.Paragraph>
                  <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
                    <span>
                      {post.tags.map((t) => (
                        <Tag key={t}>{t}</Tag>
                      ))}
                    </span>
                    <Link to={generatePath(TEMPLATE_PATHS.extraPages.blogPost, { id: String(post.id) })}>
                      <FormattedMessage id="templates.extraPages.blog.read" />
                    </Link>
                  </div>
                </Card>
              ))}
            </Space>
          </LoadState>
        </Col>
        <Col xs={24} lg={8}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <NewsletterForm />
            {tags.length > 0 && (
              <Card title={<FormattedMessage id="templates.extraPages.blog.tags" />} size="small">
                {tags.map((t) => (
                  <Tag key={t} style={{ marginBottom: 4 }}>
                    {t}
                  </Tag>
                ))}
              </Card>
            )}
          </Space>
        </Col>
      </Row>
    </PageFrame>
  );
}
