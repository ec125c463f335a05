import { Card, Result, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

/**
 * What a signed-in user sees on a phone-sheet screen before that screen's release: the
 * screen's name and an honest line about what is coming, never fake data.
 */
export function UpcomingPanel({ titleId, textId }: { titleId: string; textId: string }) {
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        <FormattedMessage id={titleId} />
      </Typography.Title>
      <Result status="info" subTitle={<FormattedMessage id={textId} />} />
    </Card>
  );
}
