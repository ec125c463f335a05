import { useMemo, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Empty, Flex, Result, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import type { LoadState } from '../store/calls-state';
import { LightRows } from './CallRowLight';
import { PrintTable, type SheetRow } from './PrintTable';
import { VirtualList, type VirtualListHandle } from './VirtualList';

const rowKey = (r: SheetRow) => r.call.id;

interface Props {
  rows: SheetRow[];
  rolledOverCount: number;
  statuses: CallStatus[];
  load: LoadState;
  error: string | null;
  onRetry(): void;
  /** Measures the list's width (`useSheetLayout`), and the style that shares it in columns. */
  listBox(el: HTMLDivElement | null): void;
  listStyle: CSSProperties;
  rowHeight: number;
  listHeight: number;
  renderRow(r: SheetRow, index: number, settled: boolean, engaged: boolean): ReactNode;
  rowLabel(r: SheetRow): string;
  onRowKeyDown(event: KeyboardEvent<HTMLElement>, index: number, row: HTMLElement): void;
  list: RefObject<VirtualListHandle>;
  touchScreen: boolean;
  background: string;
  printing: boolean;
}

/** The sheet's calls: loading, failed, empty, or the list (and the printed table while printing). */
export function SheetBody(props: Props) {
  const { rows, statuses, load, rowHeight, listHeight, renderRow, rowLabel, touchScreen } = props;
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const statusColors = useMemo(() => statuses.map((s) => s.color), [statuses]);
  return (
    <>
      {load === 'loading' && rows.length === 0 && <Skeleton active paragraph={{ rows: 6 }} />}
      {load === 'error' && (
        <Result
          status="warning"
          title={t('phonesheet.sheet.loadFailed')}
          subTitle={props.error}
          extra={
            <Button icon={<ReloadOutlined />} onClick={props.onRetry}>
              {t('phonesheet.common.retry')}
            </Button>
          }
        />
      )}
      {load === 'ready' && rows.length === 0 && (
        <Empty description={t('phonesheet.sheet.empty')} data-testid="sheet-empty" />
      )}
      {rows.length > 0 && (
        <>
          {props.rolledOverCount > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 8 }}
              message={t('phonesheet.sheet.rolledOver', { count: props.rolledOverCount })}
            />
          )}
          <Flex vertical className="ps-screen-list" ref={props.listBox} style={props.listStyle}>
            <LightRows colors={statusColors}>
              <VirtualList
                items={rows}
                rowHeight={rowHeight}
                height={listHeight}
                ariaLabel={t('phonesheet.sheet.title')}
                itemKey={rowKey}
                renderRow={renderRow}
                rowLabel={rowLabel}
                onRowKeyDown={props.onRowKeyDown}
                handle={props.list}
                rowClassName="ps-row"
                keepShownStill={touchScreen}
                background={props.background}
              />
            </LightRows>
          </Flex>
          {props.printing && <PrintTable rows={rows} statuses={statuses} />}
        </>
      )}
    </>
  );
}
