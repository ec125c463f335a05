import { useState } from 'react';
import { Button, Carousel, Col, Popover, Row, Space, Statistic, Tooltip, theme } from 'antd';
import { ArrowUpOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function TooltipPopover() {
  const t = useMuiText();
  return (
    <Space wrap>
      <Tooltip title={t('w.tooltipText')}>
        <Button>{t('w.hoverMe')}</Button>
      </Tooltip>
      <Popover title={t('w.popoverTitle')} content={t('w.popoverText')} trigger="click">
        <Button type="primary">{t('w.clickMe')}</Button>
      </Popover>
    </Space>
  );
}

function Statistics() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const [deadline, setDeadline] = useState<number | null>(null);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12}>
        <Statistic title={t('w.activeUsers')} value={112893} />
      </Col>
      <Col xs={12}>
        <Statistic
          title={t('w.growth')}
          value={11.28}
          precision={2}
          suffix="%"
          prefix={<ArrowUpOutlined />}
          valueStyle={{ color: token.colorSuccess }}
        />
      </Col>
      <Col xs={24}>
        {deadline ? (
          <Statistic.Timer
            type="countdown"
            title={t('w.countdown')}
            value={deadline}
            format="mm:ss"
            onFinish={() => setDeadline(null)}
          />
        ) : (
          <Button onClick={() => setDeadline(Date.now() + 60_000)}>{t('w.startCountdown')}</Button>
        )}
      </Col>
    </Row>
  );
}

function CarouselDemo() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const slides = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError];
  return (
    <Carousel arrows dots>
      {slides.map((bg, i) => (
        <div key={bg}>
          <div
            style={{
              height: 140,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: bg,
              color: token.colorWhite,
              fontSize: token.fontSizeHeading3,
              borderRadius: token.borderRadius,
            }}
          >
            {t('w.slide', { n: i + 1 })}
          </div>
        </div>
      ))}
    </Carousel>
  );
}

export const overlaysSection: GallerySection = {
  id: 'overlays',
  examples: [
    { id: 'tooltip', Demo: TooltipPopover },
    { id: 'statistic', Demo: Statistics },
    { id: 'carousel', Demo: CarouselDemo, wide: true },
  ],
};
