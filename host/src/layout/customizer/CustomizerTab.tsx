import { Button, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

/** As wide as the content's own padding on a wide screen (24 px), so it covers none of it. */
export const CUSTOMIZER_TAB_WIDTH = 24;

/**
 * The customiser's handle: a slim tab docked at the middle of the screen's end edge, in the
 * content's padding, outside the column where pages draw (issue 32: the round floating button
 * sat on the chat's Send button, calendar events and the ends of list rows). Wide screens only;
 * a narrow one reaches the customiser from the top bar's More menu.
 */
export function CustomizerTab({ onOpen }: { onOpen: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'host.customizer.title' });
  return (
    <Tooltip title={title} placement="left">
      <Button
        type="primary"
        aria-label={title}
        data-testid="customizer-tab"
        icon={<SettingOutlined />}
        onClick={onOpen}
        style={{
          position: 'fixed',
          insetInlineEnd: 0,
          top: '50%',
          transform: 'translateY(-50%)',
          zIndex: 15,
          width: CUSTOMIZER_TAB_WIDTH,
          minWidth: 0,
          height: 48,
          padding: 0,
          borderStartEndRadius: 0,
          borderEndEndRadius: 0,
        }}
      />
    </Tooltip>
  );
}
