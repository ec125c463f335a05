import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import EyeInvisibleOutlined from '@ant-design/icons-svg/lib/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/lib/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { PLAIN, PlainIcon, usePlainStyles } from '@phonesheet/shared/plain';
import type { PlainFieldProps } from '../forms/use-plain-form';
import { AUTH, useAuthStyles } from './auth-styles';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoFocus' | 'placeholder'
>;

export interface TextFieldProps extends PlainFieldProps, InputProps {
  label: string;
  /** antd's Input prefix: an icon before the text. */
  icon?: IconDefinition;
  /** A standing hint under the field ("At least 8 characters."). */
  hint?: ReactNode;
  size?: 'large' | 'middle';
  /** Inside the control, after the input (the password's show/hide button). */
  suffix?: ReactNode;
}

/**
 * A labelled input drawn as antd's Form.Item with an Input: the label above, the message under it
 * (announced, and tied to the input by aria-describedby), the red border while it is wrong.
 */
export function TextField({
  id,
  name,
  value,
  error,
  onChange,
  label,
  icon,
  hint,
  size = 'middle',
  suffix,
  ...input
}: TextFieldProps) {
  useAuthStyles();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={AUTH.field}>
      <label className={AUTH.label} htmlFor={id}>
        {label}
      </label>
      <div
        className={`${AUTH.control}${size === 'large' ? ` ${AUTH.controlLarge}` : ''}`}
        data-invalid={error ? true : undefined}
      >
        {icon && (
          <span className={AUTH.prefix}>
            <PlainIcon icon={icon} aria-hidden />
          </span>
        )}
        <input
          {...input}
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {suffix}
      </div>
      {error && (
        <div id={`${id}-error`} className={AUTH.error} role="alert">
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className={AUTH.hint}>
          {hint}
        </div>
      )}
    </div>
  );
}

/** A password field with antd's show/hide eye, which here is a named, focusable button. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix' | 'inputMode'>) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={AUTH.toggle}
          aria-pressed={shown}
          aria-label={intl.formatMessage({ id: 'auth.field.password.show' })}
          onClick={() => setShown((s) => !s)}
        >
          <PlainIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} aria-hidden />
        </button>
      }
    />
  );
}

/** antd's large, full-width primary button; while `loading` it spins and takes no second press. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  usePlainStyles();
  useAuthStyles();
  return (
    <button
      type="submit"
      className={`${PLAIN.button} ${PLAIN.buttonPrimary} ${PLAIN.buttonLarge} ${PLAIN.buttonBlock}`}
      disabled={loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={AUTH.busy} aria-hidden />}
      {children}
    </button>
  );
}
