import { useState } from 'react';
import { FloatButton, Segmented, Space, Splitter, Typography, theme } from 'antd';
import {
  AppstoreOutlined,
  BarsOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function FloatDemo() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const [count, setCount] = useState(0);
  return (
    <div
      style={{
        position: 'relative',
        height: 220,
        overflow: 'hidden',
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
        padding: 12,
      }}
    >
      <Typography.Text data-testid="mui-float-count">{t('w.chats', { count })}</Typography.Text>
      <FloatButton.Group
        trigger="click"
        type="primary"
        icon={<CustomerServiceOutlined />}
        style={{ position: 'absolute', insetInlineEnd: 24, bottom: 24 }}
        tooltip={t('w.help')}
      >
        <FloatButton
          icon={<CommentOutlined />}
          tooltip={t('w.chat')}
          onClick={() => setCount((c) => c + 1)}
        />
        <FloatButton icon={<SearchOutlined />} tooltip={t('w.search')} />
      </FloatButton.Group>
    </div>
  );
}

function SegmentedDemo() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const [view, setView] = useState<'list' | 'grid'>('list');
  const items = [1, 2, 3, 4];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={view}
        onChange={(v) => setView(v as 'list' | 'grid')}
        options={[
          { value: 'list', label: t('w.listView'), icon: <BarsOutlined /> },
          { value: 'grid', label: t('w.gridView'), icon: <AppstoreOutlined /> },
        ]}
      />
      <div
        data-testid="mui-segmented-view"
        data-view={view}
        style={{ display: 'grid', gap: 8, gridTemplateColumns: view === 'grid' ? 'repeat(2, 1fr)' : '1fr' }}
      >
        {items.map((n) => (
          <div
            key={n}
            style={{
              padding: 8,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusSM,
            }}
          >
            {t('w.projectN', { n })}
          </div>
        ))}
      </div>
    </Space>
  );
}

function SplitterDemo() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const pane = {
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 8,
  } as const;
  return (
    <Splitter
      style={{
        height: 180,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
      }}
    >
      <Splitter.Panel defaultSize="35%" min="20%" max="70%" collapsible>
        <div style={pane}>{t('w.sider')}</div>
      </Splitter.Panel>
      <Splitter.Panel>
        <div style={pane}>{t('w.dragBar')}</div>
      </Splitter.Panel>
    </Splitter>
  );
}

export const layoutSection: GallerySection = {
  id: 'newLayout',
  examples: [
    { id: 'floatButton', Demo: FloatDemo },
    { id: 'segmented', Demo: SegmentedDemo },
    { id: 'splitter', Demo: SplitterDemo, wide: true },
  ],
};
