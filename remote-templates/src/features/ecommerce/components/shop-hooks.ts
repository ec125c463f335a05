import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { cartCount, ecommerceActions, selectEcommerce, type EcommerceState } from '../store/ecommerce-slice';

/** The slice, typed. */
export function useShop(): EcommerceState {
  return useAppSelector((s: { templatesEcommerce?: EcommerceState }) => selectEcommerce(s));
}

/** The cart, asked once per page load, and its piece count. */
export function useCart() {
  const dispatch = useAppDispatch();
  const { cart, cartLoaded } = useShop();
  useEffect(() => {
    if (!cartLoaded) dispatch(ecommerceActions.cartRequested());
  }, [cartLoaded, dispatch]);
  return { cart, cartLoaded, count: cartCount(cart) };
}

/** Money in dollars, in the user's locale. */
export function useMoney(): (value: number) => string {
  const intl = useIntl();
  return (value) => intl.formatNumber(value, { style: 'currency', currency: 'USD' });
}

/** A sample date (YYYY-MM-DD) as that day in the user's time zone (not UTC midnight). */
export const localDate = (day: string): Date => dayjs(day).toDate();
