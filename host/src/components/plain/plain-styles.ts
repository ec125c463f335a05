// The stylesheet of the parts drawn without antd (docs/shell.md "First load"): buttons, menus,
// tags, the grids of the landing page and a spinner. Colours come from usePlainPalette's variables.
const PLAIN_CSS = `
.ps-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;height:32px;padding:4px 15px;border:1px solid var(--ps-border-strong);border-radius:8px;background:var(--ps-surface);color:var(--ps-text);font:inherit;font-size:14px;line-height:1.5715;text-decoration:none;white-space:nowrap;cursor:pointer;transition:color .2s,border-color .2s,background .2s}
.ps-btn:hover{color:var(--ps-primary);border-color:var(--ps-primary)}
.ps-btn:focus-visible,.ps-menu [role=menuitem]:focus-visible,.ps-link:focus-visible{outline:3px solid color-mix(in srgb,var(--ps-primary) 45%,transparent);outline-offset:1px}
.ps-btn-primary{background:var(--ps-primary);border-color:var(--ps-primary);color:#fff;box-shadow:0 2px 0 color-mix(in srgb,var(--ps-primary) 12%,transparent)}
.ps-btn-primary:hover{color:#fff;background:color-mix(in srgb,var(--ps-primary) 85%,#fff)}
.ps-btn-text{border-color:transparent;background:transparent;color:inherit;padding:4px 8px}
.ps-btn-text:hover{border-color:transparent;background:var(--ps-hover);color:inherit}
.ps-btn-lg{height:40px;padding:7px 15px;font-size:16px}
.ps-btn-block{display:flex;width:100%}
.ps-menu{position:absolute;top:calc(100% + 4px);inset-inline-end:0;z-index:1050;min-width:160px;margin:0;padding:4px;list-style:none;background:var(--ps-surface);border-radius:8px;box-shadow:0 6px 16px 0 rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.ps-menu [role=menuitem]{display:block;box-sizing:border-box;width:100%;padding:5px 12px;border:0;border-radius:4px;background:none;color:var(--ps-text);font:inherit;font-size:14px;text-align:start;cursor:pointer}
.ps-menu [role=menuitem]:hover{background:var(--ps-hover)}
.ps-menu [role=menuitem][aria-current=true]{background:color-mix(in srgb,var(--ps-primary) 12%,var(--ps-surface));color:var(--ps-primary);font-weight:600}
.ps-menu [role=separator]{height:1px;margin:4px 0;background:var(--ps-border)}
.ps-tag{display:inline-flex;align-items:center;gap:4px;padding:0 7px;border:1px solid;border-radius:4px;font-size:12px;line-height:20px;white-space:nowrap}
.ps-link{color:inherit;text-decoration:none}
.ps-link:hover{color:var(--ps-primary)}
.ps-grid{display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}
@media (min-width:576px){.ps-grid-sm-2{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:768px){.ps-grid-md-2{grid-template-columns:repeat(2,minmax(0,1fr))}.ps-grid-md-3{grid-template-columns:repeat(3,minmax(0,1fr))}.ps-grid-hero{grid-template-columns:13fr 11fr;gap:48px;align-items:center}}
@media (min-width:992px){.ps-grid-lg-4{grid-template-columns:repeat(4,minmax(0,1fr))}}
.ps-only-wide{display:none}
@media (max-width:575px){.ps-public .ps-brand-name{display:none}}
@media (min-width:768px){.ps-only-wide{display:flex}.ps-only-narrow{display:none}}
.ps-spin{width:32px;height:32px;border:3px solid color-mix(in srgb,var(--ps-primary,#0a8fdc) 20%,transparent);border-top-color:var(--ps-primary,#0a8fdc);border-radius:50%;animation:ps-spin 1s linear infinite}
@keyframes ps-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.ps-spin{animation-duration:3s}}
`;

/** Adds the stylesheet to the document once (idempotent; components call it as they render). */
export function usePlainStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('ps-plain-styles')) return;
  const style = document.createElement('style');
  style.id = 'ps-plain-styles';
  style.textContent = PLAIN_CSS;
  document.head.appendChild(style);
}
