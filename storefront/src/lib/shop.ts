import { SHOP_DEFAULTS, type ShopIdentity } from './shop-defaults';

const env = import.meta.env;

/** The shop's identity as shown to visitors: `{product}`, `{phone}` and `{email}` in the spec. */
export const shop: ShopIdentity = {
  name: env.VITE_SHOP_NAME || SHOP_DEFAULTS.name,
  phone: env.VITE_SHOP_PHONE || SHOP_DEFAULTS.phone,
  email: env.VITE_SHOP_EMAIL || SHOP_DEFAULTS.email,
  address: env.VITE_SHOP_ADDRESS || SHOP_DEFAULTS.address,
  facebookUrl: env.VITE_SHOP_FACEBOOK_URL || SHOP_DEFAULTS.facebookUrl,
  instagramUrl: env.VITE_SHOP_INSTAGRAM_URL || SHOP_DEFAULTS.instagramUrl,
};

/** `tel:` target for the shop's phone number (spaces removed). */
export const shopPhoneHref = `tel:${shop.phone.replace(/\s+/g, '')}`;
export const shopEmailHref = `mailto:${shop.email}`;
