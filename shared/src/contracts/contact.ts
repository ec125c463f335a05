import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from './validation-texts';

export const ContactUsBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: LIMITS.nameMax })),
  email: Type.Optional(Type.String({ maxLength: LIMITS.emailMax })),
  phone: Type.Optional(Type.String({ maxLength: LIMITS.phoneMax })),
  message: Type.Optional(Type.String({ maxLength: LIMITS.contactMessageMax })),
});
export type ContactUsBody = Static<typeof ContactUsBody>;
