import { useEffect, useState } from 'react';
import { api, errorMessage } from '@phonesheet/shared';
import type { CompanyUser, Envelope, PlanLimitReply, Report } from '@phonesheet/shared/contracts';
import { callsApi, ticketUrl } from '../../kit/api';
import { startDownload } from '../../kit/csv-download';
import { planLimitOfError } from '../../kit/plan-limit';

// The Reports page's requests. Its state stays in the page (no store slice, no saga): the module
// the sheet loads carries none of this code (docs/phone-sheet.md, "Reports").

/** What the page asks for: the last N days, or a custom range of local days; one desk or all. */
export type ReportParams = { days?: number; from?: string; to?: string; desk?: string };

const query = (p: ReportParams): Record<string, string | undefined> => ({
  days: p.from ? undefined : String(p.days ?? 1),
  from: p.from,
  to: p.to,
  desk: p.desk,
});

export interface ReportState {
  report: Report | null;
  loading: boolean;
  error: string | null;
  planLimit: PlanLimitReply | null;
}

/** The report for `params`, asked again whenever they change (a late answer never wins). */
export function useReport(params: ReportParams): ReportState {
  const [state, setState] = useState<ReportState>({
    report: null,
    loading: true,
    error: null,
    planLimit: null,
  });
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api
      .get<Envelope<Report>>('reports', query(JSON.parse(key) as ReportParams))
      .then((r) => live && setState({ report: r.data.data, loading: false, error: null, planLimit: null }))
      .catch(
        (error: unknown) =>
          live &&
          setState({
            report: null,
            loading: false,
            planLimit: planLimitOfError(error),
            error: planLimitOfError(error) ? null : errorMessage(error),
          }),
      );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

/** The company's users, for an administrator's desk picker (none asked for otherwise). */
export function useDesks(enabled: boolean): CompanyUser[] {
  const [users, setUsers] = useState<CompanyUser[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    callsApi.users().then(
      (u) => live && setUsers(u),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return users;
}

/** The same report as CSV: a ticket first, so a plan without CSV answers 402 on the page. */
export async function downloadReportCsv(params: ReportParams): Promise<PlanLimitReply | null> {
  try {
    startDownload(await ticketUrl('reports/export.csv', query(params)));
    return null;
  } catch (error) {
    const limit = planLimitOfError(error);
    if (!limit) throw error;
    return limit;
  }
}
