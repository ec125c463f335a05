import { api } from '@phonesheet/shared';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  password: string;
}

export interface MessageBody {
  msg?: string;
}

export const signUpApi = {
  // The API wants the repeat too: the password goes as both password and confirmPassword.
  register: (input: RegisterInput) =>
    api.post<MessageBody>(
      '/auth/registerAdmin',
      { ...input, confirmPassword: input.password },
      { auth: false },
    ),
  verifyCode: (email: string, code: string, password?: string) =>
    api.post<MessageBody>('/auth/verifyCode', { email, code, password }, { auth: false }),
  resendCode: (email: string) => api.post<MessageBody>('/auth/resendCode', { email }, { auth: false }),
};
