import type { MenuStyle } from '@phonesheet/shared';

/*
 * The customiser's sidebar menu styles: the shape of an entry (and its hover and selected
 * background). Logical properties keep each shape mirrored in right-to-left pages. A class
 * per shape beats antd's own zero-specificity (:where) rules.
 */
const ITEM = (shape: MenuStyle) =>
  `.ps-menu.ps-menu-${shape}.ant-menu > .ant-menu-item, .ps-menu.ps-menu-${shape}.ant-menu > .ant-menu-submenu > .ant-menu-submenu-title, .ps-menu.ps-menu-${shape}.ant-menu .ant-menu-item-group-list > .ant-menu-item, .ps-menu.ps-menu-${shape}.ant-menu .ant-menu-item-group-list > .ant-menu-submenu > .ant-menu-submenu-title`;

const CSS = `
${ITEM('default')} { margin-inline: 0; width: 100%; border-radius: 0; }
.ps-menu.ps-menu-default.ant-menu .ant-menu-item-selected { border-inline-start: 3px solid currentColor; }
${ITEM('standard')} { margin-inline: 12px; width: calc(100% - 24px); border-radius: 6px; }
${ITEM('rounded')} { margin-inline: 0 16px; width: calc(100% - 16px); border-radius: 0; border-start-end-radius: 999px; border-end-end-radius: 999px; }
${ITEM('rounded-reverse')} { margin-inline: 16px 0; width: calc(100% - 16px); border-radius: 0; border-start-start-radius: 999px; border-end-start-radius: 999px; }
${ITEM('curved')} { margin-inline: 12px; width: calc(100% - 24px); border-radius: 999px; }
`;

export function menuShapeClass(shape: MenuStyle): string {
  return `ps-menu ps-menu-${shape}`;
}

/** The shapes' rules, once per sidebar. */
export function MenuShapeStyles() {
  return <style>{CSS}</style>;
}
