import type { Kysely } from 'kysely';
import {
  REPORT_MAX_DAYS,
  REPORT_TEXTS,
  wholeNumberMessage,
  type Report,
  type ReportQuery,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import { isAdminType } from '../../../access/roles';
import { isTimeZone, localMoment } from '../../digest/clock';
import { withPhonesheet } from '../db';
import { reportFigures } from '../../../repositories/report-figures-repository';
import { companyUserIds, findUserWithCompany } from '../../../repositories/users-repository';

// The Reports page's one route (docs/phone-sheet.md, "Reports"): who may see which desk, the
// range and the time zone, then the figures (repositories/report-figures-repository.ts) and
// their CSV (./csv.ts).

const DAY_MS = 86_400_000;

export interface ReportsDeps {
  db: Kysely<DB>;
  /** The billing plan's checks (plan-checks.ts); each throws 402 when the plan stops the report. */
  plan: {
    /** The plan's history window: throws when the range starts before it. */
    historyFrom: (companyId: string, from: string) => Promise<unknown>;
    /** The plan allows the CSV export. */
    beforeExport: (companyId: string) => Promise<void>;
  };
}

/** A YYYY-MM-DD that is a real date, as UTC midnight; null otherwise. */
function dayOf(date: string): number | null {
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date ? null : t;
}

const dayText = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The instant local midnight of `date` falls on in `timeZone` (the plan check's start; the
 * figures compute their bounds in SQL). Two corrections cover any offset change.
 */
export function zonedMidnight(date: string, timeZone: string): Date {
  const wanted = dayOf(date)!;
  let t = wanted;
  for (let i = 0; i < 3; i++) {
    const local = localMoment(new Date(t), timeZone);
    t += wanted - (dayOf(local.date)! + local.minutes * 60_000);
  }
  return new Date(t);
}

export type ReportsService = ReturnType<typeof createReportsService>;

export function createReportsService({ db: baseDb, plan }: ReportsDeps) {
  const db = withPhonesheet(baseDb);

  /**
   * The caller's role and the company's time zone (company settings, migration 031): the
   * report's days and hours, so every viewer of a desk sees the same figures wherever they are.
   */
  async function caller(user: CurrentUser) {
    const row = await findUserWithCompany(db, { id: user.id, companyId: user.companyId }, [
      'companies.time_zone',
    ] as const);
    return { admin: isAdminType(row?.user_type), timeZone: row?.time_zone ?? 'UTC' };
  }

  /** A desk: any user of the company, deactivated ones included (their calls are still reported). */
  const deskExists = async (companyId: string, desk: string) =>
    (await companyUserIds(db, companyId, [desk], { active: false })).length > 0;

  async function report(user: CurrentUser, query: ReportQuery, now = new Date()): Promise<Report> {
    const me = await caller(user);
    const timeZone = query.tz ?? me.timeZone;
    if (!isTimeZone(timeZone)) throw new ValidationFailed([REPORT_TEXTS.timeZone]);
    const today = localMoment(now, timeZone).date;
    const to = query.to ?? today;
    const days = query.from || query.to || !query.days ? 1 : Number(query.days);
    if (!(days >= 1 && days <= REPORT_MAX_DAYS))
      throw new ValidationFailed([wholeNumberMessage('days', 1, REPORT_MAX_DAYS)]);
    const from = query.from ?? dayText(dayOf(to)! - (days - 1) * DAY_MS);
    const t0 = dayOf(from);
    const t1 = dayOf(to);
    if (t0 === null || t1 === null || t0 > t1 || (t1 - t0) / DAY_MS >= REPORT_MAX_DAYS)
      throw new ValidationFailed([REPORT_TEXTS.date]);
    // A user sees their own desk; an administrator every desk, or the one they pick.
    let desk: string | null = query.desk ?? (me.admin ? null : user.id);
    if (desk && desk !== user.id) {
      if (!me.admin) throw new HttpError(403, REPORT_TEXTS.ownDeskOnly);
      if (!(await deskExists(user.companyId, desk))) throw new ValidationFailed([REPORT_TEXTS.desk]);
    }
    desk = desk ?? null;
    await plan.historyFrom(user.companyId, zonedMidnight(from, timeZone).toISOString());
    let figures;
    try {
      figures = await reportFigures(db, { companyId: user.companyId, desk, from, to, timeZone, now });
    } catch (err) {
      // A zone Intl knows but this database does not: bad input, not a fault.
      if (/time zone/i.test(String((err as Error).message)))
        throw new ValidationFailed([REPORT_TEXTS.timeZone]);
      throw err;
    }
    // Every day of the range, the days without calls as zeros.
    const byDay = new Map(figures.perDay.map((d) => [d.date, d]));
    const perDay: Report['perDay'] = [];
    for (let t = t0; t <= t1; t += DAY_MS) {
      const date = dayText(t);
      perDay.push(byDay.get(date) ?? { date, incoming: 0, outgoing: 0 });
    }
    return { from, to, timeZone, today, desk, ...figures, perDay };
  }

  /** The report for its CSV file: the plan allows the export first (402 otherwise). */
  async function exportReport(user: CurrentUser, query: ReportQuery): Promise<Report> {
    await plan.beforeExport(user.companyId);
    return report(user, query);
  }

  return { report, exportReport };
}
