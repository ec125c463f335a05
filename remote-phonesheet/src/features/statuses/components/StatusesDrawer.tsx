import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Drawer, Grid, Skeleton } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { directionOf, useAppSelector } from '@phonesheet/shared';
import { STATUSES_QUERY } from '../../../route-paths';

// The editor (its rows, colour picker and add form) is fetched when the drawer first opens: the
// sheet's first load carries only the button (docs/performance.md, first-load budgets).
const StatusesEditor = lazy(async () => ({
  default: (await import(/* webpackChunkName: "statuses-editor" */ './StatusesEditor')).StatusesEditor,
}));

/** The toolbar button that opens the statuses editor beside the sheet it changes. */
export function StatusesDrawer({ iconOnly = false }: { iconOnly?: boolean }) {
  const intl = useIntl();
  const locale = useAppSelector((s) => s.settings.locale);
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  // ?statuses in the address (the shell's search, "Statuses") opens it, once.
  const [params, setParams] = useSearchParams();
  const asked = params.has(STATUSES_QUERY);
  useEffect(() => {
    if (!asked) return;
    setOpen(true);
    setParams(
      (p) => {
        p.delete(STATUSES_QUERY);
        return p;
      },
      { replace: true },
    );
  }, [asked, setParams]);
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
        {open && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <StatusesEditor />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
