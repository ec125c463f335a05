import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Card, Flex, Input, Upload, theme } from 'antd';
import { CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { WALL_KEYS, selectWall, wallActions } from '../store/wall-slice';
import type { WallPerson } from '../types';
import { PersonAvatar } from './PersonAvatar';

interface Photo {
  uid: string;
  name: string;
  /** An object URL of the chosen file (lives until the page reloads once posted). */
  url: string;
  type: string;
  size: number;
}

function objectUrl(file: Blob): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revoke(url: string): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/** The photos chosen for the post, each with its remove button. */
function PhotoThumbs({ photos, onRemove }: { photos: Photo[]; onRemove: (photo: Photo) => void }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'templates.wall.create.photos' })}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: token.marginXS,
        listStyle: 'none',
        padding: 0,
        margin: `${token.marginSM}px 0 0`,
      }}
    >
      {photos.map((photo) => (
        <li
          key={photo.uid}
          style={{ position: 'relative', width: 72, height: 72 }}
          data-testid="wall-create-thumb"
        >
          <img
            src={photo.url || undefined}
            alt={photo.name}
            style={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              borderRadius: token.borderRadius,
              background: token.colorFillSecondary,
            }}
          />
          <Button
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={intl.formatMessage({ id: 'templates.wall.create.removePhoto' }, { name: photo.name })}
            onClick={() => onRemove(photo)}
            style={{ position: 'absolute', insetBlockStart: 2, insetInlineEnd: 2 }}
          />
        </li>
      ))}
    </ul>
  );
}

/** "What's on your mind?": text and photos; Post is disabled while both are empty. */
export function CreatePost({ me }: { me: WallPerson | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const { loading } = useFetchState(WALL_KEYS.publish);
  const published = useAppSelector((s: Parameters<typeof selectWall>[0]) => selectWall(s).published);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const seen = useRef(published);
  // Photos still in the box when the page goes away are freed; posted ones now belong to the feed.
  const pending = useRef<Photo[]>([]);
  pending.current = photos;
  useEffect(() => () => pending.current.forEach((photo) => revoke(photo.url)), []);

  // The post is on the wall: the box starts over.
  useEffect(() => {
    if (published === seen.current) return;
    seen.current = published;
    setText('');
    setPhotos([]);
  }, [published]);

  const empty = !text.trim() && photos.length === 0;

  const submit = () => {
    if (empty || loading) return;
    dispatch(
      wallActions.publishRequested({
        message: text.trim(),
        attachments: photos.map((photo) => ({
          path: photo.url,
          metaData: {
            type: photo.type.startsWith('video') ? 'video' : photo.type || 'image/jpeg',
            size: photo.size,
          },
        })),
      }),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const remove = (photo: Photo) => {
    revoke(photo.url);
    setPhotos((list) => list.filter((p) => p.uid !== photo.uid));
  };

  const placeholder = intl.formatMessage({ id: 'templates.wall.create.placeholder' });
  return (
    <Card
      size="small"
      title={<FormattedMessage id="templates.wall.create.title" />}
      data-testid="wall-create"
    >
      <Flex gap={token.marginSM} align="start">
        {me && <PersonAvatar person={me} size={40} />}
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-label={placeholder}
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={2000}
          data-testid="wall-create-input"
        />
      </Flex>
      {photos.length > 0 && <PhotoThumbs photos={photos} onRemove={remove} />}
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={token.marginXS}
        style={{ marginBlockStart: token.marginSM }}
      >
        <Upload
          accept="image/*"
          multiple
          showUploadList={false}
          fileList={[]}
          beforeUpload={(file) => {
            setPhotos((list) => [
              ...list,
              { uid: file.uid, name: file.name, url: objectUrl(file), type: file.type, size: file.size },
            ]);
            // Kept in the page: nothing is uploaded anywhere.
            return false;
          }}
        >
          <Button icon={<PictureOutlined aria-hidden />} data-testid="wall-create-photo">
            <FormattedMessage id="templates.wall.create.photo" />
          </Button>
        </Upload>
        <Button
          type="primary"
          disabled={empty}
          loading={loading}
          onClick={submit}
          data-testid="wall-create-submit"
        >
          <FormattedMessage id="templates.wall.create.submit" />
        </Button>
      </Flex>
    </Card>
  );
}
