/** The eight dashboards the mock backend answers (GET /dashboard/{id}; any other id is a 404). */
export const DASHBOARD_IDS = [
  'analytics',
  'ecommerce',
  'crm',
  'crypto',
  'health_care',
  'academy',
  'metrics',
  'widgets',
] as const;
export type DashboardId = (typeof DASHBOARD_IDS)[number];

export const isDashboardId = (id: string): id is DashboardId =>
  (DASHBOARD_IDS as readonly string[]).includes(id);

/** How a figure reads: a count, dollars, a percentage (0–100), seconds as m:ss, a crypto amount. */
export type ValueFormat = 'number' | 'currency' | 'percent' | 'duration' | 'decimal';

/** A headline figure: its label key, value, change against the previous period (%) and recent trend. */
export interface Stat {
  id: string;
  value: number;
  format: ValueFormat;
  change: number;
  trend: number[];
  /** A fall is good news (bounce rate, refunds): the change shows green when it goes down. */
  lowerIsBetter?: boolean;
}

/** One part of a whole (a donut slice, a bar): `id` names it (a message key or a proper name). */
export interface Part {
  id: string;
  value: number;
}

/** One x position of a chart: `x` is a date (YYYY-MM or YYYY-MM-DD) or a time (HH:mm); the rest are series. */
export type Point = { x: string } & Record<string, number | string>;

/** A figure against its target. */
export interface Goal {
  id: string;
  value: number;
  target: number;
  format: ValueFormat;
}

export type DealStage = 'lead' | 'qualified' | 'proposal' | 'negotiation' | 'won';

export interface CrmData {
  stats: Stat[];
  revenue: Point[];
  pipeline: Part[];
  sources: Part[];
  deals: { id: string; company: string; owner: string; value: number; stage: DealStage; closeDate: string }[];
  goals: Goal[];
  activities: { id: number; kind: 'call' | 'meeting' | 'email'; subject: string; who: string; at: string }[];
}

export interface Coin {
  symbol: string;
  name: string;
  price: number;
  change: number;
  marketCap: number;
  volume: number;
  trend: number[];
}

export interface CryptoOrder {
  id: number;
  coin: string;
  amount: number;
  price: number;
  total: number;
  at: string;
}

export interface CryptoData {
  balance: { total: number; change: number };
  coins: Coin[];
  allocation: Part[];
  history: Point[];
  transactions: {
    id: number;
    side: 'buy' | 'sell';
    coin: string;
    amount: number;
    price: number;
    at: string;
  }[];
  orders: CryptoOrder[];
}

export interface AnalyticsData {
  stats: Stat[];
  traffic: Point[];
  sources: Part[];
  devices: Part[];
  realtime: Point[];
  topPages: { path: string; views: number; avgTime: number; bounce: number }[];
  countries: { country: string; visitors: number }[];
}

export type OrderStatus = 'delivered' | 'shipped' | 'pending' | 'cancelled';

export interface EcommerceData {
  stats: Stat[];
  sales: Point[];
  categories: Part[];
  channels: Point[];
  recentOrders: {
    id: string;
    customer: string;
    product: string;
    amount: number;
    status: OrderStatus;
    date: string;
  }[];
  topProducts: { id: number; name: string; sold: number; target: number; revenue: number }[];
}

export interface AcademyData {
  stats: Stat[];
  studyHours: Point[];
  categories: Part[];
  courses: { id: number; title: string; category: string; lessons: number; done: number }[];
  results: { id: number; student: string; course: string; score: number; date: string }[];
  ranking: { id: number; name: string; points: number; courses: number }[];
}

export type AppointmentStatus = 'confirmed' | 'waiting' | 'cancelled';

export interface HealthCareData {
  stats: Stat[];
  admissions: Point[];
  heartRate: Point[];
  departments: Part[];
  bloodStock: Part[];
  appointments: {
    id: number;
    patient: string;
    doctor: string;
    department: string;
    at: string;
    status: AppointmentStatus;
  }[];
  doctors: { id: number; name: string; department: string; patients: number; rating: number }[];
}

export interface MetricsData {
  metrics: (Stat & { chart: 'area' | 'bar' | 'line' })[];
  yearly: Point[];
  goals: Goal[];
  funnel: Part[];
  weekly: Point[];
}

export interface WidgetsData {
  profile: { name: string; role: string; followers: number; following: number; posts: number };
  weather: {
    city: string;
    temperature: number;
    condition: 'sunny' | 'cloudy' | 'rain';
    humidity: number;
    wind: number;
    forecast: { day: string; high: number; low: number; condition: 'sunny' | 'cloudy' | 'rain' }[];
  };
  dailySales: Point[];
  goal: Goal;
  social: Part[];
  tasks: { id: number; title: string; done: boolean }[];
  activities: {
    id: number;
    who: string;
    action: 'commented' | 'uploaded' | 'joined' | 'completed';
    target: string;
    at: string;
  }[];
}

export interface DashboardData {
  analytics: AnalyticsData;
  ecommerce: EcommerceData;
  crm: CrmData;
  crypto: CryptoData;
  health_care: HealthCareData;
  academy: AcademyData;
  metrics: MetricsData;
  widgets: WidgetsData;
}

/** A buy order as the form sends it. */
export interface BuyRequest {
  coin: string;
  amount: number;
}

/** The smallest amount of a coin one may buy (the buy form's placeholder reads "min 0.001"). */
export const MIN_BUY = 0.001;
