import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';

/** One live example: its texts are templates.mui.<page>.<id>.title / .desc. */
export interface GalleryExample {
  id: string;
  Demo: ComponentType;
  /** Spans the whole content width instead of half of it on wide screens. */
  wide?: boolean;
}

/** A group of examples under one heading (templates.mui.<page>.<id>) and one entry of the contents. */
export interface GallerySection {
  id: string;
  examples: GalleryExample[];
}

/** The area's texts by their id under templates.mui. */
export function useMuiText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id: `templates.mui.${id}` }, values);
}

/** The DOM id of an example, the target of its entry in the page's contents. */
export const exampleDomId = (page: string, example: string) => `mui-${page}-${example}`;
export const sectionDomId = (page: string, section: string) => `mui-${page}--${section}`;
