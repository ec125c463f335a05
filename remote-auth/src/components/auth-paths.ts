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
    return {
      signIn: '/signin',
      signUp: '/signup',
      forgotPassword: '/forget-password',
      resetPassword: '/reset-password',
    };
  }
  return {
    signIn: `/user/sign-in-${template}`,
    signUp: `/user/sign-up-${template}`,
    forgotPassword: `/user/forgot-password-${template}`,
    resetPassword: `/user/reset-password-${template}`,
  };
}

export function layoutOf(template: TemplateVariant | undefined, fallback: 'card' | 'split' = 'split') {
  if (template === 1) return 'card';
  if (template === 2) return 'split';
  return fallback;
}
