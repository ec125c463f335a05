import { useState } from 'react';
import { Alert } from 'antd';
import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, selectSettings, selectUser, useAppSelector } from '@phonesheet/shared';
import { UPGRADE_PATH } from '@phonesheet/shared/contracts';
import { LinkButton } from '../components/LinkButton';
import { promoClosed, readableTextOn, rememberPromoClosed } from './promo-banner-memory';
import { promoBannerShown } from './promo-banner-rules';

/**
 * The top bar's offer banner (SPEC's words): for an administrator of a company on Basic or
 * without a plan (promo-banner-rules.ts); once closed it stays closed for that user on every
 * browser (kept on the server; the browser's copy hides it at once). "Upgrade now" opens the
 * plans inside the shell. Painted in the primary colour, with white or dark text, whichever reads.
 */
export function PromoBanner() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const userId = user?._id;
  const { primaryColor, showTemplates } = useAppSelector(selectSettings);
  const [closedNow, setClosedNow] = useState(false);
  if (closedNow || promoClosed(userId) || !promoBannerShown(user, showTemplates)) return null;

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
          to={UPGRADE_PATH}
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
        // Kept on the server for every browser; if it fails, this browser still remembers.
        api.post('auth/closePromo', {}).catch(() => undefined);
      }}
    />
  );
}
