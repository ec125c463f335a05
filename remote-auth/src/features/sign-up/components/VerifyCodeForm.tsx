import { Button, Flex, Form, Typography } from '../../../kit/antd-by-path';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { useYupRules } from '../../../kit/forms/use-yup-rules';
import { codeSchema } from '../sign-up-schema';
import { selectSignUp, signUpActions } from '../store/sign-up-slice';
import { CodeInput } from './CodeInput';
import { ResendCode } from './ResendCode';

/** Step 2: the 6-digit code mailed to the address of step 1. */
export function VerifyCodeForm({ signInPath }: { signInPath: string }) {
  const dispatch = useAppDispatch();
  const { email, verifying, codeSentAt } = useAppSelector(selectSignUp);
  const rules = useYupRules(codeSchema);
  const [form] = Form.useForm<{ code: string }>();

  const submit = ({ code }: { code: string }) => {
    if (!verifying) dispatch(signUpActions.codeSubmitted({ code, signInPath }));
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ code: '' }}>
      <Typography.Paragraph type="secondary">
        <FormattedMessage
          id="auth.signup.code.sentTo"
          values={{ email: <Typography.Text strong>{email}</Typography.Text> }}
        />
      </Typography.Paragraph>
      <Form.Item name="code" rules={[rules('code')]} validateTrigger="onSubmit">
        {/* A complete code submits by itself; the button stays for keyboard and retries. */}
        <CodeInput autoFocus disabled={verifying} onComplete={() => form.submit()} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={verifying}>
        <FormattedMessage id="auth.signup.code.submit" />
      </Button>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
        <ResendCode key={codeSentAt ?? 0} sentAt={codeSentAt} />
        <Button type="link" onClick={() => dispatch(signUpActions.restarted())}>
          <FormattedMessage id="auth.signup.changeEmail" />
        </Button>
      </Flex>
    </Form>
  );
}
