import { ReloadOutlined } from '@ant-design/icons';
import { Button } from '../../../kit/antd-by-path';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { useCountdown } from '../../../kit/use-countdown';
import { selectSignUp, signUpActions } from '../store/sign-up-slice';

/** The server refuses a new code within 60 s of the last one (docs/accounts.md). */
export const RESEND_COOLDOWN_SECONDS = 60;

function secondsUntilResend(sentAt: number | null): number {
  if (sentAt === null) return 0;
  const left = Math.ceil((sentAt + RESEND_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000);
  return Math.min(RESEND_COOLDOWN_SECONDS, Math.max(0, left));
}

/** Mount with `key={codeSentAt}` so each new code restarts the countdown. */
export function ResendCode({ sentAt }: { sentAt: number | null }) {
  const dispatch = useAppDispatch();
  const { resending } = useAppSelector(selectSignUp);
  const left = useCountdown(secondsUntilResend(sentAt));

  return (
    <Button
      type="link"
      icon={<ReloadOutlined />}
      disabled={left > 0}
      loading={resending}
      onClick={() => dispatch(signUpActions.resendRequested())}
    >
      {left > 0 ? (
        <FormattedMessage id="auth.signup.resendIn" values={{ seconds: left }} />
      ) : (
        <FormattedMessage id="auth.signup.resend" />
      )}
    </Button>
  );
}
