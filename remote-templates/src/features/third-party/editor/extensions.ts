import StarterKit from '@tiptap/starter-kit';

/** The document a first visit opens with (sample content, not translated). */
export const SAMPLE_DOCUMENT = `<h2>Meeting notes</h2>
<p>This editor is <strong>tiptap</strong>. Select text and use the toolbar, or the usual keys: <em>Ctrl+B</em>, <em>Ctrl+I</em>, <em>Ctrl+U</em>, <em>Ctrl+Z</em>.</p>
<ul><li>Review the <a href="https://example.com/roadmap">roadmap</a></li><li>Plan the next release</li></ul>
<ol><li>Collect feedback</li><li>Write the summary</li></ol>`;

/**
 * StarterKit (paragraphs, headings 1–3, marks, lists, history; in tiptap 3 also link and
 * underline). Links never open on a click while editing and take only web and mail addresses.
 */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
  ];
}
