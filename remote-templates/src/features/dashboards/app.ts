import { createElement, lazy } from 'react';
import {
  AppstoreOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FundOutlined,
  LineChartOutlined,
  MedicineBoxOutlined,
  ReadOutlined,
  ShopOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
import { messages } from './i18n';
import { dashboardsReducer } from './store/dashboards-slice';

// Each dashboard is its own chunk; recharts arrives with the first one opened (a shared chunk).
const CrmPage = lazy(() => import('./pages/CrmPage'));
const CryptoPage = lazy(() => import('./pages/CryptoPage'));
const AnalyticsPage = lazy(() => import('./pages/AnalyticsPage'));
const EcommercePage = lazy(() => import('./pages/EcommercePage'));
const AcademyPage = lazy(() => import('./pages/AcademyPage'));
const HealthCarePage = lazy(() => import('./pages/HealthCarePage'));
const MetricsPage = lazy(() => import('./pages/MetricsPage'));
const WidgetsPage = lazy(() => import('./pages/WidgetsPage'));

const user = { role: 'user' } as const;

/** The eight template dashboards: their paths, sidebar labels and icons, in the sidebar's order. */
export const DASHBOARD_PAGES = [
  { nav: 'crm', path: TEMPLATE_PATHS.dashboards.crm, Component: CrmPage, icon: ContactsOutlined },
  { nav: 'crypto', path: TEMPLATE_PATHS.dashboards.crypto, Component: CryptoPage, icon: ThunderboltOutlined },
  {
    nav: 'analytics',
    path: TEMPLATE_PATHS.dashboards.analytics,
    Component: AnalyticsPage,
    icon: LineChartOutlined,
  },
  {
    nav: 'ecommerce',
    path: TEMPLATE_PATHS.dashboards.ecommerce,
    Component: EcommercePage,
    icon: ShopOutlined,
  },
  { nav: 'academy', path: TEMPLATE_PATHS.dashboards.academy, Component: AcademyPage, icon: ReadOutlined },
  {
    nav: 'healthCare',
    path: TEMPLATE_PATHS.dashboards.healthCare,
    Component: HealthCarePage,
    icon: MedicineBoxOutlined,
  },
  { nav: 'metrics', path: TEMPLATE_PATHS.dashboards.metrics, Component: MetricsPage, icon: FundOutlined },
  { nav: 'widgets', path: TEMPLATE_PATHS.dashboards.widgets, Component: WidgetsPage, icon: AppstoreOutlined },
];

/** The template's eight dashboards (CRM, crypto, analytics, …) on the mock's sample figures. */
export const dashboardsApp: TemplateApp = {
  id: 'dashboards',
  group: 'dashboards',
  routes: DASHBOARD_PAGES.map(({ path, Component }) => ({ path, Component, access: user })),
  nav: {
    id: 'templates-dashboards',
    type: 'collapse',
    messageId: 'templates.dashboards.nav',
    icon: createElement(DashboardOutlined),
    children: DASHBOARD_PAGES.map(({ nav, path, icon }) => ({
      id: `templates-dashboards-${nav}`,
      type: 'item' as const,
      messageId: `templates.dashboards.nav.${nav}`,
      url: path,
      icon: createElement(icon),
    })),
  },
  reducers: { templatesDashboards: dashboardsReducer },
  loadSaga: () => import('./store/dashboards-saga'),
  messages,
};
