import LockOutlined from '@ant-design/icons-svg/lib/asn/LockOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { serverMessageId } from '../../../kit/server-message';
import { usePlainForm } from '../../../kit/forms/use-plain-form';
import { AUTH } from '../../../kit/plain/auth-styles';
import { Notice } from '../../../kit/plain/feedback';
import { PasswordField, SubmitButton } from '../../../kit/plain/fields';
import { resetPasswordSchema, type ResetPasswordValues } from '../reset-password-schema';
import { resetPasswordActions, selectResetPassword } from '../store/reset-password-slice';

export interface ResetPasswordFormProps {
  token: string;
  signInPath: string;
  forgotPasswordPath: string;
}

export function ResetPasswordForm({ token, signInPath, forgotPasswordPath }: ResetPasswordFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectResetPassword);
  const errorId = error ? serverMessageId(error) : undefined;
  const form = usePlainForm<ResetPasswordValues>(
    resetPasswordSchema,
    { password: '', confirmPassword: '' },
    ({ password }) => dispatch(resetPasswordActions.requested({ token, password, signInPath })),
  );

  return (
    <form onSubmit={form.onSubmit} noValidate>
      {error && (
        <Notice
          kind="error"
          message={errorId ? intl.formatMessage({ id: errorId, defaultMessage: error }) : error}
          description={
            <Link to={forgotPasswordPath} className={AUTH.link}>
              <FormattedMessage id="auth.reset.requestAgain" />
            </Link>
          }
        />
      )}
      <fieldset className={AUTH.form} disabled={saving}>
        <PasswordField
          {...form.field('password')}
          label={intl.formatMessage({ id: 'auth.field.newPassword' })}
          hint={<FormattedMessage id="auth.field.password.hint" />}
          icon={LockOutlined}
          autoComplete="new-password"
          autoFocus
          size="large"
        />
        <PasswordField
          {...form.field('confirmPassword')}
          label={intl.formatMessage({ id: 'auth.field.confirmPassword' })}
          icon={LockOutlined}
          autoComplete="new-password"
          size="large"
        />
        <SubmitButton loading={saving}>
          <FormattedMessage id="auth.reset.submit" />
        </SubmitButton>
      </fieldset>
    </form>
  );
}
