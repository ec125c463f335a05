// antd for the public screens that still draw with it (sign-up, its code, the e-mailed link),
// imported module by module (sign-in and the password pages draw without it: kit/plain/).
// The remote shares antd with the signed-in apps under the key `antd`, which matches only the
// bare request 'antd' (build/shared-deps.js): these paths stay in this remote's own bundle,
// tree-shaken, so /signin downloads a form, an input and a button, not the whole shared package.
// The signed-in screens (My Account, the lock screen) import 'antd' itself: the shared copy, which
// a signed-in page has already downloaded. A public screen draws inside PublicAntdFrame
// (AuthLayout), the providers of this copy; components of the two copies never share
// a context, so a public screen must not import 'antd' (eslint.config.mjs says so).
export { default as Button } from 'antd/es/button';
export { default as Col } from 'antd/es/col';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Spin } from 'antd/es/spin';
export { default as Steps } from 'antd/es/steps';
export { default as theme } from 'antd/es/theme';
export { default as Typography } from 'antd/es/typography';
