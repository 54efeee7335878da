import { describe, expect, it } from 'vitest';
import { ACCOUNTING_EXPORT_MESSAGES, accountingPeriod } from './accounting-export.js';

describe('the period of Regnskapseksport', () => {
  it('a month is its first to its last day, named regnskap-ÅÅÅÅ-MM.csv', () => {
    expect(accountingPeriod({ month: '2026-02' })).toEqual({
      ok: true,
      period: { from: '2026-02-01', to: '2026-02-28', fileName: 'regnskap-2026-02.csv' },
    });
    expect(accountingPeriod({ month: '2028-02' })).toMatchObject({ period: { to: '2028-02-29' } });
    expect(accountingPeriod({ month: '2026-13' })).toEqual({
      ok: false,
      fieldErrors: { month: ACCOUNTING_EXPORT_MESSAGES.month },
    });
  });

  it('a custom period names both days; a missing, unreal or reversed day is refused in Norwegian', () => {
    expect(accountingPeriod({ from: '2026-03-01', to: '2026-03-15' })).toMatchObject({
      period: { fileName: 'regnskap-2026-03-01-til-2026-03-15.csv' },
    });
    expect(accountingPeriod({})).toEqual({ ok: false, fieldErrors: { month: ACCOUNTING_EXPORT_MESSAGES.period } });
    expect(accountingPeriod({ from: '2026-02-30', to: '2026-03-01' })).toEqual({
      ok: false,
      fieldErrors: { from: ACCOUNTING_EXPORT_MESSAGES.day },
    });
    expect(accountingPeriod({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      ok: false,
      fieldErrors: { to: ACCOUNTING_EXPORT_MESSAGES.order },
    });
  });
});
