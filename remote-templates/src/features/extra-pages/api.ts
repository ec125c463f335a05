import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createPagesDb } from './data/pages-db';
import { registerExtraPagesHandlers } from './mock/handlers';
import type {
  Account,
  BlogPost,
  BlogPostSummary,
  ContactMessage,
  FaqItem,
  FormAnswer,
  Information,
  KbArticle,
  NotificationKey,
  PasswordChange,
  PortfolioItem,
  PricingPlan,
  SocialLinks,
  TeamMember,
  TimelineEvent,
} from './types';

function ensureMock(): void {
  registerMockApp('extraPages', (mock) => registerExtraPagesHandlers(mock, createPagesDb()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

export const extraPagesApi = {
  faq: (search: string) => client().get<FaqItem[]>('/api/pages/faq', { params: { search } }),
  knowledgeBase: (search: string) =>
    client().get<KbArticle[]>('/api/pages/knowledge-base', { params: { search } }),
  blog: () => client().get<BlogPostSummary[]>('/api/pages/blog'),
  post: (id: string) => client().get<BlogPost | null>(`/api/pages/blog/${encodeURIComponent(id)}`),
  portfolio: () => client().get<PortfolioItem[]>('/api/pages/portfolio'),
  pricing: () => client().get<PricingPlan[]>('/api/pages/pricing'),
  timeline: () => client().get<TimelineEvent[]>('/api/pages/timeline'),
  team: () => client().get<TeamMember[]>('/api/pages/team'),
  account: () => client().get<Account>('/api/account'),
  contactUs: (body: ContactMessage) => client().post<FormAnswer>('/api/pages/contact-us', body),
  newsletter: (body: { email: string }) => client().post<FormAnswer>('/api/pages/newsletter', body),
  personal: (body: { firstName: string; lastName: string }) =>
    client().put<FormAnswer<Account>>('/api/account/personal', body),
  password: (body: PasswordChange) => client().put<FormAnswer>('/api/account/password', body),
  information: (body: Information) => client().put<FormAnswer<Account>>('/api/account/information', body),
  social: (body: SocialLinks) => client().put<FormAnswer<Account>>('/api/account/social', body),
  notifications: (body: Record<NotificationKey, boolean>) =>
    client().put<FormAnswer<Account>>('/api/account/notifications', body),
  connection: (body: { id: number; connected: boolean }) =>
    client().put<FormAnswer<Account>>('/api/account/connection', body),
};
