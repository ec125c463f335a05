import { PhoneFilled } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { AuthText } from './AuthText';

/** The product's mark and name. `inverted`: on the coloured illustration panel. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const { token } = theme.useToken();
  const ink = inverted ? token.colorTextLightSolid : token.colorText;
  return (
    <Flex align="center" gap={10}>
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
      <AuthText strong style={{ fontSize: 20, color: ink, letterSpacing: 0.2 }}>
        Phone Sheet
      </AuthText>
    </Flex>
  );
}
