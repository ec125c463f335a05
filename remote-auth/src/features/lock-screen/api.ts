import { api } from '@phonesheet/shared';

export const lockScreenApi = {
  unlock: (password: string) => api.post<{ msg?: string }>('/auth/unlock', { password }),
};
