import { useDeferredValue, useState } from 'react';
import { Card, Col, Input, List, Row, Tag, Typography, theme } from 'antd';
import { BookOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../../../app-kit/LoadState';
import { PageFrame } from '../../../app-kit/PageFrame';
import { useLoad } from '../components/page-kit';
import type { KbArticle } from '../types';

const CATEGORIES: KbArticle['category'][] = ['gettingStarted', 'phoneSheets', 'billing', 'troubleshooting'];

/** /extra-pages/knowledge-base: articles in four categories, searched by the mock. */
export default function KnowledgeBasePage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const { data, loading, error, retry } = useLoad('kb', query);
  const label = intl.formatMessage({ id: 'templates.extraPages.kb.search' });

  return (
    <PageFrame
      testId="extra-knowledge-base"
      title={<FormattedMessage id="templates.extraPages.kb.title" />}
      subtitle={<FormattedMessage id="templates.extraPages.kb.subtitle" />}
    >
      <Input.Search
        allowClear
        aria-label={label}
        placeholder={label}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 480 }}
      />
      <LoadState
        loading={loading}
        error={error}
        empty={!data?.length}
        emptyText={<FormattedMessage id="templates.extraPages.kb.none" />}
        onRetry={retry}
      >
        <Row gutter={[16, 16]}>
          {CATEGORIES.map((category) => {
            const items = data?.filter((a) => a.category === category) ?? [];
            if (!items.length) return null;
            return (
              <Col xs={24} md={12} key={category}>
                <Card
                  size="small"
                  style={{ height: '100%' }}
                  title={
                    <span>
                      <BookOutlined style={{ color: token.colorPrimary }} />{' '}
                      <FormattedMessage id={`templates.extraPages.kb.cat.${category}`} />
                    </span>
                  }
                  extra={<Tag>{items.length}</Tag>}
                >
                  <List
                    dataSource={items}
                    renderItem={(a) => (
                      <List.Item key={a.id} data-testid="extra-kb-article">
                        <List.Item.Meta
                          title={a.title}
                          description={
                            <>
                              <div>{a.summary}</div>
                              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                                <ClockCircleOutlined />{' '}
                                <FormattedMessage
                                  id="templates.extraPages.minutes"
                                  values={{ count: a.readMinutes }}
                                />
                              </Typography.Text>
                            </>
                          }
                        />
                      </List.Item>
                    )}
                  />
                </Card>
              </Col>
            );
          })}
        </Row>
      </LoadState>
    </PageFrame>
  );
}
