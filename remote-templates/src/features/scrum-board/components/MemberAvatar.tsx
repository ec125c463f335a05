import { Tooltip } from 'antd';
import { InitialsAvatar } from '../../../app-kit/InitialsAvatar';

export { initialsOf } from '../../../app-kit/InitialsAvatar';

/** A member's initials on a colour picked by their id (no remote pictures). */
export function MemberAvatar({ id, name, size = 24 }: { id: number; name: string; size?: number }) {
  return (
    <Tooltip title={name}>
      <InitialsAvatar name={name} colourKey={id} size={size} aria-label={name} />
    </Tooltip>
  );
}
