import { useEffect, useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Space, Typography, theme } from 'antd';
import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { runtimeConfig } from '../../app/runtime-config';
import { contactUsActions, selectContactUs } from '../../features/contact-us/contact-us-store';
import { installContactUs } from '../../features/contact-us/install-contact-us';
import {
  contactFieldErrors,
  type ContactField,
  type ContactValues,
} from '../../features/contact-us/contact-us-validation';
import { PageSection, PublicLayout } from './PublicLayout';

export function ContactUsPage() {
  useState(installContactUs); // before the first read of its slice
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const { status, sentCount } = useAppSelector(selectContactUs);
  const [form] = Form.useForm<ContactValues>();
  const config = runtimeConfig();

  // The saga reports success through sentCount; the form clears only then.
  useEffect(() => {
    if (sentCount > 0) form.resetFields();
  }, [sentCount, form]);

  const rule = (field: ContactField) => ({
    validator: async () => {
      const [key] = contactFieldErrors(field, form.getFieldsValue());
      if (key) throw new Error(intl.formatMessage({ id: key }));
    },
  });
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <PublicLayout>
      <PageSection>
        <Row gutter={[32, 32]}>
          <Col xs={24} md={10}>
            <Typography.Title>
              <FormattedMessage id="host.contact.title" />
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
              <FormattedMessage id="host.contact.text" />
            </Typography.Paragraph>
            <Space direction="vertical">
              <Typography.Text>
                <MailOutlined style={{ color: token.colorPrimary }} aria-hidden />{' '}
                <FormattedMessage id="host.contact.responseTime" />
              </Typography.Text>
              {config.supportEmail && <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>}
              {config.supportPhone && <a href={`tel:${config.supportPhone}`}>{config.supportPhone}</a>}
            </Space>
          </Col>
          <Col xs={24} md={14}>
            <Card>
              <Form
                form={form}
                layout="vertical"
                requiredMark="optional"
                onFinish={(values) =>
                  dispatch(
                    contactUsActions.submitted({
                      name: values.name?.trim(),
                      email: values.email?.trim(),
                      phone: values.phone?.trim() || undefined,
                      message: values.message?.trim(),
                    }),
                  )
                }
              >
                <Row gutter={16}>
                  <Col xs={24} sm={12}>
                    <Form.Item name="name" label={label('host.contact.name')} required rules={[rule('name')]}>
                      <Input autoComplete="name" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item
                      name="email"
                      label={label('host.contact.email')}
                      required
                      rules={[rule('email')]}
                    >
                      <Input type="email" autoComplete="email" />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name="phone" label={label('host.contact.phone')} rules={[rule('phone')]}>
                  <Input type="tel" autoComplete="tel" />
                </Form.Item>
                <Form.Item
                  name="message"
                  label={label('host.contact.message')}
                  required
                  rules={[rule('message')]}
                >
                  <Input.TextArea rows={5} showCount maxLength={5000} />
                </Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SendOutlined />}
                  loading={status === 'sending'}
                >
                  <FormattedMessage id="host.contact.send" />
                </Button>
              </Form>
            </Card>
          </Col>
        </Row>
      </PageSection>
    </PublicLayout>
  );
}
