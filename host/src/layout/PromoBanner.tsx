import { useState } from 'react';
import { Alert } from 'antd';
import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectSettings, selectUser, useAppSelector } from '@phonesheet/shared';
import { LinkButton } from '../components/LinkButton';
import { promoClosed, readableTextOn, rememberPromoClosed } from './promo-banner-memory';

/**
 * The top bar's offer banner: open at first; once closed it stays closed for that user (kept in the
 * browser per user id). Painted in the primary colour, with white or dark text, whichever reads.
 */
export function PromoBanner() {
  const intl = useIntl();
  const userId = useAppSelector(selectUser)?._id;
  const { primaryColor } = useAppSelector(selectSettings);
  const [closedNow, setClosedNow] = useState(false);
  if (closedNow || promoClosed(userId)) return null;

  const text = readableTextOn(primaryColor);
  return (
    <Alert
      banner
      type="info"
      showIcon
      data-testid="promo-banner"
      style={{ background: primaryColor, color: text }}
      icon={<GiftOutlined style={{ color: text }} />}
      message={
        <span style={{ color: text }}>
          <FormattedMessage id="host.banner.offer" />
        </span>
      }
      action={
        // The text and banner colours swapped: the same contrast, and it stands out.
        <LinkButton
          to="/subscription"
          size="small"
          style={{ background: text, color: primaryColor, borderColor: text, fontWeight: 600 }}
        >
          <FormattedMessage id="host.banner.cta" />
        </LinkButton>
      }
      closable={{
        closeIcon: <CloseOutlined style={{ color: text }} />,
        'aria-label': intl.formatMessage({ id: 'host.banner.close' }),
      }}
      onClose={() => {
        rememberPromoClosed(userId);
        setClosedNow(true);
      }}
    />
  );
}
