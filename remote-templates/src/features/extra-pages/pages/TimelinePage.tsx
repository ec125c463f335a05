import { Card, Grid, Tag, Timeline, Typography } from 'antd';
import { FlagOutlined, RocketOutlined, TeamOutlined, WarningOutlined } from '@ant-design/icons';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../../../app-kit/LoadState';
import { PageFrame } from '../../../app-kit/PageFrame';
import { useLoad } from '../components/page-kit';
import type { TimelineEvent } from '../types';

const KIND: Record<TimelineEvent['kind'], { color: string; icon: JSX.Element }> = {
  release: { color: 'blue', icon: <RocketOutlined /> },
  milestone: { color: 'green', icon: <FlagOutlined /> },
  event: { color: 'purple', icon: <TeamOutlined /> },
  incident: { color: 'red', icon: <WarningOutlined /> },
};

/** /extra-pages/timeline: the company's events, newest first; alternating sides from md up. */
export default function TimelinePage() {
  const intl = useIntl();
  const screens = Grid.useBreakpoint();
  const { data, loading, error, retry } = useLoad('timeline');

  return (
    <PageFrame
      testId="extra-timeline"
      title={<FormattedMessage id="templates.extraPages.timeline.title" />}
      subtitle={<FormattedMessage id="templates.extraPages.timeline.subtitle" />}
    >
      <Card>
        <LoadState loading={loading} error={error} empty={!data?.length} onRetry={retry}>
          <Timeline
            mode={screens.md ? 'alternate' : 'left'}
            style={{ paddingTop: 8 }}
            items={data?.map((e) => ({
              key: e.id,
              color: KIND[e.kind].color,
              dot: KIND[e.kind].icon,
              children: (
                <div data-testid="extra-timeline-event">
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <FormattedDate value={e.date} year="numeric" month="long" day="numeric" />
                  </Typography.Text>
                  <Typography.Title level={5} style={{ margin: '2px 0' }}>
                    <span dir="auto">{e.title}</span>{' '}
                    <Tag color={KIND[e.kind].color}>
                      {intl.formatMessage({ id: `templates.extraPages.timeline.kind.${e.kind}` })}
                    </Tag>
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {e.text}
                  </Typography.Paragraph>
                </div>
              ),
            }))}
          />
        </LoadState>
      </Card>
    </PageFrame>
  );
}
