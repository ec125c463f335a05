// The stylesheet of the public screens drawn without antd (sign-in and the frame of every public
// screen): antd's look, sizes and colours, from usePlainPalette's `--ps-*` variables, so the
// first page most visitors load downloads no antd (docs/performance.md "First load").
// Classes are `ps-auth-…`; the buttons are the shared plain ones (`@phonesheet/shared/plain`).
import { useStyleSheet } from '@phonesheet/shared/plain';

export const AUTH = {
  page: 'ps-auth-page',
  card: 'ps-auth-card',
  split: 'ps-auth-split',
  panel: 'ps-auth-panel',
  main: 'ps-auth-main',
  narrowBrand: 'ps-auth-narrow-brand',
  footer: 'ps-auth-footer',
  form: 'ps-auth-form',
  field: 'ps-auth-field',
  label: 'ps-auth-label',
  control: 'ps-auth-control',
  controlLarge: 'ps-auth-control-lg',
  prefix: 'ps-auth-prefix',
  toggle: 'ps-auth-toggle',
  error: 'ps-auth-error',
  hint: 'ps-auth-hint',
  link: 'ps-auth-link',
  busy: 'ps-auth-busy',
  notice: 'ps-auth-notice',
  noticeIcon: 'ps-auth-notice-icon',
  result: 'ps-auth-result',
} as const;

const a = AUTH;
// antd 5's default sizes: a large input is 40 px high with 11 px of padding and an 8 px radius; a
// field's message sits under it in the error colour; the focus ring is the primary at 10 %.
export const AUTH_CSS = `
.${a.page}{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:32px 16px;box-sizing:border-box;color:var(--ps-text);font-size:14px;line-height:1.5715}
.${a.card}{width:100%;max-width:440px;padding:clamp(20px,5vw,36px);background:var(--ps-surface);border:1px solid var(--ps-border);border-radius:8px;box-shadow:0 1px 2px 0 rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px 0 rgba(0,0,0,.02);box-sizing:border-box}
.${a.split}{display:flex;background:var(--ps-surface);color:var(--ps-text);font-size:14px;line-height:1.5715}
.${a.panel}{display:none;flex:0 0 45.833%;max-width:45.833%;box-sizing:border-box;flex-direction:column;justify-content:space-between;padding:48px;background:linear-gradient(150deg,var(--ps-primary) 0%,var(--ps-primary-active) 100%);color:var(--ps-on-primary)}
.${a.main}{flex:1 1 auto;display:flex;align-items:center;justify-content:center;min-width:0}
@media (min-width:992px){.${a.panel}{display:flex}.${a.narrowBrand}{display:none}}
.${a.footer}{display:flex;flex-direction:column;align-items:center;gap:6px;margin-top:16px;text-align:center}
.${a.footer} a{color:var(--ps-primary)}
.${a.form}{margin:0;padding:0;border:0;min-width:0}
.${a.field}{margin-bottom:24px}
.${a.label}{display:block;padding-bottom:8px;color:var(--ps-text);font-size:14px;line-height:1.5715}
.${a.control}{display:flex;align-items:center;gap:4px;box-sizing:border-box;width:100%;height:32px;padding:4px 11px;border:1px solid var(--ps-border-strong);border-radius:6px;background:var(--ps-surface);transition:border-color .2s,box-shadow .2s}
.${a.controlLarge}{height:40px;padding:7px 11px;border-radius:8px;font-size:16px}
.${a.control}:hover{border-color:var(--ps-primary)}
.${a.control}:focus-within{border-color:var(--ps-primary);box-shadow:0 0 0 2px color-mix(in srgb,var(--ps-primary) 18%,transparent)}
.${a.control}[data-invalid=true]{border-color:var(--ps-error)}
.${a.control}[data-invalid=true]:focus-within{box-shadow:0 0 0 2px color-mix(in srgb,var(--ps-error) 18%,transparent)}
.${a.control} input{flex:1 1 auto;min-width:0;height:100%;padding:0;border:0;outline:0;background:transparent;color:var(--ps-text);font:inherit}
.${a.control} input::placeholder{color:var(--ps-text-placeholder)}
.${a.control}:has(input:disabled){background:var(--ps-hover);cursor:not-allowed}
.${a.prefix}{display:inline-flex;margin-inline-end:4px;color:var(--ps-text-secondary)}
.${a.toggle}{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;margin-inline-end:-6px;padding:0;border:0;border-radius:4px;background:none;color:var(--ps-text-secondary);cursor:pointer}
.${a.toggle}:hover{color:var(--ps-text)}
.${a.toggle}:focus-visible,.${a.link}:focus-visible{outline:3px solid color-mix(in srgb,var(--ps-primary) 45%,transparent);outline-offset:1px}
.${a.error}{margin-top:4px;color:var(--ps-error);font-size:14px}
.${a.hint}{margin-top:4px;color:var(--ps-text-secondary);font-size:14px}
.${a.link}{color:var(--ps-primary);text-decoration:none;cursor:pointer}
.${a.link}:hover{color:var(--ps-primary-hover,var(--ps-primary))}
.${a.busy}{width:1em;height:1em;border:2px solid color-mix(in srgb,currentColor 30%,transparent);border-top-color:currentColor;border-radius:50%;animation:${a.busy} 1s linear infinite}
.${a.notice}{display:flex;align-items:flex-start;gap:8px;margin-bottom:16px;padding:9px 12px;border:1px solid color-mix(in srgb,var(--ps-tone) 40%,transparent);border-radius:8px;background:color-mix(in srgb,var(--ps-tone) 8%,var(--ps-surface));color:var(--ps-text)}
.${a.noticeIcon}{display:inline-flex;padding-top:4px;color:var(--ps-tone)}
.${a.result}{display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center}
@keyframes ${a.busy}{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.${a.busy}{animation-duration:3s}}
`;

/** Adds the stylesheet to the document once (the components call it as they render). */
export function useAuthStyles(): void {
  useStyleSheet('ps-auth-styles', AUTH_CSS);
}
