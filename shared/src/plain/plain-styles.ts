// The stylesheet of the parts drawn without antd (docs/shell.md "First load"): buttons, menus,
// tags, the grids of the landing page and a spinner. Colours come from usePlainPalette's variables.
//
// Every class here is `ps-plain-<component>…`, a namespace only this file styles: a class of the
// layout (the sidebar's `ps-sidebar-…`, say) can no longer pick up a popup's position from here
// (issue 32: the sidebar's `ps-menu` was drawn below the screen). plain-styles.test.ts keeps it so.

/** The class names, for the components and pages that draw without antd. */
export const PLAIN = {
  button: 'ps-plain-button',
  buttonPrimary: 'ps-plain-button-primary',
  buttonText: 'ps-plain-button-text',
  buttonLarge: 'ps-plain-button-lg',
  buttonBlock: 'ps-plain-button-block',
  /** MenuButton's popup list. */
  menuButtonList: 'ps-plain-menubutton-list',
  tag: 'ps-plain-tag',
  link: 'ps-plain-link',
  grid: 'ps-plain-grid',
  gridSm2: 'ps-plain-grid-sm-2',
  gridMd2: 'ps-plain-grid-md-2',
  gridMd3: 'ps-plain-grid-md-3',
  gridLg4: 'ps-plain-grid-lg-4',
  gridHero: 'ps-plain-grid-hero',
  /** Shown from 768 px on (flex), and below it. */
  wideOnly: 'ps-plain-wide-only',
  narrowOnly: 'ps-plain-narrow-only',
  /** The public pages' frame, whose brand hides its name on a phone. */
  publicFrame: 'ps-plain-public',
  publicBrandName: 'ps-plain-public-brand-name',
  spinner: 'ps-plain-spinner',
  /** PlainIcon: antd's icon box (inline, 1em, on the text's baseline as antd sets it). */
  icon: 'ps-plain-icon',
} as const;

const c = PLAIN;
export const PLAIN_CSS = `
.${c.button}{display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;height:32px;padding:4px 15px;border:1px solid var(--ps-border-strong);border-radius:8px;background:var(--ps-surface);color:var(--ps-text);font:inherit;font-size:14px;line-height:1.5715;text-decoration:none;white-space:nowrap;cursor:pointer;transition:color .2s,border-color .2s,background .2s}
.${c.button}:hover{color:var(--ps-primary);border-color:var(--ps-primary)}
.${c.button}:focus-visible,.${c.menuButtonList} [role=menuitem]:focus-visible,.${c.link}:focus-visible{outline:3px solid color-mix(in srgb,var(--ps-primary) 45%,transparent);outline-offset:1px}
.${c.buttonPrimary}{background:var(--ps-primary);border-color:var(--ps-primary);color:var(--ps-on-primary,#fff);box-shadow:0 2px 0 color-mix(in srgb,var(--ps-primary) 12%,transparent)}
.${c.buttonPrimary}:hover{color:var(--ps-on-primary,#fff);background:var(--ps-primary-hover,var(--ps-primary));border-color:var(--ps-primary-hover,var(--ps-primary))}
.${c.button}:disabled{cursor:not-allowed;opacity:.65}
.${c.buttonText}{border-color:transparent;background:transparent;color:inherit;padding:4px 8px}
.${c.buttonText}:hover{border-color:transparent;background:var(--ps-hover);color:inherit}
.${c.buttonLarge}{height:40px;padding:7px 15px;font-size:16px}
.${c.buttonBlock}{display:flex;width:100%}
.${c.menuButtonList}{position:absolute;top:calc(100% + 4px);inset-inline-end:0;z-index:1050;min-width:160px;margin:0;padding:4px;list-style:none;background:var(--ps-surface);border-radius:8px;box-shadow:0 6px 16px 0 rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.${c.menuButtonList} [role=menuitem]{display:block;box-sizing:border-box;width:100%;padding:5px 12px;border:0;border-radius:4px;background:none;color:var(--ps-text);font:inherit;font-size:14px;text-align:start;cursor:pointer}
.${c.menuButtonList} [role=menuitem]:hover{background:var(--ps-hover)}
.${c.menuButtonList} [role=menuitem][aria-current=true]{background:color-mix(in srgb,var(--ps-primary) 12%,var(--ps-surface));color:var(--ps-primary);font-weight:600}
.${c.menuButtonList} [role=separator]{height:1px;margin:4px 0;background:var(--ps-border)}
.${c.tag}{display:inline-flex;align-items:center;gap:4px;padding:0 7px;border:1px solid;border-radius:4px;font-size:12px;line-height:20px;white-space:nowrap}
.${c.link}{color:inherit;text-decoration:none}
.${c.link}:hover{color:var(--ps-primary)}
.${c.grid}{display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}
@media (min-width:576px){.${c.gridSm2}{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:768px){.${c.gridMd2}{grid-template-columns:repeat(2,minmax(0,1fr))}.${c.gridMd3}{grid-template-columns:repeat(3,minmax(0,1fr))}.${c.gridHero}{grid-template-columns:13fr 11fr;gap:48px;align-items:center}}
@media (min-width:992px){.${c.gridLg4}{grid-template-columns:repeat(4,minmax(0,1fr))}}
.${c.wideOnly}{display:none}
@media (max-width:575px){.${c.publicFrame} .${c.publicBrandName}{display:none}}
@media (min-width:768px){.${c.wideOnly}{display:flex}.${c.narrowOnly}{display:none}}
.${c.spinner}{width:32px;height:32px;border:3px solid color-mix(in srgb,var(--ps-primary,#0a8fdc) 20%,transparent);border-top-color:var(--ps-primary,#0a8fdc);border-radius:50%;animation:${c.spinner} 1s linear infinite}
@keyframes ${c.spinner}{to{transform:rotate(360deg)}}
.${c.icon}{display:inline-flex;align-items:center;color:inherit;font-style:normal;line-height:0;text-align:center;text-transform:none;vertical-align:-.125em;text-rendering:optimizeLegibility;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}
.${c.icon}>*{line-height:1}
.${c.icon} svg{display:inline-block}
@media (prefers-reduced-motion:reduce){.${c.spinner}{animation-duration:3s}}
`;

/**
 * Adds a stylesheet to the document once, under `id` (idempotent: components call it as they
 * render, before their first paint).
 */
export function useStyleSheet(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}

/** Adds the plain components' stylesheet to the document once. */
export function usePlainStyles(): void {
  useStyleSheet('ps-plain-styles', PLAIN_CSS);
}
