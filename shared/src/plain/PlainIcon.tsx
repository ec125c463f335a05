import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { PLAIN } from './plain-styles';

function draw(node: AbstractNode, key?: number): ReactNode {
  const { class: className, ...attrs } = node.attrs;
  return createElement(
    node.tag,
    { key, className, ...attrs },
    node.children?.map((child, i) => draw(child, i)),
  );
}

export interface PlainIconProps {
  /** An outlined or filled icon of `@ant-design/icons-svg` (`@ant-design/icons-svg/lib/asn/…`). */
  icon: IconDefinition;
  style?: CSSProperties;
  'aria-hidden'?: boolean;
}

/**
 * An antd icon drawn as antd's icon component draws it (the same markup, size and alignment),
 * without that component: its colour helpers and style injection are ≈ 9 KiB of the landing
 * page's script, for icons that only need their path (docs/shell.md "First load").
 */
export function PlainIcon({ icon, style, 'aria-hidden': ariaHidden }: PlainIconProps) {
  const svg = icon.icon as AbstractNode;
  return (
    <span
      role={ariaHidden ? undefined : 'img'}
      aria-label={ariaHidden ? undefined : icon.name}
      aria-hidden={ariaHidden || undefined}
      className={`anticon anticon-${icon.name} ${PLAIN.icon}`}
      style={style}
    >
      {createElement(
        'svg',
        {
          ...svg.attrs,
          'data-icon': icon.name,
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          'aria-hidden': true,
        },
        svg.children?.map((child, i) => draw(child, i)),
      )}
    </span>
  );
}
