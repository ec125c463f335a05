import type { CSSProperties, ReactNode } from 'react';
import { Typography } from 'antd';
import type { Call, CreateCallBody } from '@phonesheet/shared/contracts';

// One line, cut with "…" by CSS (the light row's classes `ps-lr-cell` and `ps-lr-text`, from
// `<LightRows>`: a card's notes take two lines). antd's own `ellipsis` beside `editable` measures
// the text in JavaScript (a forced layout per cell, four cells a row): that made scrolling a
// 5,000-row sheet drop nearly every frame. The edit icon stays visible after the cut text. What
// people typed keeps its own direction (`unicode-bidi: plaintext` in `.ps-lr-text`): an English
// note on an Arabic sheet ends with its full stop, not starts with it.
const BOLD: CSSProperties = { fontWeight: 600 };

/** What an interactive row's texts need to edit its call in place. */
export interface EditableRow {
  call: Call;
  readOnly: boolean;
  onChange(call: Call, changes: Partial<CreateCallBody>): void;
  t(id: string): string;
  /** The notes' editor is open (it waits for a cut note to come whole). */
  notesEditing: boolean;
  setNotesEditing(editing: boolean): void;
}

interface TextOptions {
  bold?: boolean;
  type?: 'secondary';
  className?: string;
  'data-testid'?: string;
  /** The whole text as the browser's tooltip (the notes have a tooltip of their own). */
  whole?: boolean;
}

/**
 * A text of the call, edited in place (the editor starts from the stored value, not the
 * placeholder). A function, not a component: a Tooltip wraps the notes' text and needs antd's
 * own element as its child.
 */
export function editableText(
  row: EditableRow,
  field: 'contactName' | 'contactCompany' | 'notes',
  shown: ReactNode,
  { bold, className, whole = true, ...props }: TextOptions,
) {
  const { call, readOnly, onChange, t, notesEditing, setNotesEditing } = row;
  const value = call[field] ?? '';
  const notes = field === 'notes';
  const text = (
    // Bold here, not antd's `strong`: its <strong> wrapper would be the flex item and not shrink.
    // The whole text as a tooltip: a cut one (a long name in a narrow row) never loses its end.
    <span className="ps-lr-text" style={bold ? BOLD : undefined} title={(whole && value) || undefined}>
      {shown}
    </span>
  );
  // Another's desk: the text as it is, no editor.
  if (readOnly)
    return (
      <Typography.Text {...props} className={`ps-lr-cell${className ? ` ${className}` : ''}`}>
        {text}
      </Typography.Text>
    );
  return (
    <Typography.Text
      {...props}
      className={`ps-lr-cell${className ? ` ${className}` : ''}`}
      editable={{
        text: value,
        triggerType: ['icon', 'text'],
        onChange: (next: string) => {
          if (notes) setNotesEditing(false);
          if (next !== value) onChange(call, { [field]: next });
        },
        tooltip: t('phonesheet.row.edit'),
        ...(notes && {
          editing: notesEditing && !call.notesCut,
          onStart: () => setNotesEditing(true),
          onCancel: () => setNotesEditing(false),
        }),
      }}
    >
      {text}
    </Typography.Text>
  );
}
