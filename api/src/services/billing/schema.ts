import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

// Row types of migrations/002_billing.sql (kept here so billing stays one self-contained piece).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;

export interface PlansTable {
  id: string;
  name: string;
  unit_amount: number;
  currency: Generated<string>;
  billing_interval: Generated<'month' | 'year'>;
  seat_limit: number | null;
  desk_limit: number | null;
  history_days: number | null;
  csv_export: Generated<boolean>;
  sort_order: Generated<number>;
  active: Generated<boolean>;
  stripe_price_id: string | null;
}

export interface CompanySubscriptionsTable {
  company_id: string;
  plan_id: string;
  status: 'active' | 'past_due' | 'canceled';
  gateway: 'sandbox' | 'stripe' | null;
  customer_id: string | null;
  gateway_subscription_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  current_period_start: NullableTimestamp;
  current_period_end: NullableTimestamp;
  cancel_at_period_end: Generated<boolean>;
  cancelled_at: NullableTimestamp;
  past_due_since: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BillingCustomersTable {
  company_id: string;
  gateway: string;
  customer_id: string;
}

export interface BillingRequestsTable {
  key: string;
  company_id: string;
  request_hash: string;
  state: 'pending' | 'done';
  status_code: number | null;
  response: Json | null;
  created_at: Generated<Date>;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  company_id: string | null;
  received_at: Generated<Date>;
}

export interface SandboxCustomersTable {
  id: string;
  company_id: string;
  email: string;
  name: string;
  default_payment_method: string | null;
  /** What the customer is owed in cents (Stripe's customer balance), taken off the next charges. */
  credit_balance: Generated<number>;
  created_at: Generated<Date>;
}

export interface SandboxSetupIntentsTable {
  id: string;
  customer_id: string;
  client_secret_hash: string;
  status: 'requires_payment_method' | 'succeeded';
  payment_method_id: string | null;
  created_at: Generated<Date>;
}

export type SandboxBehaviour = 'succeed' | 'insufficient_funds' | 'decline_charges';

export interface SandboxPaymentMethodsTable {
  id: string;
  customer_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: SandboxBehaviour;
  created_at: Generated<Date>;
}

export interface SandboxSubscriptionsTable {
  id: string;
  customer_id: string;
  plan_id: string;
  nickname: string;
  amount: number;
  billing_interval: 'month' | 'year';
  status: 'active' | 'past_due' | 'canceled';
  default_payment_method: string;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: Generated<boolean>;
  canceled_at: NullableTimestamp;
  failed_attempts: Generated<number>;
  next_retry_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface SandboxChargesTable {
  id: string;
  customer_id: string;
  subscription_id: string | null;
  amount: number;
  payment_method_id: string;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  /** migrations/013: the charge's key; a second charge with it replays the first. */
  idempotency_key: string | null;
  created_at: Generated<Date>;
}

export interface SandboxIdempotencyTable {
  key: string;
  result: Json;
  created_at: Generated<Date>;
}

export type BillingTables = {
  plans: PlansTable;
  company_subscriptions: CompanySubscriptionsTable;
  billing_customers: BillingCustomersTable;
  billing_requests: BillingRequestsTable;
  billing_events: BillingEventsTable;
  sandbox_customers: SandboxCustomersTable;
  sandbox_setup_intents: SandboxSetupIntentsTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_subscriptions: SandboxSubscriptionsTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_idempotency: SandboxIdempotencyTable;
};

export type BillingDB = DB & BillingTables;
export type BillingQ = Kysely<BillingDB> | Transaction<BillingDB>;

/** The app's Kysely, typed with the billing tables too. */
export const billingDb = (db: Kysely<DB>): Kysely<BillingDB> => db.withTables<BillingTables>();
