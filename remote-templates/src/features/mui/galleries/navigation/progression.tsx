import { useState } from 'react';
import { Button, Pagination, Space, Steps, Tabs, Typography } from 'antd';
import { useMuiText, type GallerySection } from '../../components/gallery';

function TabsDemo() {
  const t = useMuiText();
  return (
    <Tabs
      defaultActiveKey="overview"
      items={['overview', 'details', 'reviews'].map((k) => ({
        key: k,
        label: t(`w.tab.${k}`),
        children: (
          <Typography.Paragraph data-testid={`mui-tab-${k}`}>{t(`w.tabText.${k}`)}</Typography.Paragraph>
        ),
      }))}
    />
  );
}

function EditableTabs() {
  const t = useMuiText();
  const [tabs, setTabs] = useState([1, 2]);
  const [active, setActive] = useState('1');
  const next = Math.max(0, ...tabs) + 1;
  return (
    <Tabs
      type="editable-card"
      activeKey={active}
      onChange={setActive}
      onEdit={(key, action) => {
        if (action === 'add') {
          setTabs([...tabs, next]);
          setActive(String(next));
        } else {
          const rest = tabs.filter((n) => String(n) !== key);
          setTabs(rest);
          if (active === key && rest.length) setActive(String(rest[rest.length - 1]));
        }
      }}
      items={tabs.map((n) => ({
        key: String(n),
        label: t('w.tabN', { n }),
        closable: tabs.length > 1,
        children: t('w.tabContent', { n }),
      }))}
    />
  );
}

function StepsDemo() {
  const t = useMuiText();
  const [current, setCurrent] = useState(0);
  const keys = ['cart', 'address', 'payment'];
  const finished = current === keys.length;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Steps current={current} size="small" items={keys.map((k) => ({ title: t(`w.stepName.${k}`) }))} />
      <Typography.Text data-testid="mui-steps-now">
        {finished ? t('w.allDone') : t('w.stepNow', { n: current + 1, total: keys.length })}
      </Typography.Text>
      <Space>
        <Button disabled={current === 0} onClick={() => setCurrent(current - 1)}>
          {t('w.previous')}
        </Button>
        {finished ? (
          <Button type="primary" onClick={() => setCurrent(0)}>
            {t('w.startOver')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => setCurrent(current + 1)}>
            {t(current === keys.length - 1 ? 'w.finish' : 'w.next')}
          </Button>
        )}
      </Space>
    </Space>
  );
}

function PaginationDemo() {
  const t = useMuiText();
  const [page, setPage] = useState(1);
  return (
    <Space direction="vertical">
      <Pagination
        current={page}
        onChange={setPage}
        total={85}
        pageSize={10}
        showSizeChanger={false}
        size="small"
      />
      <Typography.Text data-testid="mui-pagination-page">{t('w.pageOf', { page, pages: 9 })}</Typography.Text>
    </Space>
  );
}

export const progressionSection: GallerySection = {
  id: 'progression',
  examples: [
    { id: 'tabs', Demo: TabsDemo },
    { id: 'editableTabs', Demo: EditableTabs },
    { id: 'steps', Demo: StepsDemo },
    { id: 'pagination', Demo: PaginationDemo },
  ],
};
