import { Alert, Drawer, Spin, Timeline } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { callsActions, selectPhonesheet } from '../store/calls-slice';
import { fieldLabel, readableValue } from './change-text';
import { FollowUpField } from '../../reminders/components/FollowUpField';

/** The change history of one call (read-only; `callsActions.changesOpened` opens it, the saga fetches it). */
export function ChangesDrawer({ statuses }: { statuses: CallStatus[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const changes = useAppSelector(selectPhonesheet).changes;
  const call = changes?.call;
  const state = changes ?? { items: [], loading: false, error: null };
  return (
    <Drawer
      open={!!call}
      onClose={() => dispatch(callsActions.changesClosed())}
      title={intl.formatMessage(
        { id: 'phonesheet.changes.title' },
        { name: call?.contactName || call?.phoneDisplay || '' },
      )}
    >
      {call && <FollowUpField call={call} />}
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
