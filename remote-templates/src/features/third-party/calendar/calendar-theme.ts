import type { GlobalToken } from 'antd';
import type { EventKind } from '../types';

/** react-big-calendar's fixed light colours replaced by the theme's, so it follows dark mode. */
export function calendarThemeCss(token: GlobalToken): string {
  // Repeated class: outranks the library's own rules (e.g. `.rbc-rtl .rbc-day-bg + .rbc-day-bg`).
  const s = '.ps-calendar.ps-calendar.ps-calendar';
  return `
${s} { color: ${token.colorText}; font-size: ${token.fontSizeSM + 1}px; }
${s} *, ${s} *::before, ${s} *::after { border-color: ${token.colorBorderSecondary}; }
${s} .rbc-day-slot .rbc-time-slot { border-top-color: ${token.colorSplit}; }
${s} .rbc-off-range-bg { background: ${token.colorFillQuaternary}; }
${s} .rbc-off-range { color: ${token.colorTextQuaternary}; }
${s} .rbc-today { background: ${token.colorPrimaryBg}; }
${s} .rbc-header { padding: 4px 3px; font-weight: 600; color: ${token.colorTextSecondary}; }
${s} .rbc-button-link { color: inherit; }
${s} .rbc-show-more { background: transparent; color: ${token.colorLink}; }
${s} .rbc-overlay { background: ${token.colorBgElevated}; border-color: ${token.colorBorder}; box-shadow: ${token.boxShadowSecondary}; }
${s} .rbc-overlay-header { border-color: ${token.colorBorderSecondary}; }
${s} .rbc-selected-cell { background: ${token.colorFillSecondary}; }
${s} .rbc-slot-selection { background: ${token.colorPrimaryBgHover}; color: ${token.colorText}; }
${s} .rbc-current-time-indicator { background: ${token.colorError}; }
${s} .rbc-event, ${s} .rbc-day-slot .rbc-background-event { border: none; border-radius: ${token.borderRadiusSM}px; }
${s} .rbc-day-slot .rbc-event { border: 1px solid ${token.colorBgContainer}; }
${s} .rbc-event.rbc-selected, ${s} .rbc-event:focus, ${s} .rbc-event:focus-within { outline: 2px solid ${token.colorText}; outline-offset: 1px; }
${s} .rbc-event-label { font-size: 11px; }
${s} .rbc-time-view, ${s} .rbc-month-view { border-radius: ${token.borderRadius}px; background: ${token.colorBgContainer}; }
${s} .rbc-agenda-view table.rbc-agenda-table { border-color: ${token.colorBorderSecondary}; }
${s} .rbc-addons-dnd .rbc-addons-dnd-over { background: ${token.colorPrimaryBgHover}; }
${s} .rbc-addons-dnd-dragged-event { opacity: 0.4; }
`;
}

/** Each kind's colour, from the theme (readable in light and dark). */
export function kindColor(token: GlobalToken, kind: EventKind): string {
  switch (kind) {
    case 'personal':
      return token.colorSuccess;
    case 'deadline':
      return token.colorError;
    case 'travel':
      return token.colorWarning;
    default:
      return token.colorPrimary;
  }
}
