import { describe, expect, it } from 'vitest';
import {
  carSearchPath,
  diagramSearchPath,
  searchContextOf,
  searchPath,
  searchTarget,
  shownQuery,
} from './search-paths';
import { diagramPath } from './paths';

const none = new URLSearchParams();

describe('search addresses', () => {
  it('builds /search with only the limits given', () => {
    expect(searchPath({ q: '30 681-436' })).toBe('/search?q=30+681-436');
    expect(searchPath({ q: 'disc', mode: 'diagrams', carSlug: 'volvo-240' })).toBe(
      '/search?q=disc&mode=diagrams&carSlug=volvo-240',
    );
    expect(searchPath({ q: 'disc', illustration: 'VOL240BRK01', mode: null })).toBe(
      '/search?q=disc&illustration=VOL240BRK01',
    );
  });

  it('builds the car, drawing and position addresses', () => {
    expect(carSearchPath('volvo-240', null, 'items', 'a&b')).toBe('/car/volvo-240/search?q=a%26b');
    expect(carSearchPath('volvo-240', 'brakes', 'diagrams', 'disc')).toBe(
      '/car/volvo-240/brakes/search/diagrams?q=disc',
    );
    expect(diagramSearchPath('VOL240BRK01', 'disc')).toBe('/diagram/VOL240BRK01/search?q=disc');
    expect(diagramPath('VOL240BRK01', '(3)')).toBe('/diagram/VOL240BRK01/(3)');
    expect(diagramPath('VOL240BRK01', '')).toBe('/diagram/VOL240BRK01');
  });

  it.each([
    ['/car/volvo-240', 'volvo-240', null, 'items', false],
    ['/car/volvo-240/', 'volvo-240', null, 'items', false],
    ['/car/volvo-240/brakes/', 'volvo-240', 'brakes', 'items', false],
    ['/car/volvo-240/brakes/3', 'volvo-240', 'brakes', 'items', false],
    ['/car/volvo-240/brakes/diagrams', 'volvo-240', 'brakes', 'diagrams', false],
    ['/car/volvo-240/diagrams', 'volvo-240', null, 'diagrams', false],
    ['/car/volvo-240/search', 'volvo-240', null, 'items', true],
    ['/car/volvo-240/brakes/search/diagrams', 'volvo-240', 'brakes', 'diagrams', true],
    ['/car/volvo-240/search/diagrams', 'volvo-240', null, 'diagrams', true],
    ['/car/volvo-240/item/abc', 'volvo-240', null, 'items', false],
    ['/car/volvo-240/brakes/item/abc', 'volvo-240', 'brakes', 'items', false],
  ])('reads %s as the router does', (path, carSlug, groupSlug, view, search) => {
    // app/search-context.test.ts checks that the router agrees on the car and the group.
    expect(searchContextOf(path)).toEqual({ kind: 'car', carSlug, groupSlug, view, search });
  });

  it('reads the other places', () => {
    expect(searchContextOf('/diagram/VOL240BRK01/7')).toEqual({
      kind: 'diagram',
      illustration: 'VOL240BRK01',
      search: false,
    });
    expect(searchContextOf('/diagram/VOL240BRK01/search')).toMatchObject({ search: true });
    expect(searchContextOf('/search')).toEqual({ kind: 'search' });
    expect(searchContextOf('/car/')).toEqual({ kind: 'other' });
    expect(searchContextOf('/item/abc')).toEqual({ kind: 'other' });
    expect(searchContextOf('/car/%E0%A4%A')).toMatchObject({ carSlug: '%E0%A4%A' });
  });

  it('sends a search to the variant of where it started', () => {
    expect(searchTarget('/', none, 'disc')).toBe('/search?q=disc');
    expect(searchTarget('/checkout', none, 'disc')).toBe('/search?q=disc');
    expect(searchTarget('/car/volvo-240/brakes/3', none, 'disc')).toBe(
      '/car/volvo-240/brakes/search?q=disc',
    );
    expect(searchTarget('/car/volvo-240/brakes/diagrams', none, 'disc')).toBe(
      '/car/volvo-240/brakes/search/diagrams?q=disc',
    );
    expect(searchTarget('/diagram/VOL240BRK01', none, 'disc')).toBe(
      '/diagram/VOL240BRK01/search?q=disc',
    );
    const params = new URLSearchParams('q=old&mode=diagrams&illustration=VOL240BRK01&sort=name');
    expect(searchTarget('/search', params, 'new')).toBe(
      '/search?q=new&mode=diagrams&illustration=VOL240BRK01',
    );
  });

  it('shows the query of search routes only', () => {
    const params = new URLSearchParams('q=disc');
    expect(shownQuery('/search', params)).toBe('disc');
    expect(shownQuery('/car/volvo-240/search', params)).toBe('disc');
    expect(shownQuery('/diagram/VOL240BRK01/search', params)).toBe('disc');
    expect(shownQuery('/search', none)).toBe('');
    expect(shownQuery('/car/volvo-240/brakes/', params)).toBeNull();
    expect(shownQuery('/', params)).toBeNull();
  });
});
