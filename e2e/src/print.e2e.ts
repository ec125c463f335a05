import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { ARTIFACTS, closeBrowser, launch, screenshot } from './browser';
import { buyPlan } from './billing-api';
import { api, openAs, signUpCompany } from './company';
import { CALL_ROW, cutPhoneTexts, movedTexts, pointAtRow, textPlaces, waitForRow } from './sheet';

// The print view of today's sheet on paper: Chromium prints the page to PDF as a user's Print
// does (beforeprint, the print stylesheet, the paper's size), in A4 and in US Letter.
let browser: Browser;
let token: string;
const CALLS = 40;
// Long enough to wrap over several printed lines, short enough for the sheet to send it whole
// (notes past PHONESHEET_LIMITS.sheetNotesPreview characters come cut, docs/phone-sheet.md).
const LONG_NOTE =
  'Wants the revised quote for the third-floor fit-out before Friday, with the electrical ' +
  'work split out and the delivery dates of the furniture confirmed by the supplier in writing. '.repeat(2);

const PAPERS = {
  A4: { widthMm: 210, heightMm: 297 },
  Letter: { widthMm: 215.9, heightMm: 279.4 },
} as const;
const MARGIN_MM = 12; // PrintStyles: @page { margin: 12mm }
const PX_PER_MM = 96 / 25.4;

beforeAll(async () => {
  browser = await launch();
  ({ token } = await signUpCompany('print', 'Paper Trail Ltd'));
  await buyPlan(token, 'premium');
  const noon = new Date();
  noon.setDate(noon.getDate() - 1);
  noon.setHours(12, 0, 0, 0);
  // Yesterday's open call rolls over to the top of today's sheet.
  const rolled = await api(
    'POST',
    '/calls',
    {
      contactName: 'Owed Since Yesterday',
      phone: '+1 646 555 0142',
      priority: 'asap',
      notes: 'Asked for the signed copy.',
      occurredAt: noon.toISOString(),
    },
    token,
  );
  expect(rolled.status).toBe(201);
  for (let i = 0; i < CALLS - 1; i++) {
    const created = await api(
      'POST',
      '/calls',
      {
        direction: i % 2 ? 'out' : 'in',
        contactName: i % 7 === 0 ? `Maximiliana Rosalind Featherstonehaugh-Worthington ${i}` : `Caller ${i}`,
        contactCompany: i % 3 === 0 ? 'Consolidated Intercontinental Holdings plc' : '',
        phone: i % 5 === 0 ? '+44 20 7946 0958' : `+1 212 555 ${String(100 + i).padStart(4, '0')}`,
        extension: i % 4 === 0 ? '4471' : '',
        notes: i % 6 === 0 ? LONG_NOTE : `Call ${i}: about the contract`,
      },
      token,
    );
    expect(created.status).toBe(201);
  }
});
afterAll(async () => {
  await closeBrowser(browser);
});

/** Pages in a PDF: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pdfPages = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![s\w])/g) ?? []
  ).length;

/**
 * The print layout at the paper's printable width (the print stylesheet, the table rendered as
 * on `beforeprint`): what the table holds and whether anything overflows a cell or the page.
 */
async function printLayout(page: Page, widthPx: number) {
  await page.setViewport({ width: Math.floor(widthPx), height: 1000 });
  await page.emulateMediaType('print');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const layout = await page.$eval('[data-testid="print-table"]', (table) => {
    const cells = [...table.querySelectorAll('th, td')] as HTMLElement[];
    const sheet = table.closest('.ps-sheet') as HTMLElement;
    return {
      headers: [...table.querySelectorAll('th')].map((th) => (th as HTMLElement).innerText.trim()),
      rows: [...table.querySelectorAll('tbody tr')].map((tr) => (tr as HTMLElement).innerText),
      tableRight: table.getBoundingClientRect().right,
      tableLeft: table.getBoundingClientRect().left,
      overflowing: cells
        .filter((c) => c.scrollWidth > c.clientWidth + 1)
        .map((c) => c.innerText.slice(0, 40)),
      // Words broken inside ("Outgoin-g"): a word wider than its cell, outside the name and the
      // notes (a long name or URL may break, a column's own words must not).
      splitWords: cells.flatMap((cell) => {
        const column = (cell as HTMLTableCellElement).cellIndex;
        const last = cell.parentElement!.children.length - 1;
        if (column === 2 || column === last) return [];
        const style = getComputedStyle(cell);
        const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = style.font;
        return cell.innerText.split(/\s+/).filter((word) => ctx.measureText(word).width > room + 0.5);
      }),
      // What prints: the sheet's card; the rest of the app is hidden but still takes room.
      printedHeight: sheet.getBoundingClientRect().bottom,
      // A row is never split (break-inside: avoid), and the header repeats on every page.
      tallestRow: Math.max(
        ...[...table.querySelectorAll('tbody tr')].map((tr) => tr.getBoundingClientRect().height),
      ),
      headerHeight: table.querySelector('thead')!.getBoundingClientRect().height,
      screenListShown: !!document.querySelector('.ps-screen-list')?.getClientRects().length,
      entryShown: [...document.querySelectorAll('.ps-no-print')].some((e) => e.getClientRects().length),
    };
  });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMediaType();
  await page.setViewport({ width: 1366, height: 900 });
  return layout;
}

async function printedPdf(page: Page, format: keyof typeof PAPERS, name: string) {
  const pdf = await page.pdf({ format });
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, `${name}.pdf`), pdf);
  return pdf;
}

/**
 * On screen: a row turning interactive under the pointer ("Caller 36": a long company and note,
 * a number with its extension) leaves every text where it was, and no number is cut, in the
 * light rows or the interactive one.
 */
async function expectRowsSteadyAndWhole(page: Page) {
  const light = await textPlaces(page, 'Caller 36');
  await pointAtRow(page, 'Caller 36');
  expect(movedTexts(light, await textPlaces(page, 'Caller 36'))).toEqual([]);
  expect(Object.keys(light).length).toBeGreaterThanOrEqual(8);
  const phones = await cutPhoneTexts(page);
  // A one-line row keeps its number whole and cuts the extension ("ext. 4471", "تحويلة 4471")
  // first, whole in the number's tooltip (docs/phone-sheet.md, "Rows"); on paper both are whole.
  expect(phones.cut.filter((text) => !/ 4471$/.test(text))).toEqual([]);
  expect(phones.extensions).toBeGreaterThanOrEqual(3);
}

test.each(['A4', 'Letter'] as const)(
  'the day prints on %s: every call and every column within the page, nothing cut, no blank page',
  async (format) => {
    const page = await openAs(browser, token, '/dashboards/PhoneSheet');
    await waitForRow(page, 'Owed Since Yesterday');
    await expectRowsSteadyAndWhole(page);
    const paper = PAPERS[format];
    const printable = (paper.widthMm - 2 * MARGIN_MM) * PX_PER_MM;
    const layout = await printLayout(page, printable);
    expect(layout.headers).toEqual([
      'When',
      'Direction',
      'Name',
      'Phone number',
      'Priority',
      'Status',
      'Notes',
    ]);
    expect(layout.rows).toHaveLength(CALLS);
    expect(layout.rows[0]).toMatch(/^owed since \w{3}\s+Incoming\s+Owed Since Yesterday/);
    expect(layout.rows.join('\n')).toContain('Maximiliana Rosalind Featherstonehaugh-Worthington 35');
    expect(layout.rows.join('\n')).toMatch(/\+44 20 7946 0958\s+ext\. 4471/);
    // Every other seeded call is outgoing: 19 of the 39 logged today.
    expect(layout.rows.filter((r) => r.includes('Outgoing'))).toHaveLength(19);
    expect(layout.tableLeft).toBeGreaterThanOrEqual(0);
    expect(layout.tableRight).toBeLessThanOrEqual(printable + 0.5);
    expect(layout.overflowing).toEqual([]);
    expect(layout.splitWords).toEqual([]);
    expect(layout.screenListShown).toBe(false);
    expect(layout.entryShown).toBe(false);
    // The PDF: as many pages as the sheet needs, none blank after it. A page holds at least its
    // height less a repeated header and one row pushed to the next page.
    const pdf = await printedPdf(page, format, `phonesheet-print-${format.toLowerCase()}`);
    const pageHeight = (paper.heightMm - 2 * MARGIN_MM) * PX_PER_MM;
    const atLeast = Math.ceil(layout.printedHeight / pageHeight);
    const atMost = Math.ceil(layout.printedHeight / (pageHeight - layout.headerHeight - layout.tallestRow));
    expect(pdfPages(pdf)).toBeGreaterThanOrEqual(atLeast);
    expect(pdfPages(pdf)).toBeLessThanOrEqual(atMost);
    expect(page.errors).toEqual([]);
    await page.close();
  },
);

/**
 * Where the first letter and the last full stop of a text ending with `end` are drawn, inside the
 * elements `selector` finds (the first text node that ends so): in an English note on an Arabic
 * page, the stop must be to the right of the first letter.
 */
const fullStopPlace = (page: Page, selector: string, end: string) =>
  page.evaluate(
    (selector, end) => {
      const text = [...document.querySelectorAll(selector)]
        .flatMap((el) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          const nodes: Text[] = [];
          while (walker.nextNode()) nodes.push(walker.currentNode as Text);
          return nodes;
        })
        .find((node) => node.data.trimEnd().endsWith(end));
      if (!text) return null;
      const x = (at: number) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: x(0), stop: x(text.data.lastIndexOf('.')) };
    },
    selector,
    end,
  );

test('in Arabic the printout is right-to-left, and in Arabic but for what people typed', async () => {
  const page = await openAs(browser, token, '/dashboards/PhoneSheet', { locale: 'ar' });
  await waitForRow(page, 'Owed Since Yesterday');
  // On screen too, an English note keeps its own direction: its full stop ends it, on the right.
  const note = await fullStopPlace(page, CALL_ROW, 'writing.');
  expect(note).not.toBeNull();
  expect(note!.stop).toBeGreaterThan(note!.first);
  await expectRowsSteadyAndWhole(page); // "تحويلة 4471" too
  await screenshot(page, 'phonesheet-sheet-ar-english-notes');
  const printable = (PAPERS.A4.widthMm - 2 * MARGIN_MM) * PX_PER_MM;
  const layout = await printLayout(page, printable);
  expect(layout.headers).toEqual([
    'الوقت',
    'الاتجاه',
    'الاسم',
    'رقم الهاتف',
    'الأولوية',
    'الحالة',
    'ملاحظات',
  ]);
  expect(layout.rows).toHaveLength(CALLS);
  // The default statuses and priorities in the reader's language, as on the screen.
  expect(layout.rows.join('\n')).not.toMatch(/To return|Whenever|Today|ASAP|Incoming|Outgoing/);
  expect(layout.rows.join('\n')).toContain('تحويلة 4471');
  expect(layout.overflowing).toEqual([]);
  expect(layout.splitWords).toEqual([]);
  expect(layout.tableRight).toBeLessThanOrEqual(printable + 0.5);
  expect(await page.$eval('html', (html) => html.dir)).toBe('rtl');
  await printedPdf(page, 'A4', 'phonesheet-print-a4-ar');
  expect(page.errors).toEqual([]);
  await page.close();
  // The history (yesterday's calls by default) keeps typed text in its own direction too.
  const history = await openAs(browser, token, '/dashboards/PhoneSheetHistory', { locale: 'ar' });
  await history.waitForSelector('.ant-table-row');
  const historyNote = await fullStopPlace(history, '.ant-table-row td', 'copy.');
  expect(historyNote).not.toBeNull();
  expect(historyNote!.stop).toBeGreaterThan(historyNote!.first);
  await screenshot(history, 'phonesheet-history-ar-english-notes');
  expect(history.errors).toEqual([]);
  await history.close();
});
