import { api } from '@phonesheet/shared';

export const forgotPasswordApi = {
  request: (email: string) => api.post<{ msg?: string }>('/auth/forgotPassword', { email }, { auth: false }),
};
