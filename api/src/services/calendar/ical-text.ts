// Text that the calendar feed writes as RFC 5545 TEXT values (§3.3.11). ical-generator 10
// escapes SUMMARY and DESCRIPTION (\ ; , and line breaks as \n) and folds every line at 75
// octets without cutting a UTF-8 character, but it writes the calendar's NAME and
// X-WR-CALNAME as given and keeps control characters: a company name with a line break would
// add lines, even whole events, to every feed of its company.

/** Control characters TEXT cannot hold (RFC 5545 CONTROL, and C1); TAB and line breaks stay. */
const CONTROLS = /(?![\t\r\n])\p{Cc}/gu;

/** A text for a property ical-generator escapes itself (SUMMARY, DESCRIPTION). */
export const icalPlain = (text: string): string => text.replace(CONTROLS, '');

/** A TEXT value escaped here, for a property ical-generator writes raw (NAME, X-WR-CALNAME). */
export const icalEscaped = (text: string): string =>
  icalPlain(text)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n');

/** The whole feed ends with CRLF, as every content line must (ical-generator leaves the last bare). */
export const endWithCrlf = (ics: string): string => (ics.endsWith('\r\n') ? ics : `${ics}\r\n`);
