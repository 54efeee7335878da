/** Badge tone per status, shared by storefront and admin so both colour a status the same way. */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger';
