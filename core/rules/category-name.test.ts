import { describe, expect, it } from 'vitest';
import { checkCategoryName } from './category-name';

describe('checkCategoryName', () => {
  it('trims the name', () => {
    expect(checkCategoryName('  Tech  ', [])).toEqual({ name: 'Tech' });
  });

  it('refuses an empty name and one over 100 characters', () => {
    expect(checkCategoryName('   ', []).problem).toBe('empty');
    expect(checkCategoryName('x'.repeat(101), []).problem).toBe('tooLong');
    expect(checkCategoryName('字'.repeat(100), []).problem).toBeUndefined();
  });

  it('refuses a name taken by another category, whatever its case', () => {
    expect(checkCategoryName('TECH', ['Music', 'tech']).problem).toBe('taken');
  });

  it('lets a category keep or re-case its own name (the caller leaves it out of `others`)', () => {
    expect(checkCategoryName('TECH', ['Music'])).toEqual({ name: 'TECH' });
  });
});
