import type { ReactNode } from 'react';
import { Select, Space, Tag, Typography, type TableProps } from 'antd';
import type { IntlShape } from 'react-intl';
import type { CompanyUser } from '@phonesheet/shared/contracts';

/** The e-mail under the name, on a line of its own; a long one breaks anywhere rather than widen the table. */
const SUB_LINE = { display: 'block', overflowWrap: 'anywhere' } as const;
/** In a narrow table, the role's picker under the status's tag. */
const UNDER_TAG = { display: 'block', marginTop: 4 } as const;
/** In a narrow table, the covered desks' picker fills its column (its own width, 180 px, widened the table). */
const COVERS_NARROW = { width: '100%', minWidth: 120 } as const;
const COVERS_WIDE = { minWidth: 180 } as const;

export const STATUS_COLOR: Record<string, string> = {
  active: 'green',
  pending: 'gold',
  deactivated: 'default',
};

/**
 * The users table's columns: who a user is and whether they are active first, then what an admin
 * changes (role, covers, active, delete). `stacked`: the e-mail under the name.
 */
export function usersColumns({
  intl,
  stacked,
  isAdmin,
  desks,
  roleOf,
  actionsOf,
  onCovers,
}: {
  intl: IntlShape;
  stacked: boolean;
  isAdmin: boolean;
  desks: { value: string; label: string }[];
  roleOf: (u: CompanyUser) => ReactNode;
  actionsOf: (u: CompanyUser) => ReactNode;
  onCovers: (u: CompanyUser, covers: string[]) => void;
}): NonNullable<TableProps<CompanyUser>['columns']> {
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const columns: NonNullable<TableProps<CompanyUser>['columns']> = [
    {
      key: 'name',
      title: stacked
        ? `${t('phonesheet.users.name')} · ${t('phonesheet.users.email')}`
        : t('phonesheet.users.name'),
      render: (_, u) =>
        stacked ? (
          <>
            <strong>{u.fullName}</strong>
            <Typography.Text type="secondary" style={SUB_LINE}>
              {u.email}
            </Typography.Text>
          </>
        ) : (
          <strong>{u.fullName}</strong>
        ),
    },
    ...(stacked
      ? []
      : [
          {
            key: 'email',
            title: t('phonesheet.users.email'),
            dataIndex: 'email' as const,
            responsive: ['sm' as const],
          },
        ]),
    // Narrow (stacked): the role under the status, one column, so that the table fits its box.
    {
      key: 'status',
      title: stacked
        ? `${t('phonesheet.users.status')} · ${t('phonesheet.users.role')}`
        : t('phonesheet.users.status'),
      render: (_: unknown, u: CompanyUser) => (
        <>
          <Tag color={STATUS_COLOR[u.status]}>{t(`phonesheet.users.status.${u.status}`)}</Tag>
          {stacked && <div style={UNDER_TAG}>{roleOf(u)}</div>}
        </>
      ),
    },
    ...(stacked
      ? []
      : [
          {
            key: 'role',
            title: t('phonesheet.users.role'),
            render: (_: unknown, u: CompanyUser) => roleOf(u),
          },
        ]),
    {
      key: 'lastSignIn',
      title: t('phonesheet.users.lastSignIn'),
      responsive: ['md'],
      render: (_, u) =>
        u.lastSignInAt
          ? intl.formatDate(u.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' })
          : t('phonesheet.users.never'),
    },
  ];
  if (isAdmin) {
    columns.push(
      {
        key: 'covers',
        title: t('phonesheet.users.covers'),
        responsive: ['lg'],
        render: (_, u) => (
          <Select
            mode="multiple"
            size="small"
            style={stacked ? COVERS_NARROW : COVERS_WIDE}
            placeholder={t('phonesheet.users.coversNone')}
            aria-label={t('phonesheet.users.covers')}
            value={u.covers}
            options={desks.filter((d) => d.value !== u._id)}
            onChange={(covers) => onCovers(u, covers)}
          />
        ),
      },
      {
        key: 'actions',
        title: t('phonesheet.users.actions'),
        // Wide: always in view at the table's end (long e-mails made it scroll off at 1366 px).
        // Narrow: the table fits its box (no sideways scroll), the switch over Delete; a column
        // fixed over a scrolling table lay over the role's picker at 1024 px.
        fixed: stacked ? undefined : 'right',
        render: (_, u) => (
          <Space direction={stacked ? 'vertical' : 'horizontal'} align="start">
            {actionsOf(u)}
          </Space>
        ),
      },
    );
  }
  return columns;
}
