import { useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, Form, Select, Skeleton, Switch, TimePicker, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { selectLocale, useAppDispatch, useAppSelector, type LocaleKey } from '@phonesheet/shared';
import { LOCALE_KEYS, type DigestSettingsBody } from '@phonesheet/shared/contracts';
import { serverText } from '../../../kit/server-text';
import { digestActions as A, selectDigest } from '../store/digest-slice';
import { browserTimeZone, timeZones } from '../store/browser-defaults';

// Each language named in itself, as the language switcher does.
const LANGUAGE_NAMES: Record<LocaleKey, string> = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};

/** My Account's "Morning digest" tab (offered to remote-auth as the slot 'myProfile.digestTab'). */
export function DigestSettingsTab() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const uiLocale = useAppSelector(selectLocale);
  const { settings, load, loadError, saving, errors } = useAppSelector(selectDigest);
  const [draft, setDraft] = useState<DigestSettingsBody | null>(null);

  useEffect(() => {
    dispatch(A.requested());
  }, [dispatch]);
  // Until saved once, the form proposes this browser's zone and the app's language.
  useEffect(() => {
    if (!settings) return;
    const { saved, hasDesk: _hasDesk, ...body } = settings;
    setDraft(saved ? body : { ...body, timeZone: browserTimeZone(), locale: uiLocale });
  }, [settings]); // eslint-disable-line react-hooks/exhaustive-deps
  const zones = useMemo(() => timeZones(draft?.timeZone ?? 'UTC'), [draft?.timeZone]);

  if (load === 'error') return <Alert type="error" showIcon message={loadError} />;
  if (!settings || !draft) return <Skeleton active paragraph={{ rows: 4 }} />;
  const noDesk = !settings.hasDesk;
  const change = (patch: Partial<DigestSettingsBody>) => setDraft({ ...draft, ...patch });

  return (
    <Form layout="vertical" style={{ maxWidth: 480 }} onFinish={() => dispatch(A.saveRequested(draft))}>
      <Typography.Paragraph type="secondary">{t('phonesheet.digest.intro')}</Typography.Paragraph>
      {noDesk && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('phonesheet.digest.noDesk')} />
      )}
      <Form.Item label={t('phonesheet.digest.enabled')} htmlFor="digest-enabled">
        <Switch
          id="digest-enabled"
          checked={draft.enabled && !noDesk}
          disabled={noDesk}
          onChange={(enabled) => change({ enabled })}
          data-testid="digest-enabled"
        />
      </Form.Item>
      <Form.Item label={t('phonesheet.digest.time')} htmlFor="digest-time">
        <TimePicker
          id="digest-time"
          format="HH:mm"
          minuteStep={5}
          allowClear={false}
          needConfirm={false}
          value={dayjs(`2000-01-01T${draft.sendAt}`)}
          onChange={(value) => value && change({ sendAt: value.format('HH:mm') })}
          data-testid="digest-time"
        />
      </Form.Item>
      <Form.Item label={t('phonesheet.digest.timeZone')} htmlFor="digest-zone">
        <Select
          id="digest-zone"
          showSearch
          value={draft.timeZone}
          options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
          onChange={(timeZone: string) => change({ timeZone })}
          data-testid="digest-zone"
        />
      </Form.Item>
      <Form.Item label={t('phonesheet.digest.language')} htmlFor="digest-language">
        <Select
          id="digest-language"
          value={draft.locale}
          options={LOCALE_KEYS.map((key) => ({ value: key, label: LANGUAGE_NAMES[key] }))}
          onChange={(locale: LocaleKey) => change({ locale })}
          data-testid="digest-language"
        />
      </Form.Item>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={errors.map((e) => serverText(e, intl)).join(' · ')}
        />
      )}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="digest-save">
        {t('phonesheet.digest.save')}
      </Button>
    </Form>
  );
}
