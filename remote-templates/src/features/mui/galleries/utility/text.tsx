import { useState } from 'react';
import { Typography } from 'antd';
import { useMuiText, type GallerySection } from '../../components/gallery';

function TypographyDemo() {
  const t = useMuiText();
  return (
    <Typography>
      <Typography.Title level={4} style={{ marginBlockStart: 0 }}>
        {t('w.headline')}
      </Typography.Title>
      <Typography.Paragraph>
        <Typography.Text strong>{t('w.strong')}</Typography.Text>,{' '}
        <Typography.Text italic>{t('w.italic')}</Typography.Text>,{' '}
        <Typography.Text underline>{t('w.underline')}</Typography.Text>,{' '}
        <Typography.Text code>npm start</Typography.Text>, <Typography.Text keyboard>Ctrl</Typography.Text>,{' '}
        <Typography.Text mark>{t('w.marked')}</Typography.Text>,{' '}
        <Typography.Text type="secondary">{t('w.secondary')}</Typography.Text>,{' '}
        <Typography.Text type="danger">{t('w.danger')}</Typography.Text>.
      </Typography.Paragraph>
    </Typography>
  );
}

function CopyEdit() {
  const t = useMuiText();
  const [text, setText] = useState(() => t('w.editMe'));
  return (
    <>
      <Typography.Paragraph copyable={{ text: 'PS-2026-0042' }}>
        {t('w.coupon')} <bdi>PS-2026-0042</bdi>
      </Typography.Paragraph>
      <Typography.Paragraph
        editable={{ onChange: setText, triggerType: ['icon', 'text'] }}
        data-testid="mui-editable"
      >
        {text}
      </Typography.Paragraph>
    </>
  );
}

function Ellipsis() {
  const t = useMuiText();
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }}>
      {t('w.longText')}
    </Typography.Paragraph>
  );
}

export const textSection: GallerySection = {
  id: 'text',
  examples: [
    { id: 'typography', Demo: TypographyDemo, wide: true },
    { id: 'copyEdit', Demo: CopyEdit },
    { id: 'ellipsis', Demo: Ellipsis },
  ],
};
