import dayjs from 'dayjs';
import { DatePicker, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@phonesheet/shared';
import type { Call } from '@phonesheet/shared/contracts';
import { sheetActions } from '../../../kit/store/sheet-state';

/**
 * A call's follow-up time, in the call drawer: set, moved or cleared (everyone with the sheet
 * open for that desk is reminded at that time; docs/phone-sheet.md, "Follow-up reminders").
 */
export function FollowUpField({ call }: { call: Call }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const label = intl.formatMessage({ id: 'phonesheet.field.followUpAt' });
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <Typography.Text strong>
        <label htmlFor={`follow-up-${call.id}`}>{label}</label>
      </Typography.Text>
      <DatePicker
        id={`follow-up-${call.id}`}
        showTime={{ format: 'HH:mm', minuteStep: 5 }}
        format="YYYY-MM-DD HH:mm"
        needConfirm
        value={call.followUpAt ? dayjs(call.followUpAt) : null}
        placeholder={intl.formatMessage({ id: 'phonesheet.reminder.pick' })}
        onChange={(value) =>
          dispatch(
            sheetActions.updateRequested({
              call,
              changes: { followUpAt: value ? value.second(0).millisecond(0).toISOString() : null },
            }),
          )
        }
        data-testid="follow-up-picker"
      />
    </Flex>
  );
}
