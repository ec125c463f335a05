import { useState, type Key } from 'react';
import { Button, Descriptions, List, Timeline, Tree, Typography } from 'antd';
import { useMuiText, type GallerySection } from '../../components/gallery';

const TASKS = ['w.task1', 'w.task2', 'w.task3'];

function ListDemo() {
  const t = useMuiText();
  const [done, setDone] = useState<string[]>([]);
  return (
    <List
      size="small"
      bordered
      dataSource={TASKS}
      renderItem={(key) => {
        const finished = done.includes(key);
        return (
          <List.Item
            actions={[
              <Button
                key="toggle"
                size="small"
                type={finished ? 'default' : 'primary'}
                onClick={() => setDone(finished ? done.filter((d) => d !== key) : [...done, key])}
              >
                {t(finished ? 'w.undo' : 'w.done')}
              </Button>,
            ]}
          >
            <Typography.Text delete={finished}>{t(key)}</Typography.Text>
          </List.Item>
        );
      }}
    />
  );
}

function DescriptionsDemo() {
  const t = useMuiText();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'name', label: t('w.yourName'), children: 'Amara Okafor' },
        { key: 'plan', label: t('w.plan'), children: 'Pro' },
        {
          key: 'email',
          label: t('w.email'),
          children: <bdi>amara.okafor@example.com</bdi>,
          span: { xs: 1, sm: 2 },
        },
      ]}
    />
  );
}

function TimelineDemo() {
  const t = useMuiText();
  return (
    <Timeline
      items={[
        { color: 'green', children: t('w.step.ordered') },
        { color: 'green', children: t('w.step.packed') },
        { color: 'blue', children: t('w.step.shipped') },
        { color: 'gray', children: t('w.step.delivered') },
      ]}
    />
  );
}

function TreeDemo() {
  const t = useMuiText();
  const [checked, setChecked] = useState<Key[]>(['ts']);
  return (
    <>
      <Tree
        checkable
        defaultExpandAll
        checkedKeys={checked}
        onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
        treeData={[
          {
            key: 'src',
            title: 'src',
            children: [
              { key: 'ts', title: 'index.ts' },
              { key: 'tsx', title: 'App.tsx' },
            ],
          },
          { key: 'pkg', title: 'package.json' },
        ]}
      />
      <Typography.Text type="secondary" data-testid="mui-tree-count">
        {t('w.checked', { count: checked.filter((k) => k !== 'src').length })}
      </Typography.Text>
    </>
  );
}

export const listsSection: GallerySection = {
  id: 'lists',
  examples: [
    { id: 'list', Demo: ListDemo },
    { id: 'descriptions', Demo: DescriptionsDemo },
    { id: 'timeline', Demo: TimelineDemo },
    { id: 'tree', Demo: TreeDemo },
  ],
};
