import { useState } from 'react';
import { Button, Divider, Layout, Radio, Space, Typography, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function LayoutDemo() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const part = {
    color: token.colorText,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  } as const;
  return (
    <Layout
      style={{
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Layout.Header
        style={{
          ...part,
          background: token.colorPrimaryBgHover,
          height: 48,
          paddingInline: 12,
          justifyContent: 'space-between',
        }}
      >
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={t(collapsed ? 'w.expand' : 'w.collapse')}
          onClick={() => setCollapsed(!collapsed)}
        />
        {t('w.header')}
        <span style={{ width: 32 }} />
      </Layout.Header>
      <Layout>
        <Layout.Sider
          width={120}
          collapsedWidth={40}
          collapsed={collapsed}
          trigger={null}
          collapsible
          data-testid="mui-layout-sider"
          style={{ ...part, background: token.colorPrimaryBg, minHeight: 140 }}
        >
          {!collapsed && t('w.sider')}
        </Layout.Sider>
        <Layout.Content style={{ ...part, background: token.colorBgContainer, minHeight: 140 }}>
          {t('w.content')}
        </Layout.Content>
      </Layout>
      <Layout.Footer style={{ ...part, background: token.colorPrimaryBgHover, padding: 12 }}>
        {t('w.footer')}
      </Layout.Footer>
    </Layout>
  );
}

function DividerDemo() {
  const t = useMuiText();
  const [orientation, setOrientation] = useState<'start' | 'center' | 'end'>('center');
  return (
    <>
      <Radio.Group
        value={orientation}
        onChange={(e) => setOrientation(e.target.value as 'start' | 'center' | 'end')}
        optionType="button"
        options={[
          { value: 'start', label: t('w.side.start') },
          { value: 'center', label: t('w.centre') },
          { value: 'end', label: t('w.side.end') },
        ]}
      />
      <Typography.Paragraph style={{ marginBlock: 12 }}>{t('w.dividerText')}</Typography.Paragraph>
      <Divider orientation={orientation}>{t('w.chapter')}</Divider>
      <Typography.Paragraph style={{ margin: 0 }}>{t('w.dividerText')}</Typography.Paragraph>
      <Divider />
      <Space split={<Divider type="vertical" />} wrap>
        <Typography.Link>{t('w.home')}</Typography.Link>
        <Typography.Link>{t('w.apps')}</Typography.Link>
        <Typography.Link>{t('w.settings')}</Typography.Link>
      </Space>
    </>
  );
}

function SpaceDemo() {
  const t = useMuiText();
  const [size, setSize] = useState<'small' | 'middle' | 'large'>('small');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        value={size}
        onChange={(e) => setSize(e.target.value as 'small' | 'middle' | 'large')}
        options={(['small', 'middle', 'large'] as const).map((s) => ({ value: s, label: t(`w.size.${s}`) }))}
      />
      <Space size={size} wrap>
        <Button type="primary">{t('w.primary')}</Button>
        <Button>{t('w.default')}</Button>
        <Button type="dashed">{t('w.dashed')}</Button>
      </Space>
    </Space>
  );
}

export const structureSection: GallerySection = {
  id: 'structure',
  examples: [
    { id: 'layout', Demo: LayoutDemo, wide: true },
    { id: 'divider', Demo: DividerDemo },
    { id: 'space', Demo: SpaceDemo },
  ],
};
