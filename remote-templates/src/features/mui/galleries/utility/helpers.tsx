import { useRef, useState } from 'react';
import { Affix, Button, Empty, List, Typography, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function EmptyDemo() {
  const t = useMuiText();
  const [items, setItems] = useState<number[]>([]);
  const add = () => setItems([...items, items.length + 1]);
  if (!items.length) {
    return (
      <Empty description={t('w.noProjects')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={add}>
          {t('w.createProject')}
        </Button>
      </Empty>
    );
  }
  return (
    <List
      size="small"
      bordered
      dataSource={items}
      renderItem={(n) => <List.Item>{t('w.projectN', { n })}</List.Item>}
      footer={
        <Button size="small" onClick={() => setItems([])}>
          {t('w.clearAll')}
        </Button>
      }
    />
  );
}

function AffixDemo() {
  const t = useMuiText();
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={box}
      tabIndex={0}
      aria-label={t('w.scrollArea')}
      style={{
        height: 160,
        overflowY: 'auto',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
      }}
    >
      <div style={{ height: 420, padding: 12 }}>
        <Typography.Paragraph type="secondary">{t('w.scrollDown')}</Typography.Paragraph>
        <div style={{ height: 40 }} />
        <Affix target={() => box.current} offsetTop={8}>
          <Button type="primary">{t('w.stuck')}</Button>
        </Affix>
      </div>
    </div>
  );
}

export const helpersSection: GallerySection = {
  id: 'helpers',
  examples: [
    { id: 'empty', Demo: EmptyDemo },
    { id: 'affix', Demo: AffixDemo },
  ],
};
