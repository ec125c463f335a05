import type {
  AcademyData,
  AnalyticsData,
  CrmData,
  CryptoData,
  DashboardData,
  EcommerceData,
  HealthCareData,
  MetricsData,
  Point,
  WidgetsData,
} from '../types';

// Sample figures, not product data: fixed, so every load and
// every test sees the same dashboard. Series come from smooth waves rather than long tables.

/** n values around `base`: a wave of `amp` plus a steady `step` a position. */
function wave(n: number, base: number, amp: number, step = 0, phase = 0, digits = 0): number[] {
  const f = 10 ** digits;
  return Array.from(
    { length: n },
    (_, i) => Math.round((base + amp * Math.sin(i * 0.8 + phase) + step * i) * f) / f,
  );
}

const MONTHS_2026 = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);

/** n consecutive days from `start` (YYYY-MM-DD, UTC-free arithmetic on the date alone). */
function days(start: string, n: number): string[] {
  const [y, m, d] = start.split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 1, d + i));
    return date.toISOString().slice(0, 10);
  });
}

/** Points on `xs`, one series per entry of `series`. */
function points(xs: string[], series: Record<string, number[]>): Point[] {
  return xs.map((x, i) => {
    const p: Point = { x };
    for (const [key, values] of Object.entries(series)) p[key] = values[i];
    return p;
  });
}

function crm(): CrmData {
  return {
    stats: [
      { id: 'revenue', value: 284_520, format: 'currency', change: 12.4, trend: wave(10, 20, 4, 1.2) },
      { id: 'deals', value: 146, format: 'number', change: 8.1, trend: wave(10, 12, 3, 0.5, 1) },
      { id: 'newClients', value: 38, format: 'number', change: -4.2, trend: wave(10, 9, 2, -0.2, 2) },
      { id: 'conversion', value: 23.6, format: 'percent', change: 2.3, trend: wave(10, 20, 2, 0.3, 3) },
    ],
    revenue: points(MONTHS_2026, {
      revenue: wave(12, 21_000, 4_000, 600),
      target: wave(12, 22_000, 500, 500, 0.4),
    }),
    pipeline: [
      { id: 'lead', value: 64 },
      { id: 'qualified', value: 41 },
      { id: 'proposal', value: 23 },
      { id: 'negotiation', value: 12 },
      { id: 'won', value: 6 },
    ],
    sources: [
      { id: 'website', value: 42 },
      { id: 'referral', value: 24 },
      { id: 'social', value: 16 },
      { id: 'email', value: 11 },
      { id: 'events', value: 7 },
    ],
    deals: [
      {
        id: 'D-1042',
        company: 'Northwind Traders',
        owner: 'Asha Mendez',
        value: 48_000,
        stage: 'negotiation',
        closeDate: '2026-12-04',
      },
      {
        id: 'D-1041',
        company: 'Blue Harbor Logistics',
        owner: 'Tomás Silva',
        value: 32_500,
        stage: 'proposal',
        closeDate: '2026-12-11',
      },
      {
        id: 'D-1039',
        company: 'Lumen Health',
        owner: 'Lena Hart',
        value: 27_800,
        stage: 'won',
        closeDate: '2026-11-20',
      },
      {
        id: 'D-1036',
        company: 'Keystone Foods',
        owner: 'Kofi Boateng',
        value: 19_900,
        stage: 'qualified',
        closeDate: '2027-01-15',
      },
      {
        id: 'D-1033',
        company: 'Orbit Telecom',
        owner: 'Mei Chen',
        value: 15_250,
        stage: 'lead',
        closeDate: '2027-01-29',
      },
      {
        id: 'D-1030',
        company: 'Cedar & Pine Studio',
        owner: 'Omar Haddad',
        value: 9_400,
        stage: 'proposal',
        closeDate: '2026-12-18',
      },
    ],
    goals: [
      { id: 'revenue', value: 284_520, target: 360_000, format: 'currency' },
      { id: 'newClients', value: 38, target: 60, format: 'number' },
      { id: 'calls', value: 412, target: 450, format: 'number' },
    ],
    activities: [
      { id: 1, kind: 'call', subject: 'Renewal terms', who: 'Northwind Traders', at: '2026-11-25T09:30' },
      {
        id: 2,
        kind: 'meeting',
        subject: 'Product demo',
        who: 'Blue Harbor Logistics',
        at: '2026-11-25T14:00',
      },
      {
        id: 3,
        kind: 'email',
        subject: 'Proposal follow-up',
        who: 'Cedar & Pine Studio',
        at: '2026-11-26T10:15',
      },
      { id: 4, kind: 'call', subject: 'Discovery call', who: 'Orbit Telecom', at: '2026-11-27T11:45' },
    ],
  };
}

function crypto(): CryptoData {
  return {
    balance: { total: 48_215.37, change: 3.8 },
    coins: [
      {
        symbol: 'BTC',
        name: 'Bitcoin',
        price: 91_250.4,
        change: 2.14,
        marketCap: 1_812e9,
        volume: 38.2e9,
        trend: wave(14, 88_000, 1_800, 220),
      },
      {
        symbol: 'ETH',
        name: 'Ethereum',
        price: 3_184.72,
        change: -1.05,
        marketCap: 384e9,
        volume: 17.9e9,
        trend: wave(14, 3_250, 90, -6, 1),
      },
      {
        symbol: 'XRP',
        name: 'Ripple',
        price: 2.21,
        change: 4.67,
        marketCap: 127e9,
        volume: 4.3e9,
        trend: wave(14, 2.0, 0.08, 0.015, 2, 3),
      },
      {
        symbol: 'LTC',
        name: 'Litecoin',
        price: 98.35,
        change: 0.62,
        marketCap: 7.4e9,
        volume: 0.82e9,
        trend: wave(14, 96, 2.5, 0.15, 3, 2),
      },
    ],
    allocation: [
      { id: 'BTC', value: 52 },
      { id: 'ETH', value: 27 },
      { id: 'XRP', value: 13 },
      { id: 'LTC', value: 8 },
    ],
    history: points(days('2026-10-27', 30), {
      BTC: wave(30, 86_000, 2_400, 180, 0),
      ETH: wave(30, 3_300, 120, -4, 1.5),
    }),
    transactions: [
      { id: 1, side: 'buy', coin: 'BTC', amount: 0.045, price: 90_870, at: '2026-11-24T16:20' },
      { id: 2, side: 'sell', coin: 'ETH', amount: 1.2, price: 3_212, at: '2026-11-24T11:05' },
      { id: 3, side: 'buy', coin: 'XRP', amount: 850, price: 2.12, at: '2026-11-23T19:42' },
      { id: 4, side: 'buy', coin: 'LTC', amount: 6.5, price: 97.8, at: '2026-11-22T08:15' },
    ],
    orders: [],
  };
}

function analytics(): AnalyticsData {
  return {
    stats: [
      { id: 'visitors', value: 128_430, format: 'number', change: 9.6, trend: wave(10, 11, 2, 0.4) },
      { id: 'pageViews', value: 402_115, format: 'number', change: 6.2, trend: wave(10, 34, 5, 0.8, 1) },
      {
        id: 'bounceRate',
        value: 41.8,
        format: 'percent',
        change: -3.1,
        trend: wave(10, 44, 2, -0.3, 2),
        lowerIsBetter: true,
      },
      { id: 'sessionTime', value: 194, format: 'duration', change: 4.4, trend: wave(10, 180, 10, 1.5, 3) },
    ],
    traffic: points(MONTHS_2026, {
      visitors: wave(12, 9_000, 1_500, 300),
      pageViews: wave(12, 28_000, 4_000, 900, 0.6),
    }),
    sources: [
      { id: 'organic', value: 46 },
      { id: 'direct', value: 22 },
      { id: 'referral', value: 14 },
      { id: 'social', value: 12 },
      { id: 'paid', value: 6 },
    ],
    devices: [
      { id: 'desktop', value: 54 },
      { id: 'mobile', value: 39 },
      { id: 'tablet', value: 7 },
    ],
    realtime: points(
      Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`),
      { users: wave(12, 320, 140, 12, 4) },
    ),
    topPages: [
      { path: '/pricing', views: 48_210, avgTime: 142, bounce: 32.4 },
      { path: '/features', views: 39_870, avgTime: 188, bounce: 28.9 },
      { path: '/blog/getting-started', views: 27_115, avgTime: 256, bounce: 45.2 },
      { path: '/signup', views: 21_940, avgTime: 95, bounce: 22.1 },
      { path: '/contact', views: 12_305, avgTime: 71, bounce: 51.7 },
    ],
    countries: [
      { country: 'United States', visitors: 38_420 },
      { country: 'India', visitors: 21_870 },
      { country: 'Germany', visitors: 14_310 },
      { country: 'Brazil', visitors: 9_860 },
      { country: 'Japan', visitors: 7_240 },
    ],
  };
}

function ecommerce(): EcommerceData {
  return {
    stats: [
      { id: 'sales', value: 96_480, format: 'currency', change: 14.2, trend: wave(10, 8, 2, 0.5) },
      { id: 'orders', value: 1_284, format: 'number', change: 7.5, trend: wave(10, 110, 14, 3, 1) },
      { id: 'customers', value: 842, format: 'number', change: 5.1, trend: wave(10, 70, 9, 2, 2) },
      { id: 'averageOrder', value: 75.14, format: 'currency', change: -1.8, trend: wave(10, 76, 2, -0.1, 3) },
    ],
    sales: points(MONTHS_2026, {
      sales: wave(12, 7_200, 1_300, 160),
      orders: wave(12, 95, 18, 2.5, 0.8),
    }),
    categories: [
      { id: 'fashion', value: 34 },
      { id: 'electronics', value: 28 },
      { id: 'home', value: 19 },
      { id: 'beauty', value: 12 },
      { id: 'sports', value: 7 },
    ],
    channels: points(days('2026-11-16', 7), {
      online: wave(7, 180, 40, 6),
      store: wave(7, 90, 20, 2, 2),
    }),
    recentOrders: [
      {
        id: '#SK2540',
        customer: 'Asha Mendez',
        product: 'Air Runner Sneakers',
        amount: 129.0,
        status: 'delivered',
        date: '2026-11-24',
      },
      {
        id: '#SK2539',
        customer: 'Tomás Silva',
        product: 'Classic Leather Watch',
        amount: 249.5,
        status: 'shipped',
        date: '2026-11-24',
      },
      {
        id: '#SK2538',
        customer: 'Lena Hart',
        product: 'Canvas Weekend Bag',
        amount: 89.99,
        status: 'pending',
        date: '2026-11-23',
      },
      {
        id: '#SK2537',
        customer: 'Kofi Boateng',
        product: 'Linen Summer Shirt',
        amount: 45.0,
        status: 'cancelled',
        date: '2026-11-23',
      },
      {
        id: '#SK2536',
        customer: 'Mei Chen',
        product: 'Trail Hiking Boots',
        amount: 159.0,
        status: 'delivered',
        date: '2026-11-22',
      },
    ],
    topProducts: [
      { id: 1, name: 'Air Runner Sneakers', sold: 412, target: 500, revenue: 53_148 },
      { id: 2, name: 'Classic Leather Watch', sold: 236, target: 300, revenue: 58_882 },
      { id: 3, name: 'Canvas Weekend Bag', sold: 198, target: 320, revenue: 17_818 },
      { id: 4, name: 'Linen Summer Shirt', sold: 167, target: 180, revenue: 7_515 },
    ],
  };
}

function academy(): AcademyData {
  return {
    stats: [
      { id: 'courses', value: 24, format: 'number', change: 9.1, trend: wave(10, 18, 2, 0.5) },
      { id: 'students', value: 3_218, format: 'number', change: 12.7, trend: wave(10, 250, 30, 8, 1) },
      {
        id: 'hoursLearned',
        value: 14_562,
        format: 'number',
        change: 6.3,
        trend: wave(10, 1_300, 120, 20, 2),
      },
      { id: 'certificates', value: 412, format: 'number', change: -2.4, trend: wave(10, 42, 5, -0.3, 3) },
    ],
    studyHours: points(days('2026-11-16', 7), {
      hours: wave(7, 3.2, 1.4, 0.1, 0, 1),
      goal: [3, 3, 3, 3, 3, 3, 3],
    }),
    categories: [
      { id: 'development', value: 38 },
      { id: 'design', value: 24 },
      { id: 'business', value: 21 },
      { id: 'marketing', value: 17 },
    ],
    courses: [
      { id: 1, title: 'React from the ground up', category: 'development', lessons: 42, done: 35 },
      { id: 2, title: 'Interface design systems', category: 'design', lessons: 28, done: 14 },
      { id: 3, title: 'Financial modelling basics', category: 'business', lessons: 20, done: 19 },
      { id: 4, title: 'Search and content marketing', category: 'marketing', lessons: 24, done: 6 },
    ],
    results: [
      { id: 1, student: 'Amira Saleh', course: 'React from the ground up', score: 94, date: '2026-11-21' },
      { id: 2, student: 'Jonas Weber', course: 'Interface design systems', score: 81, date: '2026-11-20' },
      { id: 3, student: 'Priya Nair', course: 'Financial modelling basics', score: 67, date: '2026-11-19' },
      {
        id: 4,
        student: 'Lucas Moreau',
        course: 'Search and content marketing',
        score: 48,
        date: '2026-11-18',
      },
      { id: 5, student: 'Yuki Tanaka', course: 'React from the ground up', score: 88, date: '2026-11-17' },
    ],
    ranking: [
      { id: 1, name: 'Amira Saleh', points: 2_840, courses: 9 },
      { id: 2, name: 'Yuki Tanaka', points: 2_615, courses: 8 },
      { id: 3, name: 'Jonas Weber', points: 2_390, courses: 8 },
      { id: 4, name: 'Priya Nair', points: 2_105, courses: 7 },
    ],
  };
}

function healthCare(): HealthCareData {
  return {
    stats: [
      { id: 'patients', value: 1_946, format: 'number', change: 5.4, trend: wave(10, 180, 20, 3) },
      { id: 'appointments', value: 318, format: 'number', change: 11.2, trend: wave(10, 28, 5, 0.6, 1) },
      { id: 'doctors', value: 42, format: 'number', change: 2.4, trend: wave(10, 40, 1, 0.2, 2) },
      { id: 'bedOccupancy', value: 78.5, format: 'percent', change: -1.6, trend: wave(10, 80, 3, -0.2, 3) },
    ],
    admissions: points(MONTHS_2026, {
      inpatients: wave(12, 420, 60, 5),
      outpatients: wave(12, 980, 140, 12, 1.1),
    }),
    heartRate: points(
      Array.from({ length: 13 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`).slice(0, 12),
      { bpm: wave(12, 74, 9, 0, 2.2) },
    ),
    departments: [
      { id: 'cardiology', value: 84 },
      { id: 'neurology', value: 52 },
      { id: 'orthopedics', value: 71 },
      { id: 'pediatrics', value: 66 },
      { id: 'dermatology', value: 45 },
    ],
    bloodStock: [
      { id: 'A+', value: 32 },
      { id: 'O+', value: 38 },
      { id: 'B+', value: 14 },
      { id: 'AB+', value: 6 },
      { id: 'O−', value: 10 },
    ],
    appointments: [
      {
        id: 1,
        patient: 'Nadia Rahman',
        doctor: 'Dr. Ethan Brooks',
        department: 'cardiology',
        at: '2026-11-25T09:00',
        status: 'confirmed',
      },
      {
        id: 2,
        patient: 'Carlos Ortega',
        doctor: 'Dr. Hana Kim',
        department: 'neurology',
        at: '2026-11-25T10:30',
        status: 'waiting',
      },
      {
        id: 3,
        patient: 'Grace Okafor',
        doctor: 'Dr. Liam Novak',
        department: 'orthopedics',
        at: '2026-11-25T13:15',
        status: 'confirmed',
      },
      {
        id: 4,
        patient: 'Sven Lindqvist',
        doctor: 'Dr. Sara Haddad',
        department: 'pediatrics',
        at: '2026-11-25T15:45',
        status: 'cancelled',
      },
      {
        id: 5,
        patient: 'Mina Farouk',
        doctor: 'Dr. Ethan Brooks',
        department: 'cardiology',
        at: '2026-11-26T08:30',
        status: 'waiting',
      },
    ],
    doctors: [
      { id: 1, name: 'Dr. Ethan Brooks', department: 'cardiology', patients: 214, rating: 4.9 },
      { id: 2, name: 'Dr. Hana Kim', department: 'neurology', patients: 176, rating: 4.8 },
      { id: 3, name: 'Dr. Liam Novak', department: 'orthopedics', patients: 158, rating: 4.7 },
      { id: 4, name: 'Dr. Sara Haddad', department: 'pediatrics', patients: 203, rating: 4.9 },
    ],
  };
}

function metrics(): MetricsData {
  return {
    metrics: [
      {
        id: 'orders',
        value: 2_145,
        format: 'number',
        change: 6.8,
        trend: wave(12, 160, 30, 4),
        chart: 'area',
      },
      {
        id: 'revenue',
        value: 61_320,
        format: 'currency',
        change: 9.3,
        trend: wave(12, 4_600, 700, 90, 1),
        chart: 'bar',
      },
      {
        id: 'visits',
        value: 38_904,
        format: 'number',
        change: -2.1,
        trend: wave(12, 3_300, 400, -20, 2),
        chart: 'line',
      },
      {
        id: 'subscribers',
        value: 1_372,
        format: 'number',
        change: 15.6,
        trend: wave(12, 90, 18, 5, 3),
        chart: 'area',
      },
      {
        id: 'refunds',
        value: 1.9,
        format: 'percent',
        change: -0.4,
        trend: wave(12, 2.4, 0.3, -0.04, 4, 2),
        chart: 'line',
        lowerIsBetter: true,
      },
      {
        id: 'tickets',
        value: 264,
        format: 'number',
        change: -8.5,
        trend: wave(12, 26, 6, -0.6, 5),
        chart: 'bar',
        lowerIsBetter: true,
      },
    ],
    yearly: points(MONTHS_2026, {
      thisYear: wave(12, 5_200, 900, 120),
      lastYear: wave(12, 4_600, 700, 80, 0.9),
    }),
    goals: [
      { id: 'sales', value: 61_320, target: 75_000, format: 'currency' },
      { id: 'signups', value: 1_372, target: 1_500, format: 'number' },
      { id: 'satisfaction', value: 92, target: 95, format: 'percent' },
    ],
    funnel: [
      { id: 'visits', value: 38_904 },
      { id: 'productViews', value: 17_420 },
      { id: 'carts', value: 5_210 },
      { id: 'checkouts', value: 2_890 },
      { id: 'orders', value: 2_145 },
    ],
    weekly: points(days('2026-11-16', 7), {
      new: wave(7, 120, 30, 4),
      returning: wave(7, 210, 40, 3, 1.7),
    }),
  };
}

function widgets(): WidgetsData {
  return {
    profile: { name: 'Amira Saleh', role: 'Product designer', followers: 1_284, following: 312, posts: 96 },
    weather: {
      city: 'Lisbon',
      temperature: 17,
      condition: 'cloudy',
      humidity: 68,
      wind: 14,
      forecast: [
        { day: '2026-11-26', high: 18, low: 11, condition: 'sunny' },
        { day: '2026-11-27', high: 16, low: 10, condition: 'rain' },
        { day: '2026-11-28', high: 15, low: 9, condition: 'cloudy' },
        { day: '2026-11-29', high: 17, low: 10, condition: 'sunny' },
      ],
    },
    dailySales: points(days('2026-11-12', 14), { sales: wave(14, 2_400, 500, 40) }),
    goal: { id: 'dailyGoal', value: 7_420, target: 10_000, format: 'number' },
    social: [
      { id: 'Facebook', value: 18_400 },
      { id: 'Instagram', value: 24_900 },
      { id: 'LinkedIn', value: 9_300 },
      { id: 'YouTube', value: 12_700 },
    ],
    tasks: [
      { id: 1, title: 'Review the onboarding flow', done: true },
      { id: 2, title: 'Send the November report', done: false },
      { id: 3, title: 'Plan the design sprint', done: false },
      { id: 4, title: 'Update the icon set', done: true },
    ],
    activities: [
      { id: 1, who: 'Jonas Weber', action: 'commented', target: 'Landing page v3', at: '2026-11-25T08:40' },
      {
        id: 2,
        who: 'Priya Nair',
        action: 'uploaded',
        target: 'Brand guidelines.pdf',
        at: '2026-11-24T17:05',
      },
      { id: 3, who: 'Lucas Moreau', action: 'joined', target: 'Design team', at: '2026-11-24T10:20' },
      {
        id: 4,
        who: 'Yuki Tanaka',
        action: 'completed',
        target: 'Accessibility audit',
        at: '2026-11-23T15:30',
      },
    ],
  };
}

/** Every dashboard's payload, fresh (the mock may change the crypto orders until the page reloads). */
export function createDashboardDb(): DashboardData {
  return {
    analytics: analytics(),
    ecommerce: ecommerce(),
    crm: crm(),
    crypto: crypto(),
    health_care: healthCare(),
    academy: academy(),
    metrics: metrics(),
    widgets: widgets(),
  };
}
