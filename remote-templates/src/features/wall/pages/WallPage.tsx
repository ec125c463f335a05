import { useEffect, useMemo, type ReactNode } from 'react';
import { Card, Col, Flex, Grid, Row, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { AppsContainer } from '../../../app-kit/AppsContainer';
import { LoadState } from '../../../app-kit/LoadState';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { CreatePost } from '../components/CreatePost';
import { PostItem } from '../components/PostItem';
import { ProfileCard } from '../components/ProfileCard';
import { RecentNewsCard, SuggestionsCard, WhoToFollowCard } from '../components/SidePanels';
import { WALL_KEYS, selectWall, wallActions, type WallState } from '../store/wall-slice';
import type { WallData, WallPerson } from '../types';

function Column({ children, label }: { children: ReactNode; label?: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin} aria-label={label} role={label ? 'region' : undefined}>
      {children}
    </Flex>
  );
}

/**
 * The wall: the user's profile and suggestions at the start, the feed in the middle, who to
 * follow and news at the end (xl); two columns from lg (the panels beside the feed); one column
 * under lg (profile, feed, then the rest).
 */
export default function WallPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.lg);
  const threeColumns = Boolean(screens.xl);
  const { wall, posts, postsLoaded } = useAppSelector((s: { templatesWall?: WallState }) => selectWall(s));
  const wallState = useFetchState(WALL_KEYS.wall);
  const postsState = useFetchState(WALL_KEYS.posts);

  useEffect(() => {
    dispatch(wallActions.loadRequested());
  }, [dispatch]);

  const retry = () => dispatch(wallActions.loadRequested());
  const me: WallPerson | null = useMemo(
    () => (wall ? { id: wall.id, name: wall.name, profilePic: wall.profilePic } : null),
    [wall],
  );

  const sideState = (render: (data: WallData) => ReactNode) =>
    wall ? (
      render(wall)
    ) : (
      <Card size="small">
        <LoadState
          loading={wallState.loading || !wallState.error}
          error={wallState.error}
          empty
          onRetry={retry}
          rows={3}
        >
          {null}
        </LoadState>
      </Card>
    );

  const profile = sideState((data) => <ProfileCard wall={data} />);
  const start = wall && <SuggestionsCard wall={wall} />;
  const end = wall && (
    <>
      <WhoToFollowCard wall={wall} />
      <RecentNewsCard wall={wall} />
    </>
  );

  const feed = (
    <Column>
      <CreatePost me={me} />
      <section aria-label={intl.formatMessage({ id: 'templates.wall.feed' })} data-testid="wall-feed">
        <LoadState
          loading={postsState.loading || (!postsLoaded && !postsState.error)}
          error={postsState.error}
          empty={posts.length === 0}
          emptyText={<FormattedMessage id="templates.wall.empty" />}
          onRetry={retry}
        >
          <Flex vertical gap={token.margin}>
            {posts.map((post) => (
              <PostItem key={post.id} post={post} me={me} />
            ))}
          </Flex>
        </LoadState>
      </section>
    </Column>
  );

  return (
    <AppsContainer title={<FormattedMessage id="templates.wall.title" />}>
      <div style={{ padding: wide ? token.padding : token.paddingSM }}>
        {threeColumns ? (
          <Row gutter={[token.margin, token.margin]} wrap={false}>
            <Col flex="0 0 26%" style={{ minWidth: 0 }}>
              <Column label={intl.formatMessage({ id: 'templates.wall.profile' })}>
                {profile}
                {start}
              </Column>
            </Col>
            <Col flex="1 1 48%" style={{ minWidth: 0 }}>
              {feed}
            </Col>
            <Col flex="0 0 26%" style={{ minWidth: 0 }}>
              <Column label={intl.formatMessage({ id: 'templates.wall.discover' })}>{end}</Column>
            </Col>
          </Row>
        ) : wide ? (
          // Between lg and xl the side panels share one column beside the feed.
          <Row gutter={[token.margin, token.margin]} wrap={false}>
            <Col flex="0 0 34%" style={{ minWidth: 0 }}>
              <Column label={intl.formatMessage({ id: 'templates.wall.profile' })}>
                {profile}
                {start}
                {end}
              </Column>
            </Col>
            <Col flex="1 1 66%" style={{ minWidth: 0 }}>
              {feed}
            </Col>
          </Row>
        ) : (
          <Column>
            {profile}
            {feed}
            {start}
            {end}
          </Column>
        )}
      </div>
    </AppsContainer>
  );
}
