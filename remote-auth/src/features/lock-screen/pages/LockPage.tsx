import { FormattedMessage } from 'react-intl';
import { AuthLayout } from '../../../kit/layout/AuthLayout';
import { layoutOf, type AuthPageProps } from '../../../kit/layout/auth-paths';
import { LockScreenForm } from '../components/LockScreenForm';

/** The template's lock screens (/user/lock-1, /user/lock-2): the real form, back home once unlocked. */
export default function LockPage({ template }: AuthPageProps) {
  return (
    <AuthLayout
      variant={layoutOf(template, 'card')}
      embedded
      title={<FormattedMessage id="auth.lock.title" />}
      subtitle={<FormattedMessage id="auth.lock.subtitle" />}
    >
      <LockScreenForm redirectTo="/" />
    </AuthLayout>
  );
}
