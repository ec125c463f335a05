import type { IntlShape } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';

/** Default statuses are translated; a renamed or added one shows its own name. */
export function statusLabel(s: CallStatus, intl: IntlShape): string {
  const DEFAULT_NAMES: Record<string, string> = {
    toReturn: 'To return',
    returned: 'Returned',
    leftWord: 'Left word',
    willCallBack: 'Will call back',
    spoke: 'Spoke',
    noAnswer: 'No answer',
  };
  if (s.key && DEFAULT_NAMES[s.key] === s.name)
    return intl.formatMessage({ id: `phonesheet.status.${s.key}` });
  return s.name;
}
