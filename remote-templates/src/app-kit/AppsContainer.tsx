import { useState, type ReactNode } from 'react';
import { Button, Card, Drawer, Grid, Typography } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

export interface AppsContainerProps {
  /** The app's name, the page's heading. */
  title: ReactNode;
  /** Folders, labels, the compose button: beside the content on wide screens, in a drawer on narrow ones. */
  sidebar?: ReactNode;
  /** Shown at the heading's end (view switches, search). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every template app shares: a heading, a sidebar of 260 px and the content.
 * Under the lg breakpoint the sidebar moves into a drawer opened from a menu button,
 * so each app works at phone width.
 */
export function AppsContainer({ title, sidebar, extra, children }: AppsContainerProps) {
  const intl = useIntl();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.lg;
  const [open, setOpen] = useState(false);

  return (
    <div className="templates-app">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 16, flexWrap: 'wrap' }}>
        {sidebar && narrow && (
          <Button
            icon={<MenuOutlined />}
            aria-label={intl.formatMessage({ id: 'templates.app.menu' })}
            onClick={() => setOpen(true)}
          />
        )}
        <Typography.Title level={3} style={{ margin: 0, flex: '1 1 auto' }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      <div style={{ display: 'flex', gap: 16, alignItems: 'stretch' }}>
        {sidebar && !narrow && (
          <Card size="small" style={{ width: 260, flex: '0 0 260px' }} styles={{ body: { padding: 12 } }}>
            {sidebar}
          </Card>
        )}
        <Card style={{ flex: '1 1 auto', minWidth: 0 }} styles={{ body: { padding: 0 } }}>
          {children}
        </Card>
      </div>
      {sidebar && narrow && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement={document.dir === 'rtl' ? 'right' : 'left'}
          width={280}
          title={title}
          // A choice in the sidebar (a folder, a label) closes the drawer.
          styles={{ body: { padding: 12 } }}
        >
          <div onClick={(event) => (event.target as HTMLElement).closest('a, button') && setOpen(false)}>
            {sidebar}
          </div>
        </Drawer>
      )}
    </div>
  );
}
