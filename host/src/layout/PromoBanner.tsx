import { useState } from 'react';
import { Alert } from 'antd';
import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../components/LinkButton';

/** SPEC.md §2: open at first, closed by its close button (for this page view). */
export function PromoBanner() {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      banner
      type="info"
      showIcon
      icon={<GiftOutlined />}
      message={<FormattedMessage id="host.banner.offer" />}
      action={
        <LinkButton to="/subscription" size="small" type="primary">
          <FormattedMessage id="host.banner.cta" />
        </LinkButton>
      }
      closable={{
        closeIcon: <CloseOutlined />,
        'aria-label': intl.formatMessage({ id: 'host.banner.close' }),
      }}
      onClose={() => setOpen(false)}
    />
  );
}
