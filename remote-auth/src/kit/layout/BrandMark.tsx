import { PhoneFilled } from '@ant-design/icons';
import type { GlobalToken } from 'antd';

export interface BrandMarkProps {
  /** The design tokens of the antd copy drawing around the mark: the public screens' own
   * (kit/antd-by-path.ts) or the shared one (the lock screen), so this imports neither. */
  token: GlobalToken;
  /** On the coloured illustration panel. */
  inverted?: boolean;
}

/** The product's mark and name. */
export function BrandMark({ token, inverted = false }: BrandMarkProps) {
  const ink = inverted ? token.colorTextLightSolid : token.colorText;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <span
        aria-hidden
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: token.borderRadiusLG,
          background: inverted ? 'rgba(255,255,255,0.18)' : token.colorPrimary,
          color: token.colorTextLightSolid,
          fontSize: 18,
        }}
      >
        <PhoneFilled />
      </span>
      <span style={{ fontWeight: token.fontWeightStrong, fontSize: 20, color: ink, letterSpacing: 0.2 }}>
        Phone Sheet
      </span>
    </div>
  );
}
