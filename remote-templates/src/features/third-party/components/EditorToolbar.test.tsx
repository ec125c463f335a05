import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { closeHistory } from '@tiptap/pm/history';
import { IntlProvider } from 'react-intl';
import { Editor } from '@tiptap/react';
import { messages } from '../i18n';
import { editorExtensions } from '../editor/extensions';
import { EditorToolbar } from './EditorToolbar';

function setup(content = '<p>hello world</p>') {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: editorExtensions(),
    content,
  });
  render(
    <IntlProvider locale="en" messages={messages.en}>
      <EditorToolbar editor={editor} />
    </IntlProvider>,
  );
  return editor;
}

test('Bold makes the selection bold and shows as pressed; again it unbolds', async () => {
  const editor = setup();
  act(() => {
    editor.commands.setTextSelection({ from: 1, to: 12 });
  });
  // Queried each time: the tooltip's wrapper may render the button anew.
  const bold = () => screen.getByRole('button', { name: 'Bold' });
  expect(bold()).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(bold());
  expect(editor.getHTML()).toBe('<p><strong>hello world</strong></p>');
  // The toolbar follows the editor's transactions (useEditorState), a tick later.
  await waitFor(() => expect(bold()).toHaveAttribute('aria-pressed', 'true'));
  fireEvent.click(bold());
  expect(editor.getHTML()).toBe('<p>hello world</p>');
  await waitFor(() => expect(bold()).toHaveAttribute('aria-pressed', 'false'));
});

test('headings and lists toggle; undo and redo follow the history', async () => {
  const editor = setup();
  const undo = () => screen.getByRole('button', { name: 'Undo' });
  expect(undo()).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
  expect(editor.getHTML()).toMatch(/^<h2>hello world<\/h2>/);
  // Changes less than 500 ms apart are one undo step; a pause (as a user makes) closes the step
  // here, so the test does not depend on how fast the machine runs it.
  editor.view.dispatch(closeHistory(editor.state.tr));
  fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
  expect(editor.getHTML()).toContain('<ul><li>');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true'),
  );
  await waitFor(() => expect(undo()).toBeEnabled());
  fireEvent.click(undo());
  expect(editor.getHTML()).toMatch(/^<h2>hello world<\/h2>/);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
  expect(editor.getHTML()).toContain('<ul>');
});

test('a link asks for its address, refuses a bad one with a message and applies a good one', async () => {
  const editor = setup();
  act(() => {
    editor.commands.selectAll();
  });
  fireEvent.click(screen.getByRole('button', { name: 'Link' }));
  const input = await screen.findByLabelText('Address (URL)');
  fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Only http, https and mailto addresses are allowed.')).toBeInTheDocument();
  expect(editor.getHTML()).not.toContain('<a');

  fireEvent.change(input, { target: { value: 'not a url' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This is not a valid web or e-mail address.')).toBeInTheDocument();

  fireEvent.change(input, { target: { value: 'example.com/docs' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(editor.getHTML()).toContain('href="https://example.com/docs"');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove link' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
  expect(editor.getHTML()).toBe('<p>hello world</p>');
});
