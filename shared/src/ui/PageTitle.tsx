import type { CSSProperties, ReactNode } from 'react';
import { theme, Typography } from 'antd';

export interface PageTitleProps {
  children: ReactNode;
  /** The antd heading level it looks like (its size); it is always the page's h1. */
  look?: 2 | 3 | 4;
  style?: CSSProperties;
}

/**
 * A page's title: the one h1 of the page, so a screen reader's "next heading" and the page's
 * outline start there, drawn at the size of the heading level the design uses (WCAG 1.3.1).
 */
export function PageTitle({ children, look = 4, style }: PageTitleProps) {
  const { token } = theme.useToken();
  const size = {
    2: [token.fontSizeHeading2, token.lineHeightHeading2],
    3: [token.fontSizeHeading3, token.lineHeightHeading3],
    4: [token.fontSizeHeading4, token.lineHeightHeading4],
  }[look];
  return (
    <Typography.Title level={1} style={{ fontSize: size[0], lineHeight: size[1], ...style }}>
      {children}
    </Typography.Title>
  );
}
