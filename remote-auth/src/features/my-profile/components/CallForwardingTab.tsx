import { useCallback, useEffect, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { SwapOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
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
import { CoveringForm, CoveringList } from './CoveringForms';
import { CallMailForm } from './CallMailForm';

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
          <CoveringList coverings={ready.coverings} busy={busy} onEnd={(id) => void endCovering(id)} />
          <CoveringForm
            isAdmin={isAdmin}
            desk={deskOf}
            onDesk={setDesk}
            coverer={coverer}
            onCoverer={setCoverer}
            from={from}
            onFrom={setFrom}
            until={until}
            onUntil={setUntil}
            userOptions={userOptions}
            errors={coverErrors}
            saving={busy === 'cover'}
            onAdd={() => void addCovering()}
          />

          <CallMailForm
            mailOn={mailOn}
            onMailOn={setMailOn}
            quietOn={quietOn}
            onQuietOn={setQuietOn}
            quiet={quiet}
            onQuiet={setQuiet}
            timeZone={ready.mail.timeZone}
            errors={mailErrors}
            saving={busy === 'mail'}
            onSave={() => void saveMail()}
          />
        </>
      )}
    </SettingsTabCard>
  );
}
