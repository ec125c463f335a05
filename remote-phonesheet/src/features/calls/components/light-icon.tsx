import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/** The class of a light icon; its picture comes from `lightIconRule`. */
const iconClass = (definition: IconDefinition) => `ps-li-${definition.name}`;

/**
 * An antd icon as one element: a 1em box with the icon's SVG as its background image, where
 * `<EditOutlined />` is a component around a <span>, an <svg> and its paths. In a list that
 * mounts four rows of nine icons a frame while scrolling, the component (each mounted antd icon
 * checks the page's <style> elements for its stylesheet) cost about 3 ms a frame, and the icons'
 * parts were 27 of a row's 48 elements. Same `anticon` box and alignment, same name in
 * `data-icon` as the <svg> of the antd icon.
 */
export function lightIcon(definition: IconDefinition, className?: string, label = definition.name) {
  return (
    <span
      role="img"
      aria-label={label}
      data-icon={definition.name}
      className={`anticon ps-li ${iconClass(definition)}${className ? ` ${className}` : ''}`}
    />
  );
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The CSS rule that draws `lightIcon(definition)` in `color`. A background image, not a mask
 * over `currentColor`: a mask is an isolated layer per icon in Chromium's paint and raster, an
 * image is one draw. So the colour is the one the antd icon would take there (a theme token),
 * written in by the stylesheet that the theme builds.
 */
export function lightIconRule(definition: IconDefinition, color: string): string {
  const node = definition.icon as AbstractNode; // outlined icons are nodes, not two-tone functions
  const paths = (node.children ?? [])
    .map(
      (child) =>
        `<${child.tag} ${Object.entries(child.attrs)
          .map(([name, value]) => `${name}="${escapeAttr(String(value))}"`)
          .join(' ')}/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${node.attrs.viewBox}" fill="${escapeAttr(color)}">${paths}</svg>`;
  return `.${iconClass(definition)}{background-image:url("data:image/svg+xml,${encodeURIComponent(svg)}")}`;
}

/** The box every light icon shares: the size of the antd icon's <svg>. */
export const LIGHT_ICON_BASE =
  '.ps-li{width:1em;height:1em;background-repeat:no-repeat;background-position:center;background-size:100% 100%}';
