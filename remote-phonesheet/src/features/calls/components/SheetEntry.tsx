import type { RefObject } from 'react';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { CompanyUser } from '@phonesheet/shared/contracts';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PlanLimitNotice } from '@phonesheet/shared/ui';
import { callsActions as A, selectPhonesheet } from '../store/calls-slice';
import { EntryRow, type EntryRowHandle } from './EntryRow';
import { CallerContext } from './CallerContext';

interface Props {
  entry: RefObject<EntryRowHandle>;
  /** The desks the user may log calls on. */
  users: CompanyUser[];
  defaultDesk: string | null;
}

/** Above the list, never printed: a plan limit met, the entry row, and the caller's earlier calls. */
export function SheetEntry({ entry, users, defaultDesk }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPhonesheet);
  return (
    <div className="ps-no-print">
      {state.planLimit && (
        <div style={{ marginBottom: 8 }}>
          <PlanLimitNotice limit={state.planLimit} onClose={() => dispatch(A.planLimitDismissed())} />
        </div>
      )}
      <EntryRow
        ref={entry}
        statuses={state.statuses}
        users={users}
        defaultDesk={defaultDesk}
        saving={state.saving}
        errors={state.entryErrors}
        savedCount={state.savedCount}
        onSave={(body) => dispatch(A.createRequested(body))}
        onClearErrors={() => dispatch(A.entryErrorsCleared())}
      />
      <CallerContext caller={state.caller} statuses={state.statuses} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 4, fontSize: 12 }}>
        {intl.formatMessage({ id: 'phonesheet.entry.shortcuts' })}
      </Typography.Paragraph>
    </div>
  );
}
