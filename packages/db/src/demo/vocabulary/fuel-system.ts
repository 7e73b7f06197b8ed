// Fuel system parts; later variants differ by engine (carburettor or injection).
import { CLASSIC, LATE, MODERN, part, texts, title, type GroupVocabulary } from './types.js';

// Engine-bound parts: later variants are per engine.
const p: typeof part = (key, picture, names, price, weight, options) =>
  part(key, picture, names, price, weight, options, 'engine');
const INJECTION = [...LATE, ...MODERN];

export const FUEL_SYSTEM: GroupVocabulary = {
  slug: 'fuel-system',
  names: texts(['Fuel system', 'Bränslesystem', 'Polttoainejärjestelmä']),
  diagrams: [
    title(['Fuel injection', 'Bränsleinsprutning', 'Polttoaineen ruiskutus'], INJECTION),
    texts(['Fuel tank and lines', 'Bränsletank och ledningar', 'Polttoainesäiliö ja putket']),
    title(['Carburettor', 'Förgasare', 'Kaasutin'], CLASSIC),
    texts(['Air cleaner', 'Luftrenare', 'Ilmanpuhdistin']),
  ],
  parts: [
    p(
      'fuel-pump',
      'pump',
      ['Fuel pump', 'Bränslepump', 'Polttoainepumppu'],
      [4900, 24900],
      [300, 1500],
    ),
    p(
      'fuel-filter',
      'fuel-filter',
      ['Fuel filter', 'Bränslefilter', 'Polttoainesuodatin'],
      [690, 3490],
      [50, 400],
    ),
    p(
      'fuel-injector',
      'injector',
      ['Fuel injector', 'Insprutningsventil', 'Ruiskutussuutin'],
      [6900, 19900],
      [60, 150],
      { families: INJECTION },
    ),
    p(
      'injector-seals',
      'seal',
      ['Injector seal kit', 'Tätningssats, insprutningsventil', 'Ruiskutussuuttimen tiivistesarja'],
      [790, 2490],
      [10, 50],
      { unit: 'set', families: INJECTION },
    ),
    p(
      'pressure-regulator',
      'sensor',
      ['Fuel pressure regulator', 'Bränsletrycksregulator', 'Polttoaineen paineensäädin'],
      [4900, 14900],
      [100, 300],
      { families: INJECTION },
    ),
    p(
      'air-filter',
      'air-filter',
      ['Air filter', 'Luftfilter', 'Ilmansuodatin'],
      [590, 2990],
      [150, 600],
    ),
    p(
      'carburettor-gaskets',
      'gasket',
      ['Carburettor gasket set', 'Packningssats, förgasare', 'Kaasuttimen tiivistesarja'],
      [990, 3490],
      [20, 100],
      { unit: 'set', families: CLASSIC },
    ),
    p(
      'throttle-cable',
      'cable',
      ['Throttle cable', 'Gasvajer', 'Kaasuvaijeri'],
      [1490, 3990],
      [50, 200],
      { families: CLASSIC },
    ),
    p(
      'fuel-hose',
      'hose',
      ['Fuel hose, per metre', 'Bränsleslang, per meter', 'Polttoaineletku, metreittäin'],
      [390, 1290],
      [60, 150],
      { unit: 'metre' },
    ),
    p(
      'fuel-cap',
      'cap',
      ['Fuel tank cap', 'Tanklock', 'Polttoainesäiliön korkki'],
      [1490, 4990],
      [80, 250],
      { varies: 'years' },
    ),
    p(
      'idle-valve',
      'sensor',
      ['Idle control valve', 'Tomgångsventil', 'Joutokäyntiventtiili'],
      [7900, 24900],
      [200, 500],
      { families: INJECTION },
    ),
    p(
      'air-mass-meter',
      'sensor',
      ['Air mass meter', 'Luftmassamätare', 'Ilmamassamittari'],
      [9900, 34900],
      [200, 600],
      { families: INJECTION },
    ),
    p(
      'fuel-tank',
      'tank',
      ['Fuel tank', 'Bränsletank', 'Polttoainesäiliö'],
      [19900, 59900],
      [6000, 14000],
      { varies: 'years' },
    ),
  ],
};
