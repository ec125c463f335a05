import { useIntl } from 'react-intl';
import { usePlainPalette } from '../components/plain/palette';
import { PLAIN, usePlainStyles } from '../components/plain/plain-styles';

/** While a page's code loads: a spinner drawn without antd (it shows before antd has loaded). */
export function PageLoader() {
  usePlainStyles();
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage({ id: 'host.common.loading' })}
      style={{
        ...usePlainPalette(),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: 240,
        width: '100%',
      }}
    >
      <span className={PLAIN.spinner} />
    </div>
  );
}
