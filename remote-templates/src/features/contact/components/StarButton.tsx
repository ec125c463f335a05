import { Button, theme } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { contactActions as A } from '../store/contact-slice';
import type { Contact } from '../types';

/** Stars or unstars one contact; the saga confirms with the "Starred status changed" toast. */
export function StarButton({ contact }: { contact: Contact }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const label = intl.formatMessage(
    { id: contact.isStarred ? 'templates.contact.unstar' : 'templates.contact.star' },
    { name: contact.name },
  );
  return (
    <Button
      type="text"
      size="small"
      shape="circle"
      aria-label={label}
      aria-pressed={contact.isStarred}
      title={label}
      data-testid={`contact-star-${contact.id}`}
      icon={
        contact.isStarred ? (
          <StarFilled style={{ color: token.colorWarning }} />
        ) : (
          <StarOutlined style={{ color: token.colorTextTertiary }} />
        )
      }
      onClick={(event) => {
        event.stopPropagation();
        dispatch(A.starRequested({ contactIds: [contact.id], status: !contact.isStarred }));
      }}
    />
  );
}
