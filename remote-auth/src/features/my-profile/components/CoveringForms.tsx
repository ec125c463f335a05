import type { Dayjs } from 'dayjs';
import { Alert, Button, DatePicker, Flex, Form, List, Select, Space, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Covering } from '@phonesheet/shared/contracts';

// The covering part of My Account's "Covering and e-mail" tab (CallForwardingTab.tsx).

type Options = (except: string | null) => { value: string; label: string }[];

/** The coverings of the desks the user sees, each of which can be ended (or cancelled before it starts). */
export function CoveringList({
  coverings,
  busy,
  onEnd,
}: {
  coverings: Covering[];
  /** The id of the covering being ended, among other work under way. */
  busy: string | null;
  onEnd: (id: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List
      size="small"
      bordered
      locale={{ emptyText: t('auth.profile.cover.none') }}
      dataSource={coverings}
      data-testid="coverings"
      renderItem={(c) => (
        <List.Item
          actions={[
            <Button key="end" size="small" danger loading={busy === c.id} onClick={() => onEnd(c.id)}>
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
  );
}

/** A new covering: whose desk (admins choose), who covers it, and from when until when. */
export function CoveringForm({
  isAdmin,
  desk,
  onDesk,
  coverer,
  onCoverer,
  from,
  onFrom,
  until,
  onUntil,
  userOptions,
  errors,
  saving,
  onAdd,
}: {
  isAdmin: boolean;
  desk: string | null;
  onDesk: (desk: string) => void;
  coverer: string | null;
  onCoverer: (coverer: string) => void;
  from: Dayjs | null;
  onFrom: (from: Dayjs | null) => void;
  until: Dayjs | null;
  onUntil: (until: Dayjs | null) => void;
  userOptions: Options;
  errors: string[];
  saving: boolean;
  onAdd: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Form layout="vertical" onFinish={onAdd} style={{ marginTop: 16 }}>
      <Flex gap={16} wrap>
        {isAdmin && (
          <Form.Item label={t('auth.profile.cover.desk')} htmlFor="cover-desk">
            <Select
              id="cover-desk"
              style={{ minWidth: 200 }}
              value={desk}
              options={userOptions(null)}
              onChange={(v: string) => onDesk(v)}
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
            options={userOptions(desk)}
            onChange={(v: string) => onCoverer(v)}
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
            onChange={(v) => onFrom(v)}
          />
        </Form.Item>
        <Form.Item label={t('auth.profile.cover.until')} htmlFor="cover-until">
          <DatePicker
            id="cover-until"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={until}
            placeholder={t('auth.profile.cover.furtherNotice')}
            onChange={(v) => onUntil(v)}
          />
        </Form.Item>
      </Flex>
      {errors.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errors.join(' · ')} />
      )}
      <Button type="primary" htmlType="submit" disabled={!coverer} loading={saving} data-testid="cover-add">
        <FormattedMessage id="auth.profile.cover.add" />
      </Button>
    </Form>
  );
}
