import { resetMockBackend } from '../../../mock/mock-backend';
import { SAMPLE_PASSWORD } from '../data/pages-db';
import { ANSWERS, matchesSearch } from './handlers';

async function api() {
  resetMockBackend();
  jest.resetModules();
  return (await import('../api')).extraPagesApi;
}

test('FAQ search: every word must match, case-insensitive; empty search gives all 10', async () => {
  const a = await api();
  expect((await a.faq('')).data).toHaveLength(10);
  const hits = (await a.faq('PASSWORD change')).data;
  expect(hits.map((f) => f.id)).toEqual([5]);
  expect((await a.faq('zebra')).data).toEqual([]);
  expect(matchesSearch('call note', 'Can I attach a note to a call?')).toBe(true);
});

test('knowledge base search and the blog list and post', async () => {
  const a = await api();
  expect((await a.knowledgeBase('')).data).toHaveLength(8);
  expect((await a.knowledgeBase('offline')).data.map((k) => k.id)).toEqual([8]);
  const list = (await a.blog()).data;
  expect(list).toHaveLength(6);
  expect(list[0]).not.toHaveProperty('body');
  expect((await a.post('3')).data?.title).toBe('Phone Sheet now speaks six languages');
  expect((await a.post('99')).data).toBeNull();
  expect((await a.post('abc')).data).toBeNull();
});

test('newsletter: a bad e-mail is refused, the thanks once, then "already subscribed"', async () => {
  const a = await api();
  expect((await a.newsletter({ email: '' })).data).toEqual({
    ok: false,
    message: 'templates.extraPages.v.emailRequired',
  });
  expect((await a.newsletter({ email: 'nope' })).data.message).toBe('templates.extraPages.v.emailInvalid');
  expect((await a.newsletter({ email: 'Ann@Example.com' })).data).toMatchObject({
    ok: true,
    message: ANSWERS.newsletterThanks,
  });
  expect((await a.newsletter({ email: 'ann@example.com' })).data).toMatchObject({
    ok: false,
    message: ANSWERS.newsletterAlready,
  });
});

test('contact us: the first problem is answered; a full message gets the thanks', async () => {
  const a = await api();
  expect((await a.contactUs({ name: ' ', email: 'x@y.io', message: 'Hi' })).data.message).toBe(
    'templates.extraPages.v.nameRequired',
  );
  expect((await a.contactUs({ name: 'Ann', email: 'x@y.io', phone: '12', message: 'Hi' })).data.message).toBe(
    'templates.extraPages.v.phoneInvalid',
  );
  expect((await a.contactUs({ name: 'Ann', email: 'x@y.io', message: '' })).data.message).toBe(
    'templates.extraPages.v.messageRequired',
  );
  expect((await a.contactUs({ name: 'Ann', email: 'x@y.io', message: 'Hi' })).data).toMatchObject({
    ok: true,
    message: ANSWERS.contactThanks,
  });
});

test('password: rules, a wrong current password refused, then changed (the old one stops working)', async () => {
  const a = await api();
  const change = (oldPassword: string, newPassword: string, retypeNewPassword = newPassword) =>
    a.password({ oldPassword, newPassword, retypeNewPassword }).then((r) => r.data);
  expect((await change('', 'abcdefgh')).message).toBe('templates.extraPages.v.oldPasswordRequired');
  expect((await change('short', 'abcdefgh')).message).toBe('templates.extraPages.v.passwordShort');
  expect((await change(SAMPLE_PASSWORD, 'abc')).message).toBe('templates.extraPages.v.passwordShort');
  expect((await change(SAMPLE_PASSWORD, 'abcdefgh', 'abcdefgX')).message).toBe(
    'templates.extraPages.v.passwordsMatch',
  );
  expect(await change('wrong-password', 'abcdefgh')).toEqual({ ok: false, message: ANSWERS.wrongPassword });
  expect(await change(SAMPLE_PASSWORD, SAMPLE_PASSWORD)).toEqual({
    ok: false,
    message: ANSWERS.samePassword,
  });
  expect(await change(SAMPLE_PASSWORD, 'new-secret-1')).toMatchObject({ ok: true, message: ANSWERS.updated });
  expect((await change(SAMPLE_PASSWORD, 'another-1')).message).toBe(ANSWERS.wrongPassword);
});

test('account: names required, unchanged refused, saved; links and notifications; a connection toggles', async () => {
  const a = await api();
  const before = (await a.account()).data;
  expect(before.personal.firstName).toBe('Sofia');
  expect((await a.personal({ firstName: ' ', lastName: 'B' })).data.message).toBe(
    'templates.extraPages.v.fullNameEmpty',
  );
  expect((await a.personal({ firstName: 'Sofia', lastName: 'Bennett' })).data.message).toBe(
    'templates.extraPages.v.unchanged',
  );
  const saved = (await a.personal({ firstName: ' Sofie ', lastName: 'Bennett' })).data;
  expect(saved).toMatchObject({ ok: true, message: ANSWERS.updated });
  expect(saved.data?.personal).toMatchObject({ firstName: 'Sofie', email: 'sofia.bennett@example.com' });
  expect((await a.social({ ...before.social, github: 'github.com/x' })).data.message).toBe(
    'templates.extraPages.v.urlInvalid',
  );
  expect((await a.information({ ...before.information, phone: 'call me' })).data.message).toBe(
    'templates.extraPages.v.phoneInvalid',
  );
  const notes = (await a.notifications({ ...before.notifications, weeklyReport: true })).data.data!;
  expect(notes.notifications.weeklyReport).toBe(true);
  const linked = (await a.connection({ id: 3, connected: true })).data.data!;
  expect(linked.connections.find((c) => c.id === 3)?.connected).toBe(true);
});
