import { Card, Flex, Typography, theme } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WallData, WallStats } from '../types';
import { useSampleText } from '../../../app-kit/sample-text';
import { PersonAvatar } from './PersonAvatar';

const STATS: Array<keyof WallStats> = ['followers', 'following', 'photos', 'videos'];

/** The current user: cover, picture, name and counts. */
export function ProfileCard({ wall }: { wall: WallData }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const sample = useSampleText();
  return (
    <Card
      size="small"
      data-testid="wall-profile"
      cover={<img alt="" src={wall.cover} style={{ height: 110, objectFit: 'cover' }} />}
      styles={{ body: { paddingBlockStart: 0 } }}
    >
      <Flex vertical align="center" style={{ marginBlockStart: -36, textAlign: 'center' }}>
        <PersonAvatar person={wall} size={72} style={{ border: `3px solid ${token.colorBgContainer}` }} />
        <Typography.Title level={4} style={{ margin: `${token.marginXS}px 0 0` }}>
          {wall.name}
        </Typography.Title>
        <Typography.Text type="secondary">{wall.headline}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          <EnvironmentOutlined aria-hidden /> {sample(wall.location)}
        </Typography.Text>
      </Flex>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: token.marginXS,
          margin: `${token.margin}px 0 0`,
        }}
      >
        {STATS.map((stat) => (
          <div
            key={stat}
            style={{
              background: token.colorFillTertiary,
              borderRadius: token.borderRadius,
              padding: token.paddingXS,
              textAlign: 'center',
            }}
          >
            <dd
              style={{ margin: 0, fontWeight: 600, fontSize: token.fontSizeLG }}
              data-testid={`wall-stat-${stat}`}
            >
              {intl.formatNumber(wall.stats[stat], { notation: 'compact' })}
            </dd>
            <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              <FormattedMessage id={`templates.wall.stats.${stat}`} />
            </dt>
          </div>
        ))}
      </dl>
    </Card>
  );
}
