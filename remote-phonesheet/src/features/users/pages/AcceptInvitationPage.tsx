import { useEffect } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Result } from 'antd';
import { useIntl } from 'react-intl';
import { useSearchParams, Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useMainLandmark } from '@phonesheet/shared';
import { PageTitle } from '@phonesheet/shared/ui';
import { CROSS_REMOTE_PATHS } from '@phonesheet/shared/contracts';
import { selectUsers, usersActions } from '../store/users-slice';
import { serverText } from '../../../kit/server-text';

type Values = { firstName: string; lastName: string; password: string; confirmPassword: string };

/**
 * /invitation?token=… (public): the invitee sets name and password; the users saga sends them.
 */
export default function AcceptInvitationPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectUsers).acceptance;
  useEffect(
    () => () => {
      dispatch(usersActions.acceptReset());
    },
    [dispatch],
  );

  const submit = (v: Values) => dispatch(usersActions.acceptRequested({ token, ...v }));

  const landmark = useMainLandmark<HTMLDivElement>();
  return (
    <Flex {...landmark} justify="center" style={{ padding: 24, minHeight: '100vh' }} align="center">
      <Card style={{ width: 420, maxWidth: '100%' }}>
        {!token ? (
          <Result
            status="warning"
            title={
              <PageTitle look={3} style={{ margin: 0 }}>
                {t('phonesheet.invitation.invalid')}
              </PageTitle>
            }
          />
        ) : state.done ? (
          <Result
            status="success"
            title={
              <PageTitle look={3} style={{ margin: 0 }}>
                {t('phonesheet.invitation.done')}
              </PageTitle>
            }
            extra={<Link to={CROSS_REMOTE_PATHS.signIn}>{t('phonesheet.invitation.signIn')}</Link>}
          />
        ) : (
          <>
            <PageTitle look={3}>{t('phonesheet.invitation.title')}</PageTitle>
            <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
              <Form.Item
                name="firstName"
                label={t('phonesheet.invitation.firstName')}
                rules={[{ required: true, message: t('phonesheet.invitation.firstNameRequired') }]}
              >
                <Input autoComplete="given-name" data-testid="invite-first" />
              </Form.Item>
              <Form.Item
                name="lastName"
                label={t('phonesheet.invitation.lastName')}
                rules={[{ required: true, message: t('phonesheet.invitation.lastNameRequired') }]}
              >
                <Input autoComplete="family-name" data-testid="invite-last" />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('phonesheet.invitation.password')}
                rules={[
                  { required: true, message: t('phonesheet.invitation.passwordRequired') },
                  { min: 8, message: t('phonesheet.invitation.passwordShort') },
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid="invite-password" />
              </Form.Item>
              <Form.Item
                name="confirmPassword"
                label={t('phonesheet.invitation.confirm')}
                dependencies={['password']}
                rules={[
                  { required: true, message: t('phonesheet.invitation.confirmRequired') },
                  ({ getFieldValue }) => ({
                    validator: (_, v) =>
                      v === getFieldValue('password')
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('phonesheet.invitation.mismatch'))),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid="invite-confirm" />
              </Form.Item>
              {state.errors.length > 0 && (
                <Alert
                  type="error"
                  showIcon
                  style={{ marginBottom: 12 }}
                  message={state.errors.map((e) => serverText(e, intl)).join(' · ')}
                />
              )}
              <Button type="primary" htmlType="submit" block loading={state.busy} data-testid="invite-accept">
                {t('phonesheet.invitation.accept')}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </Flex>
  );
}
