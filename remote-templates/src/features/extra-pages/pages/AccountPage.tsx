import { useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Col,
  Form,
  Grid,
  Input,
  List,
  Row,
  Select,
  Switch,
  Tabs,
  Timeline,
  Typography,
  theme,
} from 'antd';
import {
  BellOutlined,
  FacebookFilled,
  GithubFilled,
  InfoCircleOutlined,
  LinkedinFilled,
  LockOutlined,
  ShareAltOutlined,
  TeamOutlined,
  HistoryOutlined,
  TwitterOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@phonesheet/shared';
import { LoadState } from '../../../app-kit/LoadState';
import { useFormAnswer, useRule } from '../components/form-kit';
import { PageFrame } from '../../../app-kit/PageFrame';
import { initials, useLoad } from '../components/page-kit';
import { extraPagesActions as A, type FormName } from '../store/extra-pages-slice';
import type { Account, Information, NotificationKey, PasswordChange, SocialLinks } from '../types';
import { newPasswordRule, oldPasswordRule, phoneRule, retypeRule, urlRule } from '../validation';

export const ACCOUNT_TABS = [
  'personal',
  'password',
  'information',
  'social',
  'notifications',
  'connections',
  'activity',
] as const;
type TabKey = (typeof ACCOUNT_TABS)[number];

const TAB_ICONS: Record<TabKey, ReactNode> = {
  personal: <UserOutlined />,
  password: <LockOutlined />,
  information: <InfoCircleOutlined />,
  social: <ShareAltOutlined />,
  notifications: <BellOutlined />,
  connections: <TeamOutlined />,
  activity: <HistoryOutlined />,
};

const t = (id: string) => `templates.extraPages.account.${id}`;

/** A form's submit button and, after a refusal, the server's message (the input stays). */
function useAccountForm(form: FormName, onOk?: () => void) {
  const dispatch = useAppDispatch();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { sending } = useFormAnswer(form, (answer) => {
    setRefusal(answer.ok ? null : answer.message);
    if (answer.ok) onOk?.();
  });
  const submit = (body: unknown) => {
    setRefusal(null);
    dispatch(A.submitted({ form, body }));
  };
  const footer = (
    <>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={<FormattedMessage id={refusal} />}
          data-testid={`extra-account-${form}-refusal`}
        />
      )}
      <Button type="primary" htmlType="submit" loading={sending} data-testid={`extra-account-${form}-save`}>
        <FormattedMessage id={t('save')} />
      </Button>
    </>
  );
  return { submit, footer };
}

function PersonalTab({ account }: { account: Account }) {
  const intl = useIntl();
  const rule = useRule();
  const { token } = theme.useToken();
  const { submit, footer } = useAccountForm('personal');
  const { personal } = account;
  const nameRule = rule((v) =>
    typeof v === 'string' && v.trim() ? undefined : 'templates.extraPages.v.fullNameEmpty',
  );
  return (
    <Form
      layout="vertical"
      initialValues={personal}
      onFinish={(v: { firstName: string; lastName: string }) =>
        submit({ firstName: v.firstName, lastName: v.lastName })
      }
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
        <Avatar size={72} style={{ background: token.colorPrimary, fontSize: 28 }}>
          {initials(`${personal.firstName} ${personal.lastName}`)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="extra-account-name">
            {personal.firstName} {personal.lastName}
          </Typography.Title>
          <Typography.Text type="secondary">{personal.company}</Typography.Text>
        </div>
      </div>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label={intl.formatMessage({ id: t('firstName') })} rules={[nameRule]}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label={intl.formatMessage({ id: t('lastName') })} rules={[nameRule]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={intl.formatMessage({ id: t('email') })}>
            <Input disabled dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="company" label={intl.formatMessage({ id: t('company') })}>
            <Input disabled />
          </Form.Item>
        </Col>
      </Row>
      {footer}
    </Form>
  );
}

function PasswordTab() {
  const intl = useIntl();
  const rule = useRule();
  const [form] = Form.useForm<PasswordChange>();
  // A changed password clears the form.
  const { submit, footer } = useAccountForm('password', () => form.resetFields());
  const label = (id: string) => intl.formatMessage({ id: t(id) });
  return (
    <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={submit} style={{ maxWidth: 480 }}>
      <Form.Item name="oldPassword" label={label('oldPassword')} rules={[rule(oldPasswordRule)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={label('newPassword')} rules={[rule(newPasswordRule)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="retypeNewPassword"
        label={label('retypePassword')}
        dependencies={['newPassword']}
        rules={[({ getFieldValue }) => rule((v) => retypeRule(getFieldValue('newPassword'), v ?? ''))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {footer}
    </Form>
  );
}

const COUNTRIES = ['United Kingdom', 'United States', 'Spain', 'France', 'Italy', 'China', 'Saudi Arabia'];

function InformationTab({ account }: { account: Account }) {
  const intl = useIntl();
  const rule = useRule();
  const { submit, footer } = useAccountForm('information');
  const label = (id: string) => intl.formatMessage({ id: t(id) });
  return (
    <Form layout="vertical" initialValues={account.information} onFinish={(v: Information) => submit(v)}>
      <Form.Item name="bio" label={label('bio')}>
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="birthday" label={label('birthday')}>
            <Input type="date" dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={label('country')}>
            <Select options={COUNTRIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label={label('website')} rules={[rule(urlRule)]}>
            <Input dir="ltr" placeholder="https://" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={label('phone')} rules={[rule(phoneRule)]}>
            <Input dir="ltr" autoComplete="tel" />
          </Form.Item>
        </Col>
      </Row>
      {footer}
    </Form>
  );
}

const SOCIAL: { key: keyof SocialLinks; icon: ReactNode; name: string }[] = [
  { key: 'twitter', icon: <TwitterOutlined />, name: 'Twitter' },
  { key: 'facebook', icon: <FacebookFilled />, name: 'Facebook' },
  { key: 'linkedin', icon: <LinkedinFilled />, name: 'LinkedIn' },
  { key: 'github', icon: <GithubFilled />, name: 'GitHub' },
];

function SocialTab({ account }: { account: Account }) {
  const rule = useRule();
  const { submit, footer } = useAccountForm('social');
  return (
    <Form
      layout="vertical"
      initialValues={account.social}
      onFinish={(v: SocialLinks) => submit(v)}
      style={{ maxWidth: 560 }}
    >
      {SOCIAL.map((s) => (
        <Form.Item key={s.key} name={s.key} label={s.name} rules={[rule(urlRule)]}>
          <Input prefix={s.icon} dir="ltr" placeholder="https://" />
        </Form.Item>
      ))}
      {footer}
    </Form>
  );
}

const NOTIFICATIONS: NotificationKey[] = ['newCall', 'missedCall', 'weeklyReport', 'productNews', 'mentions'];

function NotificationsTab({ account }: { account: Account }) {
  const intl = useIntl();
  const { submit, footer } = useAccountForm('notifications');
  return (
    <Form layout="horizontal" initialValues={account.notifications} onFinish={submit}>
      <List
        dataSource={NOTIFICATIONS}
        style={{ marginBottom: 16 }}
        renderItem={(key) => (
          <List.Item
            key={key}
            extra={
              <Form.Item name={key} valuePropName="checked" noStyle>
                <Switch aria-label={intl.formatMessage({ id: t(`notify.${key}`) })} />
              </Form.Item>
            }
          >
            <List.Item.Meta
              title={<FormattedMessage id={t(`notify.${key}`)} />}
              description={<FormattedMessage id={t(`notify.${key}Text`)} />}
            />
          </List.Item>
        )}
      />
      {footer}
    </Form>
  );
}

function ConnectionsTab({ account }: { account: Account }) {
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const { sending } = useFormAnswer('connection');
  return (
    <List
      dataSource={account.connections}
      renderItem={(c) => (
        <List.Item
          key={c.id}
          data-testid="extra-account-connection"
          actions={[
            <Button
              key="toggle"
              size="small"
              type={c.connected ? 'default' : 'primary'}
              disabled={sending}
              onClick={() =>
                dispatch(A.submitted({ form: 'connection', body: { id: c.id, connected: !c.connected } }))
              }
            >
              <FormattedMessage id={t(c.connected ? 'disconnect' : 'connect')} />
            </Button>,
          ]}
        >
          <List.Item.Meta
            avatar={
              <Avatar style={{ background: c.connected ? token.colorSuccess : token.colorTextQuaternary }}>
                {initials(c.name)}
              </Avatar>
            }
            title={c.name}
            description={c.title}
          />
        </List.Item>
      )}
    />
  );
}

function ActivityTab({ account }: { account: Account }) {
  return (
    <Timeline
      style={{ paddingTop: 8 }}
      items={account.activity.map((a) => ({
        key: a.id,
        children: (
          <>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">
              {a.date}
            </Typography.Text>
            <div>{a.text}</div>
          </>
        ),
      }))}
    />
  );
}

/** /extra-pages/account: the template's profile, seven tabs (`?tab=` opens one). */
export default function AccountPage() {
  const intl = useIntl();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const { data: account, loading, error, retry } = useLoad('account');
  const asked = params.get('tab') as TabKey | null;
  const active: TabKey = asked && ACCOUNT_TABS.includes(asked) ? asked : 'personal';

  const content = (key: TabKey, a: Account): ReactNode => {
    switch (key) {
      case 'personal':
        return <PersonalTab account={a} />;
      case 'password':
        return <PasswordTab />;
      case 'information':
        return <InformationTab account={a} />;
      case 'social':
        return <SocialTab account={a} />;
      case 'notifications':
        return <NotificationsTab account={a} />;
      case 'connections':
        return <ConnectionsTab account={a} />;
      default:
        return <ActivityTab account={a} />;
    }
  };

  return (
    <PageFrame testId="extra-account" title={<FormattedMessage id={t('title')} />}>
      <Card styles={{ body: { padding: screens.md ? 24 : 12 } }}>
        <LoadState loading={loading} error={error} empty={!account} onRetry={retry}>
          {account && (
            <Tabs
              data-testid="extra-account-tabs"
              tabPosition={screens.md ? 'left' : 'top'}
              activeKey={active}
              onChange={(key) => setParams({ tab: key }, { replace: true })}
              items={ACCOUNT_TABS.map((key) => ({
                key,
                label: (
                  <span data-testid={`extra-account-tab-${key}`}>
                    {TAB_ICONS[key]} {intl.formatMessage({ id: t(`tab.${key}`) })}
                  </span>
                ),
                children: (
                  <div style={{ minWidth: 0 }}>
                    <Typography.Title level={4} style={{ marginTop: 0 }}>
                      <FormattedMessage id={t(`tab.${key}`)} />
                    </Typography.Title>
                    {content(key, account)}
                  </div>
                ),
              }))}
            />
          )}
        </LoadState>
      </Card>
    </PageFrame>
  );
}
