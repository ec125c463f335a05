import type { ContactSuggestion } from '@phonesheet/shared/contracts';

/** A contact suggestion as GET /contacts answers it; tests override what they look at. */
export const sampleContact = (extra: Partial<ContactSuggestion> = {}): ContactSuggestion => ({
  contactName: 'Ada Lovelace',
  contactCompany: 'AE',
  phone: '2125550100',
  phoneE164: '+12125550100',
  phoneDisplay: '(212) 555-0100',
  extension: null,
  lastCallAt: '2026-01-02T10:00:00.000Z',
  ...extra,
});
