/** Every public screen a signed-out visitor can open (one of the two error pages' shared frame). */
export const PUBLIC_ROUTES = [
  '/home',
  '/about-us',
  '/contact-us',
  '/signin',
  '/signup',
  '/forget-password',
  '/reset-password?token=abc',
  '/verify-account',
  '/terms-and-conditions',
  '/privacy-policy',
  '/invitation?token=abc',
  // The error pages share one frame (ErrorPage): two of them.
  '/error-pages/error-404',
  '/error-pages/error-500',
];
