import { useEffect, useState } from 'react';
import { Button, Result, Table } from 'antd';
import { ReloadOutlined, UserAddOutlined, DeleteOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { selectRole, selectUser, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PageCard, PageTitle, PlanLimitNotice } from '@phonesheet/shared/ui';
import type { CompanyUser } from '@phonesheet/shared/contracts';
import { usersActions as A, selectUsers } from '../store/users-slice';
import { useElementWidth } from '../../../kit/use-element-width';
import { ActiveSwitch, RoleSelect, type PendingUserChange } from '../components/user-controls';
import { UserCards } from '../components/UserCards';
import { UserChangeConfirm } from '../components/UserChangeConfirm';
import { InviteDialog } from '../components/InviteDialog';
import { PendingInvitations } from '../components/PendingInvitations';
import { DeleteUserDialog } from '../components/DeleteUserDialog';
import { STATUS_COLOR, usersColumns } from '../components/users-columns';

/**
 * Below this table width the e-mail goes under the name: beside it, a long address pushed the
 * status out of view (at 1024 px with the full sidebar it was behind the fixed actions column).
 */
export const USERS_STACKED_BELOW = 1100;
/** Below this width (a phone) the users are cards: a table would scroll sideways. */
export const USERS_CARDS_BELOW = 600;

export default function UsersPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectUsers);
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const me = useAppSelector(selectUser);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [pending, setPending] = useState<PendingUserChange | null>(null);

  useEffect(() => {
    dispatch(A.requested());
  }, [dispatch]);

  const desks = s.list.map((u) => ({ value: u._id, label: u.fullName }));
  // Who a user is and whether they are active come first, then what an admin changes.
  const [tableBox, tableWidth] = useElementWidth<HTMLDivElement>();
  const stacked = tableWidth > 0 && tableWidth < USERS_STACKED_BELOW;
  const asCards = tableWidth > 0 && tableWidth < USERS_CARDS_BELOW;
  // Deactivating signs them out now and a role grants or takes rights: both are asked first.
  const roleOf = (u: CompanyUser) =>
    isAdmin ? (
      <RoleSelect
        user={u}
        onPick={(role) => role !== u.role && setPending({ kind: 'role', user: u, role })}
      />
    ) : (
      t(`phonesheet.users.role.${u.role}`)
    );
  const actionsOf = (u: CompanyUser) => (
    <>
      <ActiveSwitch
        user={u}
        disabled={u._id === me?._id}
        onToggle={(active) =>
          active
            ? dispatch(A.updateRequested({ id: u._id, changes: { deactivated: false } }))
            : setPending({ kind: 'deactivate', user: u })
        }
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={u._id === me?._id}
        onClick={() => dispatch(A.deleteModalOpened(u))}
        data-testid="user-delete"
      >
        {t('phonesheet.users.delete')}
      </Button>
    </>
  );
  const columns = usersColumns({
    intl,
    stacked,
    isAdmin,
    desks,
    roleOf,
    actionsOf,
    onCovers: (u, covers) => dispatch(A.updateRequested({ id: u._id, changes: { covers } })),
  });

  return (
    <PageCard
      title={<PageTitle style={{ margin: 0 }}>{t('phonesheet.users.title')}</PageTitle>}
      toolbar={
        isAdmin && (
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => setInviteOpen(true)}
            data-testid="invite-open"
          >
            {t('phonesheet.users.invite')}
          </Button>
        )
      }
    >
      {s.planLimit && (
        <div style={{ marginBottom: 16 }}>
          <PlanLimitNotice limit={s.planLimit} onClose={() => dispatch(A.planLimitDismissed())} />
        </div>
      )}
      {s.error ? (
        <Result
          status="error"
          title={
            <span data-testid="users-error">{s.error.messageId ? t(s.error.messageId) : s.error.text}</span>
          }
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => dispatch(A.requested())}>
              {t('phonesheet.common.retry')}
            </Button>
          }
        />
      ) : (
        <div ref={tableBox}>
          {asCards ? (
            <UserCards
              users={s.list}
              statusColor={STATUS_COLOR}
              role={roleOf}
              actions={isAdmin ? actionsOf : undefined}
            />
          ) : (
            <Table<CompanyUser>
              rowKey="_id"
              size="middle"
              loading={s.loading}
              columns={columns}
              dataSource={s.list}
              pagination={false}
              scroll={stacked ? undefined : { x: 'max-content' }}
              locale={{ emptyText: t('phonesheet.users.empty') }}
              data-testid="users-table"
            />
          )}
        </div>
      )}
      {isAdmin && s.invitations.length > 0 && <PendingInvitations invitations={s.invitations} />}
      <DeleteUserDialog />
      <UserChangeConfirm
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={(change) => {
          setPending(null);
          dispatch(
            A.updateRequested({
              id: change.user._id,
              changes: change.kind === 'deactivate' ? { deactivated: true } : { role: change.role },
            }),
          );
        }}
      />
      <InviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} />
    </PageCard>
  );
}
