import { useIntl } from 'react-intl';
import { usePageLoaderTurn } from './loader-turn';
import { usePlainPalette, PLAIN, usePlainStyles } from '@phonesheet/shared/plain';

/**
 * While a page's code loads: a spinner drawn without antd (it shows before antd has loaded).
 * Only one loader draws at a time (loader-turn.ts); the others keep the room, empty.
 */
export function PageLoader() {
  usePlainStyles();
  const intl = useIntl();
  const drawn = usePageLoaderTurn();
  return (
    <div
      {...(drawn
        ? { role: 'status', 'aria-label': intl.formatMessage({ id: 'host.common.loading' }) }
        : { 'aria-hidden': true })}
      data-testid={drawn ? 'page-loader' : undefined}
      style={{
        ...usePlainPalette(),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: 240,
        width: '100%',
      }}
    >
      {drawn && <span className={PLAIN.spinner} />}
    </div>
  );
}
