import { useCallback, useEffect, useMemo, useState } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Flex, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, isApiError, uiActions, useAppDispatch } from '@phonesheet/shared';
import type { ChatKind, CompanyForwarding, CompanyUser } from '@phonesheet/shared/contracts';
import { myProfileApi } from '../api';
import { timeZones } from '../time-zones';
import { SettingsTabCard, type TabLoad } from './SettingsTabCard';

type Load = TabLoad<{ settings: CompanyForwarding; users: CompanyUser[] }>;
const COMPANY = '';

const errorsOf = (error: unknown): string[] => {
  const errors = isApiError(error) ? (error.body as { errors?: unknown })?.errors : undefined;
  return Array.isArray(errors) ? errors.map(String) : [errorMessage(error)];
};

/** The company's chat webhooks, each with its last delivery and failure, and its disconnect. */
function WebhookList({
  webhooks,
  busy,
  onDisconnect,
}: {
  webhooks: CompanyForwarding['webhooks'];
  /** The id of the webhook being disconnected, among other work under way. */
  busy: string | null;
  onDisconnect: (id: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List
      size="small"
      bordered
      locale={{ emptyText: t('auth.profile.chat.none') }}
      dataSource={webhooks}
      data-testid="chat-webhooks"
      renderItem={(w) => (
        <List.Item
          actions={[
            <Button key="off" size="small" danger loading={busy === w.id} onClick={() => onDisconnect(w.id)}>
              <FormattedMessage id="auth.profile.chat.disconnect" />
            </Button>,
          ]}
        >
          <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
            <Space wrap>
              <Tag color={w.kind === 'slack' ? 'purple' : 'blue'}>
                {t(`auth.profile.chat.kind.${w.kind}`)}
              </Tag>
              <Typography.Text strong>
                {w.deskName
                  ? t('auth.profile.chat.forDesk', { desk: w.deskName })
                  : t('auth.profile.chat.company')}
              </Typography.Text>
            </Space>
            <Typography.Text type="secondary" style={{ direction: 'ltr', unicodeBidi: 'isolate' }}>
              {w.urlHint}
            </Typography.Text>
            <Typography.Text type="secondary">
              {w.lastSentAt
                ? t('auth.profile.chat.lastSent', { at: when(w.lastSentAt) })
                : t('auth.profile.chat.neverSent')}
            </Typography.Text>
            {w.lastFailure && w.lastFailureAt && (
              <Alert
                type="warning"
                showIcon
                data-testid="chat-failure"
                message={t('auth.profile.chat.failed', { at: when(w.lastFailureAt) })}
                description={`${w.lastFailure}${
                  w.pending ? ` · ${t('auth.profile.chat.pending', { count: String(w.pending) })}` : ''
                }`}
              />
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}

/** The company's time zone, which quiet hours and the chat's times follow. */
function ZoneForm({
  zone,
  onZone,
  saving,
  onSave,
}: {
  zone: string;
  onZone: (zone: string) => void;
  saving: boolean;
  onSave: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const zones = useMemo(() => timeZones(zone), [zone]);
  return (
    <Form layout="vertical" style={{ maxWidth: 480 }} onFinish={onSave}>
      <Form.Item
        label={t('auth.profile.chat.zone')}
        htmlFor="company-zone"
        extra={t('auth.profile.chat.zoneHelp')}
      >
        <Select
          id="company-zone"
          showSearch
          value={zone}
          options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
          onChange={(v: string) => onZone(v)}
          data-testid="company-zone"
        />
      </Form.Item>
      <Button htmlType="submit" loading={saving}>
        <FormattedMessage id="auth.profile.chat.zoneSave" />
      </Button>
    </Form>
  );
}

/**
 * My Account's "Chat and time zone" tab, for admins: a Slack or Microsoft Teams incoming
 * webhook for the company or one desk (each call logged there is posted), each with its last
 * delivery and failure; and the company's time zone (docs/integrations.md, "Chat").
 */
export function ChatTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [zone, setZone] = useState('UTC');
  const [kind, setKind] = useState<ChatKind>('slack');
  const [url, setUrl] = useState('');
  const [desk, setDesk] = useState<string>(COMPANY);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  const fetchAll = useCallback(() => {
    setLoad({ state: 'loading' });
    Promise.all([myProfileApi.forwarding(), myProfileApi.companyUsers()])
      .then(([settings, users]) => {
        setLoad({
          state: 'ready',
          settings: settings.data.data,
          users: users.data.data.filter((u) => u.status !== 'deactivated'),
        });
        setZone(settings.data.data.timeZone);
      })
      .catch((error: unknown) => setLoad({ state: 'error', message: errorMessage(error) }));
  }, []);
  useEffect(fetchAll, [fetchAll]);

  const ready = load.state === 'ready' ? load : null;
  const toast = (id: string) => dispatch(uiActions.toast({ kind: 'success', messageId: id, text: t(id) }));

  const run = async (
    what: string,
    action: () => Promise<{ data: { data: CompanyForwarding } }>,
    done: string,
  ) => {
    if (!ready) return;
    setBusy(what);
    setErrors([]);
    try {
      const answer = await action();
      setLoad({ ...ready, settings: answer.data.data });
      if (what === 'connect') setUrl('');
      toast(done);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsTabCard
      icon={<MessageOutlined />}
      titleId="auth.profile.chat.title"
      introId="auth.profile.chat.intro"
      maxWidth={720}
      testId="chat-card"
      load={load}
      skeletonRows={8}
      onRetry={fetchAll}
    >
      {ready && (
        <>
          <WebhookList
            webhooks={ready.settings.webhooks}
            busy={busy}
            onDisconnect={(id) =>
              void run(id, () => myProfileApi.disconnectChat(id), 'auth.profile.chat.disconnected')
            }
          />
          <Form
            layout="vertical"
            style={{ marginTop: 16 }}
            onFinish={() =>
              void run(
                'connect',
                () => myProfileApi.connectChat({ kind, url: url.trim(), deskUserId: desk || null }),
                'auth.profile.chat.connected',
              )
            }
          >
            <Flex gap={16} wrap>
              <Form.Item label={t('auth.profile.chat.service')} htmlFor="chat-kind">
                <Select
                  id="chat-kind"
                  style={{ minWidth: 180 }}
                  value={kind}
                  options={(['slack', 'teams'] as const).map((k) => ({
                    value: k,
                    label: t(`auth.profile.chat.kind.${k}`),
                  }))}
                  onChange={(v: ChatKind) => setKind(v)}
                  data-testid="chat-kind"
                />
              </Form.Item>
              <Form.Item label={t('auth.profile.chat.for')} htmlFor="chat-desk">
                <Select
                  id="chat-desk"
                  style={{ minWidth: 200 }}
                  value={desk}
                  options={[
                    { value: COMPANY, label: t('auth.profile.chat.company') },
                    ...ready.users.map((u) => ({ value: u._id, label: u.fullName })),
                  ]}
                  onChange={(v: string) => setDesk(v)}
                  data-testid="chat-desk"
                />
              </Form.Item>
            </Flex>
            <Form.Item label={t('auth.profile.chat.url')} htmlFor="chat-url">
              <Input
                id="chat-url"
                // An address reads left to right in Arabic too (antd's RTL class would turn it).
                dir="ltr"
                style={{ direction: 'ltr' }}
                value={url}
                placeholder="https://hooks.slack.com/services/…"
                onChange={(e) => setUrl(e.target.value)}
                data-testid="chat-url"
              />
            </Form.Item>
            {errors.length > 0 && (
              <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errors.join(' · ')} />
            )}
            <Button
              type="primary"
              htmlType="submit"
              disabled={!url.trim()}
              loading={busy === 'connect'}
              data-testid="chat-connect"
            >
              <FormattedMessage id="auth.profile.chat.connect" />
            </Button>
          </Form>

          <Divider />
          <ZoneForm
            zone={zone}
            onZone={setZone}
            saving={busy === 'zone'}
            onSave={() =>
              void run('zone', () => myProfileApi.saveTimeZone(zone), 'auth.profile.chat.zoneSaved')
            }
          />
        </>
      )}
    </SettingsTabCard>
  );
}
