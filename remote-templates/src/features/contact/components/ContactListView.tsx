import { Checkbox, Grid, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { contactActions as A } from '../store/contact-slice';
import type { Contact, ContactLabel } from '../types';
import { ContactActions } from './ContactActions';
import { ContactAvatar } from './ContactAvatar';
import { ContactLabelTag } from './ContactLabelTag';
import { StarButton } from './StarButton';

export interface ContactViewProps {
  list: Contact[];
  labels: ContactLabel[];
  selected: number[];
  onDelete: (ids: number[]) => void;
}

export function toggled(selected: number[], id: number, on: boolean): number[] {
  return on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id);
}

/** One row per contact: select, star, name and e-mail (opens the detail), phone, company, label, actions. */
export function ContactListView({ list, labels, selected, onDelete }: ContactViewProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  return (
    <ul data-testid="contact-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {list.map((contact) => {
        const checked = selected.includes(contact.id);
        return (
          <li
            key={contact.id}
            data-testid={`contact-row-${contact.id}`}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              padding: '10px 16px',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              background: checked ? token.controlItemBgActive : undefined,
            }}
          >
            <Checkbox
              checked={checked}
              aria-label={intl.formatMessage({ id: 'templates.contact.selectOne' }, { name: contact.name })}
              onChange={(event) =>
                dispatch(A.selectionChanged(toggled(selected, contact.id, event.target.checked)))
              }
            />
            <StarButton contact={contact} />
            <button
              type="button"
              onClick={() => dispatch(A.detailOpened(contact.id))}
              // Named by what it shows (name, e-mail, number): an "Open …" label hid that text (WCAG 2.5.3).
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                flex: '1 1 0',
                minWidth: 0,
                padding: 0,
                border: 'none',
                background: 'none',
                color: 'inherit',
                font: 'inherit',
                textAlign: 'start',
                cursor: 'pointer',
              }}
            >
              <ContactAvatar contact={contact} size={36} />
              <span style={{ minWidth: 0, flex: '1 1 0' }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  <bdi>{contact.name}</bdi>
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                  {contact.email}
                </Typography.Text>
              </span>
              {screens.md && (
                <Typography.Text ellipsis style={{ flex: '0 1 160px' }}>
                  {/* A number reads left to right in Arabic too (antd's Text drops a dir prop). */}
                  <bdi dir="ltr">{contact.contact}</bdi>
                </Typography.Text>
              )}
              {screens.xl && (
                <Typography.Text type="secondary" ellipsis style={{ flex: '0 1 160px' }}>
                  <bdi>{contact.company}</bdi>
                </Typography.Text>
              )}
            </button>
            {screens.sm && <ContactLabelTag labels={labels} labelId={contact.label} />}
            <ContactActions contact={contact} onDelete={onDelete} />
          </li>
        );
      })}
    </ul>
  );
}
