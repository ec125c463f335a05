import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Popconfirm, Result, Space, Table, Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@phonesheet/shared';
import { PageTitle } from '@phonesheet/shared/ui';
import { useRemotes } from '../../app/RemotesContext';
import { remotesApi, type RegistryRow, type RemotesStatus } from '../../features/remotes-admin/remotes-api';

/** A remote's published versions, newest first; any but the live one can be promoted. */
function VersionsTable({
  row,
  busy,
  onPromote,
}: {
  row: RegistryRow;
  /** The key of the change under way (`<remote>:<version>`), if any. */
  busy: string | undefined;
  onPromote: (version: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Table
      rowKey="version"
      size="small"
      pagination={false}
      dataSource={[...row.versions].reverse()}
      columns={[
        { key: 'version', title: t('host.remotes.version'), dataIndex: 'version' },
        { key: 'contract', title: t('host.remotes.contract'), dataIndex: 'contract' },
        { key: 'commit', title: t('host.remotes.commit'), render: (_, v) => v.commit?.slice(0, 10) },
        { key: 'builtAt', title: t('host.remotes.builtAt'), dataIndex: 'builtAt' },
        {
          key: 'promote',
          render: (_, v) =>
            v.version === row.live ? (
              <Tag color="green">{t('host.remotes.live')}</Tag>
            ) : (
              <Button
                size="small"
                loading={busy === `${row.remote}:${v.version}`}
                onClick={() => onPromote(v.version)}
              >
                {t('host.remotes.promote')}
              </Button>
            ),
        },
      ]}
    />
  );
}

/**
 * /apps/remotes, for operators (OPERATOR_EMAILS): each remote's live version with its build
 * metadata, its state in this browser (a refusal says why), the load failures browsers reported,
 * and promote / rollback with the registry's own guard (docs/platform.md "Remote registry").
 */
export function RemotesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { remotes: here } = useRemotes();
  const [status, setStatus] = useState<RemotesStatus | 'forbidden' | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();

  const load = useCallback(async () => {
    try {
      setStatus(await remotesApi.status());
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) setStatus('forbidden');
      else setError((e as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const change = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    setError(undefined);
    try {
      await action();
      await load();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(undefined);
    }
  };

  if (status === 'forbidden')
    return (
      <Result
        status="403"
        title={t('host.remotes.forbidden.title')}
        subTitle={t('host.remotes.forbidden.text')}
      />
    );

  const rows = status?.remotes ?? [];
  return (
    <Card>
      <PageTitle look={3} style={{ marginTop: 0 }}>
        <FormattedMessage id="host.remotes.title" />
      </PageTitle>
      {status?.environment && (
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="host.remotes.environment" values={{ environment: status.environment }} />
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" role="alert" message={error} style={{ marginBottom: 16 }} />}
      <Table<RegistryRow>
        rowKey="remote"
        loading={!status}
        dataSource={rows}
        pagination={false}
        expandable={{
          expandedRowRender: (row) => (
            <VersionsTable
              row={row}
              busy={busy}
              onPromote={(version) =>
                change(`${row.remote}:${version}`, () => remotesApi.promote(row.remote, version))
              }
            />
          ),
        }}
        columns={[
          { key: 'remote', title: t('host.remotes.remote'), dataIndex: 'remote' },
          {
            key: 'live',
            title: t('host.remotes.live'),
            render: (_, row) => row.live ?? t('host.remotes.originBuild'),
          },
          {
            key: 'last',
            title: t('host.remotes.lastChange'),
            render: (_, row) => (row.last ? `${row.last.action} · ${row.last.by} · ${row.last.at}` : ''),
          },
          {
            key: 'here',
            title: t('host.remotes.inThisBrowser'),
            render: (_, row) => {
              const state = here.find((r) => r.name === row.remote);
              return (
                <Space direction="vertical" size={0}>
                  <span>{state ? `${state.status}${state.version ? ` · ${state.version}` : ''}` : ''}</span>
                  {state?.error && <Typography.Text type="danger">{state.error}</Typography.Text>}
                </Space>
              );
            },
          },
          {
            key: 'rollback',
            render: (_, row) =>
              row.live && (
                <Popconfirm
                  title={t('host.remotes.rollback.confirm')}
                  onConfirm={() => change(`${row.remote}:rollback`, () => remotesApi.rollback(row.remote))}
                >
                  <Button danger size="small" loading={busy === `${row.remote}:rollback`}>
                    {t('host.remotes.rollback')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <PageTitle look={4}>
        <FormattedMessage id="host.remotes.health" />
      </PageTitle>
      <Descriptions size="small" column={1} bordered>
        {(status?.loadFailures ?? []).map((f) => (
          <Descriptions.Item
            key={`${f.remote}:${f.version}:${f.kind}`}
            label={`${f.remote} ${f.version} · ${f.kind}`}
          >
            <FormattedMessage id="host.remotes.failures" values={{ count: f.failures, at: f.lastAt }} /> —{' '}
            {f.lastReason}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {status && !status.loadFailures.length && (
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="host.remotes.noFailures" />
        </Typography.Paragraph>
      )}
    </Card>
  );
}
