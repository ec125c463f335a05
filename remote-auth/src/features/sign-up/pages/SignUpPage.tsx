import { Steps } from '../../../kit/antd-by-path';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@phonesheet/shared';
import { AuthLayout } from '../../../kit/layout/AuthLayout';
import { PublicAntdFrame } from '../../../kit/layout/PublicAntdFrame';
import { AuthText, TextLink } from '../../../kit/layout/AuthText';
import { authPaths, layoutOf, type AuthPageProps } from '../../../kit/layout/auth-paths';
import { SignUpForm } from '../components/SignUpForm';
import { VerifyCodeForm } from '../components/VerifyCodeForm';
import { selectSignUp } from '../store/sign-up-slice';

export default function SignUpPage({ template }: AuthPageProps) {
  const intl = useIntl();
  const paths = authPaths(template);
  const { step } = useAppSelector(selectSignUp);
  const onCode = step === 'code';

  return (
    <AuthLayout
      variant={layoutOf(template)}
      embedded={!!template}
      title={<FormattedMessage id={onCode ? 'auth.signup.code.title' : 'auth.signup.title'} />}
      subtitle={<FormattedMessage id={onCode ? 'auth.signup.code.subtitle' : 'auth.signup.subtitle'} />}
      footer={
        <AuthText tone="secondary">
          <FormattedMessage id="auth.signup.haveAccount" />{' '}
          <TextLink to={paths.signIn}>
            <FormattedMessage id="auth.signup.toSignIn" />
          </TextLink>
        </AuthText>
      }
    >
      <PublicAntdFrame>
        <Steps
          size="small"
          current={onCode ? 1 : 0}
          responsive={false}
          style={{ marginBottom: 24 }}
          items={[
            { title: intl.formatMessage({ id: 'auth.signup.step.details' }) },
            { title: intl.formatMessage({ id: 'auth.signup.step.verify' }) },
          ]}
        />
        {onCode ? <VerifyCodeForm signInPath={paths.signIn} /> : <SignUpForm />}
      </PublicAntdFrame>
    </AuthLayout>
  );
}
