import { useEffect, useState } from 'react';
import { Button, Empty, List } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PageCard } from '@phonesheet/shared/ui';
import { installNotifications } from '../../features/notifications/install-notifications';
import { DRAWER_SIZE } from '../../features/notifications/notifications-saga';
import { notificationsActions, selectNotifications } from '../../features/notifications/notifications-store';
import { NotificationItem } from '../../layout/topbar/UserInboxWidgets';

/** View All: every notification of the user, newest first, page by page. */
export function NotificationsPage() {
  useState(installNotifications);
  const dispatch = useAppDispatch();
  const { page, unread } = useAppSelector(selectNotifications);
  const [current, setCurrent] = useState(1);
  useEffect(() => {
    dispatch(notificationsActions.pageWanted(current));
  }, [dispatch, current]);
  return (
    <PageCard
      title={
        <h1 style={{ fontSize: 'inherit', margin: 0 }}>
          <FormattedMessage id="host.notifications.title" />
        </h1>
      }
      toolbar={
        <Button disabled={!unread} onClick={() => dispatch(notificationsActions.markAllRead())}>
          <FormattedMessage id="host.notifications.markAllRead" />
        </Button>
      }
    >
      <List
        data-testid="notifications-page"
        loading={!page}
        dataSource={page?.items ?? []}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={<FormattedMessage id="host.notifications.empty" />}
            />
          ),
        }}
        renderItem={(n) => <NotificationItem n={n} />}
        pagination={
          page && page.total > DRAWER_SIZE
            ? {
                current,
                pageSize: DRAWER_SIZE,
                total: page.total,
                onChange: setCurrent,
                showSizeChanger: false,
              }
            : false
        }
      />
    </PageCard>
  );
}
