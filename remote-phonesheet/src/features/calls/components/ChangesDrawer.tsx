import { Alert, Drawer, Spin, Timeline } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import type { ReactNode } from 'react';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { callsActions, selectPhonesheet } from '../store/calls-slice';
import { fieldLabel, readableValue } from './change-text';

/**
 * The change history of one call (read-only; `callsActions.changesOpened` opens it, the saga
 * fetches it). `header` puts what the page composes in above the history (the follow-up field).
 */
export function ChangesDrawer({
  statuses,
  header,
}: {
  statuses: CallStatus[];
  header?: (call: Call) => ReactNode;
}) {
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
      {call && header?.(call)}
      {state.loading && <Spin />}
      {state.error && <Alert type="error" message={state.error} />}
      <Timeline
        items={state.items.map((c) => ({
          children: (
            <>
              <div>
                <strong data-testid={c.covering ? 'change-covering' : undefined}>
                  {c.covering
                    ? intl.formatMessage(
                        { id: 'phonesheet.changes.covering' },
                        { who: c.userName, desk: call?.deskName ?? '' },
                      )
                    : c.userName}
                </strong>{' '}
                · {intl.formatDate(c.at, { dateStyle: 'medium', timeStyle: 'short' })}
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
