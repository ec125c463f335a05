import { SIDEBAR_COLORS_BY_MODE, type SidebarColors } from '@phonesheet/shared';

/**
 * About thirty primary colours: the template's blue, antd's twelve hues at a base and a deep
 * shade (too-light yellow and lime shades left out: white button text must stay readable),
 * and a few neutral and material tones.
 */
export const COLOR_PRESETS = [
  '#0A8FDC',
  '#1677FF',
  '#003EB3',
  '#2F54EB',
  '#10239E',
  '#722ED1',
  '#391085',
  '#EB2F96',
  '#9E1068',
  '#F5222D',
  '#A8071A',
  '#FA541C',
  '#AD2102',
  '#FA8C16',
  '#AD4E00',
  '#D48806',
  '#874D00',
  '#7CB305',
  '#3F6600',
  '#52C41A',
  '#135200',
  '#13C2C2',
  '#006D75',
  '#00A389',
  '#3F51B5',
  '#FF5722',
  '#795548',
  '#607D8B',
  '#595959',
  '#262626',
];

/** Sidebar colour sets: the three theme modes' own, then more light and dark ones. */
export const SIDEBAR_COLOR_SETS: SidebarColors[] = [
  SIDEBAR_COLORS_BY_MODE.light,
  SIDEBAR_COLORS_BY_MODE['semi-dark'],
  SIDEBAR_COLORS_BY_MODE.dark,
  { bgColor: '#F4F6F8', textColor: '#44505C', selectedBgColor: '#DCE3EA', selectedTextColor: '#1F2A36' },
  { bgColor: '#FBF7F0', textColor: '#5B4B37', selectedBgColor: '#F1E3C8', selectedTextColor: '#5A3300' },
  { bgColor: '#F0FAF6', textColor: '#35594B', selectedBgColor: '#CDEFE1', selectedTextColor: '#0C5A3E' },
  { bgColor: '#0B1F3A', textColor: '#C7D2E0', selectedBgColor: '#1F4A80', selectedTextColor: '#FFFFFF' },
  { bgColor: '#0F3D2E', textColor: '#CDE5D8', selectedBgColor: '#1B6B4F', selectedTextColor: '#FFFFFF' },
  { bgColor: '#3B1F4A', textColor: '#E0CFEA', selectedBgColor: '#62397C', selectedTextColor: '#FFFFFF' },
  { bgColor: '#4A0F1C', textColor: '#F0CFD6', selectedBgColor: '#7A1A2E', selectedTextColor: '#FFFFFF' },
];

export function sameColors(a: SidebarColors, b: SidebarColors): boolean {
  return (Object.keys(a) as (keyof SidebarColors)[]).every(
    (key) => a[key].toLowerCase() === b[key].toLowerCase(),
  );
}
