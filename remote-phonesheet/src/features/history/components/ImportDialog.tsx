import { Alert, Button, Modal, Progress, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { historyActions as A, selectHistory, type ImportProgress } from '../store/history-slice';

/**
 * CSV import: the file is checked on the server first (dry run → preview or the bad lines);
 * only a clean file can be imported, and then all of it at once. The requests run in the
 * history saga; the dialog shows the slice's `csvImport`.
 */
export function ImportDialog() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const { open, step, busy, progress, waitSeconds } = useAppSelector(selectHistory).csvImport;
  // A running job is left only through Cancel import (closing would hide it, not stop it).
  const running = !!progress && busy;
  const close = () => (running ? undefined : dispatch(A.importClosed()));
  const check = async (file: File) => dispatch(A.importChecked(await file.text()));
  const run = () => dispatch(A.importRequested());
  return (
    <Modal
      open={open}
      title={t('phonesheet.import.title')}
      onCancel={close}
      closable={!running}
      maskClosable={!running}
      keyboard={!running}
      width={760}
      footer={[
        running ? (
          <Button
            key="c"
            danger
            loading={progress?.cancelling}
            onClick={() => dispatch(A.importCancelRequested())}
            data-testid="import-cancel"
          >
            {t('phonesheet.import.cancel')}
          </Button>
        ) : (
          <Button key="c" onClick={close}>
            {t('phonesheet.common.cancel')}
          </Button>
        ),
        <Button
          key="i"
          type="primary"
          disabled={step.kind !== 'preview'}
          loading={busy}
          onClick={run}
          data-testid="import-run"
        >
          {step.kind === 'preview'
            ? t('phonesheet.import.run', { count: step.count })
            : t('phonesheet.import.runDisabled')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('phonesheet.import.help')}</Typography.Paragraph>
      <Typography.Paragraph code copyable>
        direction,name,company,phone,extension,status,priority,notes,occurredAt
      </Typography.Paragraph>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(f) => (check(f), false)}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="import-file">
          {t('phonesheet.import.pick')}
        </Button>
      </Upload>
      {running && progress && <ImportProgressBar progress={progress} />}
      {waitSeconds !== undefined && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          data-testid="import-busy"
          message={t('phonesheet.import.busy', { seconds: waitSeconds })}
        />
      )}
      {step.kind === 'refused' && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          message={t('phonesheet.import.refused')}
          description={
            <ul data-testid="import-errors">
              {step.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
      )}
      {step.kind === 'preview' && (
        <Table
          style={{ marginTop: 12 }}
          size="small"
          rowKey="line"
          pagination={false}
          dataSource={step.rows}
          scroll={{ x: 'max-content' }}
          columns={['line', 'direction', 'name', 'company', 'phone', 'status', 'priority', 'occurredAt'].map(
            (k) => ({ key: k, dataIndex: k, title: k }),
          )}
        />
      )}
    </Modal>
  );
}

/**
 * A big file's job: the bar fills as rows are checked, its green part as they are stored (a
 * dry run stores none); the line under it says the same in numbers.
 */
function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const intl = useIntl();
  const total = Math.max(progress.rowsTotal ?? 0, progress.rowsChecked, 1);
  const pct = (n: number) => Math.min(100, Math.floor((n / total) * 100));
  const values = {
    checked: intl.formatNumber(progress.rowsChecked),
    stored: intl.formatNumber(progress.rowsStored),
    total: intl.formatNumber(progress.rowsTotal ?? progress.rowsChecked),
  };
  return (
    <div style={{ marginTop: 12 }} data-testid="import-progress">
      <Progress
        percent={pct(progress.rowsChecked)}
        success={{ percent: pct(progress.rowsStored) }}
        status={progress.cancelling ? 'exception' : 'active'}
        aria-label={intl.formatMessage({ id: 'phonesheet.import.progressLabel' })}
      />
      <Typography.Text type="secondary" data-testid="import-progress-text">
        {progress.cancelling
          ? intl.formatMessage({ id: 'phonesheet.import.cancelling' })
          : progress.dryRun
            ? intl.formatMessage({ id: 'phonesheet.import.progressChecked' }, values)
            : intl.formatMessage({ id: 'phonesheet.import.progressStored' }, values)}
      </Typography.Text>
    </div>
  );
}
