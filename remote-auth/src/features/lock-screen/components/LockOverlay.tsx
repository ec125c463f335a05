import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Card, Flex, Typography, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { readableTextOn } from '@phonesheet/shared';
import { BrandMark } from '../../../kit/layout/BrandMark';
import { SharedAntdFrame } from '../../../kit/SharedAntdFrame';
import { useInertSiblings } from './inert-siblings';
import { LockScreenForm } from './LockScreenForm';

function LockDialog() {
  const { token } = theme.useToken();
  const titleId = useId();
  const container = useRef<HTMLDivElement | null>(null);
  if (!container.current) container.current = document.createElement('div');

  useEffect(() => {
    const element = container.current!;
    document.body.appendChild(element);
    return () => element.remove();
  }, []);
  useInertSiblings(container.current, true);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: token.zIndexPopupBase + 1000,
        background: token.colorBgLayout,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        overflowY: 'auto',
      }}
    >
      <Flex vertical align="center" gap={24} style={{ width: '100%', maxWidth: 400 }}>
        <BrandMark
          primary={token.colorPrimary}
          text={token.colorText}
          onPrimary={readableTextOn(token.colorPrimary)}
        />
        <Card style={{ width: '100%', boxShadow: token.boxShadowTertiary }}>
          <Typography.Title level={5} id={titleId} style={{ textAlign: 'center', marginTop: 0 }}>
            <FormattedMessage id="auth.lock.title" />
          </Typography.Title>
          <LockScreenForm />
        </Card>
      </Flex>
    </div>,
    container.current,
  );
}

/**
 * The lock screen over the whole page, fetched when the tab locks. It is drawn outside the host's
 * shell (from document.body), so it brings the shared antd's providers itself.
 */
export default function LockOverlay() {
  return (
    <SharedAntdFrame>
      <LockDialog />
    </SharedAntdFrame>
  );
}
