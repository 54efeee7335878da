/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SHOP_NAME?: string;
  readonly VITE_SHOP_PHONE?: string;
  readonly VITE_SHOP_EMAIL?: string;
  readonly VITE_SHOP_ADDRESS?: string;
  readonly VITE_SHOP_FACEBOOK_URL?: string;
  readonly VITE_SHOP_INSTAGRAM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
