import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { yupRule, type MessageDescriptorLike, type Translate } from './yup-rule';

/** Our schemas' messages (i18n keys, optionally with values) in the user's language. */
export function useYupTranslate(): Translate {
  const intl = useIntl();
  return useMemo(
    () => (message: MessageDescriptorLike) =>
      typeof message === 'string'
        ? intl.formatMessage({ id: message })
        : intl.formatMessage({ id: message.id }, message.values),
    [intl],
  );
}

/** `rules(field)` gives the antd rule for that field of the schema, with translated messages. */
export function useYupRules(schema: AnyObjectSchema) {
  const translate = useYupTranslate();
  return useMemo(() => yupRule(schema, translate), [translate, schema]);
}
