import {
  BellOutlined,
  CalendarOutlined,
  CreditCardOutlined,
  LockOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Card, Grid, Skeleton, Tabs } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { selectUser, useAppSelector, useSlot } from '@phonesheet/shared';
import { PageTitle } from '@phonesheet/shared/ui';
import { CalendarFeedTab } from '../components/CalendarFeedTab';
import { ChangePasswordTab } from '../components/ChangePasswordTab';
import { PersonalInfoTab } from '../components/PersonalInfoTab';
import { SubscriptionTab } from '../components/SubscriptionTab';

// Loaded when its tab opens: its time pickers and zone list weigh ~60 KiB that My Account's
// first load does not need (bench/first-load-budgets.json).
const PushNotificationsTab = lazy(() =>
  import('../components/PushNotificationsTab').then((m) => ({ default: m.PushNotificationsTab })),
);
// Covering and e-mail per call, and the admins' chat webhooks: loaded when their tab opens.
const CallForwardingTab = lazy(async () => ({
  default: (await import('../components/CallForwardingTab')).CallForwardingTab,
}));
const ChatTab = lazy(async () => ({ default: (await import('../components/ChatTab')).ChatTab }));
// Admins only, and only once opened: the other readers of My Account do not download it.
const PhoneSystemTab = lazy(async () => ({
  default: (await import('../components/PhoneSystemTab')).PhoneSystemTab,
}));

const TABS = [
  'personal-info',
  'change-password',
  'subscription',
  'digest',
  'calendar',
  'notifications',
  'forwarding',
  'phone-system',
  'chat',
] as const;
type TabKey = (typeof TABS)[number];

export default function MyProfilePage() {
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  // The phone sheet offers the morning digest's settings; without it there is no such tab.
  const DigestTab = useSlot('myProfile.digestTab');
  // The company's phone system is its admins' to connect.
  const isAdmin = useAppSelector(selectUser)?.userType === 'Admin';
  const requested = params.get('tab') as TabKey | null;
  const offered = (key: TabKey) =>
    (key !== 'digest' || !!DigestTab) && ((key !== 'phone-system' && key !== 'chat') || isAdmin);
  const active: TabKey =
    requested && TABS.includes(requested) && offered(requested) ? requested : 'personal-info';
  // Vertical tabs need room; on phones they go on top.
  const vertical = screens.md !== false;

  return (
    <div style={{ maxWidth: 1000, margin: '0 auto', padding: 'clamp(12px, 3vw, 24px)' }}>
      <PageTitle look={3} style={{ marginBottom: 16 }}>
        <FormattedMessage id="auth.profile.title" />
      </PageTitle>
      <Card
        styles={{
          body: vertical
            ? { paddingBlock: 24, paddingInlineStart: 0, paddingInlineEnd: 24 }
            : { padding: 16 },
        }}
      >
        <Tabs
          tabPosition={vertical ? 'left' : 'top'}
          activeKey={active}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          destroyOnHidden={false}
          items={[
            {
              key: 'personal-info',
              icon: <UserOutlined />,
              label: <FormattedMessage id="auth.profile.tab.personalInfo" />,
              children: <PersonalInfoTab />,
            },
            {
              key: 'change-password',
              icon: <LockOutlined />,
              label: <FormattedMessage id="auth.profile.tab.changePassword" />,
              children: <ChangePasswordTab />,
            },
            {
              key: 'subscription',
              icon: <CreditCardOutlined />,
              label: <FormattedMessage id="auth.profile.tab.subscription" />,
              children: <SubscriptionTab />,
            },
            ...(DigestTab
              ? [
                  {
                    key: 'digest',
                    icon: <MailOutlined />,
                    label: <FormattedMessage id="auth.profile.tab.digest" />,
                    children: <DigestTab />,
                  },
                ]
              : []),
            {
              key: 'calendar',
              icon: <CalendarOutlined />,
              label: <FormattedMessage id="auth.profile.tab.calendar" />,
              children: <CalendarFeedTab />,
            },
            {
              key: 'notifications',
              icon: <BellOutlined />,
              label: <FormattedMessage id="auth.profile.tab.push" />,
              children: (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
                  <PushNotificationsTab />
                </Suspense>
              ),
            },
            {
              key: 'forwarding',
              icon: <SwapOutlined />,
              label: <FormattedMessage id="auth.profile.tab.forwarding" />,
              children: (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                  <CallForwardingTab />
                </Suspense>
              ),
            },
            ...(isAdmin
              ? [
                  {
                    key: 'chat',
                    icon: <MessageOutlined />,
                    label: <FormattedMessage id="auth.profile.tab.chat" />,
                    children: (
                      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                        <ChatTab />
                      </Suspense>
                    ),
                  },
                  {
                    key: 'phone-system',
                    icon: <PhoneOutlined />,
                    label: <FormattedMessage id="auth.profile.tab.phoneSystem" />,
                    children: (
                      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                        <PhoneSystemTab />
                      </Suspense>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </div>
  );
}
