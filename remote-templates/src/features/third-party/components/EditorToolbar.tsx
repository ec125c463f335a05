import { useState, type ReactNode } from 'react';
import { Button, Divider, Form, Input, Modal, Tooltip } from 'antd';
import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkLinkUrl } from '../editor/link-url';

const t = (id: string) => `templates.thirdParty.editor.${id}`;

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
  testId,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        type={active ? 'primary' : 'text'}
        icon={icon}
        disabled={disabled}
        data-testid={testId}
        // Keep the editor's selection: a toolbar click must not take focus away first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** The link's address, checked before it is set (an error names what is wrong). */
function LinkDialog({
  open,
  url,
  error,
  onUrl,
  onSave,
  onCancel,
}: {
  open: boolean;
  url: string;
  /** The catalogue id of what is wrong with `url`. */
  error: string | null;
  onUrl: (url: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title={<FormattedMessage id={t('link.title')} />}
      okText={<FormattedMessage id={t('link.apply')} />}
      cancelText={<FormattedMessage id={t('link.cancel')} />}
      onOk={onSave}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={onSave}>
        <Form.Item
          label={<FormattedMessage id={t('link.url')} />}
          htmlFor="editor-link-url"
          validateStatus={error ? 'error' : undefined}
          help={error ? <FormattedMessage id={error} /> : undefined}
        >
          <Input
            id="editor-link-url"
            data-testid="editor-link-url"
            autoFocus
            value={url}
            placeholder="https://example.com"
            inputMode="url"
            onChange={(e) => onUrl(e.target.value)}
            onPressEnter={onSave}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** What the toolbar shows of the editor: which marks and blocks are on, what can be undone. */
const toolbarState = ({ editor: e }: { editor: Editor }) => ({
  bold: e.isActive('bold'),
  italic: e.isActive('italic'),
  underline: e.isActive('underline'),
  strike: e.isActive('strike'),
  h1: e.isActive('heading', { level: 1 }),
  h2: e.isActive('heading', { level: 2 }),
  h3: e.isActive('heading', { level: 3 }),
  bullet: e.isActive('bulletList'),
  ordered: e.isActive('orderedList'),
  link: e.isActive('link'),
  href: (e.getAttributes('link').href as string | undefined) ?? '',
  undo: e.can().undo(),
  redo: e.can().redo(),
});

/** The editor's toolbar: each button says what it does (aria-label) and whether it is on (aria-pressed). */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: t(id) });
  const state = useEditorState({
    editor,
    selector: toolbarState,
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const chain = () => editor.chain().focus();
  const openLink = () => {
    setUrl(state.href);
    setError(null);
    setLinkOpen(true);
  };
  const saveLink = () => {
    const checked = checkLinkUrl(url);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    chain().extendMarkRange('link').setLink({ href: checked.href }).run();
    setLinkOpen(false);
  };

  const heading = (level: 1 | 2 | 3) => (
    <Tooltip title={label(`h${level}`)}>
      <Button
        aria-label={label(`h${level}`)}
        aria-pressed={state[`h${level}`]}
        type={state[`h${level}`] ? 'primary' : 'text'}
        data-testid={`editor-h${level}`}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => chain().toggleHeading({ level }).run()}
      >
        H{level}
      </Button>
    </Tooltip>
  );

  return (
    <div
      role="toolbar"
      aria-label={label('toolbar')}
      data-testid="editor-toolbar"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <ToolButton
        testId="editor-bold"
        label={label('bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        testId="editor-italic"
        label={label('italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        testId="editor-underline"
        label={label('underline')}
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        testId="editor-strike"
        label={label('strike')}
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider type="vertical" />
      {heading(1)}
      {heading(2)}
      {heading(3)}
      <Divider type="vertical" />
      <ToolButton
        testId="editor-bullet"
        label={label('bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        testId="editor-ordered"
        label={label('orderedList')}
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Divider type="vertical" />
      <ToolButton
        testId="editor-link"
        label={label('link')}
        icon={<LinkOutlined />}
        active={state.link}
        onClick={openLink}
      />
      <ToolButton
        testId="editor-unlink"
        label={label('unlink')}
        icon={<DisconnectOutlined />}
        disabled={!state.link}
        onClick={() => chain().extendMarkRange('link').unsetLink().run()}
      />
      <Divider type="vertical" />
      <ToolButton
        testId="editor-undo"
        label={label('undo')}
        icon={<UndoOutlined />}
        disabled={!state.undo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        testId="editor-redo"
        label={label('redo')}
        icon={<RedoOutlined />}
        disabled={!state.redo}
        onClick={() => chain().redo().run()}
      />
      <LinkDialog
        open={linkOpen}
        url={url}
        error={error}
        onUrl={(next) => {
          setUrl(next);
          setError(null);
        }}
        onSave={saveLink}
        onCancel={() => setLinkOpen(false)}
      />
    </div>
  );
}
