import type { ComponentType } from 'react';
import { Badge, Button, Segmented, Select, Space, Typography } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { CompanyUser } from '@phonesheet/shared/contracts';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { PageTitle } from '@phonesheet/shared/ui';
import { callsActions as A, selectPhonesheet } from '../store/calls-slice';
import { OfflineBadge } from '../offline/OfflineBadge';
import type { Density } from './row-layout';
import { exportLimit } from '../../../kit/plan-limit';

/** The sheet's title: today's date, whether it is live, and the offline queue. */
export function SheetTitle({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const state = useAppSelector(selectPhonesheet);
  return (
    <Space wrap>
      <PageTitle style={{ margin: 0 }}>{t('phonesheet.sheet.title')}</PageTitle>
      {!compact && (
        <Typography.Text type="secondary">
          {intl.formatDate(new Date(), { weekday: 'long', day: 'numeric', month: 'long' })}
        </Typography.Text>
      )}
      {!state.offline && (
        <Badge
          status={state.live ? 'success' : 'default'}
          text={t(state.live ? 'phonesheet.sheet.live' : 'phonesheet.sheet.offline')}
          data-testid="live-badge"
        />
      )}
      <OfflineBadge offline={state.offline} waiting={state.waiting} />
    </Space>
  );
}

interface ToolbarProps {
  compact: boolean;
  /** The company's users still active: the desks to switch to. */
  activeUsers: CompanyUser[];
  /** At the toolbar's end (SheetParts.ToolbarEnd: the statuses editor). */
  End: ComponentType<{ iconOnly: boolean }>;
}

/** The sheet's toolbar: the desk shown, print, the CSV export and the rows' density. */
export function SheetToolbar({ compact, activeUsers, End }: ToolbarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPhonesheet);
  const desk = state.sheet.desk;
  const deskOptions = [
    { value: '', label: t('phonesheet.sheet.allDesks') },
    { value: 'mine', label: t('phonesheet.sheet.mine') },
    ...activeUsers.map((u) => ({ value: u._id, label: u.fullName })),
  ];
  const densityOptions = (['comfortable', 'compact'] as const).map((d) => ({
    value: d,
    label: t(`phonesheet.density.${d}`),
  }));
  return (
    <Space wrap>
      <Select
        style={{ minWidth: 160 }}
        aria-label={t('phonesheet.sheet.desk')}
        value={desk ?? ''}
        options={deskOptions}
        onChange={(v) => dispatch(A.sheetRequested({ desk: v || null }))}
        data-testid="desk-switcher"
      />
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {compact ? null : t('phonesheet.sheet.print')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        onClick={() =>
          dispatch(
            state.plan && !state.plan.csvExport
              ? // Not part of the plan: the click explains why and offers the upgrade.
                A.planLimitMet(exportLimit(state.plan))
              : A.exportRequested({
                  params: {
                    from: state.sheet.from,
                    to: state.sheet.to,
                    deskUserId: desk ?? undefined,
                  },
                }),
          )
        }
        data-testid="sheet-export-csv"
      >
        {compact ? null : t('phonesheet.sheet.exportCsv')}
      </Button>
      {/* Row density (as Gmail's), kept per user on the server. A phone's cards have one. */}
      {!compact && (
        <Segmented<Density>
          aria-label={t('phonesheet.density.label')}
          data-testid="sheet-density"
          value={state.density}
          options={densityOptions}
          onChange={(d) => dispatch(A.densityChanged(d))}
        />
      )}
      <End iconOnly={compact} />
    </Space>
  );
}
