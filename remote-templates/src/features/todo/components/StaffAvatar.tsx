import { Tooltip } from 'antd';
import { InitialsAvatar } from '../../../app-kit/InitialsAvatar';

export { initialsOf } from '../../../app-kit/InitialsAvatar';

const SIZES = { small: 24, default: 32, large: 40 } as const;

/** A person's initials in a coloured circle (no remote images: the machine is offline). */
export function StaffAvatar({
  name,
  size = 'default',
  tooltip = false,
}: {
  name: string;
  size?: keyof typeof SIZES | number;
  tooltip?: boolean;
}) {
  const px = typeof size === 'number' ? size : SIZES[size];
  const avatar = <InitialsAvatar name={name} colourKey={name} size={px} aria-label={name} />;
  return tooltip ? <Tooltip title={name}>{avatar}</Tooltip> : avatar;
}
