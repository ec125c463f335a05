import dayjs from 'dayjs';
import { Alert, Button, Divider, Flex, Form, Space, Switch, TimePicker, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PushQuietHours } from '@phonesheet/shared/contracts';

/** "E-mail me each call logged for me", with quiet hours in the company's time zone. */
export function CallMailForm({
  mailOn,
  onMailOn,
  quietOn,
  onQuietOn,
  quiet,
  onQuiet,
  timeZone,
  errors,
  saving,
  onSave,
}: {
  mailOn: boolean;
  onMailOn: (on: boolean) => void;
  quietOn: boolean;
  onQuietOn: (on: boolean) => void;
  quiet: PushQuietHours;
  onQuiet: (quiet: PushQuietHours) => void;
  timeZone: string;
  errors: string[];
  saving: boolean;
  onSave: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const timePicker = (id: string, key: keyof PushQuietHours) => (
    <TimePicker
      id={id}
      format="HH:mm"
      minuteStep={5}
      allowClear={false}
      needConfirm={false}
      value={dayjs(`2000-01-01T${quiet[key]}`)}
      onChange={(v) => v && onQuiet({ ...quiet, [key]: v.format('HH:mm') })}
      data-testid={id}
    />
  );

  return (
    <>
      <Divider />
      <Typography.Title level={5}>
        <FormattedMessage id="auth.profile.mail.title" />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="auth.profile.mail.intro" />
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={onSave} style={{ maxWidth: 480 }}>
        <Form.Item>
          <Space>
            <Switch id="mail-on" checked={mailOn} onChange={onMailOn} data-testid="mail-on" />
            <label htmlFor="mail-on">
              <FormattedMessage id="auth.profile.mail.on" />
            </label>
          </Space>
        </Form.Item>
        {mailOn && (
          <Form.Item>
            <Space>
              <Switch id="mail-quiet-on" checked={quietOn} onChange={onQuietOn} data-testid="mail-quiet-on" />
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
              {t('auth.profile.mail.zone', { zone: timeZone.replace(/_/g, ' ') })}
            </Typography.Paragraph>
          </>
        )}
        {errors.length > 0 && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errors.join(' · ')} />
        )}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="mail-save">
          <FormattedMessage id="auth.profile.mail.save" />
        </Button>
      </Form>
    </>
  );
}
