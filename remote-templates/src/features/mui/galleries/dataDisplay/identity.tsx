import { useState } from 'react';
import { Avatar, Badge, Button, Input, Space, Tag, Tooltip, theme } from 'antd';
import { BellOutlined, MinusOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

const TEAM = ['Amara Okafor', 'Kenji Tanaka', 'Sofia Rossi', 'Liam Brown', 'Mei Chen', 'José Silva'];
const initials = (name: string) =>
  name
    .split(' ')
    .map((p) => p[0])
    .join('');

function Avatars() {
  const { token } = theme.useToken();
  const colours = [
    token.colorPrimary,
    token.colorSuccess,
    token.colorWarning,
    token.colorError,
    token.colorInfo,
  ];
  return (
    <Space direction="vertical" size="middle">
      <Space wrap>
        <Avatar size={48} icon={<UserOutlined />} />
        <Avatar size={40} style={{ background: token.colorPrimary }}>
          AO
        </Avatar>
        <Avatar shape="square" size={40} style={{ background: token.colorSuccess }}>
          KT
        </Avatar>
      </Space>
      <Avatar.Group max={{ count: 4 }}>
        {TEAM.map((name, i) => (
          <Tooltip key={name} title={name}>
            <Avatar style={{ background: colours[i % colours.length] }}>{initials(name)}</Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
    </Space>
  );
}

function Badges() {
  const t = useMuiText();
  const [count, setCount] = useState(5);
  return (
    <Space size="large" wrap>
      <Badge count={count} overflowCount={9} data-testid="mui-badge">
        <Avatar shape="square" size="large" icon={<BellOutlined />} />
      </Badge>
      <Space.Compact>
        <Button
          icon={<MinusOutlined />}
          aria-label={t('w.fewer')}
          onClick={() => setCount((c) => Math.max(0, c - 1))}
        />
        <Button icon={<PlusOutlined />} aria-label={t('w.more')} onClick={() => setCount((c) => c + 1)} />
      </Space.Compact>
      <Badge status="success" text={t('w.online')} />
      <Badge status="processing" text={t('w.syncing')} />
    </Space>
  );
}

function Tags() {
  const t = useMuiText();
  const [tags, setTags] = useState(['React', 'antd', 'TypeScript']);
  const [draft, setDraft] = useState('');
  const [picked, setPicked] = useState<string[]>(['design']);
  const add = () => {
    const value = draft.trim();
    if (value && !tags.includes(value)) setTags([...tags, value]);
    setDraft('');
  };
  return (
    <Space direction="vertical">
      <Space wrap size={[0, 8]}>
        {tags.map((tag) => (
          <Tag key={tag} closable onClose={() => setTags(tags.filter((x) => x !== tag))}>
            {tag}
          </Tag>
        ))}
        <Input
          size="small"
          style={{ width: 110 }}
          value={draft}
          placeholder={t('w.newTag')}
          aria-label={t('w.newTag')}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={add}
          onBlur={add}
        />
      </Space>
      <Space wrap size={[0, 8]}>
        {['design', 'code', 'tests'].map((k) => (
          <Tag.CheckableTag
            key={k}
            checked={picked.includes(k)}
            onChange={(on) => setPicked(on ? [...picked, k] : picked.filter((x) => x !== k))}
          >
            {t(`w.${k}`)}
          </Tag.CheckableTag>
        ))}
      </Space>
      <Space wrap size={[0, 8]}>
        <Tag color="success">{t('w.paid')}</Tag>
        <Tag color="warning">{t('w.pending')}</Tag>
        <Tag color="error">{t('w.overdue')}</Tag>
      </Space>
    </Space>
  );
}

export const identitySection: GallerySection = {
  id: 'identity',
  examples: [
    { id: 'avatars', Demo: Avatars },
    { id: 'badges', Demo: Badges },
    { id: 'tags', Demo: Tags, wide: true },
  ],
};
