import { Alert, Flex } from 'antd';
import { useIntl } from 'react-intl';
import type { Invitation } from '@phonesheet/shared/contracts';

/** The invitations sent and not yet accepted: to whom, as what, until when. */
export function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  return (
    <Alert
      style={{ marginTop: 16 }}
      type="info"
      message={t('phonesheet.users.pending')}
      description={
        <Flex vertical>
          {invitations.map((i) => (
            <span key={i.id}>
              {i.email} · {t(`phonesheet.users.role.${i.role}`)} ·{' '}
              {t('phonesheet.users.expires', {
                date: intl.formatDate(i.expiresAt, { dateStyle: 'medium' }),
              })}
            </span>
          ))}
        </Flex>
      }
    />
  );
}
