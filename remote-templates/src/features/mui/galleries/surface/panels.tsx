import { useContext, useState } from 'react';
import { Button, Collapse, ConfigProvider, Drawer, Flex, Layout, Typography, theme } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

const FAQ = ['shipping', 'returns', 'warranty'];

function Accordion() {
  const t = useMuiText();
  return (
    <Collapse
      accordion
      defaultActiveKey={['shipping']}
      items={FAQ.map((k) => ({
        key: k,
        label: t(`w.faq.${k}`),
        children: <p style={{ margin: 0 }}>{t(`w.faqText.${k}`)}</p>,
      }))}
    />
  );
}

function GhostCollapse() {
  const t = useMuiText();
  return (
    <Collapse
      ghost
      expandIconPosition="end"
      items={FAQ.map((k) => ({
        key: k,
        label: t(`w.faq.${k}`),
        children: <p style={{ margin: 0 }}>{t(`w.faqText.${k}`)}</p>,
      }))}
    />
  );
}

function AppBar() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return (
    <div
      style={{ position: 'relative', overflow: 'hidden', borderRadius: token.borderRadius, minHeight: 180 }}
    >
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          paddingInline: 16,
          background: token.colorPrimary,
          color: token.colorWhite,
          height: 56,
        }}
      >
        <Button
          type="text"
          icon={<MenuOutlined style={{ color: token.colorWhite }} />}
          aria-label={t('w.openMenu')}
          onClick={() => setOpen(true)}
        />
        <Typography.Text strong style={{ color: token.colorWhite }}>
          {t('w.appName')}
        </Typography.Text>
      </Layout.Header>
      <div style={{ padding: 16 }}>{t('w.appBarText')}</div>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        getContainer={false}
        placement={direction === 'rtl' ? 'right' : 'left'}
        width={200}
        title={t('w.appName')}
      >
        <Flex vertical gap={8}>
          {['home', 'mail', 'settings'].map((k) => (
            <Button
              key={k}
              type="text"
              block
              style={{ justifyContent: 'flex-start' }}
              onClick={() => setOpen(false)}
            >
              {t(`w.${k}`)}
            </Button>
          ))}
        </Flex>
      </Drawer>
    </div>
  );
}

function Paper() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const levels = [token.boxShadowTertiary, token.boxShadowSecondary, token.boxShadow];
  return (
    <Flex gap={16} wrap>
      {levels.map((shadow, i) => (
        <div
          key={i}
          style={{
            flex: '1 1 90px',
            height: 80,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: shadow,
          }}
        >
          {t('w.elevation', { n: i + 1 })}
        </div>
      ))}
    </Flex>
  );
}

export const panelsSection: GallerySection = {
  id: 'panels',
  examples: [
    { id: 'accordion', Demo: Accordion },
    { id: 'ghostCollapse', Demo: GhostCollapse },
    { id: 'appBar', Demo: AppBar },
    { id: 'paper', Demo: Paper },
  ],
};
