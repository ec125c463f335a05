import { Alert } from '../../../kit/antd-by-path';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../kit/layout/AuthLayout';
import { PublicAntdFrame } from '../../../kit/layout/PublicAntdFrame';
import { authPaths, layoutOf, type AuthPageProps } from '../../../kit/layout/auth-paths';
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
      <PublicAntdFrame>
        {token ? (
          <ResetPasswordForm
            token={token}
            signInPath={paths.signIn}
            forgotPasswordPath={paths.forgotPassword}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            message={<FormattedMessage id="auth.reset.noToken" />}
            description={
              <Link to={paths.forgotPassword}>
                <FormattedMessage id="auth.reset.requestAgain" />
              </Link>
            }
          />
        )}
      </PublicAntdFrame>
    </AuthLayout>
  );
}
