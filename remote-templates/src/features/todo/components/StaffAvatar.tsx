import { Avatar, Tooltip } from 'antd';

/** Saturated tones that read on light and dark surfaces alike (white initials on top). */
const TONES = ['#1677FF', '#722ED1', '#13A8A8', '#D46B08', '#C41D7F', '#389E0D'];

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return TONES[hash % TONES.length]!;
}

/** A person's initials in a coloured circle (no remote images: the machine is offline). */
export function StaffAvatar({
  name,
  size = 'default',
  tooltip = false,
}: {
  name: string;
  size?: 'small' | 'default' | 'large' | number;
  tooltip?: boolean;
}) {
  const avatar = (
    <Avatar
      size={size}
      style={{ backgroundColor: toneOf(name), color: '#fff', flex: 'none' }}
      aria-label={name}
    >
      {initialsOf(name)}
    </Avatar>
  );
  return tooltip ? <Tooltip title={name}>{avatar}</Tooltip> : avatar;
}
