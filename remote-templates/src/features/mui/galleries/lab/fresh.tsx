import { useRef, useState } from 'react';
import {
  Button,
  ColorPicker,
  Flex,
  Input,
  QRCode,
  Space,
  Tour,
  Typography,
  Watermark,
  theme,
  type TourProps,
} from 'antd';
import { EllipsisOutlined, SaveOutlined, SearchOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function TourDemo() {
  const t = useMuiText();
  const [open, setOpen] = useState(false);
  const save = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const steps: TourProps['steps'] = [
    { title: t('w.tour.save'), description: t('w.tour.saveText'), target: () => save.current! },
    { title: t('w.tour.search'), description: t('w.tour.searchText'), target: () => search.current! },
    { title: t('w.tour.more'), description: t('w.tour.moreText'), target: () => more.current! },
  ];
  return (
    <Space direction="vertical">
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('w.beginTour')}
      </Button>
      <Space wrap>
        <Button ref={save} icon={<SaveOutlined />}>
          {t('w.save')}
        </Button>
        <Button ref={search} icon={<SearchOutlined />}>
          {t('w.search')}
        </Button>
        <Button ref={more} icon={<EllipsisOutlined />} aria-label={t('w.more')} />
      </Space>
      <Tour open={open} onClose={() => setOpen(false)} steps={steps} />
    </Space>
  );
}

function QrDemo() {
  const t = useMuiText();
  const [text, setText] = useState('https://example.com/phonesheet');
  return (
    <Flex gap={16} wrap align="center">
      <QRCode value={text || '-'} size={140} errorLevel="M" data-testid="mui-qrcode" />
      <Input
        style={{ flex: '1 1 160px' }}
        value={text}
        maxLength={80}
        onChange={(e) => setText(e.target.value)}
        aria-label={t('w.qrText')}
        placeholder={t('w.qrText')}
      />
    </Flex>
  );
}

function WatermarkDemo() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const [mark, setMark] = useState(() => t('w.confidential'));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input
        value={mark}
        onChange={(e) => setMark(e.target.value)}
        aria-label={t('w.watermarkText')}
        maxLength={30}
      />
      <Watermark content={mark} font={{ color: token.colorFill }}>
        <div style={{ height: 140, padding: 12 }}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('w.longText')}</Typography.Paragraph>
        </div>
      </Watermark>
    </Space>
  );
}

function ColorDemo() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const [colour, setColour] = useState('#1677ff');
  return (
    <Flex gap={16} align="center" wrap>
      <ColorPicker
        value={colour}
        onChange={(c) => setColour(c.toHexString())}
        showText
        aria-label={t('w.pickColour')}
      />
      <div
        aria-hidden
        style={{
          width: 64,
          height: 40,
          borderRadius: token.borderRadius,
          background: colour,
          border: `1px solid ${token.colorBorder}`,
        }}
      />
      <Button type="primary" style={{ background: colour }}>
        {t('w.preview')}
      </Button>
    </Flex>
  );
}

export const freshSection: GallerySection = {
  id: 'fresh',
  examples: [
    { id: 'tour', Demo: TourDemo },
    { id: 'qrcode', Demo: QrDemo },
    { id: 'watermark', Demo: WatermarkDemo },
    { id: 'colorPicker', Demo: ColorDemo },
  ],
};
