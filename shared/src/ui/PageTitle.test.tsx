import { render, screen } from '@testing-library/react';
import { PageTitle } from './PageTitle';

describe('PageTitle', () => {
  it('is the page h1, at the size of the heading it looks like', () => {
    render(<PageTitle look={4}>Phone sheet</PageTitle>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Phone sheet' });
    expect(heading.tagName).toBe('H1');
    expect(heading.style.fontSize).toBe('20px');
  });
});
