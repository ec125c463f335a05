import { Button, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { contactActions as A } from '../store/contact-slice';
import type { Contact } from '../types';

/** Edit and delete buttons of one contact (icon-only, labelled for screen readers). */
export function ContactActions({
  contact,
  onDelete,
}: {
  contact: Contact;
  onDelete: (ids: number[]) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const edit = intl.formatMessage({ id: 'templates.contact.editOne' }, { name: contact.name });
  const remove = intl.formatMessage({ id: 'templates.contact.deleteOne' }, { name: contact.name });
  return (
    <span style={{ display: 'inline-flex', gap: 2 }}>
      <Tooltip title={edit}>
        <Button
          type="text"
          size="small"
          shape="circle"
          aria-label={edit}
          icon={<EditOutlined />}
          data-testid={`contact-edit-${contact.id}`}
          onClick={(event) => {
            event.stopPropagation();
            dispatch(A.formOpened(contact));
          }}
        />
      </Tooltip>
      <Tooltip title={remove}>
        <Button
          type="text"
          size="small"
          shape="circle"
          danger
          aria-label={remove}
          icon={<DeleteOutlined />}
          data-testid={`contact-delete-${contact.id}`}
          onClick={(event) => {
            event.stopPropagation();
            onDelete([contact.id]);
          }}
        />
      </Tooltip>
    </span>
  );
}
