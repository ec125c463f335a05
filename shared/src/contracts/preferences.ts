import { Type, type Static } from '@sinclair/typebox';

// A user's own preferences, kept per user on the server (docs/phone-sheet.md, "Density").

/** How tall the sheet's rows are: comfortable (two lines of who) or compact (one line each). */
export const SHEET_DENSITIES = ['comfortable', 'compact'] as const;
export type SheetDensity = (typeof SHEET_DENSITIES)[number];

export const UserPreferences = Type.Object({
  sheetDensity: Type.Union(SHEET_DENSITIES.map((d) => Type.Literal(d))),
});
export type UserPreferences = Static<typeof UserPreferences>;

/** A change of some preferences; those left out keep their value (unknown fields are dropped, as everywhere). */
export const UserPreferencesBody = Type.Partial(UserPreferences);
export type UserPreferencesBody = Static<typeof UserPreferencesBody>;
