import { Flex, Tag, Typography, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useIntl, type IntlShape } from 'react-intl';
import { VISUALLY_HIDDEN } from '@phonesheet/shared';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import type { CallerContext as Context } from '../store/calls-slice';
import { statusLabel } from '../../../kit/status-label';
import { statusTagStyle } from '../../../kit/status-colors';

/** How many of the caller's last calls are shown (with every call still owed). */
export const LAST_CALLS = 3;
const WEEK_MS = 6 * 24 * 3600_000;

/** "Tuesday 10:32" within the week, else "3 Nov 10:32": how a receptionist says when. */
export function whenSaid(iso: string, intl: IntlShape, now = Date.now()): string {
  const at = new Date(iso);
  const day =
    now - at.getTime() < WEEK_MS
      ? intl.formatDate(at, { weekday: 'long' })
      : intl.formatDate(at, { day: 'numeric', month: 'short' });
  return `${day} ${intl.formatTime(at)}`;
}

/** The caller's calls still owed a call back (an incoming call in an open status), and the last ones. */
export function callerSummary(calls: Call[], statuses: CallStatus[]) {
  const open = new Set(statuses.filter((s) => s.open).map((s) => s.id));
  return {
    owed: calls.filter((c) => c.direction === 'in' && open.has(c.statusId)),
    last: calls.slice(0, LAST_CALLS),
  };
}

function CallLine({ call, statuses }: { call: Call; statuses: CallStatus[] }) {
  const intl = useIntl();
  const status = statuses.find((s) => s.id === call.statusId);
  const direction = intl.formatMessage({
    id: call.direction === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out',
  });
  return (
    <li data-testid="caller-call" data-call-id={call.id}>
      <Flex gap={8} align="baseline" wrap>
        <span aria-label={direction} role="img">
          {call.direction === 'in' ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
        </span>
        <Typography.Text strong>{whenSaid(call.occurredAt, intl)}</Typography.Text>
        {status && (
          <Tag color={status.color} style={statusTagStyle(status.color)}>
            {statusLabel(status, intl)}
          </Tag>
        )}
        {/* The whole note: what the caller rang about is the point of the panel. */}
        {call.notes && (
          <Typography.Text type="secondary" style={{ unicodeBidi: 'plaintext', overflowWrap: 'anywhere' }}>
            {call.notes}
          </Typography.Text>
        )}
      </Flex>
    </li>
  );
}

/**
 * Under the entry row, while a known caller's number or name is typed: their calls still owed
 * and their last three calls ("you called on Tuesday about the lease"). Said once by a polite
 * live region (the focus stays in the field being typed in); the panel is the next Tab stop
 * after the entry row, so it can be read by keyboard.
 */
export function CallerContext({ caller, statuses }: { caller: Context | null; statuses: CallStatus[] }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const calls = caller?.calls ?? [];
  const { owed, last } = callerSummary(calls, statuses);
  const name = calls.find((c) => c.contactName)?.contactName || calls[0]?.phoneDisplay || '';
  const said = calls.length
    ? t('phonesheet.caller.announce', { name, owed: owed.length, when: whenSaid(calls[0].occurredAt, intl) })
    : '';
  const list = { margin: 0, paddingInlineStart: 0, listStyle: 'none' };
  return (
    <>
      <div aria-live="polite" style={VISUALLY_HIDDEN} data-testid="caller-announcer">
        {said}
      </div>
      {calls.length > 0 && (
        <section
          tabIndex={0}
          aria-label={t('phonesheet.caller.panel', { name })}
          data-testid="caller-context"
          className="ps-no-print"
          style={{
            marginTop: 8,
            padding: '8px 12px',
            border: `1px solid ${token.colorInfoBorder}`,
            background: token.colorInfoBg,
            borderRadius: token.borderRadius,
          }}
        >
          <Flex gap={12} align="baseline" wrap>
            <Typography.Text strong>{t('phonesheet.caller.title', { name })}</Typography.Text>
            <Typography.Text type="secondary">
              {t('phonesheet.caller.count', { count: calls.length })}
            </Typography.Text>
          </Flex>
          {owed.length > 0 && (
            <div data-testid="caller-owed">
              <Typography.Text type="warning">
                {t('phonesheet.caller.owed', { count: owed.length })}
              </Typography.Text>
              <ul style={list}>
                {owed.map((c) => (
                  <CallLine key={c.id} call={c} statuses={statuses} />
                ))}
              </ul>
            </div>
          )}
          <div data-testid="caller-last">
            <Typography.Text type="secondary">{t('phonesheet.caller.last')}</Typography.Text>
            <ul style={list}>
              {last.map((c) => (
                <CallLine key={c.id} call={c} statuses={statuses} />
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
