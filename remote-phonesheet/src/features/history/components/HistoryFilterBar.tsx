import { Button, DatePicker, Flex, Input, Select, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@phonesheet/shared';
import { selectSheetShared } from '../../../kit/store/sheet-state';
import { statusLabel } from '../../../kit/status-label';
import { outsideHistoryWindow } from '../history-window';
import type { HistorySearch } from '../use-history-search';

/** The history's filters: a day with the days before and after it, words, and five lists. */
export function HistoryFilterBar({ search }: { search: HistorySearch }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { statuses, users, plan } = useAppSelector(selectSheetShared);
  const { query: q, day, text, setText, run, pickDay, searchText } = search;
  // Previous day points backwards in the reading direction.
  const rtl = intl.locale.startsWith('ar');
  const PrevIcon = rtl ? RightOutlined : LeftOutlined;
  const NextIcon = rtl ? LeftOutlined : RightOutlined;
  // Days before the plan's history window are not offered (the server would answer 402).
  const outsideWindow = (d: Dayjs) => outsideHistoryWindow(d, plan?.historyDays ?? null);
  const userOptions = users.map((u) => ({ value: u._id, label: u.fullName }));

  return (
    <Flex wrap gap={8} style={{ marginBottom: 12 }}>
      <Space.Compact>
        <Button
          aria-label={t('phonesheet.history.prevDay')}
          icon={<PrevIcon />}
          disabled={outsideWindow((day ?? dayjs()).subtract(1, 'day'))}
          onClick={() => pickDay((day ?? dayjs()).subtract(1, 'day'))}
          data-testid="history-prev-day"
        />
        <DatePicker
          value={day}
          onChange={pickDay}
          disabledDate={outsideWindow}
          allowClear
          placeholder={t('phonesheet.history.allDays')}
          aria-label={t('phonesheet.history.day')}
        />
        <Button
          aria-label={t('phonesheet.history.nextDay')}
          icon={<NextIcon />}
          onClick={() => pickDay((day ?? dayjs()).add(1, 'day'))}
        />
      </Space.Compact>
      <Input.Search
        style={{ flex: '1 1 220px' }}
        allowClear
        data-testid="history-search"
        placeholder={t('phonesheet.history.searchPlaceholder')}
        aria-label={t('phonesheet.history.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={searchText}
      />
      {/* Each filter is named (a placeholder is no name once a value is chosen). */}
      <Select
        allowClear
        style={{ width: 130 }}
        placeholder={t('phonesheet.field.direction')}
        aria-label={t('phonesheet.field.direction')}
        value={q.direction}
        onChange={(v) => run({ direction: v })}
        options={['in', 'out'].map((d) => ({ value: d, label: t(`phonesheet.direction.${d}`) }))}
      />
      <Select
        allowClear
        style={{ width: 150 }}
        placeholder={t('phonesheet.field.status')}
        aria-label={t('phonesheet.field.status')}
        value={q.statusId}
        onChange={(v) => run({ statusId: v })}
        options={statuses.map((s) => ({ value: s.id, label: statusLabel(s, intl) }))}
      />
      <Select
        allowClear
        style={{ width: 130 }}
        placeholder={t('phonesheet.field.priority')}
        aria-label={t('phonesheet.field.priority')}
        value={q.priority}
        onChange={(v) => run({ priority: v })}
        options={['asap', 'today', 'whenever'].map((p) => ({
          value: p,
          label: t(`phonesheet.priority.${p}`),
        }))}
      />
      <Select
        allowClear
        style={{ width: 150 }}
        placeholder={t('phonesheet.field.desk')}
        aria-label={t('phonesheet.field.desk')}
        value={q.deskUserId}
        onChange={(v) => run({ deskUserId: v })}
        options={userOptions}
      />
      <Select
        allowClear
        style={{ width: 150 }}
        placeholder={t('phonesheet.history.loggedBy')}
        aria-label={t('phonesheet.history.loggedBy')}
        value={q.loggedBy}
        onChange={(v) => run({ loggedBy: v })}
        options={userOptions}
      />
    </Flex>
  );
}
