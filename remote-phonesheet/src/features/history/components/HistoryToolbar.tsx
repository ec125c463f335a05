import { Button, Space } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { historyActions as A, selectHistory } from '../store/history-slice';
import { selectSheetShared } from '../../../kit/store/sheet-state';
import { exportLimit } from '../../../kit/plan-limit';

/** The history's own actions: import a CSV file, export the current filter as one. */
export function HistoryToolbar() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const q = useAppSelector(selectHistory).query;
  const { plan } = useAppSelector(selectSheetShared);
  const exportBlocked = plan !== null && !plan.csvExport;
  const offerExportUpgrade = () => plan && dispatch(A.planLimitMet(exportLimit(plan)));
  const exportFilter = {
    ...q,
    page: undefined,
    pageSize: undefined,
    sort: undefined,
    order: undefined,
  } as Record<string, string | undefined>;
  return (
    <Space wrap>
      <Button icon={<UploadOutlined />} onClick={() => dispatch(A.importOpened())} data-testid="import-open">
        {t('phonesheet.import.open')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        onClick={() =>
          exportBlocked
            ? // Not part of the plan: the click explains why and offers the upgrade.
              offerExportUpgrade()
            : dispatch(A.exportRequested(exportFilter))
        }
        data-testid="export-csv"
      >
        {t('phonesheet.sheet.exportCsv')}
      </Button>
    </Space>
  );
}
