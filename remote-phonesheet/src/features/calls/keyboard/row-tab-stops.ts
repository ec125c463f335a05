import { useEffect, type RefObject } from 'react';

/** What Tab would stop at inside a row (its own box aside). */
const TABBABLE =
  'a[href], button, input, select, textarea, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';
/** Set on a control taken out of the Tab order: its own tabindex before (empty: none). */
const SAVED = 'data-ps-tab';

/** Takes a row's controls out of the Tab order (they stay clickable and focusable by script). */
function hide(row: Element) {
  for (const el of row.querySelectorAll(TABBABLE)) {
    if (el.getAttribute('tabindex') === '-1') continue;
    if (!el.hasAttribute(SAVED)) el.setAttribute(SAVED, el.getAttribute('tabindex') ?? '');
    el.setAttribute('tabindex', '-1');
  }
}

/** Gives a row's controls their own Tab order back. */
function show(row: Element) {
  for (const el of row.querySelectorAll(`[${SAVED}]`)) {
    const saved = el.getAttribute(SAVED)!;
    el.removeAttribute(SAVED);
    if (saved === '') el.removeAttribute('tabindex');
    else el.setAttribute('tabindex', saved);
  }
}

/**
 * The list as one Tab stop: each row's controls are out of the Tab order until the row is
 * *entered*, that is until the focus is on one of its controls (Enter edits the name, a click,
 * a key such as Esc moving back out). So Tab from a row leaves the list instead of walking its
 * ten controls, and Tab inside an entered row walks that row's controls. Rows are drawn and
 * redrawn by React (and antd may put a tabindex back): a MutationObserver keeps this true.
 * `rowSelector` finds a row's box from inside it.
 */
export function useRowTabStops(rowsBox: RefObject<HTMLElement | null>, rowSelector: string) {
  useEffect(() => {
    const box = rowsBox.current;
    if (!box) return;
    const rowOf = (node: Node | null) =>
      (node instanceof Element ? node : node?.parentElement)?.closest(rowSelector) ?? null;
    /** The row whose control has the focus (not its own box). */
    const entered = () => {
      const active = document.activeElement;
      const row = active && box.contains(active) ? rowOf(active) : null;
      return row && row !== active ? row : null;
    };
    let shown: Element | null = null;
    const update = (rows: Iterable<Element>) => {
      const now = entered();
      if (shown && shown !== now) hide(shown);
      if (now) show(now);
      shown = now;
      for (const row of rows) if (row !== now) hide(row);
    };
    update(box.querySelectorAll(rowSelector));
    const observer = new MutationObserver((records) => {
      const rows = new Set<Element>();
      for (const r of records) {
        const row = rowOf(r.target);
        if (row) rows.add(row);
        else if (r.target === box) for (const n of r.addedNodes) if (n instanceof Element) rows.add(n);
      }
      update(rows);
    });
    observer.observe(box, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    const onFocus = () => update(shown ? [shown] : []);
    box.addEventListener('focusin', onFocus);
    // Focus leaving a row's control for somewhere outside the list: after the move, not during it.
    const onBlur = () => setTimeout(() => update(shown ? [shown] : []), 0);
    box.addEventListener('focusout', onBlur);
    return () => {
      observer.disconnect();
      box.removeEventListener('focusin', onFocus);
      box.removeEventListener('focusout', onBlur);
    };
  }, [rowsBox, rowSelector]);
}
