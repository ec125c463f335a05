import { Button, Form, Input, Modal } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { useFetchState } from '../../../store/fetch-lifecycle';
import { MAIL_FETCH, mailActions, selectMail, type MailState } from '../store/mail-slice';
import { addressError, splitAddresses } from './compose-validation';

interface ComposeValues {
  to: string;
  cc?: string;
  bcc?: string;
  subject?: string;
  content?: string;
}

/** The compose dialog: to (required), cc, bcc, subject, message → "Mail sent", at the top of Sent. */
export function ComposeMail() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const open = useAppSelector((s: { templatesMail: MailState }) => selectMail(s).composeOpen);
  const { loading } = useFetchState(MAIL_FETCH.compose);
  const [form] = Form.useForm<ComposeValues>();
  const t = (id: string) => intl.formatMessage({ id });

  const addressRule = (required: boolean) => ({
    validator: (_: unknown, value: string | undefined) => {
      const error = addressError(value, required);
      return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
    },
  });

  const close = () => dispatch(mailActions.composeClosed());
  const send = (values: ComposeValues) =>
    dispatch(
      mailActions.composeRequested({
        to: splitAddresses(values.to),
        cc: splitAddresses(values.cc),
        bcc: splitAddresses(values.bcc),
        subject: values.subject?.trim() ?? '',
        content: values.content ?? '',
      }),
    );

  return (
    <Modal
      open={open}
      title={<FormattedMessage id="templates.mail.newMessage" />}
      onCancel={close}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      footer={null}
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={send}
        requiredMark={false}
        data-testid="mail-compose-form"
      >
        <Form.Item
          name="to"
          label={t('templates.mail.field.to')}
          rules={[addressRule(true)]}
          extra={t('templates.mail.field.toHelp')}
        >
          <Input type="text" inputMode="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item name="cc" label={t('templates.mail.field.cc')} rules={[addressRule(false)]}>
          <Input inputMode="email" />
        </Form.Item>
        <Form.Item name="bcc" label={t('templates.mail.field.bcc')} rules={[addressRule(false)]}>
          <Input inputMode="email" />
        </Form.Item>
        <Form.Item name="subject" label={t('templates.mail.field.subject')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="content" label={t('templates.mail.field.message')}>
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} />
        </Form.Item>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' }}>
          <Button onClick={close}>
            <FormattedMessage id="templates.mail.cancel" />
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined />}
            loading={loading}
            data-testid="mail-send"
          >
            <FormattedMessage id="templates.mail.send" />
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
