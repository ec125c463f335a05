import { Type, type Static } from '@sinclair/typebox';
import { QueryInteger, Uuid, X_MESSAGE } from './schema-kit';

// The Reports page's figures (docs/phone-sheet.md, "Reports"): one answer holds them all, for a
// range of local days in one time zone.

/** The longest range one report covers, in days. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_TEXTS = {
  date: 'from and to must be dates like 2026-12-01, from not after to, at most 366 days apart',
  timeZone: 'Unknown time zone',
  desk: 'Unknown desk',
  ownDeskOnly: "You can see only your own desk's report; an administrator can see every desk",
} as const;

/** How long owed calls have waited: these bucket keys, in this order. */
export const OWED_AGE_BUCKETS = ['lt1h', 'h1to4', 'h4to24', 'd1to3', 'd3to7', 'gt7d'] as const;
export type OwedAgeBucket = (typeof OWED_AGE_BUCKETS)[number];

const LocalDate = (description: string) =>
  Type.String({
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
    maxLength: 10,
    example: '2026-12-01',
    description,
    [X_MESSAGE]: REPORT_TEXTS.date,
  });

export const ReportQuery = Type.Object({
  /** The last N local days, today included (when from and to are left out). */
  days: Type.Optional(QueryInteger('days', 1, REPORT_MAX_DAYS, 7)),
  from: Type.Optional(LocalDate('First local day of the range (default: `to`)')),
  to: Type.Optional(LocalDate('Last local day of the range, included (default: today in the time zone)')),
  desk: Type.Optional(
    Uuid({
      description:
        "One desk (its user's id). Left out: every desk for an administrator, the caller's own desk otherwise",
      [X_MESSAGE]: REPORT_TEXTS.desk,
    }),
  ),
  tz: Type.Optional(
    Type.String({
      maxLength: 64,
      example: 'Europe/Paris',
      description:
        "IANA time zone the days and hours follow (default: the company's time zone, company settings; UTC until set)",
      [X_MESSAGE]: REPORT_TEXTS.timeZone,
    }),
  ),
});
export type ReportQuery = Static<typeof ReportQuery>;

const Count = () => Type.Integer({ minimum: 0 });
/** Seconds; null when there is nothing to measure. */
const Seconds = () => Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);

export const ReportDesk = Type.Object({
  deskUserId: Uuid(),
  name: Type.String(),
  /** Calls of the range on the desk, both directions. */
  calls: Count(),
  incoming: Count(),
  /** Incoming calls of the range that have been returned. */
  returned: Count(),
  /** Calls on the desk owed now (open status), whenever they came in. */
  owed: Count(),
  medianReturnSeconds: Seconds(),
});
export type ReportDesk = Static<typeof ReportDesk>;

export const Report = Type.Object({
  from: Type.String({ description: 'First local day' }),
  to: Type.String({ description: 'Last local day, included' }),
  timeZone: Type.String(),
  /** Today in the time zone, when the report was made. */
  today: Type.String(),
  /** The desk reported on; null: every desk. */
  desk: Type.Union([Uuid(), Type.Null()]),
  totals: Type.Object({ incoming: Count(), outgoing: Count() }),
  /** Every day of the range, in order, days without calls included. */
  perDay: Type.Array(Type.Object({ date: Type.String(), incoming: Count(), outgoing: Count() })),
  /** The 24 hours of the local day, 0 to 23. */
  perHour: Type.Array(
    Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), incoming: Count(), outgoing: Count() }),
  ),
  owed: Type.Object({
    /** Calls with an open status now (any day): what the morning digest lists. */
    total: Count(),
    oldestSeconds: Seconds(),
    ages: Type.Array(Type.Object({ bucket: Type.String(), calls: Count() })),
  }),
  returns: Type.Object({
    incoming: Count(),
    returned: Count(),
    /** returned / incoming; null without incoming calls. */
    share: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
    /** Median (PostgreSQL percentile_cont 0.5: interpolated) of the time to return. */
    medianSeconds: Seconds(),
    /** 90th percentile, interpolated the same way. */
    p90Seconds: Seconds(),
  }),
  /** The ten numbers with the most incoming calls (ties: by number); the name of the latest call. */
  topCallers: Type.Array(Type.Object({ phone: Type.String(), name: Type.String(), calls: Count() })),
  /** The ten companies with the most incoming calls (case and spaces aside; ties: by name), spelt as on the latest call. */
  topCompanies: Type.Array(Type.Object({ company: Type.String(), calls: Count() })),
  desks: Type.Array(ReportDesk),
});
export type Report = Static<typeof Report>;
