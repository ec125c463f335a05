import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

/** "Add a card" at a list's end: a title (required), Enter or the button adds it. */
export function AddCardForm({ listId, onAdd }: { listId: number; onAdd: (title: string) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ title: string }>();

  if (!open) {
    return (
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => setOpen(true)}
        data-testid={`scrum-add-card-${listId}`}
      >
        {intl.formatMessage({ id: 'templates.scrumBoard.card.add' })}
      </Button>
    );
  }

  return (
    <Form
      form={form}
      onFinish={({ title }) => {
        onAdd(title.trim());
        form.resetFields();
      }}
    >
      <Form.Item
        name="title"
        style={{ marginBottom: 8 }}
        rules={[
          {
            required: true,
            whitespace: true,
            message: intl.formatMessage({ id: 'templates.scrumBoard.validation.titleRequired' }),
          },
        ]}
      >
        <Input.TextArea
          autoFocus
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={200}
          aria-label={intl.formatMessage({ id: 'templates.scrumBoard.card.titleLabel' })}
          placeholder={intl.formatMessage({ id: 'templates.scrumBoard.card.titlePlaceholder' })}
          data-testid={`scrum-new-card-title-${listId}`}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              form.submit();
            }
            if (e.key === 'Escape') setOpen(false);
          }}
        />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" data-testid={`scrum-new-card-submit-${listId}`}>
          {intl.formatMessage({ id: 'templates.scrumBoard.card.addSubmit' })}
        </Button>
        <Button onClick={() => setOpen(false)}>
          {intl.formatMessage({ id: 'templates.scrumBoard.cancel' })}
        </Button>
      </Space>
    </Form>
  );
}
