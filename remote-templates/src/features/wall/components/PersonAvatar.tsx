import { Avatar, theme, type AvatarProps } from 'antd';

const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'orange', 'geekblue', 'volcano'] as const;

/** The initials of a name ("Jessica Moore" → "JM"). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => [...part][0]?.toUpperCase() ?? '').join('');
}

export interface PersonAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  person: { id: number; name: string; profilePic?: string };
}

/** A person's picture, or their initials on a theme colour picked by their id. */
export function PersonAvatar({ person, style, ...props }: PersonAvatarProps) {
  const { token } = theme.useToken();
  const colour = token[PRESETS[Math.abs(person.id) % PRESETS.length]];
  if (person.profilePic) return <Avatar src={person.profilePic} alt={person.name} style={style} {...props} />;
  return (
    <Avatar
      aria-hidden
      style={{ backgroundColor: colour, color: token.colorWhite, flex: 'none', ...style }}
      {...props}
    >
      {initialsOf(person.name)}
    </Avatar>
  );
}
