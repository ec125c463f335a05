import { Avatar } from 'antd';
import { readableTextOn } from '@phonesheet/shared';

const PALETTE = ['#f56a00', '#7265e6', '#ffbf00', '#00a2ae', '#1677ff', '#eb2f96', '#52c41a', '#fa541c'];

function colourOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length];
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

/** A person's picture when known, else coloured initials. */
export function InitialsAvatar({ name, src, size }: { name: string; src?: string | null; size?: number }) {
  if (src) return <Avatar src={src} alt={name} size={size} />;
  return (
    // Initials in white or dark, whichever reads on the colour (white on #00a2ae was 3.1:1).
    <Avatar
      size={size}
      style={{ background: colourOf(name), color: readableTextOn(colourOf(name)), flex: 'none' }}
      aria-hidden
    >
      {initialsOf(name)}
    </Avatar>
  );
}
