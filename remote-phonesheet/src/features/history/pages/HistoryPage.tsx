import { useEffect } from 'react';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PageCard, PageTitle, PlanLimitNotice } from '@phonesheet/shared/ui';
import { historyActions as A, selectHistory } from '../store/history-slice';
import { sheetActions } from '../../../kit/store/sheet-state';
import { useHistorySearch } from '../use-history-search';
import { HistoryToolbar } from '../components/HistoryToolbar';
import { HistoryFilterBar } from '../components/HistoryFilterBar';
import { HistoryTable } from '../components/HistoryTable';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { ImportDialog } from '../components/ImportDialog';

/** Past calls: the filter bar, the table of what it found, a contact's timeline, CSV in and out. */
export default function HistoryPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { error, planLimit } = useAppSelector(selectHistory);

  useEffect(() => {
    dispatch(A.pageOpened());
    // The filters' statuses and users, without the sheet.
    dispatch(sheetActions.statusesNeeded());
    dispatch(sheetActions.usersNeeded());
    return () => {
      dispatch(A.pageClosed());
      dispatch(A.importClosed()); // the dialog belongs to this page
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // After the page has opened: its first search (the effects run in this order).
  const search = useHistorySearch();

  return (
    <PageCard
      // A table to read across, as the sheet: the page's whole width, so at 1920 px names and
      // notes take the room the page's margins held (history-columns.ts follows the table's width).
      data-page-width="full"
      title={
        <PageTitle style={{ margin: 0 }}>{intl.formatMessage({ id: 'phonesheet.history.title' })}</PageTitle>
      }
      toolbar={<HistoryToolbar />}
    >
      <HistoryFilterBar search={search} />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {planLimit && (
        <div style={{ marginBottom: 12 }}>
          <PlanLimitNotice limit={planLimit} onClose={() => dispatch(A.planLimitDismissed())} />
        </div>
      )}
      <HistoryTable />
      <HistoryTimeline />
      <ImportDialog />
    </PageCard>
  );
}
