import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

// The auth screens' headings and quiet text, drawn from antd's tokens with plain elements:
// antd's Typography brings Tooltip, its trigger and copy-to-clipboard (≈ 15 KiB compressed) to
// the sign-in page, the first page most visitors load (docs/shell.md "First load").

/** A screen's title: antd's level-3 heading, same size and weight. */
export function AuthTitle({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h3
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontSize: token.fontSizeHeading3,
        lineHeight: token.lineHeightHeading3,
        fontWeight: token.fontWeightStrong,
        ...style,
      }}
    >
      {children}
    </h3>
  );
}

/** Text in the page's own colour (`tone="secondary"`: the quieter one). */
export function AuthText({
  children,
  tone,
  strong = false,
  style,
}: {
  children: ReactNode;
  tone?: 'secondary';
  strong?: boolean;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        color: tone === 'secondary' ? token.colorTextSecondary : token.colorText,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        ...style,
      }}
    >
      {children}
    </span>
  );
}
