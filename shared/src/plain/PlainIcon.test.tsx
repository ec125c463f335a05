import { render } from '@testing-library/react';
import PhoneFilled from '@ant-design/icons-svg/lib/asn/PhoneFilled';
import type { AbstractNode } from '@ant-design/icons-svg/lib/types';
import { PlainIcon } from './PlainIcon';
import { PLAIN } from './plain-styles';

test("draws antd's icon markup from the icon's path: named for a screen reader, or hidden", () => {
  const { container, rerender } = render(<PlainIcon icon={PhoneFilled} />);
  const span = container.querySelector('span')!;
  expect(span).toHaveAttribute('role', 'img');
  expect(span).toHaveAttribute('aria-label', 'phone');
  expect(span).toHaveClass('anticon', 'anticon-phone', PLAIN.icon);
  const svg = span.querySelector('svg')!;
  expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
  expect(svg).toHaveAttribute('width', '1em');
  expect(svg).toHaveAttribute('fill', 'currentColor');
  expect(svg.querySelector('path')?.getAttribute('d')).toBe(
    (PhoneFilled.icon as AbstractNode).children![0].attrs.d,
  );

  rerender(<PlainIcon icon={PhoneFilled} aria-hidden />);
  expect(container.querySelector('span')).toHaveAttribute('aria-hidden', 'true');
  expect(container.querySelector('span')).not.toHaveAttribute('role');
});
