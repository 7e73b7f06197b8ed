// Item names and descriptions: English mostly, about one in ten Swedish or Finnish (with å/ä/ö).
import type { DemoCar } from './car.data.js';
import type { PartGroupData } from './part-groups.data.js';
import type { Random } from './random.js';

export interface ItemText {
  name: string;
  description: string;
}

const ENGLISH_NOTES = [
  'Made to original equipment specification.',
  'Aftermarket quality part, tested for fit.',
  'Sold individually.',
  'Sold as a pair.',
  'Includes the mounting hardware.',
  'Check the engine code before ordering.',
  'Replaces earlier versions of this part.',
];

const SWEDISH_NOTES = [
  'Säljs styckvis.',
  'Kvalitet motsvarande original.',
  'Levereras med monteringsdetaljer.',
  'Kontrollera årsmodell före beställning.',
];

const FINNISH_NOTES = [
  'Myydään kappaleittain.',
  'Laatu vastaa alkuperäistä osaa.',
  'Tarkista moottorikoodi ennen tilausta.',
  'Sisältää kiinnitystarvikkeet.',
];

export function describeItem(
  rng: Random,
  group: PartGroupData,
  englishNames: readonly string[],
  car: DemoCar,
): ItemText {
  const language = rng.next();
  if (language < 0.05 && group.sv.length > 0) {
    const name = rng.pick(group.sv);
    return {
      name,
      description: `${name} till ${car.name}. Passar ${car.label}. ${rng.pick(SWEDISH_NOTES)}`,
    };
  }
  if (language < 0.1 && group.fi.length > 0) {
    const name = rng.pick(group.fi);
    return {
      name,
      description: `${name}, ${car.name}. Sopii: ${car.label}. ${rng.pick(FINNISH_NOTES)}`,
    };
  }
  const name = rng.pick(englishNames);
  const note = rng.pick(ENGLISH_NOTES);
  // A few English items carry a Swedish note, as imported supplier texts do.
  const extra = rng.chance(0.03) ? ` Obs: ${rng.pick(SWEDISH_NOTES).toLowerCase()}` : '';
  return { name, description: `${name} for Volvo ${car.name} (${car.label}). ${note}${extra}` };
}
