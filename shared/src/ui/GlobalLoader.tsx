import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import { selectSessionStatus } from '../session/selectors';
import { useAppSelector } from '../store/hooks';
import { selectLoaderCount } from './ui-slice';

/** A full-page spinner while any loader is shown or the session is still loading. */
export function GlobalLoader() {
  const loaders = useAppSelector(selectLoaderCount);
  const sessionLoading = useAppSelector(selectSessionStatus) === 'loading';
  const intl = useIntl();
  if (loaders === 0 && !sessionLoading) return null;
  return (
    <Spin
      fullscreen
      spinning
      size="large"
      tip={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading...' })}
      data-testid="global-loader"
    />
  );
}
