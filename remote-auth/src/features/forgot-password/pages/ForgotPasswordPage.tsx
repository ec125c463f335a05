import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { AuthLayout } from '../../../kit/layout/AuthLayout';
import { authPaths, layoutOf, type AuthPageProps } from '../../../kit/layout/auth-paths';
import { PLAIN } from '@phonesheet/shared/plain';
import { PlainResult } from '../../../kit/plain/feedback';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { forgotPasswordActions, selectForgotPassword } from '../store/forgot-password-slice';

export default function ForgotPasswordPage({ template }: AuthPageProps) {
  const dispatch = useAppDispatch();
  const paths = authPaths(template);
  const { sentTo } = useAppSelector(selectForgotPassword);

  // A later visit starts with an empty form again.
  useEffect(() => () => void dispatch(forgotPasswordActions.cleared()), [dispatch]);

  return (
    <AuthLayout
      variant={layoutOf(template)}
      embedded={!!template}
      title={<FormattedMessage id="auth.forgot.title" />}
      subtitle={sentTo ? undefined : <FormattedMessage id="auth.forgot.subtitle" />}
      footer={
        <Link to={paths.signIn}>
          <FormattedMessage id="auth.forgot.backToSignIn" />
        </Link>
      }
    >
      {sentTo ? (
        // The same answer for every address: it must not reveal who has an account.
        <PlainResult
          kind="success"
          title={<FormattedMessage id="auth.server.resetLinkSent" />}
          subTitle={<FormattedMessage id="auth.forgot.sent.hint" values={{ email: sentTo }} />}
          extra={
            <button
              type="button"
              className={PLAIN.button}
              onClick={() => dispatch(forgotPasswordActions.cleared())}
            >
              <FormattedMessage id="auth.forgot.sent.again" />
            </button>
          }
        />
      ) : (
        <ForgotPasswordForm />
      )}
    </AuthLayout>
  );
}
