import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useIntl } from 'react-intl';

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** The name's label ("Board name", "List name"). */
  label: string;
  initialName?: string;
  okText: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** Asks for a board's or a list's name (required: the catalogue's "name required"). */
export function NameDialog({
  open,
  title,
  label,
  initialName = '',
  okText,
  onSubmit,
  onCancel,
}: NameDialogProps) {
  const intl = useIntl();
  const [form] = Form.useForm<{ name: string }>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  const submit = async () => {
    const { name } = await form.validateFields();
    onSubmit(name.trim());
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={intl.formatMessage({ id: 'templates.scrumBoard.cancel' })}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label={label}
          rules={[
            {
              required: true,
              whitespace: true,
              message: intl.formatMessage({ id: 'templates.scrumBoard.validation.nameRequired' }),
            },
          ]}
        >
          <Input autoFocus maxLength={80} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
