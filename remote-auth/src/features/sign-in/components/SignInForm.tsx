import LockOutlined from '@ant-design/icons-svg/lib/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/lib/asn/MailOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { sessionActions, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { usePlainForm } from '../../../kit/forms/use-plain-form';
import { AUTH } from '../../../kit/plain/auth-styles';
import { PasswordField, SubmitButton, TextField } from '../../../kit/plain/fields';
import { signInSchema, type SignInValues } from '../sign-in-schema';

export interface SignInFormProps {
  initialEmail?: string;
  forgotPasswordPath: string;
}

/** The sign-in form, drawn without antd: the first page most visitors load (docs/performance.md). */
export function SignInForm({ initialEmail = '', forgotPasswordPath }: SignInFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => state.session.loginPending);
  const form = usePlainForm<SignInValues>(signInSchema, { email: initialEmail, password: '' }, (values) =>
    dispatch(sessionActions.login({ email: values.email.trim(), password: values.password })),
  );

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <fieldset className={AUTH.form} disabled={pending}>
        <TextField
          {...form.field('email')}
          label={intl.formatMessage({ id: 'auth.field.email' })}
          icon={MailOutlined}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus={!initialEmail}
          placeholder={intl.formatMessage({ id: 'auth.field.email.placeholder' })}
          size="large"
        />
        <PasswordField
          {...form.field('password')}
          label={intl.formatMessage({ id: 'auth.field.password' })}
          icon={LockOutlined}
          autoComplete="current-password"
          autoFocus={!!initialEmail}
          size="large"
        />
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -16, marginBottom: 24 }}>
          <Link to={forgotPasswordPath} className={AUTH.link}>
            <FormattedMessage id="auth.signin.forgot" />
          </Link>
        </div>
        <SubmitButton loading={pending}>
          <FormattedMessage id="auth.signin.submit" />
        </SubmitButton>
      </fieldset>
    </form>
  );
}
