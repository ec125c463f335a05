import { Type, type Static } from '@sinclair/typebox';

// The signed-in user's private calendar feed (docs/integrations.md, "Calendar feed").

export const CalendarFeed = Type.Object({
  /**
   * The feed's address under the API's base URL (e.g. `/calendar-feed/<token>.ics`): the
   * browser joins it to its API base. The token in it is the feed's only credential.
   */
  path: Type.String({ example: '/calendar-feed/3q2-7wEXAMPLE.ics' }),
  /** When the current link was made (first shown, or last rotated). */
  rotatedAt: Type.String({ format: 'date-time' }),
});
export type CalendarFeed = Static<typeof CalendarFeed>;
