import type { ColumnType, Generated } from 'kysely';
import type { PsDB } from '../phonesheet/db';

// Row types of migrations/031_call_forwarding.sql's tables.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ForwardDB = PsDB & {
  call_mail_settings: {
    user_id: string;
    company_id: string;
    enabled: boolean;
    quiet_start: string | null;
    quiet_end: string | null;
    updated_at: Timestamp;
  };
  chat_webhooks: {
    id: string;
    company_id: string;
    desk_user_id: string | null;
    kind: 'slack' | 'teams';
    url: string;
    last_sent_at: NullableTimestamp;
    last_failure_at: NullableTimestamp;
    last_failure: string | null;
    created_at: Generated<Date>;
  };
  call_forwards: {
    id: Generated<string>;
    company_id: string;
    call_id: string;
    user_id: string | null;
    webhook_id: string | null;
    call: unknown;
    attempts: Generated<number>;
    next_attempt_at: Timestamp;
    last_error: string | null;
    created_at: Generated<Date>;
  };
  digest_settings: { user_id: string; locale: string };
};
