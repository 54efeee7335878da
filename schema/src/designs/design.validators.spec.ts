import { describe, expect, it } from 'vitest';
import { checkDesignFile, formatFileSize, submitRefusedMessage } from './design-rules.js';
import { createDesignInput, updateDesignInput } from './design.validators.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]));

describe('design inputs', () => {
  it('trims, and turns an empty description into null', () => {
    expect(createDesignInput.parse({ name: ' Logo ', description: '  ' })).toEqual({ name: 'Logo', description: null });
    expect(updateDesignInput.parse({ name: 'Logo', description: ' Hvit på navy ' })).toEqual({
      name: 'Logo',
      description: 'Hvit på navy',
    });
  });

  it('has Norwegian messages', () => {
    expect(messages(createDesignInput.safeParse({}))).toEqual({ name: 'Navn er påkrevd' });
    expect(messages(updateDesignInput.safeParse({ name: 'x'.repeat(121), description: 'x'.repeat(2001) }))).toEqual({
      name: 'Navnet er for langt',
      description: 'Beskrivelsen er for lang',
    });
  });
});

describe('checkDesignFile (the browser check before an upload)', () => {
  it('accepts PNG, JPG, SVG and PDF up to 10 MB', () => {
    for (const name of ['a.png', 'a.JPG', 'a.jpeg', 'a.svg', 'a.pdf']) {
      expect(checkDesignFile({ name, size: 1000 }), name).toBeNull();
    }
    expect(checkDesignFile({ name: 'uten-endelse', size: 10, type: 'image/png' })).toBeNull();
    expect(checkDesignFile({ name: 'a.png', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, too large and empty files', () => {
    expect(checkDesignFile({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe(
      'Filtypen støttes ikke. Bruk PNG, JPG, SVG eller PDF.',
    );
    expect(checkDesignFile({ name: 'a.png', size: 10 * 1024 * 1024 + 1 })).toBe('Filen er for stor (maks 10 MB)');
    expect(checkDesignFile({ name: 'a.png', size: 0 })).toBe('Filen er tom');
  });

  it('refuses an SVG over 5 MB (the server parses an SVG whole)', () => {
    expect(checkDesignFile({ name: 'a.svg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkDesignFile({ name: 'a.svg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'SVG-filen er for stor (maks 5 MB). Last den opp som PDF eller PNG i stedet.',
    );
    expect(checkDesignFile({ name: 'tegning', size: 6 * 1024 * 1024, type: 'image/svg+xml' })).toBe(
      'SVG-filen er for stor (maks 5 MB). Last den opp som PDF eller PNG i stedet.',
    );
  });
});

describe('texts', () => {
  it('names the status a submit was refused for', () => {
    expect(submitRefusedMessage('approved')).toBe(
      'Bare utkast kan sendes til godkjenning. Dette designet har status «Godkjent».',
    );
    expect(submitRefusedMessage('pending')).toBe('Designet er allerede sendt til godkjenning');
  });

  it('formats file sizes the Norwegian way', () => {
    expect(formatFileSize(2_516_582)).toBe('2,4 MB');
    expect(formatFileSize(48_128)).toBe('47 kB');
    expect(formatFileSize(10)).toBe('1 kB');
  });
});
