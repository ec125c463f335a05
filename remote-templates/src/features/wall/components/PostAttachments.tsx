import { theme } from 'antd';
import { PlayCircleFilled } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { WallAttachment } from '../types';

/** A post's photos and videos: one fills the width, more share a two-column grid (the first spans it when odd). */
export function PostAttachments({ attachments, owner }: { attachments: WallAttachment[]; owner: string }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  if (attachments.length === 0) return null;
  const columns = attachments.length === 1 ? 1 : 2;
  return (
    <div
      data-testid="wall-attachments"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: token.marginXXS,
        marginBlockStart: token.marginSM,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
      }}
    >
      {attachments.map((attachment, index) => {
        const video = attachment.metaData.type === 'video';
        const label = intl.formatMessage(
          { id: video ? 'templates.wall.post.video' : 'templates.wall.post.photo' },
          { index: index + 1, total: attachments.length, name: owner },
        );
        return (
          <div
            key={attachment.id}
            style={{
              position: 'relative',
              gridColumn: columns === 2 && attachments.length % 2 === 1 && index === 0 ? '1 / -1' : undefined,
              aspectRatio: columns === 1 ? '16 / 9' : '4 / 3',
              background: token.colorFillSecondary,
            }}
          >
            <img
              src={attachment.path || undefined}
              alt={label}
              loading="lazy"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            {video && (
              <span
                aria-hidden
                style={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 48,
                  color: token.colorWhite,
                  textShadow: `0 0 8px ${token.colorBgMask}`,
                }}
              >
                <PlayCircleFilled />
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
