import { useState } from 'react';
import { Avatar, Button, Card, Space, Switch, Typography, theme } from 'antd';
import { EditOutlined, HeartFilled, HeartOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function ActionsCard() {
  const t = useMuiText();
  const [liked, setLiked] = useState(false);
  const likes = 41 + (liked ? 1 : 0);
  return (
    <Card
      size="small"
      title={t('w.cardTitle')}
      extra={
        <a href="#more" onClick={(e) => e.preventDefault()}>
          {t('w.more')}
        </a>
      }
      actions={[
        <Button
          key="like"
          type="text"
          aria-pressed={liked}
          data-testid="mui-card-like"
          icon={liked ? <HeartFilled /> : <HeartOutlined />}
          onClick={() => setLiked(!liked)}
        >
          {likes}
        </Button>,
        <Button key="share" type="text" icon={<ShareAltOutlined />} aria-label={t('w.share')} />,
        <Button key="edit" type="text" icon={<EditOutlined />} aria-label={t('w.edit')} />,
      ]}
    >
      {t('w.cardText')}
    </Card>
  );
}

function MetaCard() {
  const { token } = theme.useToken();
  const t = useMuiText();
  return (
    <Card
      size="small"
      cover={
        <div
          aria-hidden
          style={{
            height: 110,
            background: `linear-gradient(135deg, ${token.colorPrimary}, ${token.colorInfoBorder})`,
          }}
        />
      }
    >
      <Card.Meta
        avatar={<Avatar style={{ background: token.colorSuccess }}>SR</Avatar>}
        title="Sofia Rossi"
        description={t('w.metaText')}
      />
    </Card>
  );
}

function LoadingCard() {
  const t = useMuiText();
  const [loading, setLoading] = useState(true);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch checked={!loading} onChange={(on) => setLoading(!on)} aria-label={t('w.showContent')} />
        <Typography.Text>{t('w.showContent')}</Typography.Text>
      </Space>
      <Card size="small" loading={loading} title={t('w.cardTitle')}>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="mui-card-loaded">
          {t('w.cardText')}
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}

function GridCard() {
  const t = useMuiText();
  return (
    <Card size="small" title={t('w.shortcuts')}>
      {['mail', 'apps', 'settings', 'profile'].map((k) => (
        <Card.Grid key={k} style={{ width: '50%', textAlign: 'center', padding: 16 }}>
          {t(`w.${k}`)}
        </Card.Grid>
      ))}
    </Card>
  );
}

export const cardsSection: GallerySection = {
  id: 'cards',
  examples: [
    { id: 'actionsCard', Demo: ActionsCard },
    { id: 'metaCard', Demo: MetaCard },
    { id: 'loadingCard', Demo: LoadingCard },
    { id: 'gridCard', Demo: GridCard },
  ],
};
