import { Fragment } from 'react';
import { Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { SHORTCUTS } from './keymap';

const CELL = { padding: '6px 8px', verticalAlign: 'top' } as const;

/** The sheet's keys (`?`), in the reader's language; Esc closes it and the focus goes back. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('phonesheet.keys.title')}
      modalRender={(node) => <div data-testid="shortcuts-dialog">{node}</div>}
    >
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...CELL, textAlign: 'start' }}>
              {t('phonesheet.keys.keys')}
            </th>
            <th scope="col" style={{ ...CELL, textAlign: 'start' }}>
              {t('phonesheet.keys.action')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(({ keys, label }) => (
            <tr key={label}>
              {/* Keys read left to right in every language (they are the keyboard's own labels). */}
              <td style={{ ...CELL, whiteSpace: 'nowrap' }}>
                <span dir="ltr">
                  {keys.map((combo, i) => (
                    <Fragment key={combo.join('+')}>
                      {i > 0 && ' / '}
                      {combo.map((key, j) => (
                        <Fragment key={key}>
                          {j > 0 && '+'}
                          <Typography.Text keyboard>{key}</Typography.Text>
                        </Fragment>
                      ))}
                    </Fragment>
                  ))}
                </span>
              </td>
              <td style={CELL}>{t(label)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
