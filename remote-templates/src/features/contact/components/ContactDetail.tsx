import { Button, Descriptions, Drawer, Grid, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { contactActions as A } from '../store/contact-slice';
import type { Contact, ContactLabel } from '../types';
import { ContactAvatar } from './ContactAvatar';
import { ContactLabelTag } from './ContactLabelTag';
import { StarButton } from './StarButton';

export interface ContactDetailProps {
  open: boolean;
  contact: Contact | null;
  labels: ContactLabel[];
  onDelete: (ids: number[]) => void;
}

/** Template dates read as month name, day, year ("MMMM D, YYYY"), in the reader's language. */
function useBirthday(value: string): string | null {
  const intl = useIntl();
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid()
    ? intl.formatDate(date.toDate(), { year: 'numeric', month: 'long', day: 'numeric' })
    : value;
}

/** Everything known about one contact, in a drawer (full width on phones). */
export function ContactDetail({ open, contact, labels, onDelete }: ContactDetailProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const screens = Grid.useBreakpoint();
  const birthday = useBirthday(contact?.birthday ?? '');
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const text = (value: string | null | undefined) => (value ? value : none);
  const field = (id: string, value: React.ReactNode) => ({
    key: id,
    label: intl.formatMessage({ id: `templates.contact.field.${id}` }),
    children: value,
  });

  return (
    <Drawer
      open={open}
      onClose={() => dispatch(A.detailClosed())}
      width={screens.sm ? 440 : '100%'}
      title={<FormattedMessage id="templates.contact.detail" />}
      destroyOnHidden
      extra={
        contact && (
          <Space>
            <Button icon={<EditOutlined />} onClick={() => dispatch(A.formOpened(contact))}>
              <FormattedMessage id="templates.contact.edit" />
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => onDelete([contact.id])}>
              <FormattedMessage id="templates.contact.delete" />
            </Button>
          </Space>
        )
      }
    >
      {!contact ? (
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      ) : (
        <div data-testid="contact-detail">
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
            <ContactAvatar contact={contact} size={64} />
            <div style={{ minWidth: 0, flex: '1 1 auto' }}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {contact.name}
              </Typography.Title>
              <Typography.Text type="secondary">
                {[contact.designation, contact.company].filter(Boolean).join(' · ')}
              </Typography.Text>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
                <ContactLabelTag labels={labels} labelId={contact.label} />
                <StarButton contact={contact} />
              </div>
            </div>
          </div>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              field('phone', contact.contact ? <span dir="ltr">{contact.contact}</span> : none),
              field('email', contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : none),
              field('company', text(contact.company)),
              field('designation', text(contact.designation)),
              field('birthday', text(birthday)),
              field('website', text(contact.website)),
              field('address', text(contact.address)),
              field('facebookId', text(contact.facebookId)),
              field('twitterId', text(contact.twitterId)),
              field(
                'notes',
                contact.notes ? <span style={{ whiteSpace: 'pre-wrap' }}>{contact.notes}</span> : none,
              ),
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
