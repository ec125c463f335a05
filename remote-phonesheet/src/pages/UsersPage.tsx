import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { ReloadOutlined, UserAddOutlined, DeleteOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { selectRole, selectUser, useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PageCard, PageTitle, PlanLimitNotice } from '@phonesheet/shared/ui';
import type { CompanyUser } from '@phonesheet/shared/contracts';
import { usersActions as A, selectUsers } from '../features/users/store/users-slice';
import { useElementWidth } from '../kit/use-element-width';
import { ActiveSwitch, RoleSelect, type PendingUserChange } from '../features/users/components/user-controls';
import { UserCards } from '../features/users/components/UserCards';
import { UserChangeConfirm } from '../features/users/components/UserChangeConfirm';

/**
 * Below this table width the e-mail goes under the name: beside it, a long address pushed the
 * status out of view (at 1024 px with the full sidebar it was behind the fixed actions column).
 */
export const USERS_STACKED_BELOW = 1100;
/** The e-mail under the name, on a line of its own; a long one breaks anywhere rather than widen the table. */
const SUB_LINE = { display: 'block', overflowWrap: 'anywhere' } as const;
/** In a narrow table, the role's picker under the status's tag. */
const UNDER_TAG = { display: 'block', marginTop: 4 } as const;
/** In a narrow table, the covered desks' picker fills its column (its own width, 180 px, widened the table). */
const COVERS_NARROW = { width: '100%', minWidth: 120 } as const;
const COVERS_WIDE = { minWidth: 180 } as const;
/** Below this width (a phone) the users are cards: a table would scroll sideways. */
export const USERS_CARDS_BELOW = 600;

const STATUS_COLOR: Record<string, string> = { active: 'green', pending: 'gold', deactivated: 'default' };

export default function UsersPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectUsers);
  const isAdmin = useAppSelector(selectRole) === 'admin';
  const me = useAppSelector(selectUser);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [form] = Form.useForm<{ email: string; role: 'admin' | 'user' }>();
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
  const columns: TableProps<CompanyUser>['columns'] = [
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
            onChange={(covers) => dispatch(A.updateRequested({ id: u._id, changes: { covers } }))}
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
      {isAdmin && s.invitations.length > 0 && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          message={t('phonesheet.users.pending')}
          description={
            <Flex vertical>
              {s.invitations.map((i) => (
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
      )}
      <Modal
        open={!!s.deleting}
        title={t('phonesheet.users.deleteTitle')}
        okText={t('phonesheet.users.delete')}
        okButtonProps={{
          danger: true,
          ...({ 'data-testid': 'user-delete-confirm' } as Record<string, string>),
        }}
        cancelText={t('phonesheet.common.cancel')}
        onOk={() => s.deleting && dispatch(A.deleteRequested(s.deleting))}
        onCancel={() => dispatch(A.deleteModalClosed())}
      >
        {t('phonesheet.users.deleteText', { name: s.deleting?.fullName ?? '' })}
      </Modal>
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
      <Modal
        open={inviteOpen}
        title={t('phonesheet.users.invite')}
        okText={t('phonesheet.users.send')}
        cancelText={t('phonesheet.common.cancel')}
        confirmLoading={s.inviting}
        onOk={() => form.submit()}
        onCancel={() => setInviteOpen(false)}
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ role: 'user' }}
          onFinish={(v) => {
            dispatch(A.inviteRequested({ email: v.email.trim(), role: v.role }));
            form.resetFields();
            setInviteOpen(false);
          }}
        >
          <Form.Item
            name="email"
            label={t('phonesheet.users.email')}
            rules={[
              { required: true, message: t('phonesheet.users.emailRequired') },
              { type: 'email', message: t('phonesheet.users.emailInvalid') },
            ]}
          >
            {/* Enter sends: the dialog's button is outside the form, so no implicit submit. */}
            <Input
              type="email"
              autoComplete="off"
              data-testid="invite-email"
              onPressEnter={() => form.submit()}
            />
          </Form.Item>
          <Form.Item name="role" label={t('phonesheet.users.role')}>
            <Select
              options={[
                { value: 'user', label: t('phonesheet.users.role.user') },
                { value: 'admin', label: t('phonesheet.users.role.admin') },
              ]}
            />
          </Form.Item>
          <Typography.Text type="secondary">{t('phonesheet.users.inviteHelp')}</Typography.Text>
        </Form>
      </Modal>
    </PageCard>
  );
}
