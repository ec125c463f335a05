import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, List, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { directionOf, useAppSelector } from '@phonesheet/shared';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { topbarBadgeOffset } from './badge-offset';
import type { DemoItem } from './demo-items';

export interface DemoItemsWidgetProps {
  icon: ReactNode;
  titleId: string;
  items: DemoItem[];
  /** Real items above the demo ones (the follow-up reminders), and how many they are. */
  renderBefore?: (close: () => void) => ReactNode;
  beforeCount?: number;
}

/** How many items the drawer lists before View All. */
export const FIRST_SHOWN = 5;

/** A badge button opening a drawer of the newest items; View All lists every one. */
export function DemoItemsWidget({
  icon,
  titleId,
  items,
  renderBefore,
  beforeCount = 0,
}: DemoItemsWidgetProps) {
  const intl = useIntl();
  const locale = useAppSelector((s) => s.settings.locale);
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // View All goes away once pressed: the focus it had would fall to the page, out of the
  // drawer, and Escape (heard by the drawer) would no longer close it. The list takes it.
  useEffect(() => {
    if (all) list.current?.focus({ preventScroll: true });
  }, [all]);
  const shown = all ? items : items.slice(0, FIRST_SHOWN);
  const close = () => {
    setOpen(false);
    setAll(false);
  };
  const title = intl.formatMessage({ id: titleId });

  return (
    <>
      <Badge
        count={items.length + beforeCount}
        size="small"
        offset={topbarBadgeOffset(directionOf(locale) === 'rtl')}
      >
        <Button type="text" shape="circle" icon={icon} aria-label={title} onClick={() => setOpen(true)} />
      </Badge>
      <Drawer
        title={`${title} (${items.length + beforeCount})`}
        placement={directionOf(locale) === 'rtl' ? 'left' : 'right'}
        open={open}
        onClose={close}
        width={360}
        footer={
          !all && items.length > FIRST_SHOWN ? (
            <Button type="primary" block onClick={() => setAll(true)}>
              <FormattedMessage id="host.topbar.viewAll" />
            </Button>
          ) : null
        }
      >
        <div ref={list} tabIndex={-1} data-testid="drawer-items" style={{ outline: 'none' }}>
          {renderBefore?.(close)}
          {/* Said plainly: these people are the template's, not the company's. */}
          <Typography.Paragraph type="secondary" data-testid="demo-notice">
            <FormattedMessage id="host.demo.notice" />
          </Typography.Paragraph>
          <List
            itemLayout="horizontal"
            dataSource={shown}
            renderItem={(item) => (
              <List.Item key={item.id}>
                <List.Item.Meta
                  avatar={<InitialsAvatar name={item.name} />}
                  title={item.name}
                  description={
                    <Typography.Text type="secondary">
                      {item.messageId ? <FormattedMessage id={item.messageId} /> : item.text}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        </div>
      </Drawer>
    </>
  );
}
