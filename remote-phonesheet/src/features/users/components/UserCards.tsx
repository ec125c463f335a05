import type { ReactNode } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { CompanyUser } from '@phonesheet/shared/contracts';

/**
 * The users as cards on a narrow screen (a phone): name and e-mail, status and role, then the
 * admin's actions, each wrapping inside the card so nothing scrolls sideways.
 */
export function UserCards({
  users,
  statusColor,
  role,
  actions,
}: {
  users: CompanyUser[];
  statusColor: Record<string, string>;
  role: (u: CompanyUser) => ReactNode;
  actions?: (u: CompanyUser) => ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Flex vertical gap={12} data-testid="users-cards">
      {users.map((u) => (
        <Card key={u._id} size="small" data-testid="user-card">
          <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
            {u.fullName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
            {u.email}
          </Typography.Text>
          <Flex wrap gap={8} align="center" style={{ marginTop: 8 }}>
            <Tag color={statusColor[u.status]}>{t(`phonesheet.users.status.${u.status}`)}</Tag>
            {role(u)}
          </Flex>
          {actions && (
            <Flex wrap gap={8} align="center" style={{ marginTop: 8 }}>
              {actions(u)}
            </Flex>
          )}
        </Card>
      ))}
    </Flex>
  );
}
