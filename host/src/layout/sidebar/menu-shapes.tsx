import type { MenuStyle } from '@phonesheet/shared';

/*
 * The customiser's sidebar menu styles: the shape of an entry (and its hover and selected
 * background). Logical properties keep each shape mirrored in right-to-left pages. A class
 * per shape beats antd's own zero-specificity (:where) rules.
 *
 * The classes are `ps-sidebar-shape…`, this file's own prefix: the plain components'
 * rules (plain-styles.ts) never reach the sidebar (issue 32: a shared `ps-menu` drew it off screen).
 */
export const SHAPE_CLASS = 'ps-sidebar-shape';
const shapeClass = (shape: MenuStyle) => `${SHAPE_CLASS}-${shape}`;

const ITEM = (shape: MenuStyle) => {
  const menu = `.${SHAPE_CLASS}.${shapeClass(shape)}.ant-menu`;
  return `${menu} > .ant-menu-item, ${menu} > .ant-menu-submenu > .ant-menu-submenu-title, ${menu} .ant-menu-item-group-list > .ant-menu-item, ${menu} .ant-menu-item-group-list > .ant-menu-submenu > .ant-menu-submenu-title`;
};

export const SHAPES_CSS = `
${ITEM('default')} { margin-inline: 0; width: 100%; border-radius: 0; }
.${SHAPE_CLASS}.${shapeClass('default')}.ant-menu .ant-menu-item-selected { border-inline-start: 3px solid currentColor; }
${ITEM('standard')} { margin-inline: 12px; width: calc(100% - 24px); border-radius: 6px; }
${ITEM('rounded')} { margin-inline: 0 16px; width: calc(100% - 16px); border-radius: 0; border-start-end-radius: 999px; border-end-end-radius: 999px; }
${ITEM('rounded-reverse')} { margin-inline: 16px 0; width: calc(100% - 16px); border-radius: 0; border-start-start-radius: 999px; border-end-start-radius: 999px; }
${ITEM('curved')} { margin-inline: 12px; width: calc(100% - 24px); border-radius: 999px; }
`;

export function menuShapeClass(shape: MenuStyle): string {
  return `${SHAPE_CLASS} ${shapeClass(shape)}`;
}

/** The shapes' rules, once per sidebar. */
export function MenuShapeStyles() {
  return <style>{SHAPES_CSS}</style>;
}
