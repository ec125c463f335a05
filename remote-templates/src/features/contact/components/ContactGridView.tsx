import { Card, Checkbox, Col, Row, Typography } from 'antd';
import { MailOutlined, PhoneOutlined, ShopOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { contactActions as A } from '../store/contact-slice';
import { ContactActions } from './ContactActions';
import { ContactAvatar } from './ContactAvatar';
import { ContactLabelTag } from './ContactLabelTag';
import { toggled, type ContactViewProps } from './ContactListView';
import { StarButton } from './StarButton';

/** Cards: one column on phones, two on tablets, three on wide screens (list grids default to 3). */
export function ContactGridView({ list, labels, selected, onDelete }: ContactViewProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <div style={{ padding: 16 }}>
      <Row gutter={[16, 16]} data-testid="contact-grid" role="list">
        {list.map((contact) => (
          <Col key={contact.id} xs={24} sm={12} xl={8} role="listitem">
            <Card
              size="small"
              data-testid={`contact-card-${contact.id}`}
              style={{ height: '100%' }}
              styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }}
            >
              <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <Checkbox
                  checked={selected.includes(contact.id)}
                  aria-label={intl.formatMessage(
                    { id: 'templates.contact.selectOne' },
                    { name: contact.name },
                  )}
                  onChange={(event) =>
                    dispatch(A.selectionChanged(toggled(selected, contact.id, event.target.checked)))
                  }
                />
                <StarButton contact={contact} />
                <div style={{ flex: '1 1 auto' }} />
                <ContactActions contact={contact} onDelete={onDelete} />
              </div>
              <button
                type="button"
                onClick={() => dispatch(A.detailOpened(contact.id))}
                // Named by what it shows (name, e-mail, number): an "Open …" label hid that text (WCAG 2.5.3).
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 4,
                  padding: 0,
                  border: 'none',
                  background: 'none',
                  color: 'inherit',
                  font: 'inherit',
                  cursor: 'pointer',
                  minWidth: 0,
                }}
              >
                <ContactAvatar contact={contact} size={56} />
                <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
                  <bdi>{contact.name}</bdi>
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%', fontSize: 12 }}>
                  {contact.designation}
                </Typography.Text>
              </button>
              <div style={{ display: 'grid', gap: 4, minWidth: 0, fontSize: 13 }}>
                <Typography.Text ellipsis>
                  <MailOutlined style={{ marginInlineEnd: 8 }} />
                  {contact.email}
                </Typography.Text>
                <Typography.Text ellipsis>
                  <PhoneOutlined style={{ marginInlineEnd: 8 }} />
                  <span dir="ltr">{contact.contact}</span>
                </Typography.Text>
                {contact.company && (
                  <Typography.Text ellipsis type="secondary">
                    <ShopOutlined style={{ marginInlineEnd: 8 }} />
                    <bdi>{contact.company}</bdi>
                  </Typography.Text>
                )}
              </div>
              <div style={{ marginTop: 'auto' }}>
                <ContactLabelTag labels={labels} labelId={contact.label} />
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
