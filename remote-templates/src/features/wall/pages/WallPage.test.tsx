import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setupStore } from '../../../testing/test-store';
import { selectToasts } from '@phonesheet/shared';
import WallPage from './WallPage';

function renderWall() {
  const store = setupStore();
  const view = renderAt(<WallPage />, store, { path: '/apps/wall' });
  return { store, ...view };
}

const posts = () => screen.getAllByTestId('wall-post');
const firstPost = () => posts()[0];

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = jest.fn();
});

test('shows the skeleton, then the profile, the feed newest first and the side panels', async () => {
  renderWall();
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  expect(await screen.findByText(/Sunrise over the ridge/)).toBeInTheDocument();
  expect(posts().map((p) => p.getAttribute('data-post-id'))).toEqual(['6', '5', '4', '3', '2', '1']);
  expect(screen.getByRole('heading', { name: 'Jessica Moore' })).toBeInTheDocument();
  expect(screen.getByTestId('wall-stat-followers')).toHaveTextContent('12K');
  expect(screen.getByText('Who to follow')).toBeInTheDocument();
  expect(screen.getByText('Recent news')).toBeInTheDocument();
  expect(screen.getByText('Design Systems Club')).toBeInTheDocument();
  const first = within(firstPost());
  expect(first.getByText('Liam Carter')).toBeInTheDocument();
  expect(first.getByText('2 hours ago')).toBeInTheDocument();
  expect(first.getByText('24 likes')).toBeInTheDocument();
  expect(first.getByText('2 comments · 3 shares · 1,280 views')).toBeInTheDocument();
  expect(first.getAllByRole('img', { name: /Photo \d of 2 by Liam Carter/ })).toHaveLength(2);
  expect(within(posts()[2]).getByRole('img', { name: 'Video 1 of 1 by Sofia Rossi' })).toBeInTheDocument();
});

test('Like toggles the pressed state and moves the count by one each way', async () => {
  const user = userEvent.setup();
  renderWall();
  await screen.findByText(/Sunrise over the ridge/);
  const like = within(firstPost()).getByTestId('wall-like');
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await user.click(like);
  await waitFor(() =>
    expect(within(firstPost()).getByTestId('wall-like')).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(within(firstPost()).getByTestId('wall-like-count')).toHaveTextContent('25 likes');
  await user.click(within(firstPost()).getByTestId('wall-like'));
  await waitFor(() =>
    expect(within(firstPost()).getByTestId('wall-like')).toHaveAttribute('aria-pressed', 'false'),
  );
  expect(within(firstPost()).getByTestId('wall-like-count')).toHaveTextContent('24 likes');
});

test('Enter in the comment box appends the comment under the post and clears the box', async () => {
  const user = userEvent.setup();
  renderWall();
  await screen.findByText(/Sunrise over the ridge/);
  const box = within(firstPost()).getByRole('textbox', { name: 'Write a comment' });
  expect(within(firstPost()).getByRole('button', { name: 'Send comment' })).toBeDisabled();
  await user.type(box, 'Lovely view{Enter}');
  expect(box).toHaveValue('');
  await waitFor(() => expect(within(firstPost()).getAllByTestId('wall-comment')).toHaveLength(3));
  const last = within(firstPost()).getAllByTestId('wall-comment')[2];
  expect(last).toHaveTextContent('Jessica Moore');
  expect(last).toHaveTextContent('Lovely view');
  expect(within(firstPost()).getByText('3 comments · 3 shares · 1,280 views')).toBeInTheDocument();
});

test('the Comment button moves the focus to the comment box', async () => {
  const user = userEvent.setup();
  renderWall();
  await screen.findByText(/Sunrise over the ridge/);
  await user.click(within(firstPost()).getByRole('button', { name: 'Comment' }));
  expect(within(firstPost()).getByRole('textbox', { name: 'Write a comment' })).toHaveFocus();
});

test('Post is disabled while empty; a post goes to the top, the box clears and a toast confirms', async () => {
  const user = userEvent.setup();
  const { store } = renderWall();
  await screen.findByText(/Sunrise over the ridge/);
  const submit = screen.getByTestId('wall-create-submit');
  expect(submit).toBeDisabled();
  const input = screen.getByRole('textbox', { name: "What's on your mind?" });
  await user.type(input, '   ');
  expect(submit).toBeDisabled();
  await user.type(input, 'A brand new post');
  expect(submit).toBeEnabled();
  await user.click(submit);
  await waitFor(() => expect(firstPost()).toHaveTextContent('A brand new post'));
  expect(firstPost()).toHaveAttribute('data-post-id', '7');
  expect(within(firstPost()).getByText('Jessica Moore')).toBeInTheDocument();
  expect(within(firstPost()).getByText('0 likes')).toBeInTheDocument();
  expect(within(firstPost()).getByText('now')).toBeInTheDocument();
  expect(posts()).toHaveLength(7);
  await waitFor(() => expect(input).toHaveValue(''));
  expect(selectToasts(store.getState() as never).map((t) => t.messageId)).toContain(
    'templates.wall.published',
  );
});

test('a chosen photo shows as a thumbnail, can be removed, and posts on its own', async () => {
  const user = userEvent.setup();
  renderWall();
  await screen.findByText(/Sunrise over the ridge/);
  // rc-upload renders a new input after each choice.
  const fileInput = () =>
    screen.getByTestId('wall-create').querySelector('input[type="file"]') as HTMLInputElement;
  const photo = () => new File(['x'], 'beach.png', { type: 'image/png' });
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [photo()] } });
  });
  expect(await screen.findByRole('img', { name: 'beach.png' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^blob:test\//),
  );
  expect(screen.getByTestId('wall-create-submit')).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Remove beach.png' }));
  expect(screen.queryByTestId('wall-create-thumb')).toBeNull();
  expect(URL.revokeObjectURL).toHaveBeenCalled();
  expect(screen.getByTestId('wall-create-submit')).toBeDisabled();

  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [photo()] } });
  });
  await screen.findByTestId('wall-create-thumb');
  await user.click(screen.getByTestId('wall-create-submit'));
  await waitFor(() => expect(firstPost()).toHaveAttribute('data-post-id', '7'));
  expect(within(firstPost()).getByRole('img', { name: 'Photo 1 of 1 by Jessica Moore' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^blob:test\//),
  );
  await waitFor(() => expect(screen.queryByTestId('wall-create-thumb')).toBeNull());
});

test('Who to follow switches to Following (pressed)', async () => {
  const user = userEvent.setup();
  renderWall();
  await screen.findByText(/Sunrise over the ridge/);
  const follow = screen.getAllByRole('button', { name: 'Follow' })[0];
  await user.click(follow);
  expect(follow).toHaveAttribute('aria-pressed', 'true');
  expect(follow).toHaveTextContent('Following');
});

test('a failed feed shows the error with a retry that loads it', async () => {
  const { wallApi } = await import('../api');
  const spy = jest.spyOn(wallApi, 'posts').mockRejectedValueOnce(new Error('Network down'));
  const user = userEvent.setup();
  renderWall();
  expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('Network down')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/Sunrise over the ridge/)).toBeInTheDocument();
  spy.mockRestore();
});

test('on a wide screen the wall has three columns: profile, feed, discover', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: true,
  })) as typeof window.matchMedia;
  try {
    renderWall();
    await screen.findByText(/Sunrise over the ridge/);
    const start = screen.getByRole('region', { name: 'Your profile' });
    const end = screen.getByRole('region', { name: 'Discover' });
    expect(within(start).getByText('Suggestions')).toBeInTheDocument();
    expect(within(start).queryByText('Recent news')).toBeNull();
    expect(within(end).getByText('Recent news')).toBeInTheDocument();
    expect(within(end).getByText('Who to follow')).toBeInTheDocument();
  } finally {
    window.matchMedia = original;
  }
});
