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
  CallMailBody,
  CallMailSettings,
  ChatWebhookBody,
  CompanyForwarding,
  Covering,
  CoveringBody,
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
  /** Covering windows not over yet (docs/phone-sheet.md, "Covering a desk"). */
  coverings: () => api.get<{ data: Covering[] }>('/coverings'),
  cover: (body: CoveringBody) => api.post<{ data: Covering }>('/coverings', body),
  endCovering: (id: string) => api.delete<{ msg?: string }>(`/coverings/${id}`),
  /** E-mail per call (docs/integrations.md, "E-mail per call"). */
  callMail: () => api.get<{ data: CallMailSettings }>('/forwarding/mail'),
  saveCallMail: (body: CallMailBody) => api.put<{ data: CallMailSettings }>('/forwarding/mail', body),
  /** Admins: the company's time zone and chat webhooks (docs/integrations.md, "Chat"). */
  forwarding: () => api.get<{ data: CompanyForwarding }>('/forwarding/company'),
  saveTimeZone: (timeZone: string) =>
    api.put<{ data: CompanyForwarding }>('/forwarding/company/time-zone', { timeZone }),
  connectChat: (body: ChatWebhookBody) =>
    api.put<{ data: CompanyForwarding }>('/forwarding/company/webhooks', body),
  disconnectChat: (id: string) =>
    api.delete<{ data: CompanyForwarding }>(`/forwarding/company/webhooks/${id}`),
  /** The company's users: the desks a number can go to. */
  companyUsers: () => api.get<{ data: CompanyUser[] }>('/user/list'),
};
