import { memo, useRef } from 'react';
import { Button, Card, Flex, Typography, theme, type InputRef } from 'antd';
import { CommentOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { wallActions } from '../store/wall-slice';
import type { WallPerson, WallPost } from '../types';
import { PersonAvatar } from './PersonAvatar';
import { PostAttachments } from './PostAttachments';
import { PostComments } from './PostComments';
import { RelativeDate } from './RelativeDate';

/** One post of the feed: who and when, the text, the pictures, the counts, Like and the comments. */
export const PostItem = memo(function PostItem({ post, me }: { post: WallPost; me: WallPerson | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const commentBox = useRef<InputRef>(null);
  const headingId = `wall-post-${post.id}-owner`;

  const counts = (['shares', 'views'] as const).map((kind) =>
    intl.formatMessage({ id: `templates.wall.post.${kind}` }, { count: post[kind] }),
  );

  return (
    <Card size="small" data-testid="wall-post" data-post-id={post.id}>
      <article aria-labelledby={headingId}>
        <Flex gap={token.marginSM} align="center">
          <PersonAvatar person={post.owner} size={44} />
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong id={headingId} style={{ display: 'block' }}>
              {post.owner.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              <RelativeDate date={post.date} />
            </Typography.Text>
          </div>
        </Flex>
        {post.message && (
          <Typography.Paragraph
            data-testid="wall-post-message"
            style={{ margin: `${token.marginSM}px 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {/* antd's Paragraph drops a dir prop: the isolate keeps "!" at the end in Arabic. */}
            <bdi>{post.message}</bdi>
          </Typography.Paragraph>
        )}
        <PostAttachments attachments={post.attachments} owner={post.owner.name} />
        <Flex
          wrap
          justify="space-between"
          gap={token.marginXS}
          style={{
            marginBlockStart: token.marginSM,
            color: token.colorTextSecondary,
            fontSize: token.fontSizeSM,
          }}
        >
          <span data-testid="wall-like-count" data-count={post.likes}>
            {intl.formatMessage({ id: 'templates.wall.post.likes' }, { count: post.likes })}
          </span>
          <span>
            {[
              intl.formatMessage({ id: 'templates.wall.post.comments' }, { count: post.comments.length }),
              ...counts,
            ].join(' · ')}
          </span>
        </Flex>
        <Flex
          gap={token.marginXS}
          wrap
          style={{
            marginBlockStart: token.marginXS,
            paddingBlock: token.paddingXXS,
            borderBlock: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Button
            type="text"
            aria-pressed={post.liked}
            icon={post.liked ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
            style={post.liked ? { color: token.colorPrimary } : undefined}
            onClick={() => dispatch(wallActions.likeRequested({ postId: post.id, liked: !post.liked }))}
            data-testid="wall-like"
          >
            <FormattedMessage id="templates.wall.post.like" />
          </Button>
          <Button
            type="text"
            icon={<CommentOutlined aria-hidden />}
            onClick={() => commentBox.current?.focus()}
          >
            <FormattedMessage id="templates.wall.post.comment" />
          </Button>
        </Flex>
        <PostComments postId={post.id} comments={post.comments} me={me} inputRef={commentBox} />
      </article>
    </Card>
  );
});
