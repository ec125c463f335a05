import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { PRESET_COLORS } from '@phonesheet/shared/ui';

// antd's own colour names (theme `PresetColors` and the status colours): a Tag draws these with a
// class of its own; any other colour is a background with white text (`-has-color`).
const PRESET = new Set(PRESET_COLORS.flatMap((c) => [c, `${c}-inverse`]));
const STATUS = new Set(['success', 'processing', 'error', 'default', 'warning']);

/** What a row needs to draw antd's Tag classes: the class prefix, the theme's hash class and the direction. */
export interface TagLook {
  prefix: string;
  hashId: string;
  rtl: boolean;
}

/**
 * `<Tag color={color}>` drawn as the <span> antd renders, without the component. Each mounted
 * Tag runs antd's CSS-in-JS (a scan of the page's <style> elements for its stylesheet), about
 * 1.5 ms a frame in a list that mounts four rows of two Tags each while scrolling. The rules
 * come from `<TagStyles />`, mounted once beside the list. A colour of the tag's own (not one of
 * antd's names) is painted by the list's stylesheet, not an inline style (status-colors.ts).
 */
export function lightTag(color: string | undefined, children: ReactNode, { prefix, hashId, rtl }: TagLook) {
  const own = !!color && (PRESET.has(color) || STATUS.has(color));
  let className = prefix;
  if (own) className += ` ${prefix}-${color}`;
  else if (color) className += ` ${prefix}-has-color`;
  if (rtl) className += ` ${prefix}-rtl`;
  if (hashId) className += ` ${hashId}`;
  return <span className={className}>{children}</span>;
}

/**
 * Two hidden antd Tags: antd writes a component's stylesheet only while one is mounted, and the
 * light rows' tags must look right from their first paint, before any interactive row exists.
 * A preset colour brings the preset colours' rules, a status colour the status colours'.
 */
export function TagStyles() {
  return (
    <div hidden aria-hidden>
      <Tag color="red" />
      <Tag color="default" />
    </div>
  );
}
