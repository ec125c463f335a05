import { api } from '@phonesheet/shared';

export interface ProfileInput {
  firstName: string;
  lastName: string;
}

export interface PasswordChange {
  oldPassword: string;
  password: string;
}

export const myProfileApi = {
  updateProfile: (input: ProfileInput) =>
    api.patch<{ data?: { accessToken?: string }; msg?: string }>('/auth/updateProfile', input),
  changePassword: ({ oldPassword, password }: PasswordChange) =>
    api.patch<{ msg?: string }>('/auth/changePassword', { oldPassword, password, confirmPassword: password }),
};
