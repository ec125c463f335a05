import { createSlice, useAppSelector, type PayloadAction } from '@phonesheet/shared';
import type {
  Account,
  BlogPost,
  BlogPostSummary,
  FaqItem,
  KbArticle,
  PortfolioItem,
  PricingPlan,
  TeamMember,
  TimelineEvent,
} from '../types';

/** What each GET answers; `post` is asked by id, `faq` and `kb` by search text. */
export interface ResourceMap {
  faq: FaqItem[];
  kb: KbArticle[];
  blog: BlogPostSummary[];
  post: BlogPost | null;
  portfolio: PortfolioItem[];
  pricing: PricingPlan[];
  timeline: TimelineEvent[];
  team: TeamMember[];
  account: Account;
}
export type Resource = keyof ResourceMap;

export interface Loaded<R extends Resource> {
  /** The query the data answers ('' when the resource takes none). */
  query: string;
  data: ResourceMap[R] | undefined;
  /** The last query asked; an older answer arriving late is dropped. */
  asked: string;
}

export type FormName =
  | 'contactUs'
  | 'newsletter'
  | 'personal'
  | 'password'
  | 'information'
  | 'social'
  | 'notifications'
  | 'connection';

export interface FormState {
  sending: boolean;
  /** Counts answers, so a page notices a new one even when it equals the last. */
  answers: number;
  ok: boolean | null;
  /** The answer's message id (the form's thank-you text, or the refusal). */
  message: string | null;
}

export type ExtraPagesState = {
  resources: { [R in Resource]?: Loaded<R> };
  forms: Partial<Record<FormName, FormState>>;
};

export const initialExtraPagesState: ExtraPagesState = { resources: {}, forms: {} };
export const idleForm: FormState = { sending: false, answers: 0, ok: null, message: null };

export interface Requested {
  resource: Resource;
  query?: string;
}

export interface Submitted {
  form: FormName;
  body: unknown;
}

const extraPagesSlice = createSlice({
  name: 'templatesExtraPages',
  initialState: initialExtraPagesState,
  reducers: {
    requested: (s, { payload: { resource, query = '' } }: PayloadAction<Requested>) => {
      const before = s.resources[resource];
      return {
        ...s,
        resources: {
          ...s.resources,
          [resource]: { query: before?.query ?? query, data: before?.data, asked: query },
        },
      };
    },
    loaded: (
      s,
      {
        payload: { resource, query, data },
      }: PayloadAction<{ resource: Resource; query: string; data: unknown }>,
    ) => {
      const before = s.resources[resource];
      if (before && before.asked !== query) return s;
      return { ...s, resources: { ...s.resources, [resource]: { query, data, asked: query } } };
    },
    submitted: (s, { payload: { form } }: PayloadAction<Submitted>) => ({
      ...s,
      forms: { ...s.forms, [form]: { ...(s.forms[form] ?? idleForm), sending: true } },
    }),
    answered: (
      s,
      {
        payload: { form, ok, message },
      }: PayloadAction<{ form: FormName; ok: boolean; message: string | null }>,
    ) => {
      const before = s.forms[form] ?? idleForm;
      return {
        ...s,
        forms: { ...s.forms, [form]: { sending: false, answers: before.answers + 1, ok, message } },
      };
    },
  },
});

export const extraPagesActions = extraPagesSlice.actions;
export const extraPagesReducer = extraPagesSlice.reducer;

type WithPages = { templatesExtraPages?: ExtraPagesState };
export const selectExtraPages = (state: WithPages) => state.templatesExtraPages ?? initialExtraPagesState;

/**
 * A resource's data when it answers `query` (the data of an older query stays on screen while
 * the new one loads, as LoadState expects), and whether it answers `query` exactly.
 */
export function useResource<R extends Resource>(resource: R, query = '') {
  const loaded = useAppSelector((s: WithPages) => selectExtraPages(s).resources[resource]) as
    Loaded<R> | undefined;
  return { data: loaded?.data, current: loaded?.query === query && loaded.data !== undefined };
}

export function useFormState(form: FormName): FormState {
  return useAppSelector((s: WithPages) => selectExtraPages(s).forms[form]) ?? idleForm;
}

export const fetchKeyOf = (resource: Resource) => `extraPages/${resource}`;
export const formKeyOf = (form: FormName) => `extraPages/form/${form}`;
