import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { displayPhone } from '../phonesheet/phone';
import { callLink, telUri } from '../digest/mail';
import { DIGEST_TEXTS, type DigestLocale } from '../digest/texts';
import { endWithCrlf, icalEscaped, icalPlain } from './ical-text';
import { CALENDAR_TEXTS, fill } from './texts';
import { EVENT_MINUTES, MINUTE_MS, REFRESH_SECONDS, date, type FeedCall } from './feed-model';
import type { FeedEvent } from './feed-events';

/** The iCalendar text of a feed: one event per call of `rows` that has one in `events`. */
export function feedText({
  owner,
  userId,
  locale,
  rows,
  events,
  owedIds,
  appUrl,
  host,
  country,
}: {
  owner: { name: string; time_zone: string | null };
  userId: string;
  locale: DigestLocale;
  rows: FeedCall[];
  events: Map<string, FeedEvent>;
  owedIds: Set<string>;
  appUrl: string;
  host: string;
  country: string;
}): string {
  // "Call taken" in the reader's language and zone (the digest's), else UTC.
  const stamp = (timeZone: string) =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
  let when: Intl.DateTimeFormat;
  try {
    when = stamp(owner.time_zone ?? 'UTC');
  } catch {
    when = stamp('UTC');
  }
  const t = CALENDAR_TEXTS[locale];
  const d = DIGEST_TEXTS[locale];
  const calendar = ical({
    name: icalEscaped(`${owner.name} · ${t.calName}`),
    prodId: { company: 'Phone Sheet', product: 'Calendar feed', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const c of rows) {
    const e = events.get(c.id);
    if (!e) continue;
    const phone = displayPhone(c.phone_e164, country);
    const name = c.contact_name.trim();
    const company = c.contact_company.trim();
    const who = name && company ? `${name} (${company})` : name || company || phone;
    const isOwed = owedIds.has(c.id);
    // A cancelled event keeps the kind it most likely had: a returned call without a follow-up was owed.
    const asOwed = isOwed || (!!e.cancelledAt && !c.follow_up_at);
    const priority = isOwed && c.priority !== 'whenever' ? `[${d.priority[c.priority]}] ` : '';
    const lines = [
      `${phone}${c.extension ? ` ${fill(d.ext, { ext: c.extension })}` : ''}`,
      telUri(c.phone_e164, c.extension),
      c.notes.trim(),
      c.desk_user_id !== userId ? fill(d.desk, { name: `${c.first_name} ${c.last_name}`.trim() }) : '',
      fill(t.loggedAt, { time: when.format(date(c.occurred_at)) }),
      `${d.openCall}: ${callLink(appUrl, c.id)}`,
    ];
    const changed = e.cancelledAt && e.cancelledAt > date(c.updated_at) ? e.cancelledAt : date(c.updated_at);
    calendar.createEvent({
      id: `${c.id}@${host}`,
      sequence: e.sequence,
      start: e.startsAt,
      end: new Date(e.startsAt.getTime() + EVENT_MINUTES * MINUTE_MS),
      stamp: changed,
      lastModified: changed,
      summary: icalPlain(priority + fill(asOwed ? t.returnCall : t.followUp, { who })),
      description: icalPlain(lines.filter(Boolean).join('\n')),
      url: callLink(appUrl, c.id),
      status: e.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return endWithCrlf(calendar.toString());
}
