import { Type, type Static } from '@sinclair/typebox';
import { Email, X_MESSAGE } from './schema-kit';
import { LIMITS, VALIDATION_TEXTS } from './validation-texts';

export const ContactUsBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: LIMITS.nameMax, example: 'Ada Lovelace' })),
  email: Type.Optional(Email({ [X_MESSAGE]: VALIDATION_TEXTS['validation.email.invalid'] })),
  phone: Type.Optional(Type.String({ maxLength: LIMITS.phoneMax, example: '+1 212 555 0100' })),
  message: Type.Optional(
    Type.String({ maxLength: LIMITS.contactMessageMax, example: 'How do I add a desk?' }),
  ),
});
export type ContactUsBody = Static<typeof ContactUsBody>;
