import { useState } from 'react';
import {
  Button,
  ConfigProvider,
  DatePicker,
  Flex,
  Grid,
  Input,
  Radio,
  Space,
  Switch,
  Tag,
  Typography,
  theme,
} from 'antd';
import { chainAlgorithms } from '@phonesheet/shared/ui';
import { useMuiText, type GallerySection } from '../../components/gallery';

type Size = 'small' | 'middle' | 'large';

function SizeDemo() {
  const t = useMuiText();
  const [size, setSize] = useState<Size>('middle');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        value={size}
        onChange={(e) => setSize(e.target.value as Size)}
        optionType="button"
        options={(['small', 'middle', 'large'] as const).map((s) => ({ value: s, label: t(`w.size.${s}`) }))}
      />
      <ConfigProvider componentSize={size}>
        <Space wrap>
          <Input placeholder={t('w.yourName')} aria-label={t('w.yourName')} style={{ width: 160 }} />
          <DatePicker aria-label={t('w.date')} placeholder={t('w.date')} />
          <Button type="primary" data-testid="mui-size-button">
            {t('w.save')}
          </Button>
        </Space>
      </ConfigProvider>
    </Space>
  );
}

function CompactTheme() {
  const t = useMuiText();
  const [compact, setCompact] = useState(false);
  const { token } = theme.useToken();
  // A nested algorithm replaces the page's: keep dark mode under the compact one.
  const dark = token.colorTextBase === '#fff';
  const base = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch checked={compact} onChange={setCompact} aria-label={t('w.compact')} />
        <Typography.Text>{t('w.compact')}</Typography.Text>
      </Space>
      <ConfigProvider
        theme={{ inherit: true, algorithm: compact ? chainAlgorithms(base, theme.compactAlgorithm) : base }}
      >
        <Space wrap>
          <Button>{t('w.cancel')}</Button>
          <Button type="primary">{t('w.save')}</Button>
          <Input placeholder={t('w.search')} aria-label={t('w.search')} style={{ width: 140 }} />
        </Space>
      </ConfigProvider>
    </Space>
  );
}

function Tokens() {
  const { token } = theme.useToken();
  const t = useMuiText();
  const swatches = [
    ['primary', token.colorPrimary],
    ['success', token.colorSuccess],
    ['warning', token.colorWarning],
    ['error', token.colorError],
    ['info', token.colorInfo],
  ] as const;
  return (
    <Flex gap={12} wrap>
      {swatches.map(([name, colour]) => (
        <Flex key={name} vertical align="center" gap={4} style={{ width: 72 }}>
          <div
            aria-hidden
            style={{
              width: 48,
              height: 48,
              borderRadius: token.borderRadiusLG,
              background: colour,
              boxShadow: token.boxShadowTertiary,
            }}
          />
          <Typography.Text style={{ fontSize: token.fontSizeSM }}>{t(`w.${name}`)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            <bdi>{colour}</bdi>
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

function Breakpoints() {
  const t = useMuiText();
  const screens = Grid.useBreakpoint();
  return (
    <Space direction="vertical">
      <Space wrap size={[0, 8]}>
        {BREAKPOINTS.map((bp) => (
          <Tag key={bp} color={screens[bp] ? 'blue' : undefined}>
            {bp}
          </Tag>
        ))}
      </Space>
      <Typography.Text type="secondary">{t('w.breakpointHint')}</Typography.Text>
    </Space>
  );
}

export const configSection: GallerySection = {
  id: 'config',
  examples: [
    { id: 'size', Demo: SizeDemo },
    { id: 'compact', Demo: CompactTheme },
    { id: 'tokens', Demo: Tokens },
    { id: 'breakpoints', Demo: Breakpoints },
  ],
};
