import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, setupStore } from '../../../testing/test-store';
import ChatPage from './ChatPage';

// jsdom matches no media query: the page renders its phone layout (list or conversation).
function open(path = '/apps/chat') {
  const store = setupStore();
  renderAt(<ChatPage />, store, { path, pattern: '/apps/chat' });
  return store;
}

const messages = () => screen.getAllByTestId('chat-message');
const lastMessageText = () => messages()[messages().length - 1]!.textContent;

async function openMenu(label: string, index = -1) {
  const buttons = screen.getAllByRole('button', { name: label });
  fireEvent.click(buttons.at(index)!);
}
const menuItem = (name: string) => screen.findByRole('menuitem', { name: new RegExp(name) });

test('the list: latest first, hidden ones on demand, search, unread counts', async () => {
  open();
  const first = await screen.findByTestId('chat-connection-8');
  const ids = () =>
    screen.getAllByTestId(/^chat-connection-\d+$/).map((el) => el.getAttribute('data-testid')!.split('-')[2]);
  expect(ids()).toEqual(['8', '3', '1', '2', '7', '5', '6', '4', '10']);
  expect(within(first).getByText('Can you check the new numbers?')).toBeInTheDocument();
  expect(within(screen.getByTestId('chat-connection-6')).getByLabelText('Muted')).toBeInTheDocument();
  expect(within(screen.getByTestId('chat-connection-10')).getByText('No messages yet')).toBeInTheDocument();
  // Phone width: the list alone until a conversation is chosen.
  expect(screen.queryByTestId('chat-conversation')).toBeNull();

  fireEvent.click(screen.getByRole('switch'));
  expect(await screen.findByTestId('chat-connection-9')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Search conversations'), { target: { value: 'sofia' } });
  expect(ids()).toEqual(['4']);
  fireEvent.change(screen.getByLabelText('Search conversations'), { target: { value: 'nobody' } });
  expect(screen.getByText('No conversation matches your search')).toBeInTheDocument();
});

test('choosing a conversation opens it (phone width: instead of the list), with a back button', async () => {
  open();
  fireEvent.click(await screen.findByTestId('chat-connection-2'));
  expect(await screen.findByText('Let me know if the numbers look off.')).toBeInTheDocument();
  expect(screen.queryByTestId('chat-connection-2')).toBeNull();
  // The file card: name and formatted size.
  const file = screen.getByTestId('chat-media-file');
  expect(file).toHaveTextContent('Q3-call-report.pdf');
  expect(file).toHaveTextContent('2.4 MB');
  expect(messages().map((m) => m.getAttribute('data-own'))).toEqual([
    'true',
    'false',
    'false',
    'true',
    'false',
  ]);

  fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
  expect(await screen.findByTestId('chat-connection-2')).toBeInTheDocument();
});

test('Enter sends, Shift+Enter does not; the message can be edited inline and deleted', async () => {
  open('/apps/chat?user=2');
  await screen.findByText('Let me know if the numbers look off.');
  const box = screen.getByLabelText('Type a message');
  fireEvent.change(box, { target: { value: 'Numbers look fine' } });
  fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
  expect(messages()).toHaveLength(5);
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(messages()).toHaveLength(6));
  expect(lastMessageText()).toContain('Numbers look fine');
  expect(box).toHaveValue('');

  await openMenu('Message actions');
  fireEvent.click(await menuItem('Edit'));
  const editor = screen.getByLabelText('Edit message');
  fireEvent.change(editor, { target: { value: '   ' } });
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a message');
  fireEvent.change(editor, { target: { value: 'Numbers look great' } });
  fireEvent.keyDown(editor, { key: 'Enter' });
  await waitFor(() => expect(lastMessageText()).toContain('Numbers look great'));
  expect(lastMessageText()).toContain('edited');

  await openMenu('Message actions');
  fireEvent.click(await menuItem('Delete'));
  await waitFor(() => expect(messages()).toHaveLength(5));
  expect(lastMessageText()).toContain('Let me know if the numbers look off.');
});

test('the send button sends too, and is disabled while the box is blank', async () => {
  open('/apps/chat?user=3');
  await screen.findByText('It ships on Monday.');
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Type a message'), { target: { value: 'Thanks Li' } });
  fireEvent.click(send);
  await waitFor(() => expect(lastMessageText()).toContain('Thanks Li'));
});

test('deleting the conversation asks first, then empties it', async () => {
  open('/apps/chat?user=2');
  await screen.findByText('Let me know if the numbers look off.');
  await openMenu('Conversation actions');
  fireEvent.click(await menuItem('Delete conversation'));
  expect(
    await screen.findByText('Are you sure you want to delete the conversation with Marco Rossi?'),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('No messages yet. Say hello to Marco Rossi!')).toBeInTheDocument();
  expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);
});

test('mute shows the muted icon; hide leaves the conversation and drops it from the list', async () => {
  open('/apps/chat?user=2');
  await screen.findByText('Let me know if the numbers look off.');
  await openMenu('Conversation actions');
  fireEvent.click(await menuItem('(^| )Mute$'));
  await waitFor(() =>
    expect(within(screen.getByTestId('chat-conversation-name')).getByLabelText('Muted')).toBeInTheDocument(),
  );

  await openMenu('Conversation actions');
  fireEvent.click(await menuItem('Hide conversation'));
  expect(await screen.findByTestId('chat-connection-3')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('chat-connection-2')).toBeNull());
  fireEvent.click(screen.getByRole('switch'));
  const back = await screen.findByTestId('chat-connection-2');
  expect(within(back).getByLabelText('Hidden')).toBeInTheDocument();
  expect(within(back).getByLabelText('Muted')).toBeInTheDocument();
});

test('attaching a file sends a media message with its name and size', async () => {
  open('/apps/chat?user=10');
  expect(await screen.findByText('No messages yet. Say hello to Nora Schmidt!')).toBeInTheDocument();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['x'.repeat(1536)], 'calls.csv', { type: 'text/csv' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  const card = await screen.findByTestId('chat-media-file');
  expect(card).toHaveTextContent('calls.csv');
  expect(card).toHaveTextContent('1.5 KB');
});

test('an unknown conversation in the address says so', async () => {
  open('/apps/chat?user=99');
  expect(await screen.findByText('This conversation does not exist.')).toBeInTheDocument();
});

describe('wide screens', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: true,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  test('list and conversation side by side; the latest conversation opens by default', async () => {
    open();
    expect(await screen.findByText('I updated the phone sheet for Tokyo.')).toBeInTheDocument();
    expect(screen.getByTestId('chat-connection-8')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull();

    fireEvent.click(screen.getByTestId('chat-connection-2'));
    expect(await screen.findByRole('log', { name: 'Conversation with Marco Rossi' })).toBeInTheDocument();
    const box = screen.getByLabelText('Type a message');
    fireEvent.change(box, { target: { value: 'Seen in the list' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('chat-connection-2')).getByTestId('chat-connection-last'),
      ).toHaveTextContent('Seen in the list'),
    );
  });
});
