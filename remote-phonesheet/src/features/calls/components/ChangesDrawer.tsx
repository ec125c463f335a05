import { useEffect, useState } from 'react';
import { Alert, Drawer, Spin, Timeline } from 'antd';
import { useIntl } from 'react-intl';
import { errorMessage } from '@phonesheet/shared';
import type { Call, CallChange, CallStatus } from '@phonesheet/shared/contracts';
import { callsApi } from '../api';
import { fieldLabel, readableValue } from './change-text';

/** The change history of one call (read-only, fetched when opened). */
export function ChangesDrawer({
  call,
  statuses,
  onClose,
}: {
  call: Call | null;
  statuses: CallStatus[];
  onClose(): void;
}) {
  const intl = useIntl();
  const [state, setState] = useState<{ items: CallChange[]; loading: boolean; error: string | null }>({
    items: [],
    loading: false,
    error: null,
  });
  useEffect(() => {
    if (!call) return;
    let live = true;
    setState({ items: [], loading: true, error: null });
    callsApi
      .changes(call.id)
      .then((items) => live && setState({ items, loading: false, error: null }))
      .catch((e) => live && setState({ items: [], loading: false, error: errorMessage(e) }));
    return () => {
      live = false;
    };
  }, [call]);
  return (
    <Drawer
      open={!!call}
      onClose={onClose}
      title={intl.formatMessage(
        { id: 'phonesheet.changes.title' },
        { name: call?.contactName || call?.phoneDisplay || '' },
      )}
    >
      {state.loading && <Spin />}
      {state.error && <Alert type="error" message={state.error} />}
      <Timeline
        items={state.items.map((c) => ({
          children: (
            <>
              <div>
                <strong>{c.userName}</strong> ·{' '}
                {intl.formatDate(c.at, { dateStyle: 'medium', timeStyle: 'short' })}
              </div>
              <div>
                {['created', 'deleted', 'restored'].includes(c.field)
                  ? fieldLabel(c.field, intl)
                  : `${fieldLabel(c.field, intl)}: ${readableValue(c.field, c.from, statuses, intl)} → ${readableValue(c.field, c.to, statuses, intl)}`}
              </div>
            </>
          ),
        }))}
      />
    </Drawer>
  );
}
