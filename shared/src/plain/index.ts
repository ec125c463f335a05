// `@phonesheet/shared/plain`: what the pages drawn without antd share (the landing page, the
// public sign-in screens, the page loader): the palette from the settings, the stylesheet of
// their few components, and antd's icons drawn from their path. Not part of the federated
// singleton: each app bundles what it uses of it, tree-shaken.
export { usePlainPalette } from './palette';
export { PLAIN, PLAIN_CSS, usePlainStyles, useStyleSheet } from './plain-styles';
export { PlainIcon } from './PlainIcon';
export type { PlainIconProps } from './PlainIcon';
