import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { ErrorPage } from './ErrorPage';

/** What a crashed screen shows (the generic error screen). */
export function GenericError() {
  return (
    <ErrorPage
      status="error"
      titleId="host.errors.generic.title"
      textId="host.errors.generic.text"
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          <FormattedMessage id="host.errors.generic.reload" />
        </Button>
      }
    />
  );
}
