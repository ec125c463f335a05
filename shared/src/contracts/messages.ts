// Server answer texts of docs/accounts.md (msg field).
export const ACCOUNT_MESSAGES = {
  codeSent: 'A security code has been sent to your registered email',
  emailTaken: 'Email is already registered',
  signupStarted: 'Sign-up already started, enter the security code',
  signupComplete: 'Sign-up complete, you can sign in now',
  invalidCode: 'Invalid security code',
  codeExpired: 'Security code expired, sign up again',
  codeLocked: 'Too many wrong codes, request a new code',
  noRecord: 'No record found',
  accountVerified: 'Account verified',
  verifyLinkInvalid: 'Verification Link is invalid',
  invalidCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email before signing in',
  loggedOut: 'Logged out',
  updated: 'Updated Successfully',
  oldPasswordIncorrect: 'Old password is incorrect',
  resetLinkSent: 'If that email is registered, a reset link has been sent',
  passwordSet: 'Password set, you can sign in now',
  resetLinkInvalid: 'Reset link is invalid or has expired',
  unlocked: 'Unlocked',
  incorrectPassword: 'Incorrect password',
  contactThanks: 'Thanks for contacting us, we will get back to you soon',
  tokenInvalid: 'Token is not valid',
  tooManyRequests: 'Too many requests, please try again later',
  notFound: 'Not found',
  somethingWrong: 'Something went wrong',
  unavailable: 'The service is briefly unavailable; please try again in a few seconds',
} as const;

/** "Please wait N seconds before requesting a new code" (resend cooldown). */
export function waitBeforeResendMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting a new code`;
}

/** How deep a JSON body may nest its objects and arrays (docs/api.md "Any input, a clear answer"). */
export const JSON_NESTING_MAX = 64;

// Answer texts of a request body the API refuses before any route runs (docs/api.md).
export const INPUT_MESSAGES = {
  notUtf8: 'The request body is not valid UTF-8 text',
  tooDeep: `The request body is nested too deeply (at most ${JSON_NESTING_MAX} levels)`,
  jsonTooLarge: 'A JSON body is at most 2 MB: send a bigger CSV file as text/csv',
  /** A body sent where the operation takes none (a GET), over the size any body may have. */
  bodyTooLarge: 'The request body is over its size limit',
} as const;
