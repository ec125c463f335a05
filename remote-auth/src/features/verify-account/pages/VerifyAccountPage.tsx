import { useEffect } from 'react';
import { Button, Flex, Result, Spin, Typography } from '../../../kit/antd-by-path';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { AuthLayout } from '../../../kit/layout/AuthLayout';
import { PublicAntdFrame } from '../../../kit/layout/PublicAntdFrame';
import { useCountdown } from '../../../kit/use-countdown';
import { selectVerifyAccount, verifyAccountActions } from '../store/verify-account-slice';
import { AUTH_PATHS } from '../../../route-paths';

/** The verified view counts down this long, then opens the app. */
export const VERIFY_REDIRECT_SECONDS = 10;

function Verified() {
  const navigate = useNavigate();
  const left = useCountdown(VERIFY_REDIRECT_SECONDS);
  useEffect(() => {
    if (left === 0) navigate('/');
  }, [left, navigate]);
  return (
    <Result
      status="success"
      title={<FormattedMessage id="auth.verify.success.title" />}
      subTitle={
        <Flex vertical gap={4}>
          <span>
            <FormattedMessage id="auth.verify.success.text" />
          </span>
          <span role="status">
            <FormattedMessage id="auth.verify.success.redirect" values={{ seconds: left }} />
          </span>
        </Flex>
      }
      extra={
        <Button type="primary" onClick={() => navigate(AUTH_PATHS.signIn)}>
          <FormattedMessage id="auth.verify.success.signInNow" />
        </Button>
      }
    />
  );
}

function Failed() {
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={<FormattedMessage id="auth.verify.failed.title" />}
      subTitle={<FormattedMessage id="auth.verify.failed.text" />}
      extra={
        <Button type="primary" onClick={() => navigate(AUTH_PATHS.signUp)}>
          <FormattedMessage id="auth.verify.failed.signUpAgain" />
        </Button>
      }
    />
  );
}

export default function VerifyAccountPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const { token: requested, status } = useAppSelector(selectVerifyAccount);

  useEffect(() => {
    // Once per link: a remount (StrictMode) must not spend the one-time token again.
    if (status === 'idle' || requested !== token) dispatch(verifyAccountActions.requested({ token }));
  }, [dispatch, token, requested, status]);

  const current = requested === token ? status : 'verifying';

  return (
    <AuthLayout variant="card" title={<FormattedMessage id="auth.verify.title" />}>
      <PublicAntdFrame>
        {current === 'verified' && <Verified />}
        {current === 'failed' && <Failed />}
        {(current === 'verifying' || current === 'idle') && (
          <Flex vertical align="center" gap={16} style={{ padding: '32px 0' }} role="status">
            <Spin size="large" />
            <Typography.Text type="secondary">
              <FormattedMessage id="auth.verify.verifying" />
            </Typography.Text>
          </Flex>
        )}
      </PublicAntdFrame>
    </AuthLayout>
  );
}
