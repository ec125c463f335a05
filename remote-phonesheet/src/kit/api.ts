import { api } from '@phonesheet/shared';
import type {
  Call,
  CallChange,
  CallPage,
  CallStatus,
  CompanyUser,
  CompanyUsersList,
  ContactSuggestion,
  CreateCallBody,
  CreateCallReply,
  Envelope,
  ImportJob,
  ImportRowError,
  PlanUsage,
  SearchQuery,
  Sheet,
  UserPreferences,
  UserPreferencesBody,
} from '@phonesheet/shared/contracts';

const idempotent = (key?: string) => (key ? { headers: { 'Idempotency-Key': key } } : undefined);

export type CallPatch = Partial<CreateCallBody> & { version: number };

// The phone-sheet API (docs/phone-sheet.md); sagas call these, components never do.
export const callsApi = {
  sheet: (q: { from: string; to: string; desk?: string }) =>
    api.get<Envelope<Sheet>>('calls/sheet', q).then((r) => r.data.data),
  search: (q: SearchQuery) => api.get<Envelope<CallPage>>('calls', q).then((r) => r.data.data),
  /** `key`: the Idempotency-Key, so a repeat after a lost answer stores the call once. */
  create: (body: CreateCallBody, key?: string) =>
    api.post<CreateCallReply>('calls', body, idempotent(key)).then((r) => r.data),
  get: (id: string) => api.get<Envelope<Call>>(`calls/${id}`).then((r) => r.data.data),
  update: (id: string, patch: CallPatch, key?: string) =>
    api.patch<Envelope<Call>>(`calls/${id}`, patch, idempotent(key)).then((r) => r.data.data),
  remove: (id: string) => api.delete<Envelope<Call>>(`calls/${id}`).then((r) => r.data.data),
  restore: (id: string) => api.post<Envelope<Call>>(`calls/${id}/restore`, {}).then((r) => r.data.data),
  /** `statusId`: the outcome (Spoke when omitted). */
  callBack: (id: string, statusId?: string) =>
    api
      .post<Envelope<{ call: Call; original: Call }>>(`calls/${id}/callback`, statusId ? { statusId } : {})
      .then((r) => r.data.data),
  changes: (id: string) => api.get<Envelope<CallChange[]>>(`calls/${id}/changes`).then((r) => r.data.data),
  statuses: () => api.get<Envelope<CallStatus[]>>('statuses').then((r) => r.data.data),
  users: () => api.get<Envelope<CompanyUser[]>>('user/list').then((r) => r.data.data),
  /** The users with when their covers next change by the clock (`coversChangeInMs`). */
  usersList: () => api.get<CompanyUsersList>('user/list').then((r) => r.data),
  contacts: (q: string) => api.get<Envelope<ContactSuggestion[]>>('contacts', { q }).then((r) => r.data.data),
  /** The plan whose limits apply now (history window, CSV export). */
  myPlan: () => api.get<Envelope<PlanUsage>>('subscription/myPlan').then((r) => r.data.data.plan),
  /** This user's own preferences (the sheet's density), kept on the server. */
  preferences: () => api.get<Envelope<UserPreferences>>('preferences').then((r) => r.data.data),
  savePreferences: (body: UserPreferencesBody) =>
    api.patch<Envelope<UserPreferences>>('preferences', body).then((r) => r.data.data),
  timeline: (q: { phone?: string; name?: string }) =>
    api.get<Envelope<Call[]>>('contacts/timeline', q).then((r) => r.data.data),
  /**
   * A small file is answered when checked (200 dry run, 201 stored); a bigger one with 202
   * and its job, followed with importJob (docs/phone-sheet.md, "CSV import"). The file goes as
   * text/csv: the API reads it without parsing one big JSON string.
   */
  importCsv: (csv: string, dryRun: boolean) =>
    api
      .post<{
        msg: string;
        data: ImportJob | { imported: number; dryRun: boolean; preview: Array<Record<string, string>> };
      }>(`calls/import?dryRun=${dryRun}`, new Blob([csv], { type: 'text/csv' }))
      .then((r) => r.data),
  importJob: (id: string) => api.get<Envelope<ImportJob>>(`calls/import/${id}`).then((r) => r.data.data),
  cancelImport: (id: string) =>
    api.delete<Envelope<ImportJob>>(`calls/import/${id}`).then((r) => r.data.data),
};

export type ImportFailure = {
  msg: string;
  errors?: string[];
  rows?: ImportRowError[];
  /** 429: another import of the company runs; try again after this many seconds. */
  retryAfterSeconds?: number;
};

/** A URL with its single-use ticket (downloads): `ticketUrl` of `@phonesheet/shared`. */
export { ticketUrl } from '@phonesheet/shared';
