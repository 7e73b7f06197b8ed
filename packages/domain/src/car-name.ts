// How a car is named to customers: its make before its model ("Volvo 240"), in every title,
// heading, breadcrumb, menu and search result, on the server's rendered pages and in the web app.

/** The parts of a car its name is made of; `make` null or empty for a car the catalog has none for. */
export interface CarNameParts {
  make?: string | null;
  name: string;
}

/**
 * "Volvo 240": the make, a space, the name. Without a make, the name alone; a name that already
 * starts with its make (as older imports wrote "Volvo FH16") is not given it twice.
 */
export function carDisplayName({ make, name }: CarNameParts): string {
  const brand = make?.trim() ?? '';
  if (brand === '') return name;
  const lower = name.toLocaleLowerCase('en');
  const prefix = brand.toLocaleLowerCase('en');
  return lower === prefix || lower.startsWith(`${prefix} `) ? name : `${brand} ${name}`;
}

/** The page title of a car page: "Brakes – Volvo 240" in a group, "Volvo 240" without one. */
export function carPageTitle(car: CarNameParts, groupName?: string | null): string {
  const carName = carDisplayName(car);
  return groupName ? `${groupName} – ${carName}` : carName;
}
