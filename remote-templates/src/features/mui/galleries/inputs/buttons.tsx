import { useEffect, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function ButtonTypes() {
  const t = useMuiText();
  const [clicks, setClicks] = useState(0);
  const count = () => setClicks((n) => n + 1);
  return (
    <Space direction="vertical">
      <Space wrap>
        <Button type="primary" onClick={count}>
          {t('w.primary')}
        </Button>
        <Button onClick={count}>{t('w.default')}</Button>
        <Button type="dashed" onClick={count}>
          {t('w.dashed')}
        </Button>
        <Button type="text" onClick={count}>
          {t('w.text')}
        </Button>
        <Button type="link" onClick={count}>
          {t('w.link')}
        </Button>
      </Space>
      <Typography.Text data-testid="mui-button-clicks">{t('w.clicks', { count: clicks })}</Typography.Text>
    </Space>
  );
}

function ButtonStates() {
  const t = useMuiText();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLoading(false), 1500);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <Space wrap>
      <Button type="primary" icon={<DownloadOutlined />} loading={loading} onClick={() => setLoading(true)}>
        {t('w.download')}
      </Button>
      <Button danger icon={<DeleteOutlined />}>
        {t('w.delete')}
      </Button>
      <Button disabled>{t('w.disabled')}</Button>
      <Button shape="circle" icon={<SearchOutlined />} aria-label={t('w.search')} />
      <Button type="primary" shape="round" icon={<PlusOutlined />} size="large">
        {t('w.add')}
      </Button>
    </Space>
  );
}

export const buttonsSection: GallerySection = {
  id: 'buttons',
  examples: [
    { id: 'buttonTypes', Demo: ButtonTypes },
    { id: 'buttonStates', Demo: ButtonStates },
  ],
};
