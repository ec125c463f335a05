import { useRef } from 'react';
import { Alert, Card, theme } from 'antd';
import { EditorContent, useEditor } from '@tiptap/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PageFrame } from '../../../app-kit/PageFrame';
import { EditorToolbar } from '../components/EditorToolbar';
import { selectThirdParty, thirdPartyActions } from '../store/third-party-slice';
import { editorExtensions, SAMPLE_DOCUMENT } from '../editor/extensions';

export default function EditorPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const saved = useAppSelector((s) => selectThirdParty(s as never).editorHtml);
  // Read once: the editor owns the document while it is open and reports every change.
  const initial = useRef(saved ?? SAMPLE_DOCUMENT);
  const editor = useEditor({
    extensions: editorExtensions(),
    content: initial.current,
    editorProps: {
      attributes: {
        'aria-label': intl.formatMessage({ id: 'templates.thirdParty.editor.label' }),
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'editor-content',
        class: 'ps-editor',
      },
    },
    onUpdate: ({ editor: e }) => dispatch(thirdPartyActions.editorChanged(e.getHTML())),
  });

  return (
    <PageFrame
      testId="third-party-editor"
      title={<FormattedMessage id="templates.thirdParty.editor.title" />}
    >
      <Alert type="info" showIcon message={<FormattedMessage id="templates.thirdParty.editor.kept" />} />
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <style>{`
          .ps-editor { min-height: 320px; padding: 12px 16px; outline: none; color: ${token.colorText}; line-height: 1.6; }
          .ps-editor:focus-visible { box-shadow: inset 0 0 0 2px ${token.colorPrimaryBorder}; }
          .ps-editor a { color: ${token.colorLink}; text-decoration: underline; }
          .ps-editor ul, .ps-editor ol { padding-inline-start: 24px; }
          .ps-editor h1, .ps-editor h2, .ps-editor h3 { color: ${token.colorTextHeading}; margin-block: 0.6em 0.3em; }
          .ps-editor blockquote { border-inline-start: 3px solid ${token.colorBorder}; margin-inline: 0; padding-inline-start: 12px; color: ${token.colorTextSecondary}; }
          .ps-editor code { background: ${token.colorFillTertiary}; border-radius: 4px; padding: 0 4px; }
          .ps-editor p { margin-block: 0.4em; }
        `}</style>
        <div style={{ padding: 8, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
          {editor && <EditorToolbar editor={editor} />}
        </div>
        <EditorContent editor={editor} />
      </Card>
    </PageFrame>
  );
}
