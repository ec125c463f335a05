import { useState, type ReactNode } from 'react';
import { Col, Flex, Row, Segmented, Slider, Space, Typography, theme } from 'antd';
import { useMuiText, type GallerySection } from '../../components/gallery';

function Block({ children, height = 40 }: { children?: ReactNode; height?: number }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: token.colorPrimaryBg,
        border: `1px solid ${token.colorPrimaryBorder}`,
        borderRadius: token.borderRadiusSM,
        color: token.colorText,
        paddingInline: 8,
      }}
    >
      {children}
    </div>
  );
}

function GridDemo() {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {[[24], [12, 12], [8, 8, 8], [6, 6, 6, 6]].map((row) => (
        <Row key={row.join('-')} gutter={8}>
          {row.map((span, i) => (
            <Col key={i} span={span}>
              <Block>{span}</Block>
            </Col>
          ))}
        </Row>
      ))}
    </Space>
  );
}

function ResponsiveGrid() {
  const t = useMuiText();
  return (
    <>
      <Row gutter={[8, 8]}>
        {[1, 2, 3, 4].map((n) => (
          <Col key={n} xs={24} sm={12} xl={6}>
            <Block>{t('w.box', { n })}</Block>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('w.responsiveHint')}
      </Typography.Paragraph>
    </>
  );
}

function GutterDemo() {
  const t = useMuiText();
  const [gutter, setGutter] = useState(16);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>{t('w.gutter', { px: gutter })}</Typography.Text>
      <Slider min={0} max={48} step={8} value={gutter} onChange={setGutter} aria-label={t('w.gutterLabel')} />
      <Row gutter={[gutter, gutter]}>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Col key={n} span={8}>
            <Block>{n}</Block>
          </Col>
        ))}
      </Row>
    </Space>
  );
}

const JUSTIFY = ['flex-start', 'center', 'space-between', 'flex-end'] as const;

function FlexDemo() {
  const t = useMuiText();
  const [justify, setJustify] = useState<(typeof JUSTIFY)[number]>('space-between');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={justify}
        onChange={(v) => setJustify(v as (typeof JUSTIFY)[number])}
        options={JUSTIFY.map((v) => ({ value: v, label: t(`w.justify.${v}`) }))}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <Flex justify={justify} gap={8} data-testid="mui-flex" style={{ minHeight: 48 }}>
        {[1, 2, 3].map((n) => (
          <div key={n} style={{ width: 56 }}>
            <Block>{n}</Block>
          </div>
        ))}
      </Flex>
    </Space>
  );
}

export const gridSection: GallerySection = {
  id: 'grid',
  examples: [
    { id: 'grid', Demo: GridDemo },
    { id: 'responsive', Demo: ResponsiveGrid },
    { id: 'gutter', Demo: GutterDemo },
    { id: 'flex', Demo: FlexDemo },
  ],
};
