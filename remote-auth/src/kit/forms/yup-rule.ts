import type { FormRule } from 'antd';
import { ValidationError, type AnyObjectSchema } from 'yup';

/** What our schemas put in `message`: an i18n key, optionally with values. */
export type MessageDescriptorLike = string | { id: string; values?: Record<string, string | number> };

export type Translate = (message: MessageDescriptorLike) => string;

/**
 * Runs one field of a yup object schema as an antd rule, against the whole form's values so
 * cross-field tests (passwords must match) work. Messages are i18n keys, translated here.
 */
export function yupRule(schema: AnyObjectSchema, translate: Translate) {
  return (field: string): FormRule =>
    ({ getFieldsValue }) => ({
      async validator(_rule, value: unknown) {
        const values = { ...(getFieldsValue(true) as Record<string, unknown>), [field]: value };
        try {
          await schema.validateAt(field, values);
        } catch (error) {
          if (error instanceof ValidationError) {
            throw new Error(translate(error.errors[0] as MessageDescriptorLike));
          }
          throw error;
        }
      },
    });
}
