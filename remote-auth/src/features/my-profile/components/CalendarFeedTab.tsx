import { useCallback, useEffect, useState } from 'react';
import { CalendarOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { buildUrl, errorMessage, uiActions, useAppDispatch } from '@phonesheet/shared';
import { myProfileApi } from '../api';
import { CopyField } from './CopyField';
import { SettingsTabCard, type TabLoad } from './SettingsTabCard';

const INPUT_ID = 'calendar-feed-url';

/** The feed's full address: the API's base (relative or absolute) resolved against the page. */
export function feedUrl(path: string): string {
  return new URL(buildUrl(path), window.location.href).toString();
}

type Load = TabLoad<{ url: string }>;

/** My Account's "Calendar feed" card: the private feed link, how to subscribe, and rotating it. */
export function CalendarFeedTab() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [rotating, setRotating] = useState(false);
  const [rotateError, setRotateError] = useState<string | null>(null);

  const fetchLink = useCallback(() => {
    setLoad({ state: 'loading' });
    myProfileApi
      .calendarFeed()
      .then((answer) => setLoad({ state: 'ready', url: feedUrl(answer.data.data.path) }))
      .catch((error: unknown) => setLoad({ state: 'error', message: errorMessage(error) }));
  }, []);
  useEffect(fetchLink, [fetchLink]);

  const rotate = async () => {
    setRotating(true);
    setRotateError(null);
    try {
      const answer = await myProfileApi.rotateCalendarFeed();
      setLoad({ state: 'ready', url: feedUrl(answer.data.data.path) });
      dispatch(
        uiActions.toast({
          kind: 'success',
          messageId: 'auth.profile.calendar.rotated',
          text: t('auth.profile.calendar.rotated'),
        }),
      );
    } catch (error) {
      setRotateError(errorMessage(error));
    } finally {
      setRotating(false);
    }
  };

  return (
    <SettingsTabCard
      icon={<CalendarOutlined />}
      titleId="auth.profile.tab.calendar"
      introId="auth.profile.calendar.intro"
      maxWidth={640}
      testId="calendar-feed"
      load={load}
      skeletonRows={2}
      onRetry={fetchLink}
    >
      {load.state === 'ready' && (
        <Flex vertical gap={16}>
          {/* A new link starts without the last one's "copied". */}
          <CopyField
            key={load.url}
            id={INPUT_ID}
            label={<FormattedMessage id="auth.profile.calendar.url" />}
            value={load.url}
            copyId="auth.profile.calendar.copy"
            copiedId="auth.profile.calendar.copied"
            copyFailedId="auth.profile.calendar.copyFailed"
          />
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>
              <FormattedMessage id="auth.profile.calendar.help.google" />
            </li>
            <li>
              <FormattedMessage id="auth.profile.calendar.help.outlook" />
            </li>
            <li>
              <FormattedMessage id="auth.profile.calendar.help.apple" />
            </li>
          </ul>
          <Typography.Text type="secondary">
            <FormattedMessage id="auth.profile.calendar.private" />
          </Typography.Text>
          {rotateError && <Alert type="error" showIcon message={rotateError} />}
          <div>
            <Popconfirm
              title={t('auth.profile.calendar.rotateTitle')}
              description={t('auth.profile.calendar.rotateConfirm')}
              okText={t('auth.profile.calendar.rotateOk')}
              cancelText={t('auth.profile.calendar.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={rotate}
            >
              <Button icon={<ReloadOutlined />} loading={rotating}>
                <FormattedMessage id="auth.profile.calendar.rotate" />
              </Button>
            </Popconfirm>
          </div>
        </Flex>
      )}
    </SettingsTabCard>
  );
}
