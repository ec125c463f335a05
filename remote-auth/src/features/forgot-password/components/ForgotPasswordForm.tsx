import MailOutlined from '@ant-design/icons-svg/lib/asn/MailOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { usePlainForm } from '../../../kit/forms/use-plain-form';
import { AUTH } from '../../../kit/plain/auth-styles';
import { SubmitButton, TextField } from '../../../kit/plain/fields';
import { forgotPasswordSchema } from '../forgot-password-schema';
import { forgotPasswordActions, selectForgotPassword } from '../store/forgot-password-slice';

export function ForgotPasswordForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { sending } = useAppSelector(selectForgotPassword);
  const form = usePlainForm(forgotPasswordSchema, { email: '' }, ({ email }) =>
    dispatch(forgotPasswordActions.requested({ email })),
  );

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <fieldset className={AUTH.form} disabled={sending}>
        <TextField
          {...form.field('email')}
          label={intl.formatMessage({ id: 'auth.field.email' })}
          icon={MailOutlined}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          size="large"
          placeholder={intl.formatMessage({ id: 'auth.field.email.placeholder' })}
        />
        <SubmitButton loading={sending}>
          <FormattedMessage id="auth.forgot.submit" />
        </SubmitButton>
      </fieldset>
    </form>
  );
}
