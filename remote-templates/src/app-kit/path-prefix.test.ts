import { pathPrefix } from './path-prefix';

it('is the fixed segments the patterns share before a parameter', () => {
  expect(pathPrefix('/apps/mail/:folder', '/apps/mail/label/:label')).toBe('/apps/mail');
  expect(pathPrefix('/apps/contact/folder/:name', '/apps/contact/label/:name')).toBe('/apps/contact');
  expect(pathPrefix('/ecommerce/product_detail/:id')).toBe('/ecommerce/product_detail');
  expect(pathPrefix('/menu-level/*')).toBe('/menu-level');
  expect(pathPrefix('/apps/chat')).toBe('/apps/chat');
});

it('stops at the first segment that differs', () => {
  expect(pathPrefix('/a/b/c/:x', '/a/d/c/:y')).toBe('/a');
});
