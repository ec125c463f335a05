import { useId } from 'react';
import { Select, Space, Switch, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { CompanyUser } from '@phonesheet/shared/contracts';

/** A change an admin asked for that waits for their confirmation (it signs someone out, or grants rights). */
export type PendingUserChange =
  { kind: 'deactivate'; user: CompanyUser } | { kind: 'role'; user: CompanyUser; role: 'admin' | 'user' };

/** The role picker: each role says what it grants, in the list and under the choice. */
export function RoleSelect({
  user,
  onPick,
}: {
  user: CompanyUser;
  onPick: (role: 'admin' | 'user') => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Select
      size="small"
      value={user.role}
      style={{ width: 140 }}
      popupMatchSelectWidth={false}
      aria-label={`${t('phonesheet.users.role')}: ${user.fullName}`}
      onChange={(role) => onPick(role)}
      options={(['admin', 'user'] as const).map((role) => ({
        value: role,
        label: t(`phonesheet.users.role.${role}`),
        grants: t(`phonesheet.users.grants.${role}`),
      }))}
      optionRender={(option) => (
        <div style={{ maxWidth: 280, whiteSpace: 'normal' }}>
          <div>{option.data.label}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {option.data.grants}
          </Typography.Text>
        </div>
      )}
    />
  );
}

/** The active switch with its visible label ("Active" / "Deactivated"), which names it too. */
export function ActiveSwitch({
  user,
  disabled,
  onToggle,
}: {
  user: CompanyUser;
  disabled: boolean;
  onToggle: (active: boolean) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const active = user.status !== 'deactivated';
  return (
    <Space size={6}>
      <Switch size="small" id={id} checked={active} disabled={disabled} onChange={onToggle} />
      <label htmlFor={id} style={{ cursor: disabled ? 'default' : 'pointer' }}>
        {intl.formatMessage({
          id: active ? 'phonesheet.users.active' : 'phonesheet.users.status.deactivated',
        })}
      </label>
    </Space>
  );
}
