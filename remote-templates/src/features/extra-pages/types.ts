/** The extra pages' sample records (mock data, not product data). */

export interface FaqItem {
  id: number;
  category: 'general' | 'account' | 'billing' | 'calls';
  question: string;
  answer: string;
}

export interface KbArticle {
  id: number;
  category: 'gettingStarted' | 'phoneSheets' | 'billing' | 'troubleshooting';
  title: string;
  summary: string;
  readMinutes: number;
}

export interface BlogPostSummary {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  tags: string[];
  readMinutes: number;
}

export interface BlogPost extends BlogPostSummary {
  body: string[];
}

export type PortfolioCategory = 'web' | 'mobile' | 'branding' | 'marketing';

export interface PortfolioItem {
  id: number;
  title: string;
  client: string;
  category: PortfolioCategory;
  year: number;
  /** A theme colour token name for the cover (no image leaves the bundle). */
  cover: 'colorPrimary' | 'colorSuccess' | 'colorWarning' | 'colorError' | 'colorInfo';
}

export interface PricingPlan {
  id: 'starter' | 'team' | 'business';
  name: string;
  /** Per month, in US dollars. */
  monthly: number;
  /** Per year, in US dollars (two months free). */
  yearly: number;
  features: PricingFeature[];
  popular: boolean;
}

/**
 * A plan's feature, named by id so that the page words it in the user's language; `count`
 * (users, calls a month) is absent when unlimited.
 */
export interface PricingFeature {
  id: 'users' | 'calls' | 'callNotes' | 'sharedSheets' | 'fullHistory' | 'emailSupport' | 'phoneSupport';
  count?: number;
}

export interface TimelineEvent {
  id: number;
  date: string;
  title: string;
  text: string;
  kind: 'release' | 'milestone' | 'event' | 'incident';
}

export interface TeamMember {
  id: number;
  name: string;
  role: string;
}

export interface PersonalInfo {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

export interface Information {
  bio: string;
  birthday: string;
  website: string;
  phone: string;
  country: string;
}

export interface SocialLinks {
  twitter: string;
  facebook: string;
  linkedin: string;
  github: string;
}

export type NotificationKey = 'newCall' | 'missedCall' | 'weeklyReport' | 'productNews' | 'mentions';

export interface Connection {
  id: number;
  name: string;
  title: string;
  connected: boolean;
}

export interface Activity {
  id: number;
  date: string;
  text: string;
}

export interface Account {
  personal: PersonalInfo;
  information: Information;
  social: SocialLinks;
  notifications: Record<NotificationKey, boolean>;
  connections: Connection[];
  activity: Activity[];
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  retypeNewPassword: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/**
 * The answer of every form of the area, always with status 200: `ok` false carries the server's
 * message, which the page shows as it is (a refused password change says why).
 */
export interface FormAnswer<T = undefined> {
  ok: boolean;
  message: string;
  data?: T;
}
