import { describe, expect, it } from 'vitest';
import { inCategory, isHoodie, isRussedress, isSweatshirt } from './category-filters';

const p = (name: string, category: string) => ({ name, category });

describe('category page filters', () => {
  it('hoodies: overdeler named hoodie or hood', () => {
    expect(isHoodie(p('Hoodie Original', 'overdeler'))).toBe(true);
    expect(isHoodie(p('Ziphoodie Premium', 'overdeler'))).toBe(true);
    expect(isHoodie(p('Hood Light', 'overdeler'))).toBe(true);
    expect(isHoodie(p('Crewneck', 'overdeler'))).toBe(false);
    expect(isHoodie(p('Hoodie-patch', 'Patches'))).toBe(false);
  });

  it('sweatshirts: overdeler named sweatshirt or crewneck', () => {
    expect(isSweatshirt(p('Crewneck', 'overdeler'))).toBe(true);
    expect(isSweatshirt(p('Sweatshirt Oversized', 'overdeler'))).toBe(true);
    expect(isSweatshirt(p('Hoodie Original', 'overdeler'))).toBe(false);
    expect(isSweatshirt(p('Crewneck-shorts', 'underdeler'))).toBe(false);
  });

  it('by category, exactly as stored', () => {
    expect(inCategory('tilbehør')(p('Bandana', 'tilbehør'))).toBe(true);
    expect(inCategory('Patches')(p('Navnepatch', 'patches'))).toBe(false);
    expect(inCategory('tilbehør')(p('Bandana', 'Patches'))).toBe(false);
  });

  it('russedresser: names containing russedress in any case', () => {
    expect(isRussedress(p('Russedress Klassisk', 'underdeler'))).toBe(true);
    expect(isRussedress(p('RUSSEDRESS jente', 'underdeler'))).toBe(true);
    expect(isRussedress(p('Dress Klassisk', 'underdeler'))).toBe(false);
  });
});
