import { useState } from 'react';
import { EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, uiActions, useAppDispatch } from '@phonesheet/shared';
import { myProfileApi } from '../api';
import { feedUrl } from './CalendarFeedTab';
import { CopyField } from './CopyField';

// The phone system's two doors, as the Phone system card sets them up: Twilio's status callback
// and the generic signed webhook (docs/integrations.md, "Phone system").

/** Twilio: the status callback URL to paste there, and the account it must come from. */
export function TwilioFields({
  twilioPath,
  tokenSet,
  sid,
  onSid,
  token,
  onToken,
}: {
  twilioPath: string;
  /** An Auth Token is saved (it is never shown again). */
  tokenSet: boolean;
  sid: string;
  onSid: (sid: string) => void;
  token: string;
  onToken: (token: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <FormattedMessage id="auth.profile.phone.twilio.title" />
      </Typography.Title>
      <CopyField
        id="phone-system-twilio-url"
        label={<FormattedMessage id="auth.profile.phone.twilio.url" />}
        value={feedUrl(twilioPath)}
        copyId="auth.profile.phone.copy"
        copiedId="auth.profile.phone.copied"
        copyFailedId="auth.profile.calendar.copyFailed"
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        <FormattedMessage id="auth.profile.phone.twilio.help" />
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 260px' }}>
          <label htmlFor="phone-system-sid" style={{ display: 'block', marginBottom: 8 }}>
            <FormattedMessage id="auth.profile.phone.twilio.sid" />
          </label>
          <Input
            id="phone-system-sid"
            dir="ltr"
            value={sid}
            autoComplete="off"
            placeholder="AC…"
            onChange={(e) => onSid(e.target.value)}
          />
        </div>
        <div style={{ flex: '1 1 260px' }}>
          <label htmlFor="phone-system-token" style={{ display: 'block', marginBottom: 8 }}>
            <FormattedMessage id="auth.profile.phone.twilio.token" />
          </label>
          <Input.Password
            id="phone-system-token"
            dir="ltr"
            value={token}
            autoComplete="new-password"
            placeholder={
              tokenSet
                ? t('auth.profile.phone.twilio.tokenSaved')
                : t('auth.profile.phone.twilio.tokenMissing')
            }
            onChange={(e) => onToken(e.target.value)}
          />
        </div>
      </Flex>
    </>
  );
}

/** The generic webhook's signing secret: shown on demand, and rotated after a confirmation. */
export function WebhookSecret() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const [secret, setSecret] = useState<string | null>(null);
  // Apart: a button stays deaf to clicks while it shows loading.
  const [secretBusy, setSecretBusy] = useState<'show' | 'rotate' | null>(null);
  const [secretError, setSecretError] = useState<string | null>(null);
  const toast = (id: string) => dispatch(uiActions.toast({ kind: 'success', messageId: id, text: t(id) }));

  const revealSecret = async (rotate: boolean) => {
    setSecretBusy(rotate ? 'rotate' : 'show');
    setSecretError(null);
    try {
      const answer = rotate
        ? await myProfileApi.rotatePhoneSystemSecret()
        : await myProfileApi.phoneSystemSecret();
      setSecret(answer.data.data.secret);
      if (rotate) toast('auth.profile.phone.secret.rotated');
    } catch (error) {
      setSecretError(errorMessage(error));
    } finally {
      setSecretBusy(null);
    }
  };

  return (
    <>
      {secret === null ? (
        <div>
          <Typography.Text style={{ display: 'block', marginBottom: 8 }}>
            <FormattedMessage id="auth.profile.phone.secret.label" />
          </Typography.Text>
          <Button
            icon={<EyeOutlined />}
            loading={secretBusy === 'show'}
            onClick={() => void revealSecret(false)}
          >
            <FormattedMessage id="auth.profile.phone.secret.show" />
          </Button>
        </div>
      ) : (
        <CopyField
          key={secret}
          id="phone-system-secret"
          label={<FormattedMessage id="auth.profile.phone.secret.label" />}
          value={secret}
          copyId="auth.profile.phone.copy"
          copiedId="auth.profile.phone.copied"
          copyFailedId="auth.profile.calendar.copyFailed"
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        <FormattedMessage id="auth.profile.phone.generic.help" />
      </Typography.Paragraph>
      {secretError && <Alert type="error" showIcon message={secretError} />}
      <div>
        <Popconfirm
          title={t('auth.profile.phone.secret.rotateTitle')}
          description={t('auth.profile.phone.secret.rotateConfirm')}
          okText={t('auth.profile.calendar.rotateOk')}
          cancelText={t('auth.profile.calendar.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => revealSecret(true)}
        >
          <Button icon={<ReloadOutlined />} loading={secretBusy === 'rotate'}>
            <FormattedMessage id="auth.profile.phone.secret.rotate" />
          </Button>
        </Popconfirm>
      </div>
    </>
  );
}
