import { useState } from 'react';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { serverText } from '../../../kit/server-text';

/**
 * What a status name field shows under it: the local check's message (nameProblem's key)
 * while there is one, else the server's refusals. `edited` clears both as the user types.
 */
export function useNameCheck(serverErrors: string[], onClearErrors: () => void) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const messages = problem
    ? [intl.formatMessage({ id: problem })]
    : serverErrors.map((e) => serverText(e, intl));
  const edited = () => {
    if (problem) setProblem(null);
    if (serverErrors.length) onClearErrors();
  };
  return { messages, setProblem, edited };
}

/** The messages of useNameCheck, announced as they appear. */
export function NameMessages({ messages, testId }: { messages: string[]; testId: string }) {
  if (!messages.length) return null;
  return (
    <Typography.Text type="danger" role="alert" data-testid={testId} style={{ fontSize: 12 }}>
      {messages.join(' · ')}
    </Typography.Text>
  );
}
