import { describe, expect, it } from 'vitest';
import { quoteStatusView } from './quote-display';

describe('quoteStatusView', () => {
  it('labels each quote status as admin §2 does', () => {
    expect(quoteStatusView('sent', true)).toEqual({ label: 'Sendt', tone: 'info' });
    expect(quoteStatusView('accepted', false)).toEqual({ label: 'Godtatt', tone: 'success' });
    expect(quoteStatusView('declined', false)).toEqual({ label: 'Avslått', tone: 'danger' });
    expect(quoteStatusView('expired', false)).toEqual({ label: 'Utløpt', tone: 'warning' });
  });

  it('reads a sent quote past its validity as expired before the daily job marks it', () => {
    expect(quoteStatusView('sent', false)).toEqual({ label: 'Utløpt', tone: 'warning' });
  });

  it('shows an unknown status as it is', () => {
    expect(quoteStatusView('odd', false)).toEqual({ label: 'odd', tone: 'neutral' });
  });
});
