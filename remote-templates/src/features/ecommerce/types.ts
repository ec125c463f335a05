/** The template's shop (products, orders, customers, the cart). */

/** How the products page lays its products out. */
export const VIEW_TYPE = { LIST: 1, GRID: 2 } as const;
export type ViewType = (typeof VIEW_TYPE)[keyof typeof VIEW_TYPE];

/** The e-commerce lists (products, orders, customers) page by 10; the apps' lists by 15. */
export const ECOMMERCE_PAGE_SIZE = 10;

export interface Review {
  id: number;
  name: string;
  rating: number;
  /** YYYY-MM-DD. */
  date: string;
  text: string;
}

export interface Product {
  id: number;
  title: string;
  description: string;
  /** The list price, in dollars. */
  mrp: number;
  /** Percent off the list price. */
  discount: number;
  brand: string;
  ideaFor: string;
  /** 1–5, halves allowed. */
  rating: number;
  color: string;
  reviews: Review[];
  /** Inline SVG pictures (data URIs): no image leaves the bundle. */
  images: string[];
}

export interface PriceRange {
  start: number;
  end: number;
}

export interface FilterData {
  /** Part of the title (case-insensitive). */
  title: string;
  brand: string[];
  ideaFor: string[];
  color: string[];
  /** Minimum discounts (percent): a product passes with at least the smallest chosen. */
  discount: number[];
  /** Minimum ratings: a product passes with at least the smallest chosen. */
  rating: number[];
  /** On the price after the discount; both ends included. */
  mrp: PriceRange;
}

export const PRICE_BOUNDS: PriceRange = { start: 0, end: 500 };

export const emptyFilter = (): FilterData => ({
  title: '',
  brand: [],
  ideaFor: [],
  color: [],
  discount: [],
  rating: [],
  mrp: { ...PRICE_BOUNDS },
});

export type PaymentType = 'COD' | 'Prepaid';
export type OrderStatus = 'Cancelled' | 'Delivered' | 'Pending';

export interface Order {
  id: string;
  customer: string;
  product: string;
  /** YYYY-MM-DD. */
  date: string;
  paymentType: PaymentType;
  price: number;
  status: OrderStatus;
}

export interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string;
  lastItem: string;
  /** YYYY-MM-DD. */
  lastOrder: string;
  rating: number;
  balance: number;
  address: string;
  /** YYYY-MM-DD. */
  joinDate: string;
}

export interface CartItem {
  /** The product's id. */
  id: number;
  title: string;
  brand: string;
  image: string;
  mrp: number;
  discount: number;
  count: number;
}

export interface Address {
  name: string;
  phone: string;
  addressLine: string;
  city: string;
  pin: string;
}

export interface PlacedOrder {
  id: string;
  address: Address;
  items: CartItem[];
  total: number;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export interface EcommerceDb {
  products: Product[];
  orders: Order[];
  customers: Customer[];
  cart: CartItem[];
}

/** The price after the discount, to the cent. */
export const priceOf = (p: { mrp: number; discount: number }) => Math.round(p.mrp * (100 - p.discount)) / 100;
