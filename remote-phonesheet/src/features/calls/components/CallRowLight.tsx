import { ConfigProvider, theme, type GlobalToken } from 'antd';
import { createContext, memo, useContext, useMemo, type ReactNode } from 'react';
import {
  ArrowDownOutlined as ArrowDownSvg,
  ArrowUpOutlined as ArrowUpSvg,
  DeleteOutlined as DeleteSvg,
  DownOutlined as DownSvg,
  EditOutlined as EditSvg,
  HistoryOutlined as HistorySvg,
  LockOutlined as LockSvg,
  PhoneOutlined as PhoneSvg,
  RobotOutlined as RobotSvg,
  SwapOutlined as SwapSvg,
} from '@ant-design/icons-svg';
import { LIGHT_ICON_BASE, lightIcon, lightIconRule } from './light-icon';
import { lightTag, TagStyles, type TagLook } from './light-tag';
import {
  PRIORITY_COLOR,
  notesShown,
  readOnlyHint,
  rowClasses,
  telHref,
  useRowTexts,
  type RowProps,
} from './row-texts';
import { rowGridCss, PRIORITY_WIDTH, STATUS_WIDTH } from './row-layout';
import { colorClass, colorRules } from '../../../kit/status-colors';
import { statusLabel } from '../../../kit/status-label';

/**
 * The light row's stylesheet, from the theme: one set of rules shared by every row instead of
 * an inline style object per cell (and no theme lookup per row). Same boxes and colours as the
 * interactive row's antd widgets; the icons take the colour the antd icon takes in its place.
 */
function lightRowCss(token: GlobalToken): string {
  const border = `1px solid ${token.colorBorder}`;
  return [
    // The icons first: the row's rules below size some of them (same specificity, later wins).
    LIGHT_ICON_BASE,
    lightIconRule(EditSvg, token.colorLink), // Typography's edit icon
    lightIconRule(DownSvg, token.colorTextQuaternary), // Select's arrow
    lightIconRule(DeleteSvg, token.colorError), // a danger text button
    ...[ArrowDownSvg, ArrowUpSvg, PhoneSvg, HistorySvg].map((icon) => lightIconRule(icon, token.colorText)),
    lightIconRule(RobotSvg, token.colorTextSecondary), // the phone system's mark
    lightIconRule(SwapSvg, token.colorTextSecondary), // the covering mark
    lightIconRule(LockSvg, token.colorText), // another's desk: read-only
    '.ps-lr-auto{margin-inline-start:6px;vertical-align:-0.125em}',
    `.ps-lr{display:flex;align-items:center;gap:8px;flex-wrap:nowrap;height:100%;overflow:hidden;border-bottom:1px solid ${token.colorBorderSecondary};border-inline-start:4px solid var(--ps-c,${token.colorBorder})}`,
    // No transitions: a light row's elements are reused for another call while the list moves
    // (VirtualList), and antd's Tag would fade from the last call's colours to the new ones.
    '.ps-lr,.ps-lr *{transition:none}',
    // The row's box takes the focus (VirtualList, roving tabindex): a ring inside it, as the box
    // cuts what overflows; 2px in the primary colour (≥ 3:1 on the list's background, light and dark).
    `.ps-row:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:-2px}`,
    // The row's one grid cell (VirtualList) holds the whole row: the drawings' height:100% is the row's.
    '.ps-row>.ps-cell{height:100%}',
    // The row's background, also under the actions and pencils drawn over a one-line row's end.
    `.ps-g{--ps-row-bg:${token.colorBgContainer}}`,
    `.ps-lr-rolled{background:${token.colorWarningBg};--ps-row-bg:${token.colorWarningBg}}`,
    '.ps-lr-box{width:24px;height:24px;flex-shrink:0;background-size:1em 1em}',
    `.ps-lr-when{color:${token.colorTextSecondary};width:110px;flex-shrink:0}`,
    `.ps-lr-rolled .ps-lr-when{color:${token.colorWarning}}`,
    '.ps-lr-who{flex:2 1 160px;min-width:0}',
    '.ps-lr-cell{display:flex;align-items:baseline;min-width:0;max-width:100%}',
    // What people typed keeps its own direction (an English note on an Arabic sheet), as in CallRow.
    '.ps-lr-text{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-width:0;unicode-bidi:plaintext}',
    `.ps-lr-name{color:${token.colorText}}`,
    '.ps-lr-name .ps-lr-text{font-weight:600}',
    `.ps-lr-secondary{color:${token.colorTextSecondary}}`,
    '.ps-lr-notes{flex:3 1 200px}',
    '.ps-lr-edit{margin-inline-start:4px;flex-shrink:0}',
    // A number never breaks over two lines, and its extension has a line of its own under it (as
    // a company under the name): beside it, a long number pushed it out of the cell.
    '.ps-lr-phone{flex:1 1 150px;min-width:0;display:flex;flex-direction:column;align-items:flex-start;overflow:hidden;white-space:nowrap}',
    '.ps-lr-phone>*{max-width:100%;overflow:hidden;text-overflow:ellipsis}',
    // The pickers keep their width in a crowded row (texts shrink instead), as the antd ones do.
    '.ps-lr-picker{display:flex;align-items:center;justify-content:space-between;height:24px;padding:0 7px;box-sizing:border-box}',
    `.ps-lr-priority{width:${PRIORITY_WIDTH}px;flex-shrink:0}`,
    `.ps-lr-status{width:var(--ps-status-w,${STATUS_WIDTH}px);flex-shrink:0;border:${border};border-radius:${token.borderRadiusSM}px}`,
    '.ps-lr-arrow{font-size:10px;flex-shrink:0}',
    // A label longer than its picker (a renamed status) ends in "…", as in the antd picker.
    // No end margin (as TAG_IN_PICKER in the antd picker): it cut "Whenever" in its 104 px.
    '.ps-lr-picker>.ant-tag{min-width:0;overflow:hidden;text-overflow:ellipsis;margin-inline-end:0}',
    '.ps-lr-actions{display:flex;align-items:center}',
    `.ps-lr-callback{gap:8px;flex-shrink:0;white-space:nowrap;border:${border};border-radius:${token.borderRadiusSM}px}`,
    // Last: the shapes' grid (one line, two lines, a card) overrides the flex row above.
    rowGridCss(),
  ].join('\n');
}

const TagLookContext = createContext<TagLook>({ prefix: 'ant-tag', hashId: '', rtl: false });

/**
 * Around a list of light rows: their stylesheet (with a rule for each of the statuses' `colors`)
 * and antd's Tag stylesheet, on the page before the first row paints, and what their tags need of
 * the theme, looked up once for all rows.
 */
export function LightRows({ colors, children }: { colors: readonly string[]; children: ReactNode }) {
  const { token, hashId } = theme.useToken();
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('tag');
  const css = useMemo(
    () =>
      [
        lightRowCss(token),
        // A status tag in the status's own colour (lightTag leaves it to the stylesheet).
        `.ps-lr-status .${prefix}-has-color{background-color:var(--ps-c);color:var(--ps-on-c)}`,
        colorRules(colors),
      ].join('\n'),
    [token, prefix, colors],
  );
  const look = useMemo(() => ({ prefix, hashId, rtl: direction === 'rtl' }), [prefix, hashId, direction]);
  return (
    <>
      <style>{css}</style>
      <TagStyles />
      <TagLookContext.Provider value={look}>{children}</TagLookContext.Provider>
    </>
  );
}

/**
 * One line cut with "…" by CSS, and the pencil of the interactive row's in-place editor after it
 * (none on a read-only row). What the cut hides is in the tooltip (`title`, as in the interactive row).
 */
const text = (shown: ReactNode, className: string, whole: string | null | undefined, editable: boolean) => (
  <div className={`ps-lr-cell ${className}`}>
    <span className="ps-lr-text" title={whole || undefined}>
      {shown}
    </span>
    {editable && lightIcon(EditSvg, 'ps-lr-edit')}
  </div>
);
const arrow = lightIcon(DownSvg, 'ps-lr-arrow');

/**
 * Who logged the call, when it was not simply typed: the phone system (docs/integrations.md),
 * or someone covering the desk ("Logged by Sam for Alex (covering)", docs/phone-sheet.md).
 * After its time, in both drawings of a row: named for screen readers, its name as a tooltip.
 */
export const phoneSystemMark = (
  call: RowProps['call'],
  t: (id: string, values?: Record<string, string>) => string,
) => {
  if (call.loggedCovering) {
    const label = t('phonesheet.row.covering', { who: call.loggedByName, desk: call.deskName });
    return (
      <span title={label} data-testid="call-covering">
        {lightIcon(SwapSvg, 'ps-lr-auto', label)}
      </span>
    );
  }
  if (!call.loggedByPhoneSystem) return null;
  const label = t('phonesheet.row.phoneSystem');
  return (
    <span title={label} data-testid="call-phone-system">
      {lightIcon(RobotSvg, 'ps-lr-auto', label)}
    </span>
  );
};

/**
 * The row as it looks, without its widgets; nothing in it reacts (it is replaced first). Plain
 * elements styled by `<LightRows>`' classes: about 26 elements where the interactive row mounts
 * hundreds of components.
 */
export const CallRowLight = memo(function CallRowLight(props: RowProps) {
  const { call, statuses, rolledOver, compact, deskName, readOnly } = props;
  const tagLook = useContext(TagLookContext);
  const { intl, t, status, owed, direction } = useRowTexts(call, statuses, rolledOver);
  let className = `ps-lr ${rowClasses(props)}`;
  const colored = colorClass(status?.color);
  if (colored) className += ` ${colored}`;
  return (
    <div data-testid="call-row-light" data-call-id={call.id} className={className}>
      {lightIcon(call.direction === 'in' ? ArrowDownSvg : ArrowUpSvg, 'ps-lr-box ps-g-dir', direction)}
      <span className="ps-lr-when ps-g-when">
        {owed}
        {phoneSystemMark(call, t)}
      </span>
      <div className="ps-lr-who ps-g-who">
        {text(
          call.contactName || t('phonesheet.row.noName'),
          'ps-lr-name ps-g-name',
          call.contactName,
          !readOnly,
        )}
        {text(call.contactCompany || '—', 'ps-lr-secondary ps-g-company', call.contactCompany, !readOnly)}
      </div>
      <div className="ps-lr-phone ps-g-phone">
        <a href={telHref(call)} dir="ltr" tabIndex={-1}>
          {call.phoneDisplay}
        </a>
        {call.extension && (
          <span className="ps-lr-secondary">{t('phonesheet.row.ext', { ext: call.extension })}</span>
        )}
      </div>
      {deskName !== null && (
        <div className="ps-lr-cell ps-lr-secondary ps-g-desk">
          <span className="ps-lr-text" title={deskName}>
            {deskName}
          </span>
        </div>
      )}
      <div className="ps-lr-picker ps-lr-priority ps-g-priority">
        {lightTag(PRIORITY_COLOR[call.priority], t(`phonesheet.priority.${call.priority}`), tagLook)}
        {arrow}
      </div>
      <div className="ps-lr-picker ps-lr-status ps-g-status">
        {status ? lightTag(status.color, statusLabel(status, intl), tagLook) : <span />}
        {arrow}
      </div>
      {text(
        call.notes ? notesShown(call) : t('phonesheet.row.noNotes'),
        'ps-lr-secondary ps-lr-notes ps-g-notes',
        notesShown(call),
        !readOnly,
      )}
      <div className="ps-lr-actions ps-g-actions">
        {readOnly && lightIcon(LockSvg, 'ps-lr-box', readOnlyHint(call, t))}
        {!readOnly && call.direction === 'in' && (
          <span className="ps-lr-picker ps-lr-callback">
            {lightIcon(PhoneSvg)}
            {compact ? null : t('phonesheet.row.callBack')}
          </span>
        )}
        {lightIcon(HistorySvg, 'ps-lr-box')}
        {!readOnly && lightIcon(DeleteSvg, 'ps-lr-box')}
      </div>
    </div>
  );
});
