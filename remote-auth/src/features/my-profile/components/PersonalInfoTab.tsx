import { useState } from 'react';
import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Col, Flex, Form, Input, Row, Skeleton, Typography, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  readableTextOn,
  selectFullName,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@phonesheet/shared';
import { LIMITS } from '@phonesheet/shared/contracts';
import type { ProfileInput } from '../api';
import { profileProblem } from '../profile-rules';
import { myProfileActions, selectMyProfile } from '../store/my-profile-slice';

interface PersonalInfoValues extends ProfileInput {
  email: string;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function PersonalInfoTab() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const fullName = useAppSelector(selectFullName);
  const { savingProfile } = useAppSelector(selectMyProfile);
  const [form] = Form.useForm<PersonalInfoValues>();
  const [unchanged, setUnchanged] = useState(false);

  if (!user) return <Skeleton active />;

  const saved = { firstName: user.firstName ?? '', lastName: user.lastName ?? '' };

  const submit = (values: PersonalInfoValues) => {
    const input = { firstName: values.firstName ?? '', lastName: values.lastName ?? '' };
    const problem = profileProblem(input, saved);
    setUnchanged(problem?.kind === 'unchanged');
    if (problem?.kind === 'empty' || problem?.kind === 'tooLong') {
      const text =
        problem.kind === 'empty'
          ? intl.formatMessage({ id: 'validation.fullName.empty' })
          : intl.formatMessage({ id: 'auth.validation.tooLong' }, { max: LIMITS.nameMax });
      form.setFields(problem.fields.map((name) => ({ name, errors: [text] })));
      return;
    }
    if (problem) return;
    dispatch(myProfileActions.profileSaveRequested(input));
  };

  return (
    <Flex vertical gap={24} style={{ maxWidth: 560 }}>
      <Flex align="center" gap={16}>
        <Avatar
          size={64}
          src={user.avatar || undefined}
          icon={!fullName ? <UserOutlined /> : undefined}
          // antd's grey (#bfbfbf) under white initials was 1.8:1.
          style={{ background: token.colorPrimary, color: readableTextOn(token.colorPrimary) }}
        >
          {initials(fullName)}
        </Avatar>
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {fullName}
          </Typography.Title>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </div>
      </Flex>
      <Form<PersonalInfoValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ ...saved, email: user.email }}
        onFinish={submit}
        onValuesChange={() => setUnchanged(false)}
        disabled={savingProfile}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={intl.formatMessage({ id: 'auth.field.firstName' })}>
              <Input autoComplete="given-name" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={intl.formatMessage({ id: 'auth.field.lastName' })}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="email"
          label={intl.formatMessage({ id: 'auth.field.email' })}
          extra={<FormattedMessage id="auth.profile.emailReadOnly" />}
        >
          <Input prefix={<MailOutlined />} readOnly disabled />
        </Form.Item>
        {unchanged && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={<FormattedMessage id="validation.profile.unchanged" />}
          />
        )}
        <Button type="primary" htmlType="submit" loading={savingProfile}>
          <FormattedMessage id="auth.profile.save" />
        </Button>
      </Form>
    </Flex>
  );
}
