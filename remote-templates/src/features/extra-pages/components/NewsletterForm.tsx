import { useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { extraPagesActions as A } from '../store/extra-pages-slice';
import { emailRule } from '../validation';
import { useFormAnswer, useRule } from './form-kit';

/** The newsletter sign-up: an e-mail, then the §8 thank-you in place of the form. */
export function NewsletterForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const rule = useRule();
  const [form] = Form.useForm<{ email: string }>();
  const [thanks, setThanks] = useState<string | null>(null);
  const { sending } = useFormAnswer('newsletter', (answer) => {
    if (answer.ok && answer.message) {
      setThanks(answer.message);
      form.resetFields();
    } else if (answer.message) {
      form.setFields([{ name: 'email', errors: [intl.formatMessage({ id: answer.message })] }]);
    }
  });
  const label = intl.formatMessage({ id: 'templates.extraPages.newsletter.email' });

  return (
    <Card data-testid="extra-newsletter">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <MailOutlined /> <FormattedMessage id="templates.extraPages.newsletter.title" />
      </Typography.Title>
      {thanks ? (
        <div role="status" data-testid="extra-newsletter-thanks">
          <Typography.Paragraph type="success">
            <FormattedMessage id={thanks} />
          </Typography.Paragraph>
          <Button size="small" onClick={() => setThanks(null)}>
            <FormattedMessage id="templates.extraPages.newsletter.another" />
          </Button>
        </div>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="templates.extraPages.newsletter.text" />
          </Typography.Paragraph>
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) =>
              dispatch(A.submitted({ form: 'newsletter', body: { email: values.email.trim() } }))
            }
          >
            <Form.Item name="email" label={label} rules={[rule(emailRule)]}>
              <Input type="email" autoComplete="email" dir="ltr" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={sending} block>
              <FormattedMessage id="templates.extraPages.newsletter.subscribe" />
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
