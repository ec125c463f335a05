import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import type { PlanLimitReply } from '../contracts/billing';
// Each app bundles its own copy of this module (`@phonesheet/shared/ui`); a copy without the
// host's registered navigator still navigates, through the history and a popstate the router hears.
import { navigateTo } from '../navigation';
import { selectRole } from '../session/selectors';
import { useAppSelector } from '../store/hooks';

export interface PlanLimitNoticeProps {
  /** The 402 body (see `planLimitOf`). */
  limit: PlanLimitReply;
  onClose?: () => void;
}

/**
 * Where a plan limit stops the user: the server's message in the user's language, then the
 * way out — "Upgrade plan" for an administrator, "ask your administrator" for everyone else
 * (only administrators may buy).
 */
export function PlanLimitNotice({ limit, onClose }: PlanLimitNoticeProps) {
  const intl = useIntl();
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const message = intl.formatMessage(
    { id: `common.planLimit.${limit.limit}`, defaultMessage: limit.msg },
    { plan: limit.planName, allowed: limit.allowed ?? 0 },
  );
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="plan-limit"
      message={message}
      description={isAdmin ? undefined : intl.formatMessage({ id: 'common.planLimit.askAdmin' })}
      action={
        isAdmin ? (
          <Button
            type="primary"
            size="small"
            data-testid="plan-upgrade"
            onClick={() => {
              onClose?.();
              navigateTo(limit.upgrade);
            }}
          >
            {intl.formatMessage({ id: 'common.planLimit.upgrade' })}
          </Button>
        ) : undefined
      }
      closable={!!onClose}
      onClose={onClose}
    />
  );
}
