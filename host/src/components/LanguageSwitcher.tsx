import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { LOCALES, settingsActions, useAppDispatch, useAppSelector, type LocaleKey } from '@phonesheet/shared';

/** Menu of the six languages; choosing one changes the locale and closes the menu. */
export function LanguageSwitcher({ showName = true }: { showName?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector((s) => s.settings.locale);
  const [open, setOpen] = useState(false);
  const current = LOCALES.find((l) => l.key === locale) ?? LOCALES[0];

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((l) => ({ key: l.key, label: <span lang={l.locale}>{l.name}</span> })),
        onClick: ({ key }) => {
          dispatch(settingsActions.localeChanged(key as LocaleKey));
          setOpen(false);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={intl.formatMessage({ id: 'host.topbar.language' })}
        aria-haspopup="menu"
        aria-expanded={open}
      >
        {showName ? current.name : null}
      </Button>
    </Dropdown>
  );
}
