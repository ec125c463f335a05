import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { yupRule, type MessageDescriptorLike } from './yup-rule';

/** `rules(field)` gives the antd rule for that field of the schema, with translated messages. */
export function useYupRules(schema: AnyObjectSchema) {
  const intl = useIntl();
  return useMemo(
    () =>
      yupRule(schema, (message: MessageDescriptorLike) =>
        typeof message === 'string'
          ? intl.formatMessage({ id: message })
          : intl.formatMessage({ id: message.id }, message.values),
      ),
    [intl, schema],
  );
}
