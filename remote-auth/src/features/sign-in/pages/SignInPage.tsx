import { FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../kit/layout/AuthLayout';
import { AuthText, TextLink } from '../../../kit/layout/AuthText';
import { authPaths, layoutOf, type AuthPageProps } from '../../../kit/layout/auth-paths';
import { SignInForm } from '../components/SignInForm';

/** The e-mail handed over by the sign-up flow (router state) or a link (?email=). */
function useHandedEmail(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { email?: unknown } | null)?.email;
  return typeof fromState === 'string' ? fromState : (params.get('email') ?? '');
}

export default function SignInPage({ template }: AuthPageProps) {
  const paths = authPaths(template);
  const email = useHandedEmail();
  return (
    <AuthLayout
      variant={layoutOf(template)}
      embedded={!!template}
      title={<FormattedMessage id="auth.signin.title" />}
      subtitle={<FormattedMessage id="auth.signin.subtitle" />}
      footer={
        <AuthText tone="secondary">
          <FormattedMessage id="auth.signin.noAccount" />{' '}
          <TextLink to={paths.signUp}>
            <FormattedMessage id="auth.signin.toSignUp" />
          </TextLink>
        </AuthText>
      }
    >
      <SignInForm key={email} initialEmail={email} forgotPasswordPath={paths.forgotPassword} />
    </AuthLayout>
  );
}
