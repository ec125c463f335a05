import { List, Typography } from 'antd';
import { BellOutlined, PhoneOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { selectDueReminders, useAppSelector } from '@phonesheet/shared';
import { PHONESHEET_PATHS } from '../../../../remote-phonesheet/src/route-paths';

/** Due and overdue follow-up reminders, as the phone sheet keeps them in the store. */
export const useDueReminders = () => useAppSelector(selectDueReminders);

/** The reminders at the top of the notification drawer, before the template's demo items. */
export function ReminderDrawerItems({ onOpen }: { onOpen: () => void }) {
  const intl = useIntl();
  const due = useDueReminders();
  if (!due.length) return null;
  return (
    <List
      data-testid="drawer-reminders"
      itemLayout="horizontal"
      dataSource={due}
      renderItem={(r) => (
        <List.Item
          key={r.callId}
          actions={[
            <a
              key="call"
              href={r.tel}
              aria-label={intl.formatMessage({ id: 'host.reminders.call' }, { name: r.contactName })}
            >
              <PhoneOutlined />
            </a>,
          ]}
        >
          <List.Item.Meta
            avatar={<BellOutlined style={{ fontSize: 20, color: '#fa541c' }} />}
            title={
              <Link
                to={`${PHONESHEET_PATHS.phoneSheet}?call=${encodeURIComponent(r.callId)}`}
                onClick={onOpen}
                dir="auto"
              >
                {r.contactName || r.phoneDisplay}
              </Link>
            }
            description={
              <Typography.Text type="secondary">
                {intl.formatMessage(
                  { id: 'host.reminders.due' },
                  {
                    time: intl.formatDate(r.followUpAt, {
                      weekday: 'short',
                      hour: 'numeric',
                      minute: '2-digit',
                    }),
                  },
                )}
                {r.contactCompany && <bdi> · {r.contactCompany}</bdi>}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
