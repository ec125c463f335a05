import PhoneFilled from '@ant-design/icons-svg/lib/asn/PhoneFilled';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@phonesheet/shared';
import { PlainIcon, PLAIN } from '@phonesheet/shared/plain';

/** Logo mark and product name; the name hides when space is short. Drawn without antd (landing page). */
export function Brand({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  const primary = useAppSelector((s) => s.settings.primaryColor);
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      <span
        aria-hidden
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
          width: 34,
          height: 34,
          borderRadius: 10,
          background: `linear-gradient(135deg, ${primary}, color-mix(in srgb, ${primary} 78%, #000))`,
          color: '#fff',
          fontSize: 18,
        }}
      >
        <PlainIcon icon={PhoneFilled} />
      </span>
      {!compact && (
        <strong
          className={PLAIN.publicBrandName}
          style={{
            fontSize: 18,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            color: inverted ? '#fff' : 'inherit',
          }}
        >
          <FormattedMessage id="host.brand.name" />
        </strong>
      )}
    </span>
  );
}
