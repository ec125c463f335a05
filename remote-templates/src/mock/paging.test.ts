import { paginate } from './paging';

const items = Array.from({ length: 40 }, (_, i) => i + 1);

describe('paginate', () => {
  it('answers every item when 15 or fewer, whatever the page', () => {
    expect(paginate(items.slice(0, 15), 3)).toEqual({ list: items.slice(0, 15), total: 15 });
  });

  it('slices 0-based pages of 15 and reports the full total', () => {
    expect(paginate(items, 0)).toEqual({ list: items.slice(0, 15), total: 40 });
    expect(paginate(items, 2)).toEqual({ list: [31, 32, 33, 34, 35, 36, 37, 38, 39, 40], total: 40 });
    expect(paginate(items, 3)).toEqual({ list: [], total: 40 });
  });

  it('reads a page sent as a query string and treats a bad one as the first', () => {
    expect(paginate(items, '1').list[0]).toBe(16);
    expect(paginate(items, 'x').list[0]).toBe(1);
    expect(paginate(items, -2).list[0]).toBe(1);
  });

  it('pages by another size (e-commerce: 10)', () => {
    expect(paginate(items, 1, 10).list).toEqual(items.slice(10, 20));
  });
});
