import GlobalOutlined from '@ant-design/icons-svg/lib/asn/GlobalOutlined';
import { useIntl } from 'react-intl';
import { LOCALES, settingsActions, useAppDispatch, useAppSelector, type LocaleKey } from '@phonesheet/shared';
import { MenuButton } from './plain/MenuButton';
import { PlainIcon } from '@phonesheet/shared/plain';

/**
 * Menu of the six languages, each in its own name; choosing one changes the locale and closes the
 * menu. Drawn without antd: it is on the landing page, which downloads no antd.
 */
export function LanguageSwitcher({ showName = true }: { showName?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector((s) => s.settings.locale);
  const current = LOCALES.find((l) => l.key === locale) ?? LOCALES[0];
  return (
    <MenuButton
      label={intl.formatMessage({ id: 'host.topbar.language' })}
      icon={<PlainIcon icon={GlobalOutlined} />}
      text={showName ? current.name : null}
      current={locale}
      items={LOCALES.map((l) => ({ key: l.key, label: l.name, lang: l.locale }))}
      onSelect={(key) => dispatch(settingsActions.localeChanged(key as LocaleKey))}
    />
  );
}
