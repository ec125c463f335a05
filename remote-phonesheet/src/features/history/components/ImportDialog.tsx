import { Alert, Button, Modal, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { historyActions as A, selectHistory } from '../store/history-slice';

/**
 * CSV import: the file is checked on the server first (dry run → preview or the bad lines);
 * only a clean file can be imported, and then all of it at once. The requests run in the
 * history saga; the dialog shows the slice's `csvImport`.
 */
export function ImportDialog() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const { open, step, busy } = useAppSelector(selectHistory).csvImport;
  const close = () => dispatch(A.importClosed());
  const check = async (file: File) => dispatch(A.importChecked(await file.text()));
  const run = () => dispatch(A.importRequested());
  return (
    <Modal
      open={open}
      title={t('phonesheet.import.title')}
      onCancel={close}
      width={760}
      footer={[
        <Button key="c" onClick={close}>
          {t('phonesheet.common.cancel')}
        </Button>,
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
