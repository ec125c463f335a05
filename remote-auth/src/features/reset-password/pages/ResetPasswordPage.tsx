import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../kit/layout/AuthLayout';
import { authPaths, layoutOf, type AuthPageProps } from '../../../kit/layout/auth-paths';
import { AUTH } from '../../../kit/plain/auth-styles';
import { Notice } from '../../../kit/plain/feedback';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

export default function ResetPasswordPage({ template }: AuthPageProps) {
  const paths = authPaths(template);
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <AuthLayout
      variant={layoutOf(template)}
      embedded={!!template}
      title={<FormattedMessage id="auth.reset.title" />}
      subtitle={<FormattedMessage id="auth.reset.subtitle" />}
      footer={
        <Link to={paths.signIn}>
          <FormattedMessage id="auth.forgot.backToSignIn" />
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          signInPath={paths.signIn}
          forgotPasswordPath={paths.forgotPassword}
        />
      ) : (
        <Notice
          kind="warning"
          message={<FormattedMessage id="auth.reset.noToken" />}
          description={
            <Link to={paths.forgotPassword} className={AUTH.link}>
              <FormattedMessage id="auth.reset.requestAgain" />
            </Link>
          }
        />
      )}
    </AuthLayout>
  );
}
