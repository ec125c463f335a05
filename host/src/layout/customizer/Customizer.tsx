import type { ReactNode } from 'react';
import {
  Button,
  ColorPicker,
  Divider,
  Drawer,
  Flex,
  Radio,
  Select,
  Switch,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { CheckOutlined, InfoCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  directionOf,
  selectSettings,
  settingsActions,
  useAppDispatch,
  useAppSelector,
  type SettingsState,
} from '@phonesheet/shared';
import { COLOR_PRESETS, LAYOUT_TYPES, NAV_STYLE_OPTIONS, ROUTE_TRANSITIONS, THEME_MODES } from './presets';

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <FormattedMessage id={titleId} />
      </Typography.Title>
      {children}
    </section>
  );
}

/** The theme and layout settings (SPEC.md §2 "Customiser drawer"), saved in the settings slice. */
export function Customizer({
  open,
  onClose,
  onOpenBuildInfo,
}: {
  open: boolean;
  onClose: () => void;
  onOpenBuildInfo: () => void;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const rtl = directionOf(settings.locale) === 'rtl';
  const change = (partial: Partial<SettingsState>) => dispatch(settingsActions.changed(partial));
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Drawer
      title={t('host.customizer.title')}
      placement={rtl ? 'left' : 'right'}
      open={open}
      onClose={onClose}
      width={340}
      footer={
        <Flex gap={8}>
          <Button icon={<UndoOutlined />} onClick={() => dispatch(settingsActions.reset())}>
            <FormattedMessage id="host.customizer.reset" />
          </Button>
          <Button icon={<InfoCircleOutlined />} onClick={onOpenBuildInfo}>
            <FormattedMessage id="host.buildInfo.title" />
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <Section titleId="host.customizer.themeMode">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={settings.themeMode}
            onChange={(e) => change({ themeMode: e.target.value })}
            options={THEME_MODES.map((m) => ({ value: m, label: t(`host.customizer.themeMode.${m}`) }))}
          />
        </Section>
        <Divider style={{ margin: '12px 0' }} />
        <Section titleId="host.customizer.primaryColor">
          <Flex wrap gap={8} role="radiogroup" aria-label={t('host.customizer.primaryColor')}>
            {COLOR_PRESETS.map((color) => {
              const selected = color.toLowerCase() === settings.primaryColor.toLowerCase();
              return (
                <Tooltip key={color} title={color}>
                  <button
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    aria-label={color}
                    onClick={() => change({ primaryColor: color })}
                    style={{
                      width: 32,
                      height: 32,
                      borderRadius: '50%',
                      cursor: 'pointer',
                      background: color,
                      color: '#fff',
                      border: `2px solid ${selected ? token.colorText : 'transparent'}`,
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                    }}
                  >
                    {selected && <CheckOutlined />}
                  </button>
                </Tooltip>
              );
            })}
            <ColorPicker
              value={settings.primaryColor}
              onChangeComplete={(c) => change({ primaryColor: c.toHexString() })}
              aria-label={t('host.customizer.customColor')}
            />
          </Flex>
        </Section>
        <Divider style={{ margin: '12px 0' }} />
        <Flex justify="space-between" align="center">
          <Typography.Text id="rtl-label">
            <FormattedMessage id="host.customizer.rtl" />
          </Typography.Text>
          <Switch
            aria-labelledby="rtl-label"
            checked={rtl}
            // Direction follows the language: right-to-left means Arabic here.
            onChange={(on) => dispatch(settingsActions.localeChanged(on ? 'ar' : 'en'))}
          />
        </Flex>
        <Divider style={{ margin: '12px 0' }} />
        <Section titleId="host.customizer.navStyle">
          <Select
            style={{ width: '100%' }}
            aria-label={t('host.customizer.navStyle')}
            value={settings.navStyle}
            onChange={(navStyle) => change({ navStyle })}
            options={NAV_STYLE_OPTIONS.map((s) => ({ value: s, label: t(`host.customizer.navStyle.${s}`) }))}
          />
        </Section>
        <Section titleId="host.customizer.layoutType">
          <Radio.Group
            optionType="button"
            value={settings.layoutType}
            onChange={(e) => change({ layoutType: e.target.value })}
            options={LAYOUT_TYPES.map((l) => ({ value: l, label: t(`host.customizer.layoutType.${l}`) }))}
          />
        </Section>
        <Section titleId="host.customizer.headerType">
          <Radio.Group
            optionType="button"
            value={settings.headerType}
            onChange={(e) => change({ headerType: e.target.value })}
            options={(['fixed', 'fluid'] as const).map((v) => ({
              value: v,
              label: t(`host.customizer.type.${v}`),
            }))}
          />
        </Section>
        <Divider style={{ margin: '12px 0' }} />
        <Flex justify="space-between" align="center">
          <Typography.Text id="footer-label">
            <FormattedMessage id="host.customizer.footer" />
          </Typography.Text>
          <Switch
            aria-labelledby="footer-label"
            checked={settings.footer}
            onChange={(footer) => change({ footer })}
          />
        </Flex>
        <Section titleId="host.customizer.footerType">
          <Radio.Group
            optionType="button"
            disabled={!settings.footer}
            value={settings.footerType}
            onChange={(e) => change({ footerType: e.target.value })}
            options={(['fixed', 'fluid'] as const).map((v) => ({
              value: v,
              label: t(`host.customizer.type.${v}`),
            }))}
          />
        </Section>
        <Divider style={{ margin: '12px 0' }} />
        <Flex justify="space-between" align="center">
          <Typography.Text id="templates-label">
            <FormattedMessage id="host.customizer.showTemplates" />
          </Typography.Text>
          <Switch
            aria-labelledby="templates-label"
            checked={settings.showTemplates}
            onChange={(showTemplates) => change({ showTemplates })}
          />
        </Flex>
        <Divider style={{ margin: '12px 0' }} />
        <Section titleId="host.customizer.transition">
          <Select
            style={{ width: '100%' }}
            aria-label={t('host.customizer.transition')}
            value={settings.routeTransition}
            onChange={(routeTransition) => change({ routeTransition })}
            options={ROUTE_TRANSITIONS.map((r) => ({
              value: r,
              label: t(`host.customizer.transition.${r}`),
            }))}
          />
        </Section>
      </Flex>
    </Drawer>
  );
}
