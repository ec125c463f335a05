import { useState } from 'react';
import { Button, Drawer, Grid } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { directionOf, useAppSelector } from '@phonesheet/shared';
import { StatusesEditor } from './StatusesEditor';

/** The toolbar button that opens the statuses editor beside the sheet it changes. */
export function StatusesDrawer({ iconOnly = false }: { iconOnly?: boolean }) {
  const intl = useIntl();
  const locale = useAppSelector((s) => s.settings.locale);
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'phonesheet.statuses.button' });
  return (
    <>
      <Button
        icon={<TagsOutlined />}
        aria-label={iconOnly ? label : undefined}
        onClick={() => setOpen(true)}
        data-testid="statuses-open"
      >
        {iconOnly ? null : label}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: 'phonesheet.statuses.title' })}
        placement={directionOf(locale) === 'rtl' ? 'left' : 'right'}
        width={screens.sm ? 560 : '100%'}
        rootClassName="ps-statuses-drawer"
      >
        {/* Mounted only while open: opening loads the list fresh. */}
        {open && <StatusesEditor />}
      </Drawer>
    </>
  );
}
