// One line drawing per part type, so a brake disc looks like a disc and a spark plug like a plug.
import { BODY_PICTURES } from './part-pictures/body.js';
import { BRAKE_PICTURES } from './part-pictures/brakes.js';
import { CHASSIS_PICTURES } from './part-pictures/chassis.js';
import { DRIVETRAIN_PICTURES } from './part-pictures/drivetrain.js';
import { ELECTRICAL_PICTURES } from './part-pictures/electrical.js';
import { ENGINE_PICTURES } from './part-pictures/engine.js';
import { FLOW_PICTURES } from './part-pictures/flow.js';
import { IGNITION_PICTURES } from './part-pictures/ignition.js';
import { escapeXml } from './svg-shapes.js';

export const PART_PICTURES = [
  'disc',
  'pads',
  'caliper',
  'shoes',
  'hose',
  'cylinder',
  'servo',
  'cable',
  'oil-filter',
  'air-filter',
  'fuel-filter',
  'spark-plug',
  'coil',
  'distributor-cap',
  'rotor-arm',
  'leads',
  'gasket',
  'seal',
  'belt',
  'pulley',
  'camshaft',
  'piston-rings',
  'bearing',
  'mount',
  'pump',
  'injector',
  'sensor',
  'thermostat',
  'radiator',
  'tank',
  'cap',
  'fan',
  'clutch-disc',
  'pressure-plate',
  'flywheel',
  'gear',
  'shaft',
  'joint',
  'boot',
  'shock-absorber',
  'spring',
  'leaf-spring',
  'arm',
  'bushing',
  'tie-rod',
  'rack',
  'steering-wheel',
  'alternator',
  'starter',
  'relay',
  'fuse-box',
  'headlamp',
  'tail-lamp',
  'bulb',
  'motor',
  'horn',
  'switch',
  'mirror',
  'panel',
  'handle',
  'hinge',
  'grille',
  'emblem',
  'mat',
  'seat-cover',
  'knob',
  'lamp',
  'seat-belt',
  'silencer',
  'pipe',
  'clamp',
  'catalytic-converter',
  'strut',
  'bracket',
  'bolt',
] as const;

export type PartPicture = (typeof PART_PICTURES)[number];

/** The English name of each picture, for its title and alt text. */
export const PART_PICTURE_LABELS: Record<PartPicture, string> = {
  disc: 'Brake disc',
  pads: 'Brake pads',
  caliper: 'Brake caliper',
  shoes: 'Brake shoes',
  hose: 'Brake hose',
  cylinder: 'Brake master cylinder',
  servo: 'Brake servo',
  cable: 'Cable',
  'oil-filter': 'Oil filter',
  'air-filter': 'Air filter',
  'fuel-filter': 'Fuel filter',
  'spark-plug': 'Spark plug',
  coil: 'Ignition coil',
  'distributor-cap': 'Distributor cap',
  'rotor-arm': 'Rotor arm',
  leads: 'Ignition leads',
  gasket: 'Gasket',
  seal: 'Oil seal',
  belt: 'Drive belt',
  pulley: 'Pulley',
  camshaft: 'Camshaft',
  'piston-rings': 'Piston rings',
  bearing: 'Bearing',
  mount: 'Mounting',
  pump: 'Pump',
  injector: 'Injector',
  sensor: 'Sensor',
  thermostat: 'Thermostat',
  radiator: 'Radiator',
  tank: 'Tank',
  cap: 'Cap',
  fan: 'Fan',
  'clutch-disc': 'Clutch disc',
  'pressure-plate': 'Clutch pressure plate',
  flywheel: 'Flywheel',
  gear: 'Gear',
  shaft: 'Shaft',
  joint: 'Joint',
  boot: 'Boot',
  'shock-absorber': 'Shock absorber',
  spring: 'Coil spring',
  'leaf-spring': 'Leaf spring',
  arm: 'Control arm',
  bushing: 'Bushing',
  'tie-rod': 'Tie rod',
  rack: 'Steering rack',
  'steering-wheel': 'Steering wheel',
  alternator: 'Alternator',
  starter: 'Starter motor',
  relay: 'Relay',
  'fuse-box': 'Fuse box',
  headlamp: 'Headlamp',
  'tail-lamp': 'Tail lamp',
  bulb: 'Bulb',
  motor: 'Electric motor',
  horn: 'Horn',
  switch: 'Switch',
  mirror: 'Mirror',
  panel: 'Body panel',
  handle: 'Handle',
  hinge: 'Hinge',
  grille: 'Grille',
  emblem: 'Emblem',
  mat: 'Floor mat',
  'seat-cover': 'Seat cover',
  knob: 'Knob',
  lamp: 'Lamp',
  'seat-belt': 'Seat belt',
  silencer: 'Silencer',
  pipe: 'Pipe',
  clamp: 'Clamp',
  'catalytic-converter': 'Catalytic converter',
  strut: 'Suspension strut',
  bracket: 'Bracket',
  bolt: 'Bolt',
};

const DRAWINGS: Record<PartPicture, () => string> = {
  ...BRAKE_PICTURES,
  ...ENGINE_PICTURES,
  ...IGNITION_PICTURES,
  ...ELECTRICAL_PICTURES,
  ...FLOW_PICTURES,
  ...DRIVETRAIN_PICTURES,
  ...CHASSIS_PICTURES,
  ...BODY_PICTURES,
};

/** Neighbouring kinds take neighbouring colours, so a page of parts is not all one colour. */
const ACCENTS = [
  '#1d4ed8',
  '#c2410c',
  '#15803d',
  '#7c3aed',
  '#b91c1c',
  '#0e7490',
  '#a16207',
  '#be185d',
  '#334155',
];

/** A 400 x 300 line drawing of a part type, titled for screen readers. */
export function partPictureSvg(kind: PartPicture, title: string): string {
  const index = PART_PICTURES.indexOf(kind);
  if (index < 0) throw new Error(`No picture for part type '${String(kind)}'`);
  const accent = ACCENTS[index % ACCENTS.length] as string;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="400" height="300" fill="#fff"/>` +
    `<g color="${accent}" fill="none" stroke="currentColor" stroke-width="4" ` +
    `stroke-linejoin="round" stroke-linecap="round">` +
    DRAWINGS[kind]() +
    `</g></svg>\n`
  );
}
