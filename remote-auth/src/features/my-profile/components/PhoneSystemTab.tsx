import { useCallback, useEffect, useState } from 'react';
import { DeleteOutlined, PhoneOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Flex, Input, Select, Space, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, isApiError, uiActions, useAppDispatch } from '@phonesheet/shared';
import type { CompanyUser, PhoneSystemSettings, UpdatePhoneSystemBody } from '@phonesheet/shared/contracts';
import { myProfileApi } from '../api';
import { feedUrl } from './CalendarFeedTab';
import { CopyField } from './CopyField';
import { SettingsTabCard, type TabLoad } from './SettingsTabCard';
import { TwilioFields, WebhookSecret } from './PhoneSystemWebhooks';

const ACCOUNT_SID_RE = /^AC[0-9a-fA-F]{32}$/;
const AUTH_TOKEN_RE = /^[0-9a-zA-Z]{32}$/;
/** A number as people type one: digits and phone punctuation, at least 5 digits. */
const PHONE_RE = /^\+?[\d\s().\-/]{5,40}$/;

type Load = TabLoad<{ settings: PhoneSystemSettings; users: CompanyUser[] }>;

interface NumberRow {
  key: number;
  phone: string;
  userId: string | null;
}

/** The problems of the form, as message ids, before anything is sent. */
function problemsOf(sid: string, token: string, rows: NumberRow[]): string[] {
  const out: string[] = [];
  if (sid.trim() && !ACCOUNT_SID_RE.test(sid.trim())) out.push('auth.profile.phone.error.accountSid');
  if (token.trim() && !AUTH_TOKEN_RE.test(token.trim())) out.push('auth.profile.phone.error.authToken');
  if (rows.some((r) => !PHONE_RE.test(r.phone.trim()))) out.push('auth.profile.phone.error.number');
  if (rows.some((r) => !r.userId)) out.push('auth.profile.phone.error.desk');
  return out;
}

let nextKey = 1;
const rowsOf = (settings: PhoneSystemSettings): NumberRow[] =>
  settings.numbers.map((n) => ({ key: nextKey++, phone: n.phone, userId: n.userId }));

/** Which desk each company number's calls go on; with none, the fallback desk takes them all. */
function NumberRows({
  rows,
  onRows,
  userOptions,
  fallbackName,
}: {
  rows: NumberRow[];
  onRows: (rows: NumberRow[]) => void;
  userOptions: { value: string; label: string }[];
  fallbackName: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <>
      {rows.length === 0 ? (
        <Typography.Text type="secondary" data-testid="phone-numbers-empty">
          <FormattedMessage id="auth.profile.phone.numbers.empty" values={{ desk: fallbackName }} />
        </Typography.Text>
      ) : (
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={t('auth.profile.phone.numbers.title')}
        >
          {rows.map((row, i) => (
            <li key={row.key} style={{ marginBottom: 8 }}>
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  dir="ltr"
                  style={{ width: '45%' }}
                  aria-label={t('auth.profile.phone.numbers.number', { n: String(i + 1) })}
                  placeholder="+1 212 555 0100"
                  value={row.phone}
                  onChange={(e) =>
                    onRows(rows.map((r) => (r.key === row.key ? { ...r, phone: e.target.value } : r)))
                  }
                />
                <Select
                  style={{ width: '45%' }}
                  aria-label={t('auth.profile.phone.numbers.desk', { n: String(i + 1) })}
                  placeholder={t('auth.profile.phone.numbers.pickDesk')}
                  options={userOptions}
                  value={row.userId ?? undefined}
                  onChange={(userId: string) =>
                    onRows(rows.map((r) => (r.key === row.key ? { ...r, userId } : r)))
                  }
                />
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('auth.profile.phone.numbers.remove', { n: String(i + 1) })}
                  onClick={() => onRows(rows.filter((r) => r.key !== row.key))}
                />
              </Space.Compact>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          icon={<PlusOutlined />}
          onClick={() => onRows([...rows, { key: nextKey++, phone: '', userId: null }])}
        >
          <FormattedMessage id="auth.profile.phone.numbers.add" />
        </Button>
      </div>
    </>
  );
}

/** What is wrong with the form (found here, or by the server), as one alert. */
function ProblemList({ problems, saveErrors }: { problems: string[]; saveErrors: string[] }) {
  if (problems.length === 0 && saveErrors.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {problems.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
          {saveErrors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * My Account's "Phone system" card, for admins: the Twilio status callback URL and account, the
 * generic webhook's URL and signing secret (shown on demand, rotatable), and which desk each
 * company number's calls go on (docs/integrations.md, "Phone system").
 */
export function PhoneSystemTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [sid, setSid] = useState('');
  const [token, setToken] = useState('');
  const [fallback, setFallback] = useState<string | null>(null);
  const [rows, setRows] = useState<NumberRow[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const show = (settings: PhoneSystemSettings) => {
    setSid(settings.twilioAccountSid ?? '');
    setToken('');
    setFallback(settings.fallbackUserId);
    setRows(rowsOf(settings));
  };

  const fetchAll = useCallback(() => {
    setLoad({ state: 'loading' });
    Promise.all([myProfileApi.phoneSystem(), myProfileApi.companyUsers()])
      .then(([settings, users]) => {
        const active = users.data.data.filter((u) => u.status !== 'deactivated');
        setLoad({ state: 'ready', settings: settings.data.data, users: active });
        show(settings.data.data);
      })
      .catch((error: unknown) => setLoad({ state: 'error', message: errorMessage(error) }));
  }, []);
  useEffect(fetchAll, [fetchAll]);

  const toast = (id: string) => dispatch(uiActions.toast({ kind: 'success', messageId: id, text: t(id) }));

  const save = async () => {
    const found = problemsOf(sid, token, rows);
    setProblems(found);
    setSaveErrors([]);
    if (found.length || load.state !== 'ready') return;
    const body: UpdatePhoneSystemBody = {
      twilioAccountSid: sid.trim() || null,
      fallbackUserId: fallback,
      numbers: rows.map((r) => ({ phone: r.phone.trim(), userId: r.userId as string })),
      // The Auth Token is write-only: sent only when a new one was typed.
      ...(token.trim() ? { twilioAuthToken: token.trim() } : {}),
    };
    setSaving(true);
    try {
      const answer = await myProfileApi.savePhoneSystem(body);
      setLoad({ ...load, settings: answer.data.data });
      show(answer.data.data);
      toast('auth.profile.phone.saved');
    } catch (error) {
      const errors = isApiError(error) ? (error.body as { errors?: unknown })?.errors : undefined;
      setSaveErrors(Array.isArray(errors) ? errors.map(String) : [errorMessage(error)]);
    } finally {
      setSaving(false);
    }
  };

  const userOptions =
    load.state === 'ready' ? load.users.map((u) => ({ value: u._id, label: u.fullName || u.email })) : [];
  const fallbackName = userOptions.find((o) => o.value === fallback)?.label ?? '—';

  return (
    <SettingsTabCard
      icon={<PhoneOutlined />}
      titleId="auth.profile.tab.phoneSystem"
      introId="auth.profile.phone.intro"
      maxWidth={720}
      testId="phone-system"
      load={load}
      skeletonRows={6}
      onRetry={fetchAll}
    >
      {load.state === 'ready' && (
        <Flex vertical gap={8}>
          {/* The intro above says what it does for the receptionist; the technical part follows. */}
          <Typography.Title level={4} style={{ marginTop: 8 }}>
            <FormattedMessage id="auth.profile.phone.setup.title" />
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            <FormattedMessage id="auth.profile.phone.setup.help" />
          </Typography.Paragraph>
          <TwilioFields
            twilioPath={load.settings.twilioPath}
            tokenSet={load.settings.twilioAuthTokenSet}
            sid={sid}
            onSid={setSid}
            token={token}
            onToken={setToken}
          />

          <Divider style={{ margin: '16px 0 8px' }} />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            <FormattedMessage id="auth.profile.phone.generic.title" />
          </Typography.Title>
          <CopyField
            id="phone-system-webhook-url"
            label={<FormattedMessage id="auth.profile.phone.generic.url" />}
            value={feedUrl(load.settings.webhookPath)}
            copyId="auth.profile.phone.copy"
            copiedId="auth.profile.phone.copied"
            copyFailedId="auth.profile.calendar.copyFailed"
          />
          <WebhookSecret />

          <Divider style={{ margin: '16px 0 8px' }} />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            <FormattedMessage id="auth.profile.phone.numbers.title" />
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            <FormattedMessage id="auth.profile.phone.numbers.help" />
          </Typography.Paragraph>
          <NumberRows rows={rows} onRows={setRows} userOptions={userOptions} fallbackName={fallbackName} />
          <div style={{ marginTop: 8 }}>
            <label htmlFor="phone-system-fallback" style={{ display: 'block', marginBottom: 8 }}>
              <FormattedMessage id="auth.profile.phone.numbers.fallback" />
            </label>
            <Select
              id="phone-system-fallback"
              style={{ width: '100%', maxWidth: 320 }}
              options={userOptions}
              value={fallback ?? undefined}
              onChange={(userId: string) => setFallback(userId)}
            />
          </div>

          <ProblemList problems={problems} saveErrors={saveErrors} />
          <div style={{ marginTop: 8 }}>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              <FormattedMessage id="auth.profile.phone.save" />
            </Button>
          </div>
        </Flex>
      )}
    </SettingsTabCard>
  );
}
