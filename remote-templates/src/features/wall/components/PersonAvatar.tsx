import type { CSSProperties } from 'react';
import { Avatar } from 'antd';
import { InitialsAvatar } from '../../../app-kit/InitialsAvatar';

export { initialsOf } from '../../../app-kit/InitialsAvatar';

export interface PersonAvatarProps {
  person: { id: number; name: string; profilePic?: string };
  size?: number;
  style?: CSSProperties;
}

/** A person's picture, or their initials on a colour picked by their id. */
export function PersonAvatar({ person, size = 40, style }: PersonAvatarProps) {
  if (person.profilePic)
    return <Avatar src={person.profilePic} alt={person.name} size={size} style={style} />;
  return <InitialsAvatar name={person.name} colourKey={person.id} size={size} style={style} aria-hidden />;
}
