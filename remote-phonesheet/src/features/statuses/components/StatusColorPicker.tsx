import { Button, ColorPicker } from 'antd';
import { useIntl } from 'react-intl';
import { STATUS_PALETTE } from './status-palette';

/**
 * A status colour: a small swatch button that opens antd's picker with the status palette as
 * presets; used by the add form and by each status row.
 */
export function StatusColorPicker(props: {
  value: string;
  /** The button's accessible name (the swatch itself has no text). */
  label: string;
  testId?: string;
  onChange(hex: string): void;
  onOpenChange?(open: boolean): void;
}) {
  const intl = useIntl();
  return (
    <ColorPicker
      size="small"
      disabledAlpha
      format="hex"
      value={props.value}
      presets={[
        { label: intl.formatMessage({ id: 'phonesheet.statuses.palette' }), colors: [...STATUS_PALETTE] },
      ]}
      onChange={(c) => props.onChange(c.toHexString())}
      onOpenChange={props.onOpenChange}
    >
      <Button
        size="small"
        aria-label={props.label}
        data-testid={props.testId}
        style={{ width: 28, padding: 0 }}
      >
        <span
          style={{
            display: 'inline-block',
            width: 16,
            height: 16,
            borderRadius: 4,
            background: props.value,
          }}
        />
      </Button>
    </ColorPicker>
  );
}
