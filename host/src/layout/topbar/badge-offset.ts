/**
 * Where a top-bar button's count sits: 4 px inside the button's corner at the end of the line
 * (top right, or top left in Arabic), over the icon's edge. antd's Badge does not mirror its
 * `offset` in right-to-left (`right: -x` in LTR but `left: x` in RTL), so the same [-4, 4] moved
 * the count 4 px out of the button in Arabic, between two buttons: the sign is flipped there.
 */
export const topbarBadgeOffset = (rtl: boolean): [number, number] => [rtl ? 4 : -4, 4];
