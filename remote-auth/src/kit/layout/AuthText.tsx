import type { CSSProperties, ReactNode } from 'react';
import { theme } from '../antd-by-path';
import { Link } from 'react-router-dom';

// The auth screens' headings and quiet text, drawn from antd's tokens with plain elements:
// antd's Typography brings Tooltip, its trigger and copy-to-clipboard (≈ 15 KiB compressed) to
// the sign-in page, the first page most visitors load (docs/shell.md "First load").

/**
 * A screen's title, drawn as antd's level-3 heading: the page's one h1 (level 2 for a second
 * heading, such as the illustration panel's headline).
 */
export function AuthTitle({
  children,
  level = 1,
  style,
}: {
  children: ReactNode;
  level?: 1 | 2;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading
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
    </Heading>
  );
}

/**
 * A link inside a sentence ("No account? Create an account"): underlined, so it is told apart
 * from the words around it by more than its colour (WCAG 1.4.1).
 */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={{ textDecoration: 'underline', textUnderlineOffset: 2 }}>
      {children}
    </Link>
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
