import { useCallback, useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { BellOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Flex, Form, Select, Space, Switch, TimePicker, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, selectLocale, useAppSelector } from '@phonesheet/shared';
import type { PushQuietHours, PushSettings } from '@phonesheet/shared/contracts';
import { myProfileApi } from '../api';
import { askPermission, hasWorker, permission, pushSupported, subscribeBrowser } from '../push-device';
import { SettingsTabCard, type TabLoad } from './SettingsTabCard';
import { timeZones } from '../time-zones';

const DEFAULT_QUIET: PushQuietHours = { start: '19:00', end: '08:00' };

/** This browser's IANA zone (UTC when it does not say). */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

type Load = TabLoad<{ settings: PushSettings }>;
/** Why this device cannot get notifications, when it cannot. */
type Blocked = 'unsupported' | 'denied' | 'dismissed' | null;

type Busy = 'on' | 'off' | 'mute' | 'quiet' | null;
type Quiet = { on: boolean; hours: PushQuietHours; timeZone: string };

/** Whether this device gets notifications, or why it cannot (read out as it changes). */
function DeviceStatus({
  blocked,
  muted,
}: {
  blocked: Blocked;
  /** null: not opted in. */ muted: boolean | null;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div role="status" aria-live="polite">
      {blocked === 'unsupported' && (
        <Alert
          type="info"
          showIcon
          message={t('auth.profile.push.unsupported')}
          description={t('auth.profile.push.unsupportedHelp')}
          data-testid="push-unsupported"
        />
      )}
      {blocked === 'denied' && (
        <Alert
          type="warning"
          showIcon
          message={t('auth.profile.push.denied')}
          description={t('auth.profile.push.deniedHelp')}
          data-testid="push-denied"
        />
      )}
      {blocked === 'dismissed' && (
        <Alert type="info" showIcon message={t('auth.profile.push.dismissed')} data-testid="push-dismissed" />
      )}
      {!blocked && muted !== null && (
        <Typography.Text type="success" data-testid="push-on">
          <FormattedMessage id={muted ? 'auth.profile.push.onMuted' : 'auth.profile.push.on'} />
        </Typography.Text>
      )}
      {!blocked && muted === null && (
        <Typography.Text data-testid="push-off">
          <FormattedMessage id="auth.profile.push.off" />
        </Typography.Text>
      )}
    </div>
  );
}

/** An opted-in device: mute it, or opt it out. */
function DeviceControls({
  muted,
  busy,
  onMute,
  onOff,
}: {
  muted: boolean;
  busy: Busy;
  onMute: (muted: boolean) => void;
  onOff: () => void;
}) {
  return (
    <Flex vertical gap={12} style={{ marginTop: 12 }}>
      <Space>
        <Switch
          id="push-mute"
          checked={muted}
          loading={busy === 'mute'}
          onChange={onMute}
          data-testid="push-mute"
        />
        <label htmlFor="push-mute">
          <FormattedMessage id="auth.profile.push.mute" />
        </label>
      </Space>
      <div>
        <Button loading={busy === 'off'} onClick={onOff} data-testid="push-turn-off">
          <FormattedMessage id="auth.profile.push.turnOff" />
        </Button>
      </div>
    </Flex>
  );
}

/** The user's quiet hours, for every device, in their time zone. */
function QuietHoursSection({
  quiet,
  onQuiet,
  zones,
  saving,
  saved,
  onSave,
}: {
  quiet: Quiet;
  onQuiet: (quiet: Quiet) => void;
  zones: string[];
  saving: boolean;
  saved: boolean;
  onSave: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section aria-labelledby="push-quiet-title">
      <Typography.Title level={5} id="push-quiet-title" style={{ marginTop: 0 }}>
        <FormattedMessage id="auth.profile.push.quiet" />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="auth.profile.push.quietIntro" />
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={onSave} style={{ maxWidth: 480 }}>
        <Form.Item>
          <Space>
            <Switch
              id="push-quiet-on"
              checked={quiet.on}
              onChange={(on) => onQuiet({ ...quiet, on })}
              data-testid="push-quiet-on"
            />
            <label htmlFor="push-quiet-on">
              <FormattedMessage id="auth.profile.push.quietOn" />
            </label>
          </Space>
        </Form.Item>
        {/* The hours show once quiet hours are on: nothing to set before. */}
        {quiet.on && (
          <>
            <Flex gap={16} wrap>
              <Form.Item label={t('auth.profile.push.quietFrom')} htmlFor="push-quiet-start">
                <TimePicker
                  id="push-quiet-start"
                  format="HH:mm"
                  minuteStep={5}
                  allowClear={false}
                  needConfirm={false}
                  value={dayjs(`2000-01-01T${quiet.hours.start}`)}
                  onChange={(v) =>
                    v && onQuiet({ ...quiet, hours: { ...quiet.hours, start: v.format('HH:mm') } })
                  }
                  data-testid="push-quiet-start"
                />
              </Form.Item>
              <Form.Item label={t('auth.profile.push.quietTo')} htmlFor="push-quiet-end">
                <TimePicker
                  id="push-quiet-end"
                  format="HH:mm"
                  minuteStep={5}
                  allowClear={false}
                  needConfirm={false}
                  value={dayjs(`2000-01-01T${quiet.hours.end}`)}
                  onChange={(v) =>
                    v && onQuiet({ ...quiet, hours: { ...quiet.hours, end: v.format('HH:mm') } })
                  }
                  data-testid="push-quiet-end"
                />
              </Form.Item>
            </Flex>
            <Form.Item label={t('auth.profile.push.timeZone')} htmlFor="push-quiet-zone">
              <Select
                id="push-quiet-zone"
                showSearch
                value={quiet.timeZone}
                options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
                onChange={(timeZone: string) => onQuiet({ ...quiet, timeZone })}
                data-testid="push-quiet-zone"
              />
            </Form.Item>
          </>
        )}
        {quiet.on && quiet.hours.start === quiet.hours.end && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('auth.profile.push.quietSame')}
          />
        )}
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={quiet.on && quiet.hours.start === quiet.hours.end}
            data-testid="push-quiet-save"
          >
            <FormattedMessage id="auth.profile.push.save" />
          </Button>
          <span role="status" aria-live="polite">
            {saved && (
              <Typography.Text type="success">
                <FormattedMessage id="auth.profile.push.saved" />
              </Typography.Text>
            )}
          </span>
        </Space>
      </Form>
    </section>
  );
}

/**
 * My Account's "Notifications" card: this device opts in (the browser is asked for permission
 * only then, once), can be muted, or opts out; the user's quiet hours hold for every device.
 */
export function PushNotificationsTab() {
  const locale = useAppSelector(selectLocale);
  const supported = useMemo(pushSupported, []);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [blocked, setBlocked] = useState<Blocked>(() =>
    !supported ? 'unsupported' : permission() === 'denied' ? 'denied' : null,
  );
  const [busy, setBusy] = useState<Busy>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [quiet, setQuiet] = useState<Quiet | null>(null);
  const [saved, setSaved] = useState(false);

  const ready = (settings: PushSettings) => {
    setLoad({ state: 'ready', settings });
    setQuiet({
      on: !!settings.quietHours,
      hours: settings.quietHours ?? DEFAULT_QUIET,
      // Until saved once, the hours are proposed in this browser's zone.
      timeZone: settings.quietHours ? settings.timeZone : browserTimeZone(),
    });
  };
  const fetchSettings = useCallback(() => {
    setLoad({ state: 'loading' });
    myProfileApi
      .push()
      .then((answer) => ready(answer.data.data))
      .catch((error: unknown) => setLoad({ state: 'error', message: errorMessage(error) }));
  }, []);
  useEffect(fetchSettings, [fetchSettings]);
  const zones = useMemo(() => timeZones(quiet?.timeZone ?? 'UTC'), [quiet?.timeZone]);

  /** Runs one action; its answer is the new settings. */
  const act = async (kind: NonNullable<typeof busy>, work: () => Promise<PushSettings | null>) => {
    setBusy(kind);
    setActionError(null);
    setSaved(false);
    try {
      const settings = await work();
      if (settings) ready(settings);
      return settings;
    } catch (error) {
      setActionError(errorMessage(error));
      return null;
    } finally {
      setBusy(null);
    }
  };

  const turnOn = (publicKey: string) =>
    act('on', async () => {
      // Without the app's worker no push can arrive: say so rather than ask for nothing.
      if (!(await hasWorker())) {
        setBlocked('unsupported');
        return null;
      }
      // The browser's question comes only now, after the user asked for notifications.
      const answer = permission() === 'default' ? await askPermission() : permission();
      if (answer !== 'granted') {
        setBlocked(answer === 'denied' ? 'denied' : 'dismissed');
        return null;
      }
      setBlocked(null);
      const subscription = await subscribeBrowser(publicKey);
      if (!subscription) {
        setBlocked('unsupported');
        return null;
      }
      return (await myProfileApi.pushOn({ ...subscription, locale })).data.data;
    });

  const saveQuiet = () =>
    quiet &&
    act('quiet', async () => {
      const settings = (
        await myProfileApi.pushQuietHours({
          quietHours: quiet.on ? quiet.hours : null,
          timeZone: quiet.timeZone,
        })
      ).data.data;
      setSaved(true);
      return settings;
    });

  const device = load.state === 'ready' ? load.settings.device : null;
  return (
    <SettingsTabCard
      icon={<BellOutlined />}
      titleId="auth.profile.tab.push"
      introId="auth.profile.push.intro"
      maxWidth={640}
      testId="push-settings"
      load={load}
      skeletonRows={3}
      onRetry={fetchSettings}
    >
      {load.state === 'ready' && quiet && (
        <Flex vertical gap={16}>
          <section aria-labelledby="push-device-title">
            <Typography.Title level={5} id="push-device-title" style={{ marginTop: 0 }}>
              <FormattedMessage id="auth.profile.push.device" />
            </Typography.Title>
            <DeviceStatus blocked={blocked} muted={device ? device.muted : null} />
            {blocked !== 'unsupported' && blocked !== 'denied' && !device && (
              <Button
                type="primary"
                icon={<BellOutlined />}
                loading={busy === 'on'}
                onClick={() => void turnOn(load.settings.publicKey)}
                style={{ marginTop: 12 }}
                data-testid="push-turn-on"
              >
                <FormattedMessage id="auth.profile.push.turnOn" />
              </Button>
            )}
            {device && (
              <DeviceControls
                muted={device.muted}
                busy={busy}
                onMute={(muted) =>
                  void act('mute', async () => (await myProfileApi.pushMute(muted)).data.data)
                }
                onOff={() => void act('off', async () => (await myProfileApi.pushOff()).data.data)}
              />
            )}
          </section>
          {actionError && <Alert type="error" showIcon message={actionError} />}
          <Divider style={{ margin: 0 }} />
          <QuietHoursSection
            quiet={quiet}
            onQuiet={setQuiet}
            zones={zones}
            saving={busy === 'quiet'}
            saved={saved}
            onSave={() => void saveQuiet()}
          />
        </Flex>
      )}
    </SettingsTabCard>
  );
}
