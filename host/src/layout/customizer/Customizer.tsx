import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  ColorPicker,
  Divider,
  Drawer,
  Flex,
  Radio,
  Switch,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { CheckOutlined, InfoCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  directionOf,
  LAYOUT_TYPES,
  MENU_STYLES,
  NAV_STYLES,
  ROUTE_TRANSITIONS,
  readableTextOn,
  selectSettings,
  settingsActions,
  THEME_MODES,
  useAppDispatch,
  useAppSelector,
  type SettingsState,
} from '@phonesheet/shared';
import { navLayoutOf } from '../nav-style';
import { usePrefersReducedMotion } from '../RouteTransition';
import { SIDEBAR_IMAGES } from '../sidebar/sidebar-images';
import { PictureChoice } from './PictureChoice';
import { COLOR_PRESETS, SIDEBAR_COLOR_SETS, sameColors } from './presets';
import {
  ColorSetThumbnail,
  ImageTile,
  LayoutTypeThumbnail,
  MenuStyleThumbnail,
  NavStyleThumbnail,
} from './thumbnails';

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

function SwitchRow({
  id,
  labelId,
  checked,
  onChange,
}: {
  id: string;
  labelId: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Flex justify="space-between" align="center">
      <Typography.Text id={id}>
        <FormattedMessage id={labelId} />
      </Typography.Text>
      <Switch aria-labelledby={id} checked={checked} onChange={onChange} />
    </Flex>
  );
}

const divider = <Divider style={{ margin: '12px 0' }} />;

/** The preset primary colours as round swatches, and a picker for any other. */
function PrimaryColorChoice({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token } = theme.useToken();
  return (
    <Flex wrap gap={8} role="radiogroup" aria-label={t('host.customizer.primaryColor')}>
      {COLOR_PRESETS.map((color) => {
        const selected = color.toLowerCase() === value.toLowerCase();
        return (
          <Tooltip key={color} title={color}>
            <button
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={color}
              onClick={() => onChange(color)}
              style={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                cursor: 'pointer',
                background: color,
                // The selected mark reads on every preset (white on the light ones did not).
                color: readableTextOn(color),
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
        value={value}
        onChangeComplete={(c) => onChange(c.toHexString())}
        aria-label={t('host.customizer.customColor')}
      />
    </Flex>
  );
}

/** How one page gives way to the next; said to be off while the system asks for less motion. */
function TransitionChoice({
  value,
  onChange,
  reducedMotion,
}: {
  value: SettingsState['routeTransition'];
  onChange: (transition: SettingsState['routeTransition']) => void;
  reducedMotion: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <div role="radiogroup" aria-label={t('host.customizer.transition')}>
        <Radio.Group
          value={value}
          onChange={(e) => onChange(e.target.value)}
          style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}
          options={ROUTE_TRANSITIONS.map((r) => ({
            value: r,
            label: t(`host.customizer.transition.${r}`),
          }))}
        />
      </div>
      {reducedMotion && value !== 'none' && (
        <Alert style={{ marginTop: 8 }} type="info" showIcon message={t('host.customizer.reducedMotion')} />
      )}
    </>
  );
}

/** The sidebar's look: its menu's shape, its colours and its picture. */
function SidebarChoices({
  settings,
  change,
}: {
  settings: SettingsState;
  change: (partial: Partial<SettingsState>) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
      <Section titleId="host.customizer.menuStyle">
        <PictureChoice
          label={t('host.customizer.menuStyle')}
          value={settings.menuStyle}
          onChange={(menuStyle) => change({ menuStyle })}
          options={MENU_STYLES.map((shape) => ({
            value: shape,
            name: t(`host.customizer.menuStyle.${shape}`),
            picture: <MenuStyleThumbnail shape={shape} colors={settings.sidebarColors} />,
          }))}
        />
      </Section>
      {divider}
      <Section titleId="host.customizer.sidebarColors">
        <PictureChoice
          label={t('host.customizer.sidebarColors')}
          width={52}
          caption={false}
          value={settings.sidebarColors}
          isSelected={sameColors}
          onChange={(sidebarColors) => change({ sidebarColors })}
          options={SIDEBAR_COLOR_SETS.map((colors, i) => ({
            value: colors,
            name: t('host.customizer.sidebarColors.set', { n: i + 1 }),
            picture: <ColorSetThumbnail colors={colors} />,
          }))}
        />
      </Section>
      {divider}
      <Section titleId="host.customizer.sidebarImage">
        <PictureChoice
          label={t('host.customizer.sidebarImage')}
          width={46}
          caption={false}
          value={settings.sidebarImage}
          onChange={(sidebarImage) => change({ sidebarImage })}
          options={[
            { value: 0, name: t('host.customizer.sidebarImage.none'), picture: <ImageTile /> },
            ...SIDEBAR_IMAGES.map((image) => ({
              value: image.id,
              name: t('host.customizer.sidebarImage.n', { n: image.id }),
              picture: <ImageTile colors={image.tile} />,
            })),
          ]}
        />
      </Section>
    </>
  );
}

/** Every setting of the customiser drawer, applied live and saved in the settings slice. */
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
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const reducedMotion = usePrefersReducedMotion();
  const rtl = directionOf(settings.locale) === 'rtl';
  const change = (partial: Partial<SettingsState>) => dispatch(settingsActions.changed(partial));
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const typeOptions = (['fixed', 'fluid'] as const).map((v) => ({
    value: v,
    label: t(`host.customizer.type.${v}`),
  }));

  return (
    <Drawer
      title={t('host.customizer.title')}
      placement={rtl ? 'left' : 'right'}
      open={open}
      onClose={onClose}
      width={380}
      // Thumbnails mirror with the page.
      styles={{ body: { ['--ps-thumb-flip' as string]: rtl ? 'scaleX(-1)' : 'none' } }}
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
        <Section titleId="host.customizer.navStyle">
          <PictureChoice
            label={t('host.customizer.navStyle')}
            value={settings.navStyle}
            onChange={(navStyle) => change({ navStyle })}
            options={NAV_STYLES.map((style) => ({
              value: style,
              name: t(`host.customizer.navStyle.${style}`),
              picture: <NavStyleThumbnail layout={navLayoutOf(style)} primary={settings.primaryColor} />,
            }))}
          />
        </Section>
        {divider}
        <Section titleId="host.customizer.layoutType">
          <PictureChoice
            label={t('host.customizer.layoutType')}
            value={settings.layoutType}
            onChange={(layoutType) => change({ layoutType })}
            options={LAYOUT_TYPES.map((type) => ({
              value: type,
              name: t(`host.customizer.layoutType.${type}`),
              picture: <LayoutTypeThumbnail type={type} primary={settings.primaryColor} />,
            }))}
          />
        </Section>
        {divider}
        <Section titleId="host.customizer.themeMode">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={settings.themeMode}
            onChange={(e) => change({ themeMode: e.target.value })}
            options={THEME_MODES.map((m) => ({ value: m, label: t(`host.customizer.themeMode.${m}`) }))}
          />
        </Section>
        {divider}
        <Section titleId="host.customizer.primaryColor">
          <PrimaryColorChoice
            value={settings.primaryColor}
            onChange={(primaryColor) => change({ primaryColor })}
          />
        </Section>
        {divider}
        <SidebarChoices settings={settings} change={change} />
        {divider}
        <SwitchRow
          id="rtl-label"
          labelId="host.customizer.rtl"
          checked={rtl}
          // Direction follows the language: right-to-left means Arabic here.
          onChange={(on) => dispatch(settingsActions.localeChanged(on ? 'ar' : 'en'))}
        />
        {divider}
        <Section titleId="host.customizer.headerType">
          <Radio.Group
            optionType="button"
            value={settings.headerType}
            onChange={(e) => change({ headerType: e.target.value })}
            options={typeOptions}
          />
        </Section>
        {divider}
        <SwitchRow
          id="footer-label"
          labelId="host.customizer.footer"
          checked={settings.footer}
          onChange={(footer) => change({ footer })}
        />
        {settings.footer && (
          <Section titleId="host.customizer.footerType">
            <Radio.Group
              optionType="button"
              value={settings.footerType}
              onChange={(e) => change({ footerType: e.target.value })}
              options={typeOptions}
            />
          </Section>
        )}
        {divider}
        <SwitchRow
          id="templates-label"
          labelId="host.customizer.showTemplates"
          checked={settings.showTemplates}
          onChange={(showTemplates) => change({ showTemplates })}
        />
        {divider}
        <Section titleId="host.customizer.transition">
          <TransitionChoice
            value={settings.routeTransition}
            onChange={(routeTransition) => change({ routeTransition })}
            reducedMotion={reducedMotion}
          />
        </Section>
      </Flex>
    </Drawer>
  );
}
