/** Header and footer navigation (storefront spec §2, "Shared header" and "Shared footer"). */
export type NavLinkItem = { label: string; to: string };

export const PRODUCT_MENU: NavLinkItem[] = [
  { label: 'Alle produkter', to: '/products' },
  { label: 'Hoodies', to: '/hoodie' },
  { label: 'Crewneck', to: '/crewneck' },
  { label: 'Longsleeve', to: '/longsleeve' },
  { label: 'Sweatpants', to: '/sweatpants' },
  { label: 'Shorts', to: '/shorts' },
  { label: 'Zip Hoodie', to: '/zip-hoodie' },
  { label: 'Tilbehør', to: '/products/tilbehor' },
];

export const SERVICE_MENU: NavLinkItem[] = [
  { label: 'Tilpasset design', to: '/services/custom-design' },
  { label: 'Gruppe-rabatter', to: '/services/group-discounts' },
  { label: 'Tilbudsforespørsel', to: '/services/quote-request' },
];

/** Width classes decide from which viewport width a header link is shown. */
export type HeaderLink = NavLinkItem & { show?: 'medium' | 'wide' | 'widest' };

export const HEADER_LINKS_BEFORE_MENUS: HeaderLink[] = [{ label: 'Hjem', to: '/' }];

export const HEADER_LINKS_AFTER_MENUS: HeaderLink[] = [
  { label: 'Om oss', to: '/about', show: 'medium' },
  { label: 'Vår historie', to: '/history' },
  { label: 'Blogg', to: '/blog' },
  { label: 'Community', to: '/community' },
  { label: 'Partnere', to: '/partners', show: 'wide' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Kontakt', to: '/contact' },
];

export const SIGN_IN_PATH = '/customer-dashboard';

export const MOBILE_MENU_LINKS: NavLinkItem[] = [
  { label: 'Produkter', to: '/products' },
  { label: 'Tilpasset design', to: '/services/custom-design' },
  { label: 'Om oss', to: '/about' },
  { label: 'Blogg', to: '/blog' },
  { label: 'Community', to: '/community' },
  { label: 'Kontakt', to: '/contact' },
];

export const FOOTER_PRODUCT_LINKS: NavLinkItem[] = [
  { label: 'Hoodies', to: '/products' },
  { label: 'Crewnecks', to: '/products' },
  { label: 'Sweatpants og shorts', to: '/products' },
  { label: 'Russedresser', to: '/products' },
  { label: 'Tilbehør', to: '/products' },
];

export const FOOTER_SERVICE_LINKS: NavLinkItem[] = [
  { label: 'Gruppe-rabatter', to: '/contact' },
  { label: 'Tilbudsforespørsel', to: '/contact' },
  { label: 'Designhjelp', to: '/contact' },
];

export const FOOTER_LEGAL_LINKS: NavLinkItem[] = [
  { label: 'Personvern', to: '/privacy' },
  { label: 'Vilkår', to: '/terms' },
  { label: 'Cookies', to: '/cookies' },
];
