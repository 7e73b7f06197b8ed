import { describe, expect, it } from 'vitest';
import { searchContextOf } from '../lib/search-paths';
import { routeAt } from './router';

// lib/search-paths.ts reads car addresses without the router (the header needs it in the first
// load); the router must agree with it on the car and the group.
describe('searchContextOf and the router', () => {
  it.each([
    ['/car/volvo-240', 'volvo-240', null],
    ['/car/volvo-240/', 'volvo-240', null],
    ['/car/volvo-240/brakes/', 'volvo-240', 'brakes'],
    ['/car/volvo-240/brakes/3', 'volvo-240', 'brakes'],
    ['/car/volvo-240/brakes/diagrams', 'volvo-240', 'brakes'],
    ['/car/volvo-240/diagrams', 'volvo-240', null],
    ['/car/volvo-240/search', 'volvo-240', null],
    ['/car/volvo-240/brakes/search/diagrams', 'volvo-240', 'brakes'],
    ['/car/volvo-240/search/diagrams', 'volvo-240', null],
    ['/car/volvo-240/item/abc', 'volvo-240', null],
    ['/car/volvo-240/brakes/item/abc', 'volvo-240', 'brakes'],
  ])('agree on %s', (path, carSlug, groupSlug) => {
    expect(searchContextOf(path)).toMatchObject({ kind: 'car', carSlug, groupSlug });
    const match = routeAt(path);
    expect(match?.params.carSlug).toBe(carSlug);
    expect(match?.params.groupSlug).toBe(groupSlug ?? undefined);
  });
});
