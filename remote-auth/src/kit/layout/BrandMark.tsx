import PhoneFilled from '@ant-design/icons-svg/lib/asn/PhoneFilled';
import { PlainIcon } from '@phonesheet/shared/plain';

export interface BrandMarkProps {
  /** The colours around the mark: the plain palette's variables on the public screens
   * (`var(--ps-primary)`), antd's tokens on the lock screen. */
  primary: string;
  text: string;
  onPrimary: string;
  /** On the coloured illustration panel. */
  inverted?: boolean;
}

/** The product's mark and name. */
export function BrandMark({ primary, text, onPrimary, inverted = false }: BrandMarkProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <span
        aria-hidden
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: 8,
          background: inverted ? 'rgba(255,255,255,0.18)' : primary,
          color: onPrimary,
          fontSize: 18,
        }}
      >
        <PlainIcon icon={PhoneFilled} aria-hidden />
      </span>
      <span style={{ fontWeight: 600, fontSize: 20, color: inverted ? onPrimary : text, letterSpacing: 0.2 }}>
        Phone Sheet
      </span>
    </div>
  );
}

/** The mark in the plain palette's colours (inside a page that sets usePlainPalette). */
export const plainBrandColors = {
  primary: 'var(--ps-primary)',
  text: 'var(--ps-text)',
  onPrimary: 'var(--ps-on-primary)',
} as const;
