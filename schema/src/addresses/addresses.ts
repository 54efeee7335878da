/** Address types (customer-area §3: default shipping, billing also shown). */
export const ADDRESS_TYPES = ['shipping', 'billing'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const DEFAULT_ADDRESS_TYPE: AddressType = 'shipping';

export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  shipping: 'Leveringsadresse',
  billing: 'Fakturaadresse',
};

/** Default address country (customer-area §9). */
export const DEFAULT_COUNTRY = 'NO';
