import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Empty, Flex, List, Typography } from 'antd';
import { BellOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { directionOf, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import type { Notification } from '@phonesheet/shared/contracts';
import { PHONESHEET_PATHS } from '../../../../remote-phonesheet/src/route-paths';
import { installNotifications } from '../../features/notifications/install-notifications';
import { notificationsActions, selectNotifications } from '../../features/notifications/notifications-store';
import { ReminderDrawerItems, useDueReminders } from './ReminderDrawerItems';
import { topbarBadgeOffset } from './badge-offset';
import { NOTIFICATIONS_PATH } from './search-targets';

/** Where a call of a message or a notification opens: the sheet, the call in view. */
export const callUrl = (id: string) => `${PHONESHEET_PATHS.phoneSheet}?call=${encodeURIComponent(id)}`;

/** A notification's sentence in the user's language. */
export function notificationText(intl: IntlShape, n: Notification): string {
  // A call logged on a desk the reader covers says whose desk it is.
  const id = n.kind === 'call.logged' && n.data.desk ? 'call.logged.covering' : n.kind;
  return intl.formatMessage(
    { id: `host.notifications.kind.${id}` },
    {
      name: n.data.name ?? '',
      by: n.data.by ?? '',
      desk: n.data.desk ?? '',
      limit: n.data.limit ?? '',
      plan: n.data.plan ?? '',
    },
  );
}

function InboxDrawer(props: {
  icon: ReactNode;
  titleId: string;
  count: number;
  testId: string;
  onOpen: () => void;
  footer?: (close: () => void) => ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const locale = useAppSelector((s) => s.settings.locale);
  const [open, setOpen] = useState(false);
  const title = intl.formatMessage({ id: props.titleId });
  const close = () => setOpen(false);
  const rtl = directionOf(locale) === 'rtl';
  return (
    <>
      <Badge count={props.count} size="small" offset={topbarBadgeOffset(rtl)}>
        <Button
          type="text"
          shape="circle"
          icon={props.icon}
          aria-label={title}
          data-testid={`${props.testId}-button`}
          onClick={() => {
            props.onOpen();
            setOpen(true);
          }}
        />
      </Badge>
      <Drawer
        title={title}
        placement={rtl ? 'left' : 'right'}
        open={open}
        onClose={close}
        width={360}
        footer={props.footer?.(close)}
      >
        <div data-testid={props.testId}>{props.children(close)}</div>
      </Drawer>
    </>
  );
}

/** Messages: the calls on the user's own desk still owed a call back. */
function OwedCallsWidget({ refresh }: { refresh: () => void }) {
  const intl = useIntl();
  const { owed } = useAppSelector(selectNotifications);
  return (
    <InboxDrawer
      icon={<MessageOutlined />}
      titleId="host.topbar.messages"
      count={owed.total}
      testId="drawer-messages"
      onOpen={refresh}
      footer={(close) =>
        owed.total ? (
          <Link to={PHONESHEET_PATHS.phoneSheet} onClick={close}>
            <FormattedMessage id="host.messages.openSheet" values={{ count: owed.total }} />
          </Link>
        ) : null
      }
    >
      {(close) =>
        owed.items.length ? (
          <List
            dataSource={owed.items}
            renderItem={(c) => (
              <List.Item key={c.id}>
                <List.Item.Meta
                  avatar={<PhoneOutlined style={{ fontSize: 18 }} />}
                  title={
                    <Link to={callUrl(c.id)} onClick={close} dir="auto">
                      {c.contactName || c.phone}
                    </Link>
                  }
                  description={
                    <Typography.Text type="secondary">
                      {intl.formatMessage(
                        { id: 'host.messages.owed' },
                        {
                          time: intl.formatDate(c.occurredAt, {
                            weekday: 'short',
                            hour: 'numeric',
                            minute: '2-digit',
                          }),
                        },
                      )}
                      {c.contactCompany && <bdi> · {c.contactCompany}</bdi>}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={<FormattedMessage id="host.messages.empty" />}
          />
        )
      }
    </InboxDrawer>
  );
}

/** "Mark read" starts where the date starts (a link button's own padding would indent it). */
const MARK_READ = { paddingInline: 0 } as const;
/** A sentence breaks at its spaces; only a word longer than the line breaks inside. */
const SENTENCE = { overflowWrap: 'break-word', wordBreak: 'normal' } as const;

/** One notification: unread ones stand out; opening one marks it read. */
export function NotificationItem({ n, onOpen }: { n: Notification; onOpen?: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = () => {
    if (!n.read) dispatch(notificationsActions.markRead(n.id));
    onOpen?.();
    if (n.data.callId) navigate(callUrl(n.data.callId));
  };
  return (
    <List.Item key={n.id} data-read={n.read}>
      <List.Item.Meta
        avatar={
          <Badge dot={!n.read}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
        title={
          <Typography.Link onClick={open} strong={!n.read} dir="auto" style={SENTENCE}>
            {notificationText(intl, n)}
          </Typography.Link>
        }
        description={
          <>
            <Typography.Text type="secondary">
              {intl.formatDate(n.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              {!n.read && (
                <>
                  {' · '}
                  <FormattedMessage id="host.notifications.unread" />
                </>
              )}
            </Typography.Text>
            {/* Under the date, not beside the text: in a 390 px drawer a button at the side
                left the sentence so narrow that a name broke inside a word. */}
            {!n.read && (
              <div>
                <Button
                  size="small"
                  type="link"
                  style={MARK_READ}
                  onClick={() => dispatch(notificationsActions.markRead(n.id))}
                >
                  <FormattedMessage id="host.notifications.markRead" />
                </Button>
              </div>
            )}
          </>
        }
      />
    </List.Item>
  );
}

/** Notifications: the due reminders, then the user's own notifications. */
function NotificationsWidget({ refresh }: { refresh: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, unread } = useAppSelector(selectNotifications);
  const reminders = useDueReminders();
  return (
    <InboxDrawer
      icon={<BellOutlined />}
      titleId="host.topbar.notifications"
      count={unread + reminders.length}
      testId="drawer-notifications"
      onOpen={refresh}
      footer={(close) => (
        <Flex gap={8}>
          <Button disabled={!unread} onClick={() => dispatch(notificationsActions.markAllRead())}>
            <FormattedMessage id="host.notifications.markAllRead" />
          </Button>
          <Button
            type="primary"
            style={{ flex: 1 }}
            onClick={() => {
              close();
              navigate(NOTIFICATIONS_PATH);
            }}
          >
            <FormattedMessage id="host.topbar.viewAll" />
          </Button>
        </Flex>
      )}
    >
      {(close) => (
        <>
          <ReminderDrawerItems onOpen={close} />
          {items.length ? (
            <List dataSource={items} renderItem={(n) => <NotificationItem n={n} onOpen={close} />} />
          ) : (
            !reminders.length && (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={<FormattedMessage id="host.notifications.empty" />}
              />
            )
          )}
        </>
      )}
    </InboxDrawer>
  );
}

/** The signed-in user's real messages and notifications (the template's demo items are off). */
export function UserInboxWidgets() {
  useState(installNotifications); // before the first read of its slice
  const dispatch = useAppDispatch();
  const refresh = () => dispatch(notificationsActions.refresh());
  useEffect(() => {
    dispatch(notificationsActions.refresh());
  }, [dispatch]);
  return (
    <>
      <OwedCallsWidget refresh={refresh} />
      <NotificationsWidget refresh={refresh} />
    </>
  );
}
