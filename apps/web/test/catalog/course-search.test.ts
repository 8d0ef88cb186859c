import { describe, expect, it } from 'vitest';
import {
  emptySearch,
  parseCourseSearch,
  toApiQuery,
  toSearchParams,
} from '../../src/entities/catalog/course-search';

const parse = (query: string) => parseCourseSearch(new URLSearchParams(query));

describe('course list URL', () => {
  it('reads every filter from a shared link and writes the same link back', () => {
    const query = 'q=ink&level=Advanced&minPrice=20&maxPrice=80&sort=price-asc&page=2';
    const search = parse(query);
    expect(search).toEqual({
      q: 'ink',
      level: 'Advanced',
      minPrice: 20,
      maxPrice: 80,
      sort: 'price-asc',
      page: 2,
    });
    expect(toSearchParams(search).toString()).toBe(query);
  });

  it('keeps the plain /courses link plain', () => {
    expect(parse('')).toEqual(emptySearch);
    expect(toSearchParams(emptySearch).toString()).toBe('');
  });

  it('forgives hand-edited links instead of failing the page', () => {
    expect(parse('level=Expert&sort=cheapest&page=-3&minPrice=abc&maxPrice=-5')).toEqual(
      emptySearch,
    );
  });

  it('reads a reversed price range the way it was meant', () => {
    const search = parse('minPrice=90&maxPrice=30');
    expect([search.minPrice, search.maxPrice]).toEqual([30, 90]);
  });

  it('asks the API for one page of nine, sorted', () => {
    const api = new URLSearchParams(toApiQuery(parse('q=ink&page=3')));
    expect(Object.fromEntries(api)).toEqual({ q: 'ink', sort: 'popular', page: '3', limit: '9' });
  });
});
