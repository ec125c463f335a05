import { Card, Flex, type CardProps } from 'antd';
import type { ReactNode } from 'react';

export interface PageCardProps extends Omit<CardProps, 'title' | 'extra'> {
  title: ReactNode;
  /** The page's actions, at the title's end; under it when both do not fit on one line. */
  toolbar?: ReactNode;
  /** A class on the toolbar's box (e.g. one the print stylesheet hides). */
  toolbarClassName?: string;
}

const HEAD_STYLE = { paddingBlock: 8 };
const HEAD_LINE = { whiteSpace: 'normal' } as const;

/**
 * A page's card: its title and, at the end of the same line, its toolbar. antd's Card keeps its
 * `extra` beside the title whatever the width, so at phone width the buttons squeezed the title
 * to "Tod…"; here the toolbar wraps under the title instead, and the title keeps its line.
 */
export function PageCard({ title, toolbar, toolbarClassName, styles, ...props }: PageCardProps) {
  return (
    <Card
      {...props}
      styles={{ ...styles, header: { ...HEAD_STYLE, ...styles?.header } }}
      title={
        <Flex wrap align="center" justify="space-between" gap={8} style={HEAD_LINE}>
          <div>{title}</div>
          {toolbar && <div className={toolbarClassName}>{toolbar}</div>}
        </Flex>
      }
    />
  );
}
