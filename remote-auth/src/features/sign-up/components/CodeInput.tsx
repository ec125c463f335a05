import type { ClipboardEvent } from 'react';
import { Input } from '../../../kit/antd-by-path';
import { useIntl } from 'react-intl';
import { LIMITS } from '@phonesheet/shared/contracts';

export interface CodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Called once all six digits are in (typed or pasted). */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * Six boxes for the e-mailed code. A paste anywhere in the group fills every box
 * ("123 456", "123-456" and the like included).
 */
export function CodeInput({ value = '', onChange, onComplete, disabled, autoFocus }: CodeInputProps) {
  const intl = useIntl();

  const update = (next: string) => {
    const code = digitsOnly(next).slice(0, LIMITS.codeLength);
    onChange?.(code);
    if (code.length === LIMITS.codeLength) onComplete?.(code);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    update(pasted);
  };

  return (
    // Digits read left to right in every locale.
    <div onPasteCapture={onPaste} dir="ltr">
      <Input.OTP
        length={LIMITS.codeLength}
        size="large"
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        inputMode="numeric"
        formatter={(text) => text.replace(/[^\d ]/g, '')}
        onInput={(cells) => update(cells.join(''))}
        aria-label={intl.formatMessage({ id: 'auth.signup.code.label' })}
      />
    </div>
  );
}
