// The validation catalogue of docs/accounts.md: the server sends these texts, the client
// shows the translated text of the same key.
export const VALIDATION_TEXTS = {
  'validation.email.invalid': 'Invalid email format',
  'validation.email.required': 'Email is required',
  'validation.message.required': 'Message is required',
  'validation.companyName.required': 'Company name is required',
  'validation.password.required': 'Password is required',
  'validation.password.short': 'Password is too short - should be 8 chars minimum.',
  'validation.password.weak':
    'This password is too easy to guess: avoid common passwords, sequences, repeats and your own name, e-mail or company',
  'validation.name.required': 'Name is required',
  'validation.firstName.required': 'First name is required',
  'validation.lastName.required': 'Last name is required',
  'validation.confirmPassword.required': 'Confirm password is required',
  'validation.passwords.mismatch': 'Passwords must match',
  'validation.oldPassword.required': 'No password provided.',
  'validation.newPassword.required': 'New password is required',
  'validation.phone.invalid': 'Phone number is not valid',
  'validation.phone.required': 'Phone number is required',
  'validation.title.required': 'Title is required',
  'validation.pin.length': 'Pin length must be 6 digits',
  'validation.tryAgain': 'Please try again',
  'validation.fullName.empty': "Full Name field can't be empty",
  'validation.profile.unchanged': 'Kindly update the fields',
} as const;

export type ValidationKey = keyof typeof VALIDATION_TEXTS;
export type ValidationText = (typeof VALIDATION_TEXTS)[ValidationKey];

/** The key of a catalogue text (for clients that translate what the server sent). */
export function validationKeyOf(text: string): ValidationKey | undefined {
  return (Object.keys(VALIDATION_TEXTS) as ValidationKey[]).find((k) => VALIDATION_TEXTS[k] === text);
}

// Bounds of our own choosing (docs/accounts.md).
export const LIMITS = {
  nameMax: 100,
  companyNameMax: 200,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  contactMessageMax: 5000,
  phoneMax: 30,
  codeLength: 6,
} as const;
