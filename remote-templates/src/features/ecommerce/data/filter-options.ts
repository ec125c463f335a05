/** The filters' choices: the sample products use only these. */
export const BRANDS = ['Nike', 'Adidas', 'Puma', 'Levis', 'Zara', 'Fossil'] as const;
export const IDEAL_FOR = ['Men', 'Women', 'Boys', 'Girls'] as const;
export const COLORS = ['Black', 'White', 'Blue', 'Red', 'Green', 'Grey'] as const;
/** "x% or more". */
export const DISCOUNTS = [10, 20, 30, 40, 50] as const;
/** "x stars and above". */
export const RATINGS = [4, 3, 2, 1] as const;
