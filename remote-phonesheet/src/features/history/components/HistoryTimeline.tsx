import { Drawer, List, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { historyActions as A, selectHistory } from '../store/history-slice';
import { selectSheetShared } from '../../../kit/store/sheet-state';
import { StatusTag } from './StatusTag';

/** A contact's calls, newest first, in a drawer: what a name in the table opens. */
export function HistoryTimeline() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const dispatch = useAppDispatch();
  const timeline = useAppSelector(selectHistory).timeline;
  const { statuses, plan } = useAppSelector(selectSheetShared);
  const historyDays = plan?.historyDays ?? null;
  return (
    <Drawer
      open={!!timeline}
      onClose={() => dispatch(A.timelineClosed())}
      title={t('phonesheet.history.timeline', { name: timeline?.title ?? '' })}
      width={420}
    >
      {historyDays !== null && (
        <Typography.Paragraph type="secondary" data-testid="timeline-window">
          {t('phonesheet.history.timelineWindow', { days: historyDays })}
        </Typography.Paragraph>
      )}
      <List
        loading={timeline?.loading}
        dataSource={timeline?.calls ?? []}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta
              title={`${intl.formatDate(c.occurredAt, { dateStyle: 'medium', timeStyle: 'short' })} · ${t(`phonesheet.direction.${c.direction}`)}`}
              description={
                <>
                  <StatusTag statusId={c.statusId} statuses={statuses} /> <bdi>{c.notes}</bdi>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
