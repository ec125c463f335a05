import { Image, Typography, theme } from 'antd';
import { FileImageOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { ChatMedia } from '../types';
import { formatFileSize } from './format';

function FileIcon({ mime }: { mime: string }) {
  if (mime === 'application/pdf') return <FilePdfOutlined />;
  if (mime.includes('word')) return <FileWordOutlined />;
  if (mime.startsWith('image/')) return <FileImageOutlined />;
  return <FileOutlined />;
}

/** A media message's file: a thumbnail for an image with a URL, else a card with name and size. */
export function MediaContent({ media }: { media: ChatMedia }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const size = formatFileSize(media.file_size, intl);
  if (media.url && media.mime_type.startsWith('image/')) {
    return (
      <figure style={{ margin: 0 }} data-testid="chat-media-image">
        <Image
          src={media.url}
          alt={media.file_name}
          width={220}
          style={{ maxWidth: '100%', borderRadius: token.borderRadius, display: 'block' }}
        />
        <figcaption style={{ fontSize: token.fontSizeSM, marginBlockStart: 4, opacity: 0.85 }}>
          {media.file_name} · {size}
        </figcaption>
      </figure>
    );
  }
  const card = (
    <span
      data-testid="chat-media-file"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        padding: '8px 10px',
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        border: `1px solid ${token.colorBorderSecondary}`,
        maxWidth: 260,
      }}
    >
      <span style={{ fontSize: 24, color: token.colorPrimary, lineHeight: 1 }}>
        <FileIcon mime={media.mime_type} />
      </span>
      <span style={{ minWidth: 0 }}>
        <Typography.Text ellipsis style={{ display: 'block' }}>
          {media.file_name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {size}
        </Typography.Text>
      </span>
    </span>
  );
  return media.url ? (
    <a
      href={media.url}
      download={media.file_name}
      aria-label={intl.formatMessage({ id: 'templates.chat.download' }, { name: media.file_name })}
    >
      {card}
    </a>
  ) : (
    card
  );
}
