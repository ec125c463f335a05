import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';

// The auth screens' headings and quiet text, drawn with plain elements in the plain palette's
// colours (`--ps-*`, set by AuthLayout): antd's Typography brings Tooltip, its trigger and
// copy-to-clipboard (≈ 15 KiB compressed) to the sign-in page, the first page most visitors load.

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
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading
      style={{
        margin: 0,
        color: 'var(--ps-text)',
        fontSize: 24,
        lineHeight: 1.3333,
        fontWeight: 600,
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
    <Link to={to} style={{ color: 'var(--ps-primary)', textDecoration: 'underline', textUnderlineOffset: 2 }}>
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
  return (
    <span
      style={{
        color: tone === 'secondary' ? 'var(--ps-text-secondary)' : 'var(--ps-text)',
        fontWeight: strong ? 600 : undefined,
        ...style,
      }}
    >
      {children}
    </span>
  );
}
