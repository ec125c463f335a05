import { Type, type Static } from '@sinclair/typebox';
import { Instant, QueryInteger, StringEnum, Uuid, X_MESSAGE } from './schema-kit';
import { PHONESHEET_LIMITS, PHONESHEET_TEXTS } from './phonesheet-values';
import { DirectionInput, PriorityInput } from './phonesheet-fields';
import { Call } from './phonesheet-calls';

// Reading calls: a day's sheet, and the history's search with its pages.

const QUERY_TEXT = PHONESHEET_TEXTS['phonesheet.validation.query'];
export const SheetQuery = Type.Object({
  /** Start and end of the viewer's local day, ISO instants. */
  from: Type.Optional(Instant({ description: "Start of the viewer's day", [X_MESSAGE]: QUERY_TEXT })),
  to: Type.Optional(Instant({ description: "End of the viewer's day", [X_MESSAGE]: QUERY_TEXT })),
  desk: Type.Optional(
    Type.String({
      pattern: '^(mine|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$',
      maxLength: 36,
      description:
        "One desk's calls (its user's id), or `mine`: the caller's own desk and the desks they cover now; every desk's when left out",
      [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.desk'],
    }),
  ),
});
export type SheetQuery = Static<typeof SheetQuery>;

export const Sheet = Type.Object({
  from: Type.String(),
  to: Type.String(),
  rolledOver: Type.Array(Call),
  today: Type.Array(Call),
});
export type Sheet = Static<typeof Sheet>;

export const SORT_FIELDS = [
  'occurredAt',
  'contactName',
  'contactCompany',
  'priority',
  'direction',
  'status',
  'desk',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SearchQuery = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 200, example: 'engine', description: 'Words, or digits of a number' }),
  ),
  direction: Type.Optional(DirectionInput),
  statusId: Type.Optional(Uuid({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.status'] })),
  priority: Type.Optional(PriorityInput),
  deskUserId: Type.Optional(Uuid({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.desk'] })),
  loggedBy: Type.Optional(Uuid({ [X_MESSAGE]: QUERY_TEXT })),
  from: Type.Optional(Instant({ description: 'Calls at or after', [X_MESSAGE]: QUERY_TEXT })),
  to: Type.Optional(Instant({ description: 'Calls before', [X_MESSAGE]: QUERY_TEXT })),
  sort: Type.Optional(
    StringEnum(SORT_FIELDS, { [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.sort'] }),
  ),
  order: Type.Optional(
    StringEnum(['desc', 'asc'] as const, { [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.order'] }),
  ),
  page: Type.Optional(QueryInteger('page', 1, 100_000, 1)),
  pageSize: Type.Optional(QueryInteger('pageSize', 1, PHONESHEET_LIMITS.pageSizeMax, 50)),
  ticket: Type.Optional(
    Type.String({ maxLength: 200, description: 'A URL ticket (POST /auth/urlTicket) instead of the header' }),
  ),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const CallPage = Type.Object({
  items: Type.Array(Call),
  /**
   * Exact up to 1,000 (or the end of the next page, when deeper); beyond that the cap with
   * totalExact false. A word search by time that a walk over the newest calls answered says
   * only that more than `total` match (totalExact false): the matches up to the end of this
   * page, docs/phone-sheet.md. With totalExact false there is always a next page.
   */
  total: Type.Integer(),
  totalExact: Type.Boolean(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type CallPage = Static<typeof CallPage>;
