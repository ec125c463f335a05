/** The calendar's fetch keys (pages read them without loading the saga). */
export const CALENDAR_KEYS = { list: 'thirdParty/events', save: 'thirdParty/event-save' } as const;
