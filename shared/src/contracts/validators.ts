import { LIMITS, VALIDATION_TEXTS as T, type ValidationText } from './validation-texts';
import type {
  ChangePasswordBody,
  EmailBody,
  LoginBody,
  RegisterAdminBody,
  ResetPasswordBody,
  UnlockBody,
  UpdateProfileBody,
  VerifyCodeBody,
} from './auth';
import type { ContactUsBody } from './contact';

// Each validator returns the catalogue texts of every problem, in field order; [] = valid.
// Plain functions so the browser can run the same checks as the server.
type Input<B> = { [K in keyof B]?: unknown };
type Errors = ValidationText[];

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9][0-9 ().-]{5,28}[0-9]$/;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const blank = (v: unknown) => text(v).trim() === '';

function push(errors: Errors, e: ValidationText | undefined) {
  if (e && !errors.includes(e)) errors.push(e);
}

export function emailProblem(v: unknown): ValidationText | undefined {
  if (blank(v)) return T['validation.email.required'];
  const s = text(v).trim();
  if (s.length > LIMITS.emailMax || !EMAIL_RE.test(s)) return T['validation.email.invalid'];
  return undefined;
}

/** A new password: required, 8..128. */
function newPasswordProblem(v: unknown, required: ValidationText): ValidationText | undefined {
  const s = text(v);
  if (s === '') return required;
  if (s.length < LIMITS.passwordMin) return T['validation.password.short'];
  if (s.length > LIMITS.passwordMax) return T['validation.tryAgain'];
  return undefined;
}

function confirmProblem(password: unknown, confirm: unknown): ValidationText | undefined {
  if (text(confirm) === '') return T['validation.confirmPassword.required'];
  if (text(confirm) !== text(password)) return T['validation.passwords.mismatch'];
  return undefined;
}

function nameProblem(v: unknown, required: ValidationText, max: number = LIMITS.nameMax) {
  if (blank(v)) return required;
  if (text(v).trim().length > max) return T['validation.tryAgain'];
  return undefined;
}

export function validateRegisterAdmin(b: Input<RegisterAdminBody>): Errors {
  const e: Errors = [];
  push(e, nameProblem(b.firstName, T['validation.firstName.required']));
  push(e, nameProblem(b.lastName, T['validation.lastName.required']));
  push(e, emailProblem(b.email));
  push(e, newPasswordProblem(b.password, T['validation.password.required']));
  push(e, confirmProblem(b.password, b.confirmPassword));
  push(e, nameProblem(b.companyName, T['validation.companyName.required'], LIMITS.companyNameMax));
  return e;
}

export function validateVerifyCode(b: Input<VerifyCodeBody>): Errors {
  const e: Errors = [];
  push(e, emailProblem(b.email));
  if (!/^\d{6}$/.test(text(b.code).trim())) push(e, T['validation.pin.length']);
  // Optional (the service requires it for a sign-up registered again); when given, a new password.
  if (b.password !== undefined) push(e, newPasswordProblem(b.password, T['validation.password.required']));
  return e;
}

export function validateEmailOnly(b: Input<EmailBody>): Errors {
  const e: Errors = [];
  push(e, emailProblem(b.email));
  return e;
}

export function validateLogin(b: Input<LoginBody>): Errors {
  const e: Errors = [];
  push(e, emailProblem(b.email));
  if (text(b.password) === '') push(e, T['validation.password.required']);
  return e;
}

/** Profile save: both names required; the "unchanged" check needs the stored names. */
export function validateUpdateProfile(
  b: Input<UpdateProfileBody>,
  current?: { firstName: string; lastName: string },
): Errors {
  const e: Errors = [];
  if (blank(b.firstName) || blank(b.lastName)) push(e, T['validation.fullName.empty']);
  else if (
    text(b.firstName).trim().length > LIMITS.nameMax ||
    text(b.lastName).trim().length > LIMITS.nameMax
  )
    push(e, T['validation.tryAgain']);
  else if (
    current &&
    text(b.firstName).trim() === current.firstName &&
    text(b.lastName).trim() === current.lastName
  )
    push(e, T['validation.profile.unchanged']);
  return e;
}

export function validateChangePassword(b: Input<ChangePasswordBody>): Errors {
  const e: Errors = [];
  if (text(b.oldPassword) === '') push(e, T['validation.oldPassword.required']);
  push(e, newPasswordProblem(b.password, T['validation.newPassword.required']));
  push(e, confirmProblem(b.password, b.confirmPassword));
  return e;
}

export function validateResetPassword(b: Input<ResetPasswordBody>): Errors {
  const e: Errors = [];
  push(e, newPasswordProblem(b.password, T['validation.password.required']));
  push(e, confirmProblem(b.password, b.confirmPassword));
  return e;
}

export function validateUnlock(b: Input<UnlockBody>): Errors {
  return text(b.password) === '' ? [T['validation.password.required']] : [];
}

export function validateContactUs(b: Input<ContactUsBody>): Errors {
  const e: Errors = [];
  push(e, nameProblem(b.name, T['validation.name.required']));
  push(e, emailProblem(b.email));
  if (!blank(b.phone) && !PHONE_RE.test(text(b.phone).trim())) push(e, T['validation.phone.invalid']);
  if (blank(b.message)) push(e, T['validation.message.required']);
  else if (text(b.message).length > LIMITS.contactMessageMax) push(e, T['validation.tryAgain']);
  return e;
}
