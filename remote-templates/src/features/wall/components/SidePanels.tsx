import { useState } from 'react';
import { Avatar, Button, Card, List, Typography, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WallData } from '../types';
import { PersonAvatar } from './PersonAvatar';
import { RelativeDate } from './RelativeDate';

/** A button that switches between two labels (Join / Joined, Follow / Following); kept on this page only. */
function ToggleButton({ on, off, name }: { on: string; off: string; name: string }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Button
      size="small"
      type={pressed ? 'default' : 'primary'}
      ghost={!pressed}
      aria-pressed={pressed}
      aria-describedby={name}
      onClick={() => setPressed((value) => !value)}
    >
      <FormattedMessage id={pressed ? on : off} />
    </Button>
  );
}

/** Groups and pages the user may like (the start column). */
export function SuggestionsCard({ wall }: { wall: WallData }) {
  const intl = useIntl();
  return (
    <Card size="small" title={<FormattedMessage id="templates.wall.suggestions.title" />}>
      <List
        itemLayout="horizontal"
        dataSource={wall.suggestions}
        renderItem={(item) => (
          <List.Item
            extra={
              <ToggleButton
                name={`wall-suggestion-${item.id}`}
                on="templates.wall.suggestions.joined"
                off="templates.wall.suggestions.join"
              />
            }
          >
            <List.Item.Meta
              avatar={<Avatar shape="square" size={40} src={item.image} alt="" />}
              title={<span id={`wall-suggestion-${item.id}`}>{item.name}</span>}
              description={
                <FormattedMessage
                  id="templates.wall.suggestions.members"
                  values={{
                    count: intl.formatNumber(item.members, { notation: 'compact', maximumFractionDigits: 1 }),
                  }}
                />
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** People to follow (the end column). */
export function WhoToFollowCard({ wall }: { wall: WallData }) {
  return (
    <Card size="small" title={<FormattedMessage id="templates.wall.whoToFollow.title" />}>
      <List
        itemLayout="horizontal"
        dataSource={wall.whoToFollow}
        renderItem={(person) => (
          <List.Item
            extra={
              <ToggleButton
                name={`wall-follow-${person.id}`}
                on="templates.wall.whoToFollow.following"
                off="templates.wall.whoToFollow.follow"
              />
            }
          >
            <List.Item.Meta
              avatar={<PersonAvatar person={person} size={40} />}
              title={<span id={`wall-follow-${person.id}`}>{person.name}</span>}
              description={person.title}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Recent news (the end column). */
export function RecentNewsCard({ wall }: { wall: WallData }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" title={<FormattedMessage id="templates.wall.news.title" />}>
      <List
        dataSource={wall.recentNews}
        renderItem={(news) => (
          <List.Item>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ display: 'block' }}>
                {news.title}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {news.source} · <RelativeDate date={news.date} />
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
