import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { BellOutlined, CheckOutlined, ClockCircleOutlined, PhoneOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { telOf } from '../store/reminder-schedule';
import { remindersActions as A, selectReminders } from '../store/reminders-slice';

const canAskPermission = () => typeof Notification !== 'undefined' && Notification.permission === 'default';

/**
 * The in-app reminders of due follow-ups (when the browser may not notify): "Call now",
 * "Snooze 15 min" and "Done", in a stack at the end side of the sheet.
 */
export function ReminderNotices() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const { list, notices, busy, now } = useAppSelector(selectReminders);
  const [askable, setAskable] = useState(canAskPermission);
  const shown = notices.map((id) => list.find((c) => c.id === id)).filter((c) => c !== undefined);
  if (!shown.length) return null;

  return (
    <div
      role="region"
      aria-label={t('phonesheet.reminder.region')}
      className="ps-no-print"
      style={{
        position: 'fixed',
        insetBlockEnd: 16,
        insetInlineEnd: 16,
        zIndex: 1010,
        width: 'min(360px, calc(100vw - 32px))',
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      }}
    >
      {shown.map((call) => {
        const at = Date.parse(call.followUpAt as string);
        const when = intl.formatTime(at, { hour: 'numeric', minute: '2-digit' });
        return (
          <Card
            key={call.id}
            size="small"
            role="alert"
            data-testid="follow-up-reminder"
            title={
              <Flex gap={8} align="center">
                <BellOutlined />
                <span dir="auto" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {t('phonesheet.reminder.title', { name: call.contactName || call.phoneDisplay })}
                </span>
              </Flex>
            }
            extra={
              <Button
                type="text"
                size="small"
                aria-label={t('phonesheet.common.close')}
                onClick={() => dispatch(A.noticeClosed(call.id))}
              >
                ×
              </Button>
            }
            styles={{ header: { minHeight: 40 } }}
          >
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              {call.contactCompany && (
                <>
                  <bdi>{call.contactCompany}</bdi>
                  {' · '}
                </>
              )}
              <bdi dir="ltr">{call.phoneDisplay}</bdi>
              <br />
              <Typography.Text type={at < now - 60_000 ? 'danger' : 'secondary'}>
                {t(at < now - 60_000 ? 'phonesheet.reminder.overdue' : 'phonesheet.reminder.dueAt', {
                  time: when,
                })}
              </Typography.Text>
            </Typography.Paragraph>
            <Flex gap={8} wrap>
              <Button type="primary" icon={<PhoneOutlined />} href={telOf(call)} data-testid="reminder-call">
                {t('phonesheet.reminder.callNow')}
              </Button>
              <Button
                icon={<ClockCircleOutlined />}
                onClick={() => dispatch(A.snoozeRequested(call))}
                data-testid="reminder-snooze"
              >
                {t('phonesheet.reminder.snooze')}
              </Button>
              <Button
                icon={<CheckOutlined />}
                loading={busy.includes(call.id)}
                onClick={() => dispatch(A.doneRequested(call))}
                data-testid="reminder-done"
              >
                {t('phonesheet.reminder.done')}
              </Button>
            </Flex>
            {askable && (
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 0, marginTop: 4 }}
                onClick={() => {
                  void Notification.requestPermission().finally(() => setAskable(canAskPermission()));
                }}
              >
                {t('phonesheet.reminder.allowBrowser')}
              </Button>
            )}
          </Card>
        );
      })}
    </div>
  );
}
