import { Flex, Typography, theme } from 'antd';
import { PhoneFilled } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';

/** Logo mark and product name; the name hides when space is short. */
export function Brand({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={10} style={{ minWidth: 0 }}>
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
          background: `linear-gradient(135deg, ${token.colorPrimary}, ${token.colorPrimaryActive})`,
          color: token.colorTextLightSolid,
          fontSize: 18,
        }}
      >
        <PhoneFilled />
      </span>
      {!compact && (
        <Typography.Text
          strong
          style={{
            fontSize: 18,
            whiteSpace: 'nowrap',
            color: inverted ? token.colorTextLightSolid : undefined,
          }}
        >
          <FormattedMessage id="host.brand.name" />
        </Typography.Text>
      )}
    </Flex>
  );
}
