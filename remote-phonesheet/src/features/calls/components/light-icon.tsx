import { createElement, type CSSProperties, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

const svgs = new WeakMap<IconDefinition, ReactElement>();

/** The <svg> of an outlined antd icon, built once per icon and reused by every row. */
function svgOf(definition: IconDefinition): ReactElement {
  let svg = svgs.get(definition);
  if (!svg) {
    const node = definition.icon as AbstractNode; // outlined icons are nodes, not two-tone functions
    svg = createElement(
      'svg',
      {
        ...node.attrs,
        'data-icon': definition.name,
        width: '1em',
        height: '1em',
        fill: 'currentColor',
        'aria-hidden': 'true',
      },
      ...(node.children ?? []).map((child, i) => createElement(child.tag, { key: i, ...child.attrs })),
    );
    svgs.set(definition, svg);
  }
  return svg;
}

/**
 * An antd icon drawn as plain elements: the markup and classes of `<EditOutlined />`, without
 * the component. Each mounted antd icon checks the page's <style> elements for its stylesheet
 * (rc-util `updateCSS`); in a row list that mounts four rows a frame while scrolling, that check
 * and the component layers around it cost about 3 ms a frame. The `.anticon` rules come from the
 * antd icons already on the page (the sheet's own buttons).
 */
export function lightIcon(definition: IconDefinition, style?: CSSProperties) {
  return (
    <span
      role="img"
      aria-label={definition.name}
      className={`anticon anticon-${definition.name}`}
      style={style}
    >
      {svgOf(definition)}
    </span>
  );
}
