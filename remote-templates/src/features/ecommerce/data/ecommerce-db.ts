import type { CartItem, Customer, EcommerceDb, Order, Product, Review } from '../types';

export { BRANDS, COLORS, DISCOUNTS, IDEAL_FOR, RATINGS } from './filter-options';

const FILL: Record<string, string> = {
  Black: '#262626',
  White: '#f0f0f0',
  Blue: '#1677ff',
  Red: '#f5222d',
  Green: '#52c41a',
  Grey: '#8c8c8c',
};
const BACKGROUNDS = ['#e6f4ff', '#fff7e6', '#f6ffed', '#f9f0ff'];

type Kind = 'shoe' | 'shirt' | 'watch' | 'bag';

const SHAPES: Record<Kind, string> = {
  shoe: '<path d="M30 120 L30 85 Q45 80 60 92 L95 105 Q140 110 150 125 L150 135 L30 135 Z"/>',
  shirt:
    '<path d="M60 40 L80 30 Q90 45 100 30 L120 40 L145 65 L128 80 L120 72 L120 150 L60 150 L60 72 L52 80 L35 65 Z"/>',
  watch:
    '<rect x="78" y="25" width="24" height="130" rx="8"/><circle cx="90" cy="90" r="34"/><circle cx="90" cy="90" r="26" fill="#fff" opacity=".85"/>',
  bag: '<path d="M70 60 Q70 35 90 35 Q110 35 110 60" fill="none" stroke-width="8" stroke="currentColor"/><rect x="45" y="60" width="90" height="90" rx="10"/>',
};

/** An inline SVG picture of a product (a data URI): no network, any number of views. */
export function productPicture(kind: Kind, color: string, view: number): string {
  const fill = FILL[color] ?? '#8c8c8c';
  const transform = view === 1 ? 'translate(180 0) scale(-1 1)' : view === 2 ? 'rotate(-12 90 90)' : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180">` +
    `<rect width="180" height="180" fill="${BACKGROUNDS[view % BACKGROUNDS.length]}"/>` +
    `<g fill="${fill}" color="${fill}" stroke="#595959" stroke-width="1.5" transform="${transform}">${SHAPES[kind]}</g>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const REVIEWERS = ['Asha Mendez', 'Tomás Silva', 'Lena Hart', 'Kofi Boateng', 'Mei Chen', 'Omar Haddad'];
const REVIEW_TEXTS = [
  'Exactly as described, and it arrived two days early.',
  'Good quality for the price; the size runs a little small.',
  'Comfortable from the first day. Would buy again.',
  'The colour is a bit darker than in the pictures.',
  'Well made and nicely packed.',
];

function reviewsFor(id: number, count: number): Review[] {
  return Array.from({ length: count }, (_, i) => ({
    id: id * 10 + i + 1,
    name: REVIEWERS[(id + i) % REVIEWERS.length],
    rating: 5 - ((id + i) % 3),
    date: `2024-0${1 + ((id + i) % 9)}-${String(10 + ((id * 3 + i) % 18)).padStart(2, '0')}`,
    text: REVIEW_TEXTS[(id + i) % REVIEW_TEXTS.length],
  }));
}

/** [id, title, kind, brand, ideaFor, color, mrp, discount, rating, reviews] */
type Row = [number, string, Kind, string, string, string, number, number, number, number];
const PRODUCTS: Row[] = [
  [1, 'Air Runner Sneakers', 'shoe', 'Nike', 'Men', 'Black', 120, 20, 4.5, 3],
  [2, 'Cloud Walk Trainers', 'shoe', 'Adidas', 'Women', 'White', 95, 10, 4, 2],
  [3, 'Classic Denim Shirt', 'shirt', 'Levis', 'Men', 'Blue', 60, 30, 3.5, 2],
  [4, 'Linen Summer Shirt', 'shirt', 'Zara', 'Women', 'White', 45, 0, 4, 1],
  [5, 'Chrono Steel Watch', 'watch', 'Fossil', 'Men', 'Grey', 240, 15, 4.5, 3],
  [6, 'Petite Leather Watch', 'watch', 'Fossil', 'Women', 'Red', 180, 25, 4, 2],
  [7, 'Trail Backpack 25 L', 'bag', 'Puma', 'Boys', 'Green', 70, 40, 3, 1],
  [8, 'School Day Backpack', 'bag', 'Adidas', 'Girls', 'Red', 40, 10, 4, 2],
  [9, 'Sprint Racer Shoes', 'shoe', 'Puma', 'Boys', 'Blue', 65, 35, 3.5, 1],
  [10, 'Court Classic Shoes', 'shoe', 'Nike', 'Women', 'White', 110, 0, 5, 3],
  [11, 'Everyday Polo Shirt', 'shirt', 'Nike', 'Men', 'Green', 35, 20, 3, 0],
  [12, 'Graphic Tee Junior', 'shirt', 'Puma', 'Girls', 'Grey', 22, 50, 2.5, 1],
  [13, 'Digital Sport Watch', 'watch', 'Adidas', 'Boys', 'Black', 55, 30, 3.5, 2],
  [14, 'Weekender Duffel', 'bag', 'Levis', 'Men', 'Grey', 130, 20, 4, 2],
  [15, 'City Tote Bag', 'bag', 'Zara', 'Women', 'Black', 75, 45, 4.5, 3],
  [16, 'Run Light Shoes', 'shoe', 'Adidas', 'Men', 'Grey', 140, 25, 4, 2],
  [17, 'Oxford Formal Shirt', 'shirt', 'Zara', 'Men', 'White', 55, 10, 3.5, 1],
  [18, 'Rose Gold Watch', 'watch', 'Fossil', 'Women', 'White', 210, 40, 5, 3],
  [19, 'Mini Sling Bag', 'bag', 'Puma', 'Girls', 'Blue', 30, 15, 2, 1],
  [20, 'Canvas Slip-ons', 'shoe', 'Levis', 'Girls', 'Red', 38, 20, 3, 1],
  [21, 'Flannel Check Shirt', 'shirt', 'Levis', 'Boys', 'Red', 28, 30, 4, 2],
  [22, 'Smart Fit Watch', 'watch', 'Nike', 'Men', 'Blue', 199, 10, 4.5, 3],
  [23, 'Gym Sack', 'bag', 'Nike', 'Boys', 'Black', 25, 0, 3.5, 1],
  [24, 'Hiking Boots', 'shoe', 'Puma', 'Women', 'Green', 160, 35, 4, 2],
];

const DESCRIPTIONS: Record<Kind, string> = {
  shoe: 'A light, cushioned shoe with a breathable upper and a grippy rubber sole, made for long days on your feet.',
  shirt: 'Soft, breathable cotton with a tailored fit; machine washable and keeps its shape wash after wash.',
  watch: 'A water-resistant case, a scratch-resistant face and a strap that stays comfortable all day.',
  bag: 'Roomy main compartment, padded straps and a water-repellent finish for every day and every trip.',
};

function products(): Product[] {
  return PRODUCTS.map(([id, title, kind, brand, ideaFor, color, mrp, discount, rating, reviews]) => ({
    id,
    title,
    description: DESCRIPTIONS[kind],
    mrp,
    discount,
    brand,
    ideaFor,
    rating,
    color,
    reviews: reviewsFor(id, reviews),
    images: [0, 1, 2].map((view) => productPicture(kind, color, view)),
  }));
}

const CUSTOMER_NAMES = [
  'Asha Mendez',
  'Tomás Silva',
  'Lena Hart',
  'Kofi Boateng',
  'Mei Chen',
  'Omar Haddad',
  'Sofia Rossi',
  'Lucas Moreau',
  'Priya Nair',
  'Jonas Berg',
  'Amara Okafor',
  'Diego Ramos',
  'Hana Sato',
  'Ethan Walsh',
  'Yara Khalil',
  'Noah Fischer',
  'Chloé Martin',
  'Ivan Petrov',
];
const CITIES = ['Lisbon', 'Austin', 'Accra', 'Osaka', 'Milan', 'Lyon'];

function customers(): Customer[] {
  return CUSTOMER_NAMES.map((name, i) => ({
    id: i + 1,
    name,
    email: `${name
      .split(' ')[0]
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}@example.com`,
    phone: `+1 555 01${String(10 + i).padStart(2, '0')}`,
    lastItem: PRODUCTS[(i * 5) % PRODUCTS.length][1],
    lastOrder: `2024-0${1 + (i % 9)}-${String(5 + i).padStart(2, '0')}`,
    rating: 3 + (i % 3),
    balance: 40 + ((i * 37) % 400),
    address: `${12 + i * 3} Market Street, ${CITIES[i % CITIES.length]}`,
    joinDate: `2023-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 27)).padStart(2, '0')}`,
  }));
}

const STATUSES = ['Delivered', 'Pending', 'Cancelled', 'Delivered'] as const;

/** 24 orders #SK2401–#SK2424, newest first. */
function orders(): Order[] {
  return Array.from({ length: 24 }, (_, i) => {
    const row = PRODUCTS[(i * 7) % PRODUCTS.length];
    return {
      id: `#SK24${String(24 - i).padStart(2, '0')}`,
      customer: CUSTOMER_NAMES[i % CUSTOMER_NAMES.length],
      product: row[1],
      date: `2024-06-${String(28 - i).padStart(2, '0')}`,
      paymentType: i % 3 === 0 ? 'COD' : 'Prepaid',
      price: Math.round(row[6] * (100 - row[7])) / 100,
      status: STATUSES[i % STATUSES.length],
    };
  });
}

function cartItem(product: Product, count: number): CartItem {
  const { id, title, brand, mrp, discount, images } = product;
  return { id, title, brand, image: images[0], mrp, discount, count };
}

/** A fresh copy of the shop's sample data (each page load, each test). */
export function createEcommerceDb(): EcommerceDb {
  const all = products();
  return {
    products: all,
    orders: orders(),
    customers: customers(),
    cart: [cartItem(all[0], 1), cartItem(all[4], 2)],
  };
}

export { cartItem };
