import { Avatar, Tooltip, theme } from 'antd';

const PALETTE = ['blue', 'purple', 'cyan', 'green', 'magenta', 'volcano', 'gold', 'geekblue'] as const;

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** A member's initials on a colour of the theme's palette (no remote pictures). */
export function MemberAvatar({ id, name, size = 24 }: { id: number; name: string; size?: number }) {
  const { token } = theme.useToken();
  const colour = PALETTE[Math.abs(id) % PALETTE.length]!;
  const background = (token as unknown as Record<string, string>)[`${colour}6`] ?? token.colorPrimary;
  return (
    <Tooltip title={name}>
      <Avatar
        size={size}
        style={{ backgroundColor: background, color: token.colorWhite, flex: 'none' }}
        aria-label={name}
      >
        {initialsOf(name)}
      </Avatar>
    </Tooltip>
  );
}
