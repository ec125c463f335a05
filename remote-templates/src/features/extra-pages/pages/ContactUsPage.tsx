import { Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { useFormAnswer, useRule } from '../components/form-kit';
import { PageFrame } from '../../../app-kit/PageFrame';
import { extraPagesActions as A } from '../store/extra-pages-slice';
import type { ContactMessage } from '../types';
import { emailRule, phoneRule, requiredRule } from '../validation';

/** /extra-pages/contact-us: a message form (checked here and by the mock) and where to find us. */
export default function ContactUsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const rule = useRule();
  const [form] = Form.useForm<ContactMessage>();
  const m = (id: string) => intl.formatMessage({ id: `templates.extraPages.contact.${id}` });
  const { sending, ok, message } = useFormAnswer('contactUs', (answer) => {
    if (answer.ok) form.resetFields();
  });

  return (
    <PageFrame testId="extra-contact-us" title={m('title')} subtitle={m('subtitle')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Card title={m('formTitle')}>
            <Form<ContactMessage>
              form={form}
              layout="vertical"
              data-testid="extra-contact-form"
              onFinish={(values) => dispatch(A.submitted({ form: 'contactUs', body: values }))}
            >
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item name="name" label={m('name')} rules={[rule(requiredRule('nameRequired'))]}>
                    <Input autoComplete="name" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="email" label={m('email')} rules={[rule(emailRule)]}>
                    <Input type="email" autoComplete="email" dir="ltr" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="phone" label={m('phone')} rules={[rule(phoneRule)]}>
                <Input autoComplete="tel" dir="ltr" />
              </Form.Item>
              <Form.Item name="message" label={m('message')} rules={[rule(requiredRule('messageRequired'))]}>
                <Input.TextArea rows={5} maxLength={2000} showCount />
              </Form.Item>
              <Space wrap>
                <Button type="primary" htmlType="submit" loading={sending}>
                  {m('send')}
                </Button>
                {ok && message && (
                  <Typography.Text type="success" role="status" data-testid="extra-contact-thanks">
                    <FormattedMessage id={message} />
                  </Typography.Text>
                )}
              </Space>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title={m('reach')}>
            <Space direction="vertical" size="middle">
              <Typography.Text>
                <EnvironmentOutlined /> 21 Harbour Street, Bristol BS1 4QA
              </Typography.Text>
              <Typography.Text>
                <MailOutlined /> <span dir="ltr">support@example.com</span>
              </Typography.Text>
              <Typography.Text>
                <PhoneOutlined /> <span dir="ltr">+44 117 496 0000</span>
              </Typography.Text>
              <Typography.Text type="secondary">{m('hours')}</Typography.Text>
            </Space>
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}
