import { useMemo, type CSSProperties } from 'react';
import { theme } from 'antd';
import { useIntl } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { canvasTextMeasure, chooseRowLayout, statusPickerWidth, type Density } from './row-layout';
import { useElementWidth } from '../../../kit/use-element-width';
import { statusLabel } from '../../../kit/status-label';

/** The most cards a phone's list shows in the page's own scroll (docs/phone-sheet.md, "Small screens"). */
const PAGE_SCROLL_ROWS = 150;

interface SheetLayoutOptions {
  /** A phone's screen (below antd's md). */
  compact: boolean;
  density: Density;
  /** Each call's desk is named (the sheet holds several desks). */
  desks: boolean;
  statuses: CallStatus[];
  rowCount: number;
}

/**
 * How the sheet's list is laid out: the rows' shape and height follow the list's own width (the
 * sidebar takes its share first), measured on `listBox`.
 */
export function useSheetLayout({ compact, density, desks, statuses, rowCount }: SheetLayoutOptions) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [listBox, listWidth] = useElementWidth<HTMLDivElement>();
  // The status picker as wide as the company's longest status needs in the reader's language
  // (as its tag's text), so a one-line row gives the rest to names and notes.
  const statusWidth = useMemo(
    () =>
      statusPickerWidth(
        statuses.map((s) => statusLabel(s, intl)),
        canvasTextMeasure(`${token.fontSizeSM}px ${token.fontFamily}`),
      ),
    [statuses, intl, token.fontSizeSM, token.fontFamily],
  );
  const rowLayout = chooseRowLayout(listWidth, compact, { density, desks, statusWidth });
  // The one-line rows' columns as this width shares them (row-layout.ts, `lineTracks`).
  const listStyle = useMemo(
    () =>
      ({
        '--ps-status-w': `${statusWidth}px`,
        ...(rowLayout.columns ? { '--ps-line-cols': rowLayout.columns } : {}),
      }) as CSSProperties,
    [statusWidth, rowLayout.columns],
  );
  // On a phone the cards use the page's own scroll (a box of the window's height less the
  // header and the entry row showed two and a half cards): the list is as tall as its cards, up
  // to PAGE_SCROLL_ROWS of them (a sheet that long keeps a tall box of its own, still windowed).
  const listHeight =
    rowLayout.shape === 'card'
      ? Math.max(1, Math.min(rowCount, PAGE_SCROLL_ROWS)) * rowLayout.height
      : Math.max(320, (typeof window !== 'undefined' ? window.innerHeight : 800) - 330);
  return { listBox, rowLayout, listStyle, listHeight };
}
