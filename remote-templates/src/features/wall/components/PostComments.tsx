import { useContext, useState, type Ref } from 'react';
import { Button, ConfigProvider, Flex, Input, Typography, theme, type InputRef } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { wallActions } from '../store/wall-slice';
import type { WallComment, WallPerson } from '../types';
import { PersonAvatar } from './PersonAvatar';
import { RelativeDate } from './RelativeDate';

/** A post's comments, oldest first, and the box to add one (Enter sends). */
export function PostComments({
  postId,
  comments,
  me,
  inputRef,
}: {
  postId: number;
  comments: WallComment[];
  me: WallPerson | null;
  inputRef?: Ref<InputRef>;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  // The send arrow points along the reading direction.
  const { direction } = useContext(ConfigProvider.ConfigContext);

  const send = () => {
    const comment = text.trim();
    if (!comment) return;
    dispatch(wallActions.commentRequested({ postId, comment }));
    setText('');
  };

  const placeholder = intl.formatMessage({ id: 'templates.wall.comment.placeholder' });
  return (
    <div style={{ marginBlockStart: token.marginSM }}>
      {comments.length > 0 && (
        <ul
          data-testid="wall-comments"
          aria-label={intl.formatMessage({ id: 'templates.wall.comment.list' })}
          style={{
            listStyle: 'none',
            padding: 0,
            margin: `0 0 ${token.marginSM}px`,
            display: 'grid',
            gap: token.marginXS,
          }}
        >
          {comments.map((comment) => (
            <li
              key={comment.id}
              data-testid="wall-comment"
              style={{ display: 'flex', gap: token.marginXS, minWidth: 0 }}
            >
              <PersonAvatar person={comment.author} size={32} />
              <div style={{ minWidth: 0 }}>
                <div
                  style={{
                    background: token.colorFillTertiary,
                    borderRadius: token.borderRadiusLG,
                    paddingBlock: token.paddingXXS,
                    paddingInline: token.paddingSM,
                  }}
                >
                  <Typography.Text strong style={{ display: 'block', fontSize: token.fontSizeSM }}>
                    {comment.author.name}
                  </Typography.Text>
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{comment.comment}</bdi>
                  </Typography.Text>
                </div>
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: token.fontSizeSM, paddingInlineStart: token.paddingSM }}
                >
                  <RelativeDate date={comment.date} />
                </Typography.Text>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Flex gap={token.marginXS} align="center">
        {me && <PersonAvatar person={me} size={32} />}
        <Input
          ref={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            send();
          }}
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={1000}
          data-testid="wall-comment-input"
        />
        <Button
          type="text"
          icon={<SendOutlined style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
          aria-label={intl.formatMessage({ id: 'templates.wall.comment.send' })}
          disabled={!text.trim()}
          onClick={send}
          data-testid="wall-comment-send"
        />
      </Flex>
    </div>
  );
}
