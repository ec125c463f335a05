import { AUTH_PATHS, userTemplatePath } from '../../route-paths';

/** 1 and 2: the template layouts under /user/ (centred card, split screen); none: the real pages. */
export type TemplateVariant = 1 | 2;

export interface AuthPageProps {
  template?: TemplateVariant;
}

export interface AuthPaths {
  signIn: string;
  signUp: string;
  forgotPassword: string;
  resetPassword: string;
}

/** Links between the auth screens stay inside the same set (real pages or one template). */
export function authPaths(template?: TemplateVariant): AuthPaths {
  if (!template) {
    const { signIn, signUp, forgotPassword, resetPassword } = AUTH_PATHS;
    return { signIn, signUp, forgotPassword, resetPassword };
  }
  return {
    signIn: userTemplatePath('sign-in', template),
    signUp: userTemplatePath('sign-up', template),
    forgotPassword: userTemplatePath('forgot-password', template),
    resetPassword: userTemplatePath('reset-password', template),
  };
}

export function layoutOf(template: TemplateVariant | undefined, fallback: 'card' | 'split' = 'split') {
  if (template === 1) return 'card';
  if (template === 2) return 'split';
  return fallback;
}
