import { describe, expect, it } from 'vitest';
import { SHIPMENT_STATUS_LABELS } from './shipment-status.js';
import { CARRIER_LABELS, carrierLabel, CARRIERS, checkTrackingNumber, trackingUrl } from './carriers.js';
import { canMoveShipment, orderStatusForShipment, shipmentMoveRefusal, SHIPMENT_MOVES } from './shipment-rules.js';
import { registerShipmentInput } from './shipment.validators.js';

describe('carriers', () => {
  it('offers the five carriers of admin §3 with their names', () => {
    expect(CARRIERS.map((carrier) => CARRIER_LABELS[carrier])).toEqual([
      'Posten',
      'Bring',
      'PostNord',
      'Helthjem',
      'Annen',
    ]);
    expect(carrierLabel('bring')).toBe('Bring');
    expect(carrierLabel('dhl')).toBe('dhl');
  });

  it("links to each carrier's public tracking page, and nowhere for Annen", () => {
    expect(trackingUrl('posten', '70712345678901234')).toBe('https://sporing.posten.no/sporing/70712345678901234');
    expect(trackingUrl('bring', ' 370722152417281240 ')).toBe('https://sporing.bring.no/sporing/370722152417281240');
    expect(trackingUrl('postnord', '00370712345678901')).toBe('https://tracking.postnord.com/no/?id=00370712345678901');
    expect(trackingUrl('helthjem', 'HH123')).toBe('https://helthjem.no/sporing?trackingNumber=HH123');
    expect(trackingUrl('other', '123')).toBeNull();
    expect(trackingUrl('dhl', '123')).toBeNull();
    expect(trackingUrl('posten', '')).toBeNull();
  });

  it('encodes the number so it cannot change where the link goes', () => {
    expect(trackingUrl('posten', '../../evil?x=1#y')).toBe(
      'https://sporing.posten.no/sporing/..%2F..%2Fevil%3Fx%3D1%23y',
    );
    expect(trackingUrl('helthjem', 'a&b c')).toBe('https://helthjem.no/sporing?trackingNumber=a%26b%20c');
  });
});

describe('tracking numbers', () => {
  it('trims and accepts up to 64 characters', () => {
    expect(checkTrackingNumber('  ABC-123 ')).toEqual({ ok: true, trackingNumber: 'ABC-123' });
    expect(checkTrackingNumber('x'.repeat(64)).ok).toBe(true);
  });

  it('refuses an empty, too long or control-character number in Norwegian', () => {
    expect(checkTrackingNumber('   ')).toEqual({ ok: false, message: 'Skriv inn sporingsnummeret' });
    expect(checkTrackingNumber('x'.repeat(65))).toEqual({
      ok: false,
      message: 'Sporingsnummeret kan ha høyst 64 tegn',
    });
    for (const bad of ['AB\u0000C', 'AB\nC', 'AB\tC', 'AB\u007fC', 'AB\u2028C']) {
      expect(checkTrackingNumber(bad)).toEqual({ ok: false, message: 'Sporingsnummeret inneholder ugyldige tegn' });
    }
  });

  it('validates the Registrer forsendelse form', () => {
    expect(registerShipmentInput.parse({ carrier: 'bring', trackingNumber: ' 123 ', estimatedDelivery: '' })).toEqual({
      carrier: 'bring',
      trackingNumber: '123',
      estimatedDelivery: null,
    });
    expect(
      registerShipmentInput.parse({ carrier: 'posten', trackingNumber: '1', estimatedDelivery: '2026-05-02' }),
    ).toMatchObject({ estimatedDelivery: new Date('2026-05-02T21:59:59.999Z') });
    const result = registerShipmentInput.safeParse({ carrier: 'ups', trackingNumber: '', estimatedDelivery: '2.5' });
    expect(Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))).toEqual({
      carrier: 'Velg en transportør',
      trackingNumber: 'Skriv inn sporingsnummeret',
      estimatedDelivery: 'Ugyldig dato for forventet levering',
    });
  });
});

describe('shipment statuses and moves', () => {
  it('labels the three statuses of admin §3', () => {
    expect(SHIPMENT_STATUS_LABELS.preparing).toBe('Klargjøres');
    expect(SHIPMENT_STATUS_LABELS.shipped).toBe('Sendt');
    expect(SHIPMENT_STATUS_LABELS.delivered).toBe('Levert');
  });

  it('moves only forward: sent, then delivered', () => {
    expect(canMoveShipment('preparing', 'shipped')).toBe(true);
    expect(canMoveShipment('shipped', 'delivered')).toBe(true);
    expect(canMoveShipment('in_transit', 'delivered')).toBe(true);
    expect(canMoveShipment('preparing', 'delivered')).toBe(false);
    expect(canMoveShipment('delivered', 'shipped')).toBe(false);
    expect(canMoveShipment('shipped', 'preparing')).toBe(false);
    expect(canMoveShipment('lost', 'delivered')).toBe(false);
    expect(SHIPMENT_MOVES.delivered).toEqual([]);
    expect(shipmentMoveRefusal('delivered', 'shipped')).toBe('Forsendelsen kan ikke endres fra «Levert» til «Sendt»');
  });

  it('tells which order status a shipment move asks for', () => {
    expect(orderStatusForShipment('shipped')).toBe('shipped');
    expect(orderStatusForShipment('delivered')).toBe('delivered');
    expect(orderStatusForShipment('in_transit')).toBeNull();
    expect(orderStatusForShipment('preparing')).toBeNull();
  });
});
