import { useEffect, useRef, type ClipboardEvent } from 'react';
import { Input } from '../../../kit/antd-by-path';
import { useIntl } from 'react-intl';
import { LIMITS } from '@phonesheet/shared/contracts';
import { swallowStrayEnter, type StrayEnterGuard } from './stray-enter';

export interface CodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Called once all six digits are in (typed or pasted); the Enter pressed after it is swallowed. */
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
  const strayEnter = useRef<StrayEnterGuard | null>(null);
  // Leaving the page (the code was right), the guard stays a moment for the next form.
  useEffect(() => () => strayEnter.current?.left(), []);

  const update = (next: string) => {
    const code = digitsOnly(next).slice(0, LIMITS.codeLength);
    onChange?.(code);
    if (code.length === LIMITS.codeLength && onComplete) {
      strayEnter.current?.stop();
      strayEnter.current = swallowStrayEnter();
      onComplete(code);
    }
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
