import { Button, Checkbox, Divider, Slider, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { BRANDS, COLORS, DISCOUNTS, IDEAL_FOR, RATINGS } from '../data/filter-options';
import { PRICE_BOUNDS, emptyFilter, type FilterData } from '../types';

export interface ProductFiltersProps {
  value: FilterData;
  onChange: (next: FilterData) => void;
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    // The gap above a group sits on the fieldset: Chromium ignores a legend's block-start margin,
    // which left each heading touching the control above it.
    <fieldset style={{ border: 0, margin: 0, marginBlockStart: 20, padding: 0 }}>
      <legend style={{ marginBlockEnd: 8, padding: 0, border: 0, fontSize: 'inherit' }}>
        <Typography.Text strong>{title}</Typography.Text>
      </legend>
      {children}
    </fieldset>
  );
}

const column = { display: 'flex', flexDirection: 'column', gap: 4 } as const;

/** The products' filters: brand, ideal for, price range, discount, rating, colour. */
export function ProductFilters({ value, onChange }: ProductFiltersProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `templates.ecommerce.filter.${id}` }, values);
  return (
    <div data-testid="ecommerce-filters">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text strong>{t('title')}</Typography.Text>
        <Button type="link" size="small" onClick={() => onChange({ ...emptyFilter(), title: value.title })}>
          <FormattedMessage id="templates.ecommerce.filter.clear" />
        </Button>
      </div>
      <Divider style={{ marginBlock: 8 }} />
      <Group title={t('price')}>
        <Slider
          range
          min={PRICE_BOUNDS.start}
          max={PRICE_BOUNDS.end}
          step={10}
          value={[value.mrp.start, value.mrp.end]}
          onChange={([start, end]) => onChange({ ...value, mrp: { start, end } })}
          ariaLabelForHandle={[t('priceMin'), t('priceMax')]}
        />
        <Typography.Text type="secondary" data-testid="ecommerce-price-range">
          {intl.formatNumber(value.mrp.start, {
            style: 'currency',
            currency: 'USD',
            maximumFractionDigits: 0,
          })}
          {' – '}
          {intl.formatNumber(value.mrp.end, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}
        </Typography.Text>
      </Group>
      <Group title={t('brand')}>
        <Checkbox.Group
          style={column}
          value={value.brand}
          onChange={(brand) => onChange({ ...value, brand: brand as string[] })}
          options={BRANDS.map((b) => ({ label: b, value: b }))}
        />
      </Group>
      <Group title={t('idealFor')}>
        <Checkbox.Group
          style={column}
          value={value.ideaFor}
          onChange={(ideaFor) => onChange({ ...value, ideaFor: ideaFor as string[] })}
          options={IDEAL_FOR.map((v) => ({ label: t(`ideaFor.${v}`), value: v }))}
        />
      </Group>
      <Group title={t('discount')}>
        <Checkbox.Group
          style={column}
          value={value.discount}
          onChange={(discount) => onChange({ ...value, discount: discount as number[] })}
          options={DISCOUNTS.map((d) => ({ label: t('discountAtLeast', { discount: d }), value: d }))}
        />
      </Group>
      <Group title={t('rating')}>
        <Checkbox.Group
          style={column}
          value={value.rating}
          onChange={(rating) => onChange({ ...value, rating: rating as number[] })}
          options={RATINGS.map((r) => ({ label: t('ratingAtLeast', { rating: r }), value: r }))}
        />
      </Group>
      <Group title={t('color')}>
        <Checkbox.Group
          style={column}
          value={value.color}
          onChange={(color) => onChange({ ...value, color: color as string[] })}
          options={COLORS.map((c) => ({ label: t(`colorName.${c}`), value: c }))}
        />
      </Group>
    </div>
  );
}
