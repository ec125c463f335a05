// The paths this remote serves (react-router v6 patterns), owned here and nowhere else: each
// area's routes (features/*/app.ts, and exposes/module.ts for the list types) take them from this
// module, and the host bundles it at build time to mount these paths while the remote is not
// loaded (this remote loads the first time one of them is opened). Plain data, importing only
// shared's CROSS_REMOTE_PATHS (the paths other packages reach), so the host can bundle it without
// the remote's code.

import { CROSS_REMOTE_PATHS } from '@phonesheet/shared/contracts';

export const TEMPLATE_PATHS = {
  listType: { list: '/list-type/:type' },
  dashboards: {
    crm: '/dashboards/crm',
    crypto: '/dashboards/crypto',
    analytics: '/dashboards/analytics',
    ecommerce: '/dashboards/e-commerce',
    academy: '/dashboards/academy',
    healthCare: '/dashboards/health-care',
    metrics: '/dashboards/metrics',
    widgets: '/dashboards/widgets',
  },
  mail: {
    label: '/apps/mail/label/:label',
    labelMail: '/apps/mail/label/:label/:id',
    folder: '/apps/mail/:folder',
    folderMail: '/apps/mail/:folder/:id',
  },
  todo: {
    folder: '/apps/todo/:folder',
    folderTask: '/apps/todo/:folder/:id',
    label: '/apps/todo/label/:label',
    labelTask: '/apps/todo/label/:label/:id',
  },
  contact: { folder: '/apps/contact/folder/:name', label: '/apps/contact/label/:name' },
  scrumBoard: { boards: '/apps/scrum-board', board: '/apps/scrum-board/:id' },
  chat: { chat: '/apps/chat' },
  wall: { wall: '/apps/wall' },
  ecommerce: {
    products: '/ecommerce/products',
    productDetail: '/ecommerce/product_detail/:id',
    orders: '/ecommerce/orders',
    customers: '/ecommerce/customers',
    cart: '/ecommerce/cart',
    checkout: '/ecommerce/checkout',
    confirmation: '/ecommerce/confirmation',
    invoice1: '/ecommerce/invoice-1',
    invoice2: '/ecommerce/invoice-2',
  },
  extraPages: {
    aboutUs: '/extra-pages/about-us',
    contactUs: '/extra-pages/contact-us',
    faq: '/extra-pages/faq',
    knowledgeBase: '/extra-pages/knowledge-base',
    portfolio: '/extra-pages/portfolio',
    pricing: '/extra-pages/pricing',
    blog: '/extra-pages/blog',
    blogPost: '/extra-pages/blog/:id',
    account: '/extra-pages/account',
    timeline: '/extra-pages/timeline',
  },
  /** Every depth of the nested-menu demo is one page. */
  menuLevel: { any: '/menu-level/*' },
  mui: {
    inputs: '/mui/inputs',
    dataDisplay: '/mui/data-display',
    navigation: '/mui/navigation',
    surface: '/mui/surface',
    feedback: '/mui/feedback',
    layout: '/mui/layout',
    utility: '/mui/utility',
    dataGrid: '/mui/data-grid',
    lab: '/mui/lab',
  },
  thirdParty: {
    chart: '/third-party/chart',
    map: '/third-party/map',
    calendar: '/third-party/calendar',
    editor: '/third-party/editor',
  },
} as const;

/** Every path above: what the host mounts for this remote while it is not loaded. */
export const ROUTE_PATHS: readonly string[] = Object.values(TEMPLATE_PATHS).flatMap((area) =>
  Object.values<string>(area),
);

/** The to-do app's first folder (its menu entry; billing's payment approval redirects there). */
export const TODO_HOME = CROSS_REMOTE_PATHS.todoAll;

/** The slots this remote offers: none. */
export const SLOT_NAMES: readonly string[] = [];
