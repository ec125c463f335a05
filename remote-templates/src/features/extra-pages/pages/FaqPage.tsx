import { useDeferredValue, useState } from 'react';
import { Card, Collapse, Input, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../../../app-kit/LoadState';
import { PageFrame } from '../../../app-kit/PageFrame';
import { useLoad } from '../components/page-kit';
import type { FaqItem } from '../types';

const CATEGORIES: FaqItem['category'][] = ['general', 'account', 'billing', 'calls'];

/** /extra-pages/faq: questions by category, searched by the mock (every word must match). */
export default function FaqPage() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const { data, loading, error, retry } = useLoad('faq', query);
  const label = intl.formatMessage({ id: 'templates.extraPages.faq.search' });

  return (
    <PageFrame
      testId="extra-faq"
      title={<FormattedMessage id="templates.extraPages.faq.title" />}
      subtitle={<FormattedMessage id="templates.extraPages.faq.subtitle" />}
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
        emptyText={<FormattedMessage id="templates.extraPages.faq.none" />}
        onRetry={retry}
      >
        <Typography.Text type="secondary" data-testid="extra-faq-count">
          <FormattedMessage id="templates.extraPages.faq.count" values={{ count: data?.length ?? 0 }} />
        </Typography.Text>
        {CATEGORIES.map((category) => {
          const items = data?.filter((f) => f.category === category) ?? [];
          if (!items.length) return null;
          return (
            <Card
              key={category}
              title={<FormattedMessage id={`templates.extraPages.faq.cat.${category}`} />}
              size="small"
            >
              <Collapse
                ghost
                items={items.map((f) => ({
                  key: f.id,
                  label: <span data-testid="extra-faq-question">{f.question}</span>,
                  children: <Typography.Paragraph style={{ margin: 0 }}>{f.answer}</Typography.Paragraph>,
                }))}
              />
            </Card>
          );
        })}
      </LoadState>
    </PageFrame>
  );
}
