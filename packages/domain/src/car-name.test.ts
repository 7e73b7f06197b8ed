import { describe, expect, it } from 'vitest';
import { carDisplayName, carPageTitle } from './car-name.js';

describe('carDisplayName', () => {
  it.each([
    [{ make: 'Volvo', name: '240' }, 'Volvo 240'],
    [{ make: 'Volvo', name: 'PV444 / PV544' }, 'Volvo PV444 / PV544'],
    [{ make: ' Saab ', name: '900' }, 'Saab 900'],
    [{ make: null, name: '240' }, '240'],
    [{ make: '', name: '240' }, '240'],
    [{ make: '  ', name: '240' }, '240'],
    [{ name: '240' }, '240'],
    // A name that already carries its make keeps it once.
    [{ make: 'Volvo', name: 'Volvo FH16' }, 'Volvo FH16'],
    [{ make: 'volvo', name: 'VOLVO FH16' }, 'VOLVO FH16'],
    [{ make: 'Volvo', name: 'Volvo' }, 'Volvo'],
    // Only the whole word counts: "Volvomatic" is not the make "Volvo" again.
    [{ make: 'Volvo', name: 'Volvomatic' }, 'Volvo Volvomatic'],
  ])('carDisplayName(%j) = %j', (car, expected) => {
    expect(carDisplayName(car)).toBe(expected);
  });
});

describe('carPageTitle', () => {
  it('names the group before the car, or the car alone', () => {
    expect(carPageTitle({ make: 'Volvo', name: '240' }, 'Brakes')).toBe('Brakes – Volvo 240');
    expect(carPageTitle({ make: 'Volvo', name: '240' })).toBe('Volvo 240');
    expect(carPageTitle({ make: null, name: '240' }, null)).toBe('240');
  });
});
