import { useState } from 'react';
import { Breadcrumb, Button, Dropdown, Menu, Space, Typography } from 'antd';
import {
  AppstoreOutlined,
  DownOutlined,
  HomeOutlined,
  MailOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useMuiText, type GallerySection } from '../../components/gallery';

function HorizontalMenu() {
  const t = useMuiText();
  const [current, setCurrent] = useState('mail');
  return (
    <>
      <Menu
        mode="horizontal"
        selectedKeys={[current]}
        onClick={(e) => setCurrent(e.key)}
        items={[
          { key: 'mail', icon: <MailOutlined />, label: t('w.mail') },
          { key: 'apps', icon: <AppstoreOutlined />, label: t('w.apps') },
          {
            key: 'settings',
            icon: <SettingOutlined />,
            label: t('w.settings'),
            children: [
              { key: 'profile', label: t('w.profile') },
              { key: 'billing', label: t('w.billing') },
            ],
          },
        ]}
      />
      <Typography.Text type="secondary" data-testid="mui-menu-current">
        {t('w.selected', { name: t(`w.${current}`) })}
      </Typography.Text>
    </>
  );
}

function InlineMenu() {
  const t = useMuiText();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button
        onClick={() => setCollapsed(!collapsed)}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      >
        {t(collapsed ? 'w.expand' : 'w.collapse')}
      </Button>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        style={{ maxWidth: collapsed ? undefined : 260 }}
        defaultSelectedKeys={['inbox']}
        defaultOpenKeys={['mailbox']}
        items={[
          { key: 'home', icon: <HomeOutlined />, label: t('w.home') },
          {
            key: 'mailbox',
            icon: <MailOutlined />,
            label: t('w.mail'),
            children: [
              { key: 'inbox', label: t('w.inbox') },
              { key: 'sent', label: t('w.sent') },
            ],
          },
          { key: 'settings', icon: <SettingOutlined />, label: t('w.settings') },
        ]}
      />
    </Space>
  );
}

function DropdownDemo() {
  const t = useMuiText();
  const [sort, setSort] = useState('newest');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [sort],
        onClick: (e) => setSort(e.key),
        items: ['newest', 'oldest', 'popular'].map((k) => ({ key: k, label: t(`w.${k}`) })),
      }}
    >
      <Button data-testid="mui-dropdown">
        <Space>
          {t('w.sortBy', { order: t(`w.${sort}`) })}
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}

const TRAIL = ['home', 'apps', 'settings'];

function BreadcrumbDemo() {
  const t = useMuiText();
  const [depth, setDepth] = useState(TRAIL.length);
  const shown = TRAIL.slice(0, depth);
  return (
    <Space direction="vertical">
      <Breadcrumb
        items={shown.map((k, i) => ({
          key: k,
          title:
            i < shown.length - 1 ? (
              <a
                href={`#${k}`}
                onClick={(e) => {
                  e.preventDefault();
                  setDepth(i + 1);
                }}
              >
                {t(`w.${k}`)}
              </a>
            ) : (
              t(`w.${k}`)
            ),
        }))}
      />
      {depth < TRAIL.length && (
        <Button size="small" onClick={() => setDepth(TRAIL.length)}>
          {t('w.reset')}
        </Button>
      )}
    </Space>
  );
}

export const menusSection: GallerySection = {
  id: 'menus',
  examples: [
    { id: 'menu', Demo: HorizontalMenu, wide: true },
    { id: 'inlineMenu', Demo: InlineMenu },
    { id: 'dropdown', Demo: DropdownDemo },
    { id: 'breadcrumb', Demo: BreadcrumbDemo },
  ],
};
