import type { CSSProperties } from 'react';
import {
  ERROR_SEED,
  PLACEHOLDER_TEXT,
  primaryPalette,
  SUCCESS_SEED,
  WARNING_SEED,
} from '../ui/accessible-colors';
import { useAppSelector } from '../store/hooks';

/**
 * The colours of the parts drawn without antd (the landing page, the language menu), from the
 * same settings as antd's theme: antd's light and dark defaults with the chosen primary colour's
 * readable shades (shared's primaryPalette, docs/shell.md "Theme"): `--ps-primary` for text and
 * fills, `--ps-on-primary` for text on a `--ps-primary` fill, `--ps-error` for a field's error. Handed down as CSS variables
 * (`--ps-*`), read by plain-styles.ts.
 */
export function usePlainPalette(): CSSProperties {
  const dark = useAppSelector((s) => s.settings.themeMode) === 'dark';
  const chosen = useAppSelector((s) => s.settings.primaryColor);
  const mode = dark ? 'dark' : 'light';
  const primary = primaryPalette(chosen, mode);
  return {
    '--ps-primary': primary.primary,
    '--ps-primary-hover': primary.primaryHover,
    '--ps-primary-active': primary.primaryActive,
    '--ps-error': primaryPalette(ERROR_SEED, mode).primary,
    '--ps-warning': primaryPalette(WARNING_SEED, mode).primary,
    '--ps-success': primaryPalette(SUCCESS_SEED, mode).primary,
    '--ps-text-placeholder': PLACEHOLDER_TEXT[mode],
    '--ps-on-primary': primary.onPrimary,
    '--ps-bg': dark ? '#000000' : '#f5f5f5',
    '--ps-surface': dark ? '#141414' : '#ffffff',
    '--ps-text': dark ? 'rgba(255, 255, 255, 0.85)' : 'rgba(0, 0, 0, 0.88)',
    '--ps-text-secondary': dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)',
    '--ps-border': dark ? '#303030' : '#f0f0f0',
    '--ps-border-strong': dark ? '#424242' : '#d9d9d9',
    '--ps-hover': dark ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.06)',
    colorScheme: dark ? 'dark' : 'light',
  } as CSSProperties;
}
