import { useEffect } from 'react';
import { Badge, Button, Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import { contactActions as A } from '../store/contact-slice';
import type { Contact, ContactLabel, NewContact } from '../types';
import { isValidEmail, isValidPhone } from '../validation';
import { LabelName } from './ContactLabelTag';

interface FormValues {
  name: string;
  email: string;
  contact: string;
  company?: string;
  designation?: string;
  label?: number;
  birthday?: Dayjs | null;
  website?: string;
  address?: string;
  facebookId?: string;
  twitterId?: string;
  notes?: string;
}

export interface ContactFormProps {
  open: boolean;
  /** The contact edited, or null to create one. */
  contact: Contact | null;
  labels: ContactLabel[];
  saving: boolean;
}

function toValues(contact: Contact | null, labels: ContactLabel[]): Partial<FormValues> {
  if (!contact) return { label: labels[0]?.id };
  return {
    name: contact.name,
    email: contact.email,
    contact: contact.contact,
    company: contact.company,
    designation: contact.designation,
    label: contact.label || undefined,
    birthday: contact.birthday ? dayjs(contact.birthday) : null,
    website: contact.website,
    address: contact.address,
    facebookId: contact.facebookId,
    twitterId: contact.twitterId,
    notes: contact.notes,
  };
}

function fromValues(values: FormValues): Omit<NewContact, 'isStarred' | 'isFrequent' | 'image'> {
  const trim = (value?: string) => (value ?? '').trim();
  return {
    name: trim(values.name),
    email: trim(values.email),
    contact: trim(values.contact),
    company: trim(values.company),
    designation: trim(values.designation),
    label: values.label ?? 0,
    birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : '',
    website: trim(values.website),
    address: trim(values.address),
    facebookId: trim(values.facebookId),
    twitterId: trim(values.twitterId),
    notes: trim(values.notes),
  };
}

/** The required fields' rules, each with its catalogue message (`t`). */
function contactRules(t: (id: string) => string): Record<'name' | 'email' | 'contact', Rule[]> {
  return {
    name: [{ required: true, whitespace: true, message: t('templates.contact.error.nameRequired') }],
    email: [
      { required: true, whitespace: true, message: t('templates.contact.error.emailRequired') },
      {
        validator: (_, value: string | undefined) =>
          !value?.trim() || isValidEmail(value)
            ? Promise.resolve()
            : Promise.reject(new Error(t('templates.contact.error.emailInvalid'))),
      },
    ],
    contact: [
      { required: true, whitespace: true, message: t('templates.contact.error.phoneRequired') },
      {
        validator: (_, value: string | undefined) =>
          !value?.trim() || isValidPhone(value)
            ? Promise.resolve()
            : Promise.reject(new Error(t('templates.contact.error.phoneInvalid'))),
      },
    ],
  };
}

/** Create or edit a contact: name, e-mail and phone are required, each with its catalogue message. */
export function ContactForm({ open, contact, labels, saving }: ContactFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<FormValues>();
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(toValues(contact, labels));
    }
  }, [open, contact, labels, form]);

  const rules = contactRules(t);

  const submit = (values: FormValues) => {
    const fields = fromValues(values);
    if (contact) dispatch(A.updateRequested({ ...contact, ...fields }));
    else dispatch(A.createRequested({ ...fields, isStarred: false, isFrequent: false, image: '' }));
  };

  return (
    <Modal
      open={open}
      title={
        <FormattedMessage
          id={contact ? 'templates.contact.form.editTitle' : 'templates.contact.form.createTitle'}
        />
      }
      onCancel={() => dispatch(A.formClosed())}
      width={720}
      forceRender
      footer={[
        <Button key="cancel" onClick={() => dispatch(A.formClosed())}>
          <FormattedMessage id="templates.contact.cancel" />
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          onClick={() => form.submit()}
          data-testid="contact-save"
        >
          <FormattedMessage id="templates.contact.save" />
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark
        noValidate
        data-testid="contact-form"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('templates.contact.field.name')} rules={rules.name}>
              <Input autoComplete="off" maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('templates.contact.field.email')} rules={rules.email}>
              <Input type="email" autoComplete="off" maxLength={120} dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contact" label={t('templates.contact.field.phone')} rules={rules.contact}>
              <Input type="tel" autoComplete="off" maxLength={24} dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="label" label={t('templates.contact.field.label')}>
              <Select
                allowClear
                options={labels.map((label) => ({
                  value: label.id,
                  label: (
                    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                      <Badge color={label.color} />
                      <LabelName label={label} />
                    </span>
                  ),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="company" label={t('templates.contact.field.company')}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="designation" label={t('templates.contact.field.designation')}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="birthday" label={t('templates.contact.field.birthday')}>
              <DatePicker
                style={{ width: '100%' }}
                format="MMMM D, YYYY"
                disabledDate={(d) => d.isAfter(dayjs())}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="website" label={t('templates.contact.field.website')}>
              <Input maxLength={120} dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="address" label={t('templates.contact.field.address')}>
              <Input maxLength={160} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="facebookId" label={t('templates.contact.field.facebookId')}>
              <Input maxLength={60} dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="twitterId" label={t('templates.contact.field.twitterId')}>
              <Input maxLength={60} dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label={t('templates.contact.field.notes')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        {/* Enter in a field submits the form (the visible buttons sit in the modal's footer). */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
