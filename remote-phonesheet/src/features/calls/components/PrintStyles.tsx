// Print view of the day's sheet: the plain table replaces the virtual list and the app chrome;
// margins suit both A4 and Letter (the narrower of the two widths decides).
const CSS = `
.ps-print-only { display: none; }
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden; }
  .ps-sheet, .ps-sheet * { visibility: visible; }
  .ps-sheet { position: absolute; inset-inline-start: 0; top: 0; width: 100%; border: none !important; box-shadow: none !important; }
  .ps-no-print, .ps-screen-list, .ant-card-extra { display: none !important; }
  .ps-print-only { display: table; }
  .ps-print-table { width: 100%; border-collapse: collapse; font-size: 9.5pt; color: #000; }
  .ps-print-table th, .ps-print-table td { border-bottom: 0.5pt solid #999; padding: 2mm 1.5mm; text-align: start; vertical-align: top; }
  .ps-print-table thead { display: table-header-group; }
  .ps-print-table tr { break-inside: avoid; }
}
`;

export function PrintStyles() {
  return <style>{CSS}</style>;
}
