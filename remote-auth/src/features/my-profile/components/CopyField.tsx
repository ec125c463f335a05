import { useState, type ReactNode } from 'react';
import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

interface Props {
  /** The input's id: its label points at it, and a refused copy selects its text. */
  id: string;
  label: ReactNode;
  value: string;
  /** Texts of the button and of the two outcomes. */
  copyId: string;
  copiedId: string;
  copyFailedId: string;
  /** Beside the copy button (another action on the same value). */
  extra?: ReactNode;
}

/**
 * A value to paste elsewhere (a link, a webhook URL, a secret): read-only, left to right in
 * every language, with a copy button; where the clipboard is refused (an insecure page, a
 * denied permission) the text is selected instead, to copy with the keyboard.
 */
export function CopyField({ id, label, value, copyId, copiedId, copyFailedId, extra }: Props) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied('failed');
    }
  };
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {label}
      </label>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} value={value} readOnly dir="ltr" onFocus={(event) => event.target.select()} />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          <FormattedMessage id={copyId} />
        </Button>
        {extra}
      </Space.Compact>
      <div role="status" aria-live="polite" style={{ minHeight: 22, marginTop: 4 }}>
        {copied && (
          <Typography.Text type={copied === 'yes' ? 'success' : 'warning'}>
            <FormattedMessage id={copied === 'yes' ? copiedId : copyFailedId} />
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
