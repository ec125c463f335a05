import { api } from '@phonesheet/shared';

export const resetPasswordApi = {
  reset: (token: string, password: string) =>
    api.post<{ msg?: string }>(
      '/auth/resetPassword',
      { token, password, confirmPassword: password },
      { auth: false },
    ),
};
