import { createHmac } from 'node:crypto';
import type { Browser } from 'puppeteer-core';
import {
  API_URL,
  BASE_URL,
  closeBrowser,
  fillByLabel,
  launch,
  screenshot,
  settled,
  valueByLabel,
  waitForText,
} from './browser';
import { axeFindings } from './axe';
import { api, openAs, signUpCompany } from './company';

// Issue 36 part 1: an admin connects the phone system in My Account › Phone system, and a
// signed call from it shows on the open sheet by itself, marked (docs/integrations.md).
let browser: Browser;
let admin: { email: string; token: string };

beforeAll(async () => {
  browser = await launch();
  admin = await signUpCompany('hooks', 'Ringing Phones Ltd');
}, 60_000);

afterAll(async () => {
  await closeBrowser(browser);
});

test('an admin maps a number to a desk, reveals the secret, and a signed call appears on the open sheet', async () => {
  const page = await openAs(browser, admin.token, '/my-profile?tab=phone-system');
  await waitForText(page, 'Status callback URL for Twilio');
  const twilioUrl = await valueByLabel(page, 'Status callback URL for Twilio');
  expect(twilioUrl).toMatch(/\/api\/v1\/phone-system\/twilio\/[0-9a-f-]{36}$/);
  const webhookUrl = await valueByLabel(page, 'Webhook URL');
  expect(webhookUrl).toBe(twilioUrl.replace('/twilio/', '/webhook/'));

  await fillByLabel(page, 'Account SID', `AC${'0a'.repeat(16)}`);
  await fillByLabel(page, 'Auth Token', '0123456789abcdef0123456789abcdef');
  // Keyboard: Add number, type it, pick the desk from the list with the arrow keys.
  await page.click('button:has(.anticon-plus)');
  await fillByLabel(page, 'Number 1', '+1 212 555 0100');
  await page.focus('input[aria-label="Desk of number 1"]');
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await page.keyboard.press('Enter');
  await page.click('.ant-btn-primary');
  await waitForText(page, 'Phone system saved');
  await page.click('button:has(.anticon-eye)');
  await page.waitForSelector('#phone-system-secret');
  const secret = await valueByLabel(page, 'Signing secret');
  expect(secret).toMatch(/^whsec_/);
  await settled(page);
  await screenshot(page, 'phone-system-en');

  const saved = await api('GET', '/phone-system/settings', undefined, admin.token);
  expect(saved.body.data.numbers).toEqual([
    expect.objectContaining({ phone: '(212) 555-0100', phoneE164: '+12125550100' }),
  ]);

  // The sheet is open; the phone system reports a missed call to that number.
  await page.goto(page.url().replace(/\/my-profile.*$/, '/dashboards/PhoneSheet'));
  // The sheet's live stream is open once it says Live.
  await page.waitForFunction(() => document.body.innerText.includes('Live'), { timeout: 30_000 });
  await settled(page);
  const body = JSON.stringify({
    callId: `e2e-${Date.now()}`,
    direction: 'in',
    from: '+1 212 555 0199',
    to: '+1 212 555 0100',
    status: 'missed',
    startedAt: new Date().toISOString(),
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const path = new URL(webhookUrl).pathname;
  const res = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-phonesheet-timestamp': timestamp,
      'x-phonesheet-signature': `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
    },
    body,
  });
  expect(res.status).toBe(201);
  await page.waitForSelector('[data-testid="call-phone-system"]', { timeout: 20_000 });

  // Twilio posts to the URL the tab shows (the app's origin, proxied to the API) and signs it:
  // HMAC-SHA1 under the Auth Token of the URL and the sorted parameters, base64 (Twilio's scheme).
  const params: Record<string, string> = {
    AccountSid: `AC${'0a'.repeat(16)}`,
    CallSid: `CA${'1b'.repeat(16)}`,
    CallStatus: 'completed',
    CallDuration: '42',
    Direction: 'inbound',
    From: '+12125550142',
    To: '+12125550100',
    Timestamp: new Date().toUTCString(),
  };
  const signed = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], twilioUrl);
  const twilio = await fetch(twilioUrl.replace(/^https?:\/\/[^/]+/, BASE_URL), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': createHmac('sha1', '0123456789abcdef0123456789abcdef')
        .update(signed)
        .digest('base64'),
    },
    body: new URLSearchParams(params).toString(),
  });
  expect(twilio.status).toBe(201);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="call-phone-system"]').length === 2,
    {
      timeout: 20_000,
    },
  );
  await settled(page);
  await screenshot(page, 'phone-system-sheet-en');
  await page.close();
});

test('the tab in Arabic (right to left) and in the dark theme', async () => {
  const ar = await openAs(browser, admin.token, '/my-profile?tab=phone-system', { locale: 'ar' });
  await waitForText(ar, 'نظام الهاتف');
  await ar.waitForSelector('#phone-system-twilio-url');
  await settled(ar);
  expect(await ar.$eval('html', (el) => el.getAttribute('dir'))).toBe('rtl');
  expect(await ar.$eval('#phone-system-twilio-url', (el) => el.getAttribute('dir'))).toBe('ltr');
  await screenshot(ar, 'phone-system-ar');
  // No serious or critical accessibility problem in the tab (Arabic; then dark below).
  const serious = (findings: Awaited<ReturnType<typeof axeFindings>>) =>
    findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect(serious(await axeFindings(ar, 'phone-system ar'))).toEqual([]);
  await ar.close();
  const dark = await openAs(browser, admin.token, '/my-profile?tab=phone-system', { themeMode: 'dark' });
  await dark.waitForSelector('#phone-system-twilio-url');
  await settled(dark);
  await screenshot(dark, 'phone-system-dark');
  expect(serious(await axeFindings(dark, 'phone-system dark'))).toEqual([]);
  await dark.close();
});
