// Print view of the day's sheet: the plain table replaces the virtual list and the app chrome;
// margins suit both A4 and Letter (the narrower of the two widths decides).
const CSS = `
.ps-print-only { display: none; }
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden; }
  .ps-sheet, .ps-sheet * { visibility: visible; }
  .ps-sheet { position: absolute; inset-inline-start: 0; top: 0; width: 100%; border: none !important; box-shadow: none !important; }
  .ps-no-print, .ps-screen-list { display: none !important; }
  .ps-print-only { display: table; }
  /* Fixed columns: the paper's width is shared out the same way on every page and in every
     language, and the notes (why the call was made) keep the widest; a long word breaks rather
     than pushing the table off the paper. */
  .ps-print-table { width: 100%; table-layout: fixed; border-collapse: collapse; font-size: 8.5pt; color: #000; }
  .ps-print-table th, .ps-print-table td { border-bottom: 0.5pt solid #999; padding: 1.2mm 1mm; text-align: start; vertical-align: top; overflow-wrap: break-word; }
  .ps-print-table thead { display: table-header-group; }
  .ps-print-table tr { break-inside: avoid; }
  .ps-print-table .ps-print-when { width: 10%; }
  .ps-print-table .ps-print-direction { width: 10%; }
  .ps-print-table .ps-print-name { width: 17%; }
  .ps-print-table .ps-print-phone { width: 16%; }
  .ps-print-table .ps-print-priority { width: 9%; }
  .ps-print-table .ps-print-status { width: 10%; }
  .ps-print-table .ps-print-desk { width: 10%; }
  /* A number and its extension never break inside (the extension may go to the next line). */
  .ps-print-table .ps-print-nowrap { white-space: nowrap; }
}
`;

export function PrintStyles() {
  return <style>{CSS}</style>;
}
