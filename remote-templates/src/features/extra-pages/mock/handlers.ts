import type MockAdapter from 'axios-mock-adapter';
import { bodyOf, ok, paramsOf } from '../../../mock/mock-backend';
import type { PagesDb } from '../data/pages-db';
import type {
  Account,
  BlogPostSummary,
  ContactMessage,
  FormAnswer,
  Information,
  NotificationKey,
  PasswordChange,
  PersonalInfo,
  SocialLinks,
} from '../types';
import {
  contactProblems,
  emailRule,
  informationProblems,
  passwordProblems,
  personalProblem,
  socialProblems,
} from '../validation';

/** Message ids the mock answers, translated on screen ("Updated Successfully", the thanks, the refusals). */
export const ANSWERS = {
  updated: 'templates.extraPages.answer.updated',
  wrongPassword: 'templates.extraPages.answer.wrongPassword',
  samePassword: 'templates.extraPages.answer.samePassword',
  newsletterThanks: 'templates.extraPages.answer.newsletterThanks',
  newsletterAlready: 'templates.extraPages.answer.newsletterAlready',
  contactThanks: 'templates.extraPages.answer.contactThanks',
} as const;

/** Case-insensitive match of every word of `search` in one of `fields`. */
export function matchesSearch(search: unknown, ...fields: string[]): boolean {
  const words = String(search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const haystack = fields.join(' ').toLowerCase();
  return words.every((w) => haystack.includes(w));
}

const refused = (message: string): FormAnswer => ({ ok: false, message });
const done = <T>(message: string, data?: T): FormAnswer<T> => ({ ok: true, message, data });

/** The extra pages' endpoints (docs/templates.md "Extra pages"). */
export function registerExtraPagesHandlers(mock: MockAdapter, db: PagesDb): void {
  mock.onGet('/api/pages/faq').reply((config) => {
    const { search } = paramsOf<{ search?: string }>(config);
    return ok(db.faq.filter((f) => matchesSearch(search, f.question, f.answer)));
  });

  mock.onGet('/api/pages/knowledge-base').reply((config) => {
    const { search } = paramsOf<{ search?: string }>(config);
    return ok(db.kb.filter((a) => matchesSearch(search, a.title, a.summary)));
  });

  mock
    .onGet('/api/pages/blog')
    .reply(() => ok(db.blog.map(({ body: _body, ...summary }): BlogPostSummary => summary)));

  mock.onGet(/^\/api\/pages\/blog\/[^/]+$/).reply((config) => {
    const id = Number(config.url!.split('/').pop());
    return ok(db.blog.find((p) => p.id === id) ?? null);
  });

  mock.onGet('/api/pages/portfolio').reply(() => ok(db.portfolio));
  mock.onGet('/api/pages/pricing').reply(() => ok(db.pricing));
  mock.onGet('/api/pages/timeline').reply(() => ok(db.timeline));
  mock.onGet('/api/pages/team').reply(() => ok(db.team));

  mock.onPost('/api/pages/contact-us').reply((config) => {
    const body = bodyOf<ContactMessage>(config);
    const problems = contactProblems(body);
    if (problems.length) return ok(refused(problems[0]));
    db.messages.push({ name: body.name.trim(), email: body.email.trim(), message: body.message.trim() });
    return ok(done(ANSWERS.contactThanks));
  });

  mock.onPost('/api/pages/newsletter').reply((config) => {
    const { email } = bodyOf<{ email?: string }>(config);
    const problem = emailRule(email);
    if (problem) return ok(refused(problem));
    const address = email!.trim().toLowerCase();
    if (db.newsletter.includes(address)) return ok(refused(ANSWERS.newsletterAlready));
    db.newsletter.push(address);
    return ok(done(ANSWERS.newsletterThanks));
  });

  mock.onGet('/api/account').reply(() => ok(db.account));

  mock.onPut('/api/account/personal').reply((config) => {
    const body = bodyOf<Partial<PersonalInfo>>(config);
    const problem = personalProblem(body, db.account.personal);
    if (problem) return ok(refused(problem));
    // The e-mail and company stay read-only.
    db.account.personal = {
      ...db.account.personal,
      firstName: body.firstName!.trim(),
      lastName: body.lastName!.trim(),
    };
    return ok(done<Account>(ANSWERS.updated, db.account));
  });

  mock.onPut('/api/account/password').reply((config) => {
    const body = bodyOf<Partial<PasswordChange>>(config);
    const problems = passwordProblems(body);
    if (problems.length) return ok(refused(problems[0]));
    if (body.oldPassword !== db.password) return ok(refused(ANSWERS.wrongPassword));
    if (body.newPassword === db.password) return ok(refused(ANSWERS.samePassword));
    db.password = body.newPassword!;
    return ok(done(ANSWERS.updated));
  });

  mock.onPut('/api/account/information').reply((config) => {
    const body = bodyOf<Partial<Information>>(config);
    const problems = informationProblems(body);
    if (problems.length) return ok(refused(problems[0]));
    const clean = Object.fromEntries(
      (Object.keys(db.account.information) as (keyof Information)[]).map((k) => [
        k,
        String(body[k] ?? '').trim(),
      ]),
    ) as unknown as Information;
    db.account.information = clean;
    return ok(done<Account>(ANSWERS.updated, db.account));
  });

  mock.onPut('/api/account/social').reply((config) => {
    const body = bodyOf<Partial<SocialLinks>>(config);
    const problems = socialProblems(body);
    if (problems.length) return ok(refused(problems[0]));
    const clean = Object.fromEntries(
      (Object.keys(db.account.social) as (keyof SocialLinks)[]).map((k) => [k, String(body[k] ?? '').trim()]),
    ) as unknown as SocialLinks;
    db.account.social = clean;
    return ok(done<Account>(ANSWERS.updated, db.account));
  });

  mock.onPut('/api/account/notifications').reply((config) => {
    const body = bodyOf<Partial<Record<NotificationKey, unknown>>>(config);
    const current = db.account.notifications;
    db.account.notifications = Object.fromEntries(
      (Object.keys(current) as NotificationKey[]).map((k) => [
        k,
        typeof body[k] === 'boolean' ? body[k] : current[k],
      ]),
    ) as Record<NotificationKey, boolean>;
    return ok(done<Account>(ANSWERS.updated, db.account));
  });

  mock.onPut('/api/account/connection').reply((config) => {
    const { id, connected } = bodyOf<{ id?: number; connected?: boolean }>(config);
    db.account.connections = db.account.connections.map((c) =>
      c.id === id ? { ...c, connected: connected === true } : c,
    );
    return ok(done<Account>(ANSWERS.updated, db.account));
  });
}
