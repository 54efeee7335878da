import { describe, expect, it } from 'vitest';
import { firstSentence } from './product-text';

describe('firstSentence', () => {
  it('keeps only the first sentence', () => {
    expect(firstSentence('Vår mest populære russehoodie med stor hette. Lages med deres egen logo. 80% bomull.')).toBe(
      'Vår mest populære russehoodie med stor hette.',
    );
  });

  it('does not stop at an abbreviation or a decimal', () => {
    expect(firstSentence('Trykk på f.eks. bryst eller rygg, fra 10 stk. per gruppe. Mer tekst her.')).toBe(
      'Trykk på f.eks. bryst eller rygg, fra 10 stk. per gruppe.',
    );
    expect(firstSentence('Bandana 55x55 cm, 1.5 mm sømmer! Flere farger.')).toBe('Bandana 55x55 cm, 1.5 mm sømmer!');
  });

  it('returns a text without a full stop whole', () => {
    expect(firstSentence('Klassisk lue med brodert logo')).toBe('Klassisk lue med brodert logo');
    expect(firstSentence('  Én setning.  ')).toBe('Én setning.');
  });
});
