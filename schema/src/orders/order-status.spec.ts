import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from './order-status.js';

describe('order statuses', () => {
  it('labels every order status, with the spec labels for the four it names', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy();
    expect(ORDER_STATUS_LABELS.pending).toBe('Behandles');
    expect(ORDER_STATUS_LABELS.processing).toBe('Under behandling');
    expect(ORDER_STATUS_LABELS.shipped).toBe('Sendt');
    expect(ORDER_STATUS_LABELS.delivered).toBe('Levert');
  });
});
