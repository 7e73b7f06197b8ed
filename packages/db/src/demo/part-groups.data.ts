// Per item group: share of the catalog, weight and price ranges, Swedish/Finnish names (search
// tests need å/ä/ö) and diagram titles. English names are in part-names.data.ts.

export interface PartGroupData {
  slug: string;
  /** Relative share of the catalog's items. */
  share: number;
  /** Grams. */
  weight: [number, number];
  /** Euro cents incl. VAT. */
  price: [number, number];
  /** Swedish names (about one item in twenty). */
  sv: readonly string[];
  /** Finnish names (about one item in twenty). */
  fi: readonly string[];
  diagrams: readonly string[];
}

export const PART_GROUPS: readonly PartGroupData[] = [
  {
    slug: 'engine',
    share: 12,
    weight: [20, 9000],
    price: [290, 89000],
    sv: ['Tätningsring', 'Kamrem', 'Oljefilter', 'Topplockspackning'],
    fi: ['Öljynsuodatin', 'Moottorin tuki'],
    diagrams: [
      'Cylinder head',
      'Engine block',
      'Timing gear',
      'Lubrication system',
      'Engine mounting',
    ],
  },
  {
    slug: 'fuel-system',
    share: 7,
    weight: [15, 4000],
    price: [390, 42000],
    sv: ['Bränslefilter', 'Luftfilter', 'Bränslepump'],
    fi: ['Polttoainesuodatin', 'Ilmansuodatin'],
    diagrams: ['Fuel injection', 'Fuel tank and lines', 'Carburettor', 'Air cleaner'],
  },
  {
    slug: 'ignition',
    share: 5,
    weight: [10, 1500],
    price: [290, 18000],
    sv: ['Tändstift', 'Tändspole', 'Strömfördelarlock'],
    fi: ['Sytytystulppa', 'Sytytyspuola'],
    diagrams: ['Distributor', 'Ignition system'],
  },
  {
    slug: 'exhaust',
    share: 6,
    weight: [50, 12000],
    price: [290, 65000],
    sv: ['Ljuddämpare bak', 'Avgasrör'],
    fi: ['Äänenvaimennin', 'Pakoputken kiinnike'],
    diagrams: ['Exhaust system', 'Exhaust manifold'],
  },
  {
    slug: 'cooling',
    share: 6,
    weight: [30, 8000],
    price: [290, 54000],
    sv: ['Vattenpump', 'Kylarslang övre', 'Kylare'],
    fi: ['Vesipumppu', 'Jäähdytin', 'Termostaatti'],
    diagrams: ['Radiator', 'Water pump and thermostat', 'Cooling fan'],
  },
  {
    slug: 'clutch',
    share: 4,
    weight: [40, 9000],
    price: [490, 48000],
    sv: ['Kopplingssats', 'Urtrampningslager'],
    fi: ['Kytkinsarja', 'Kytkinlevy'],
    diagrams: ['Clutch', 'Clutch control'],
  },
  {
    slug: 'gearbox',
    share: 6,
    weight: [20, 30000],
    price: [290, 89000],
    sv: ['Växellådsfäste', 'Överväxel'],
    fi: ['Vaihteiston tiiviste', 'Vaihdevivun holkki'],
    diagrams: ['Manual gearbox', 'Overdrive', 'Gear shift', 'Automatic transmission'],
  },
  {
    slug: 'drive-shaft',
    share: 5,
    weight: [40, 15000],
    price: [390, 72000],
    sv: ['Kardanknut', 'Stödlager kardan'],
    fi: ['Kardaaninivel', 'Vetoakselin tiiviste'],
    diagrams: ['Propeller shaft', 'Rear axle', 'Drive shafts'],
  },
  {
    slug: 'brakes',
    share: 11,
    weight: [20, 12000],
    price: [290, 62000],
    sv: ['Bromsskiva fram', 'Bromsbelägg bak', 'Bromsok'],
    fi: ['Jarrulevy', 'Jarrupalat etu', 'Käsijarruvaijeri'],
    diagrams: [
      'Brake caliper, front',
      'Brake caliper, rear',
      'Master cylinder',
      'Brake lines',
      'Parking brake',
    ],
  },
  {
    slug: 'front-suspension',
    share: 7,
    weight: [30, 9000],
    price: [290, 46000],
    sv: ['Stötdämpare fram', 'Spiralfjäder fram'],
    fi: ['Iskunvaimennin etu', 'Pallonivel'],
    diagrams: ['Front suspension', 'Spring strut', 'Front wheel bearing'],
  },
  {
    slug: 'rear-suspension',
    share: 6,
    weight: [30, 9000],
    price: [290, 42000],
    sv: ['Stötdämpare bak', 'Bärarmsbussning'],
    fi: ['Iskunvaimennin taka', 'Jousen pehmuste'],
    diagrams: ['Rear suspension', 'Rear axle mounting'],
  },
  {
    slug: 'steering',
    share: 5,
    weight: [30, 14000],
    price: [390, 78000],
    sv: ['Styrled', 'Styrväxeldamask'],
    fi: ['Raidetangon pää', 'Ohjausvaihteen suojakumi'],
    diagrams: ['Steering gear', 'Steering column', 'Power steering'],
  },
  {
    slug: 'electrical',
    share: 8,
    weight: [5, 6000],
    price: [290, 58000],
    sv: ['Generator', 'Startmotor', 'Strålkastare vänster'],
    fi: ['Käynnistinmoottori', 'Ajovalo oikea'],
    diagrams: ['Alternator', 'Starter motor', 'Headlamps', 'Wiper system', 'Instrument panel'],
  },
  {
    slug: 'body',
    share: 7,
    weight: [10, 18000],
    price: [290, 89000],
    sv: ['Dörrhandtag', 'Framskärm höger'],
    fi: ['Ovenkahva', 'Tuulilasin tiiviste', 'Lokasuoja'],
    diagrams: ['Front body', 'Doors', 'Bumpers', 'Bonnet and boot lid', 'Windows and seals'],
  },
  {
    slug: 'interior',
    share: 5,
    weight: [5, 12000],
    price: [290, 54000],
    sv: ['Klädsel framstol', 'Solskydd'],
    fi: ['Istuinpäällinen', 'Häikäisysuoja', 'Mattosarja'],
    diagrams: ['Front seats', 'Door trim', 'Dashboard', 'Heater controls'],
  },
];
