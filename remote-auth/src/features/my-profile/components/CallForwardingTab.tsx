import { useCallback, useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { SwapOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  DatePicker,
  Divider,
  Flex,
  Form,
  List,
  Select,
  Space,
  Switch,
  TimePicker,
  Typography,
} from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  errorMessage,
  isApiError,
  selectUser,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from '@phonesheet/shared';
import type { CallMailSettings, CompanyUser, Covering, PushQuietHours } from '@phonesheet/shared/contracts';
import { myProfileApi } from '../api';
import { SettingsTabCard, type TabLoad } from './SettingsTabCard';

const DEFAULT_QUIET: PushQuietHours = { start: '19:00', end: '08:00' };

type Load = TabLoad<{ coverings: Covering[]; users: CompanyUser[]; mail: CallMailSettings }>;

const errorsOf = (error: unknown): string[] => {
  const errors = isApiError(error) ? (error.body as { errors?: unknown })?.errors : undefined;
  return Array.isArray(errors) ? errors.map(String) : [errorMessage(error)];
};

/**
 * My Account's "Covering and e-mail" tab: who covers whose desk and when (a user for their own
 * desk, an admin for any: docs/phone-sheet.md, "Covering a desk"), and "e-mail me each call
 * logged for me" with quiet hours in the company's time zone (docs/integrations.md).
 */
export function CallForwardingTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const isAdmin = me?.userType === 'Admin';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [desk, setDesk] = useState<string | null>(null);
  const [coverer, setCoverer] = useState<string | null>(null);
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [until, setUntil] = useState<Dayjs | null>(null);
  const [coverErrors, setCoverErrors] = useState<string[]>([]);
  const [mailOn, setMailOn] = useState(false);
  const [quietOn, setQuietOn] = useState(false);
  const [quiet, setQuiet] = useState<PushQuietHours>(DEFAULT_QUIET);
  const [mailErrors, setMailErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<'cover' | 'mail' | string | null>(null);

  const showMail = (mail: CallMailSettings) => {
    setMailOn(mail.enabled);
    setQuietOn(!!mail.quietHours);
    setQuiet(mail.quietHours ?? DEFAULT_QUIET);
  };

  const fetchAll = useCallback(() => {
    setLoad({ state: 'loading' });
    Promise.all([myProfileApi.coverings(), myProfileApi.companyUsers(), myProfileApi.callMail()])
      .then(([coverings, users, mail]) => {
        setLoad({
          state: 'ready',
          coverings: coverings.data.data,
          users: users.data.data.filter((u) => u.status !== 'deactivated'),
          mail: mail.data.data,
        });
        showMail(mail.data.data);
      })
      .catch((error: unknown) => setLoad({ state: 'error', message: errorMessage(error) }));
  }, []);
  useEffect(fetchAll, [fetchAll]);

  const toast = (id: string) => dispatch(uiActions.toast({ kind: 'success', messageId: id, text: t(id) }));
  const ready = load.state === 'ready' ? load : null;
  const deskOf = desk ?? me?._id ?? null;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  const addCovering = async () => {
    if (!ready || !deskOf || !coverer) return;
    setBusy('cover');
    setCoverErrors([]);
    try {
      await myProfileApi.cover({
        coverUserId: coverer,
        deskUserId: deskOf,
        startsAt: from ? from.toISOString() : null,
        endsAt: until ? until.toISOString() : null,
      });
      const coverings = (await myProfileApi.coverings()).data.data;
      setLoad({ ...ready, coverings });
      setCoverer(null);
      setFrom(null);
      setUntil(null);
      toast('auth.profile.cover.saved');
    } catch (error) {
      setCoverErrors(errorsOf(error));
    } finally {
      setBusy(null);
    }
  };

  const endCovering = async (id: string) => {
    if (!ready) return;
    setBusy(id);
    try {
      await myProfileApi.endCovering(id);
      setLoad({ ...ready, coverings: ready.coverings.filter((c) => c.id !== id) });
      toast('auth.profile.cover.ended');
    } catch (error) {
      setCoverErrors(errorsOf(error));
    } finally {
      setBusy(null);
    }
  };

  const saveMail = async () => {
    if (!ready) return;
    setBusy('mail');
    setMailErrors([]);
    try {
      const answer = await myProfileApi.saveCallMail({ enabled: mailOn, quietHours: quietOn ? quiet : null });
      setLoad({ ...ready, mail: answer.data.data });
      showMail(answer.data.data);
      toast('auth.profile.mail.saved');
    } catch (error) {
      setMailErrors(errorsOf(error));
    } finally {
      setBusy(null);
    }
  };

  const userOptions = (except: string | null) =>
    (ready?.users ?? []).filter((u) => u._id !== except).map((u) => ({ value: u._id, label: u.fullName }));
  const timePicker = (id: string, key: keyof PushQuietHours) => (
    <TimePicker
      id={id}
      format="HH:mm"
      minuteStep={5}
      allowClear={false}
      needConfirm={false}
      value={dayjs(`2000-01-01T${quiet[key]}`)}
      onChange={(v) => v && setQuiet({ ...quiet, [key]: v.format('HH:mm') })}
      data-testid={id}
    />
  );

  return (
    <SettingsTabCard
      icon={<SwapOutlined />}
      titleId="auth.profile.cover.title"
      introId="auth.profile.cover.intro"
      maxWidth={720}
      testId="call-forwarding-card"
      load={load}
      skeletonRows={8}
      onRetry={fetchAll}
    >
      {ready && (
        <>
          <List
            size="small"
            bordered
            locale={{ emptyText: t('auth.profile.cover.none') }}
            dataSource={ready.coverings}
            data-testid="coverings"
            renderItem={(c) => (
              <List.Item
                actions={[
                  <Button
                    key="end"
                    size="small"
                    danger
                    loading={busy === c.id}
                    onClick={() => void endCovering(c.id)}
                  >
                    {t(c.current ? 'auth.profile.cover.end' : 'auth.profile.cover.cancel')}
                  </Button>,
                ]}
              >
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>
                    {t('auth.profile.cover.line', { coverer: c.coverName, desk: c.deskName })}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {c.endsAt
                      ? t('auth.profile.cover.window', { from: when(c.startsAt), until: when(c.endsAt) })
                      : t('auth.profile.cover.untilNotice', { from: when(c.startsAt) })}
                    {c.current ? ` · ${t('auth.profile.cover.now')}` : ''}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
          <Form layout="vertical" onFinish={() => void addCovering()} style={{ marginTop: 16 }}>
            <Flex gap={16} wrap>
              {isAdmin && (
                <Form.Item label={t('auth.profile.cover.desk')} htmlFor="cover-desk">
                  <Select
                    id="cover-desk"
                    style={{ minWidth: 200 }}
                    value={deskOf}
                    options={userOptions(null)}
                    onChange={(v: string) => setDesk(v)}
                    data-testid="cover-desk"
                  />
                </Form.Item>
              )}
              <Form.Item label={t('auth.profile.cover.coverer')} htmlFor="cover-user">
                <Select
                  id="cover-user"
                  style={{ minWidth: 200 }}
                  value={coverer}
                  placeholder={t('auth.profile.cover.pick')}
                  options={userOptions(deskOf)}
                  onChange={(v: string) => setCoverer(v)}
                  data-testid="cover-user"
                />
              </Form.Item>
            </Flex>
            <Flex gap={16} wrap>
              <Form.Item label={t('auth.profile.cover.from')} htmlFor="cover-from">
                <DatePicker
                  id="cover-from"
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  value={from}
                  placeholder={t('auth.profile.cover.fromNow')}
                  onChange={(v) => setFrom(v)}
                />
              </Form.Item>
              <Form.Item label={t('auth.profile.cover.until')} htmlFor="cover-until">
                <DatePicker
                  id="cover-until"
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  value={until}
                  placeholder={t('auth.profile.cover.furtherNotice')}
                  onChange={(v) => setUntil(v)}
                />
              </Form.Item>
            </Flex>
            {coverErrors.length > 0 && (
              <Alert type="error" showIcon style={{ marginBottom: 16 }} message={coverErrors.join(' · ')} />
            )}
            <Button
              type="primary"
              htmlType="submit"
              disabled={!coverer}
              loading={busy === 'cover'}
              data-testid="cover-add"
            >
              <FormattedMessage id="auth.profile.cover.add" />
            </Button>
          </Form>

          <Divider />
          <Typography.Title level={5}>
            <FormattedMessage id="auth.profile.mail.title" />
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="auth.profile.mail.intro" />
          </Typography.Paragraph>
          <Form layout="vertical" onFinish={() => void saveMail()} style={{ maxWidth: 480 }}>
            <Form.Item>
              <Space>
                <Switch id="mail-on" checked={mailOn} onChange={setMailOn} data-testid="mail-on" />
                <label htmlFor="mail-on">
                  <FormattedMessage id="auth.profile.mail.on" />
                </label>
              </Space>
            </Form.Item>
            {mailOn && (
              <Form.Item>
                <Space>
                  <Switch
                    id="mail-quiet-on"
                    checked={quietOn}
                    onChange={setQuietOn}
                    data-testid="mail-quiet-on"
                  />
                  <label htmlFor="mail-quiet-on">
                    <FormattedMessage id="auth.profile.mail.quietOn" />
                  </label>
                </Space>
              </Form.Item>
            )}
            {mailOn && quietOn && (
              <>
                <Flex gap={16} wrap>
                  <Form.Item label={t('auth.profile.push.quietFrom')} htmlFor="mail-quiet-start">
                    {timePicker('mail-quiet-start', 'start')}
                  </Form.Item>
                  <Form.Item label={t('auth.profile.push.quietTo')} htmlFor="mail-quiet-end">
                    {timePicker('mail-quiet-end', 'end')}
                  </Form.Item>
                </Flex>
                <Typography.Paragraph type="secondary">
                  {t('auth.profile.mail.zone', { zone: ready.mail.timeZone.replace(/_/g, ' ') })}
                </Typography.Paragraph>
              </>
            )}
            {mailErrors.length > 0 && (
              <Alert type="error" showIcon style={{ marginBottom: 16 }} message={mailErrors.join(' · ')} />
            )}
            <Button type="primary" htmlType="submit" loading={busy === 'mail'} data-testid="mail-save">
              <FormattedMessage id="auth.profile.mail.save" />
            </Button>
          </Form>
        </>
      )}
    </SettingsTabCard>
  );
}
