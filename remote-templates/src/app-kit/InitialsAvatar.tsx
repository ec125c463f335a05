import type { CSSProperties } from 'react';
import { Avatar } from 'antd';

/**
 * Backgrounds for white initials: antd's palette at shades 7–9, each at least 4.5:1 against
 * white (WCAG AA), in light and dark themes alike (the initials sit on the colour, not on the page).
 */
export const INITIALS_BACKGROUNDS = [
  '#0958d9', // blue-7
  '#531dab', // purple-7
  '#006d75', // cyan-8
  '#237804', // green-8
  '#c41d7f', // magenta-7
  '#ad2102', // volcano-8
  '#874d00', // gold-9
  '#1d39c4', // geekblue-7
] as const;

/** One or two initials: the first and the last word's first letter. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((part) => [...part][0]?.toUpperCase() ?? '').join('');
}

export interface InitialsAvatarProps {
  name: string;
  /** Chooses the colour: an id, or the name itself, keeps a person's colour the same everywhere. */
  colourKey: number | string;
  size?: number;
  src?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-hidden'?: boolean;
}

/**
 * A person's initials in a circle. The letters are sized from the circle (40 % of it), not by
 * antd's measured scaling, which left two letters spilling out of 24 px circles.
 */
export function InitialsAvatar({ name, colourKey, size = 40, src, style, ...aria }: InitialsAvatarProps) {
  const background = INITIALS_BACKGROUNDS[indexOf(colourKey) % INITIALS_BACKGROUNDS.length];
  return (
    <Avatar
      size={size}
      src={src}
      alt={src ? '' : undefined}
      style={{ backgroundColor: background, color: '#fff', flex: 'none', ...style }}
      {...aria}
      icon={
        src ? undefined : (
          <span
            data-testid="initials"
            style={{
              fontSize: Math.max(9, Math.round(size * 0.4)),
              lineHeight: 1,
              fontWeight: 600,
              letterSpacing: 0,
              display: 'inline-block',
            }}
          >
            {initialsOf(name)}
          </span>
        )
      }
    />
  );
}

function indexOf(key: number | string): number {
  if (typeof key === 'number') return Math.abs(key);
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return hash;
}
