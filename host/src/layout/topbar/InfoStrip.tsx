import { Flex, Typography, theme } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { runtimeConfig } from '../../app/runtime-config';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';

/** The horizontal default style's thin strip above the top bar: support contacts and language. */
export function InfoStrip() {
  const { token } = theme.useToken();
  const { supportEmail, supportPhone } = runtimeConfig();
  return (
    <Flex
      data-region="info-strip"
      align="center"
      justify="space-between"
      gap={16}
      style={{
        minHeight: 36,
        padding: '0 24px',
        fontSize: 12,
        background: token.colorFillTertiary,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex gap={16} align="center">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <FormattedMessage id="host.infoStrip.tagline" />
        </Typography.Text>
        {supportPhone && (
          <Typography.Text style={{ fontSize: 12 }}>
            <PhoneOutlined /> <bdi>{supportPhone}</bdi>
          </Typography.Text>
        )}
        {supportEmail && (
          <Typography.Link href={`mailto:${supportEmail}`} style={{ fontSize: 12 }}>
            <MailOutlined /> <bdi>{supportEmail}</bdi>
          </Typography.Link>
        )}
      </Flex>
      <LanguageSwitcher />
    </Flex>
  );
}
