import { api } from '@phonesheet/shared';
import type {
  CalendarFeed,
  PushDeviceBody,
  PushQuietHoursBody,
  PushSettings,
  CompanyUser,
  PhoneSystemSecret,
  PhoneSystemSettings,
  UpdatePhoneSystemBody,
} from '@phonesheet/shared/contracts';

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
    api.patch<{ data?: { accessToken?: string; expiresIn?: number }; msg?: string }>(
      '/auth/updateProfile',
      input,
    ),
  changePassword: ({ oldPassword, password }: PasswordChange) =>
    api.patch<{ msg?: string }>('/auth/changePassword', { oldPassword, password, confirmPassword: password }),
  /** The private calendar feed's link (made on first use). */
  calendarFeed: () => api.get<{ data: CalendarFeed }>('/calendar-feed/link'),
  /** A new link: the old one stops working at once. */
  rotateCalendarFeed: () => api.post<{ data: CalendarFeed }>('/calendar-feed/rotate'),
  /** Push notifications: this session's device and the quiet hours. */
  push: () => api.get<{ data: PushSettings }>('/push'),
  pushOn: (device: PushDeviceBody) => api.put<{ data: PushSettings }>('/push/device', device),
  pushMute: (muted: boolean) => api.patch<{ data: PushSettings }>('/push/device', { muted }),
  pushOff: () => api.delete<{ data: PushSettings }>('/push/device'),
  pushQuietHours: (body: PushQuietHoursBody) => api.put<{ data: PushSettings }>('/push/quiet-hours', body),
  /** Admins: the company's phone system (webhook URLs, Twilio account, numbers on desks). */
  phoneSystem: () => api.get<{ data: PhoneSystemSettings }>('/phone-system/settings'),
  savePhoneSystem: (body: UpdatePhoneSystemBody) =>
    api.patch<{ data: PhoneSystemSettings; msg?: string }>('/phone-system/settings', body),
  phoneSystemSecret: () => api.get<{ data: PhoneSystemSecret }>('/phone-system/secret'),
  rotatePhoneSystemSecret: () => api.post<{ data: PhoneSystemSecret }>('/phone-system/secret/rotate'),
  /** The company's users: the desks a number can go to. */
  companyUsers: () => api.get<{ data: CompanyUser[] }>('/user/list'),
};
