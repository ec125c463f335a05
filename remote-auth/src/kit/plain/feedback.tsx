import type { CSSProperties, ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/lib/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/lib/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/lib/asn/ExclamationCircleFilled';
import { PlainIcon } from '@phonesheet/shared/plain';
import { AUTH, useAuthStyles } from './auth-styles';

type Kind = 'error' | 'warning' | 'success';
const ICONS = { error: CloseCircleFilled, warning: ExclamationCircleFilled, success: CheckCircleFilled };
const tone = (kind: Kind) => ({ '--ps-tone': `var(--ps-${kind})` }) as CSSProperties;

/** antd's Alert with its icon and a description: announced when it appears. */
export function Notice({
  kind,
  message,
  description,
}: {
  kind: Kind;
  message: ReactNode;
  description?: ReactNode;
}) {
  useAuthStyles();
  return (
    <div className={AUTH.notice} style={tone(kind)} role="alert">
      <span className={AUTH.noticeIcon}>
        <PlainIcon icon={ICONS[kind]} aria-hidden />
      </span>
      <div>
        <div>{message}</div>
        {description && <div style={{ marginTop: 4 }}>{description}</div>}
      </div>
    </div>
  );
}

/** antd's Result: a large icon, a title, a line under it and what to do next. */
export function PlainResult({
  kind,
  title,
  subTitle,
  extra,
}: {
  kind: Kind;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  useAuthStyles();
  return (
    <div className={AUTH.result} style={tone(kind)}>
      <span style={{ fontSize: 64, lineHeight: 1, color: 'var(--ps-tone)' }}>
        <PlainIcon icon={ICONS[kind]} aria-hidden />
      </span>
      <div style={{ marginTop: 16, fontSize: 20, lineHeight: 1.4, color: 'var(--ps-text)' }}>{title}</div>
      {subTitle && <div style={{ color: 'var(--ps-text-secondary)' }}>{subTitle}</div>}
      {extra && <div style={{ marginTop: 16 }}>{extra}</div>}
    </div>
  );
}
