// Finds demo-catalog diagrams through the API, so the journeys do not depend on generated ids.
import { expect, type APIRequestContext } from '@playwright/test';

interface Coordinate {
  pos: string;
}

interface DiagramSummary {
  illustration: string;
  name: string;
  coordinates: Coordinate[];
}

interface DiagramEntry {
  basePosition: string;
  item: { _id: string; name: string } | null;
}

export interface DiagramPick {
  illustration: string;
  name: string;
  /** Base positions of circles with an item (blue) and without (red). */
  linked: string[];
  unlinked: string[];
}

/** A diagram of the car and group with both blue and red circles. */
export async function diagramWithBothColours(
  request: APIRequestContext,
  carSlug: string,
  groupSlug: string,
): Promise<DiagramPick> {
  const list = await request.get(`/api/diagrams/car/${carSlug}/group/${groupSlug}`);
  expect(list.ok()).toBe(true);
  const { diagrams } = (await list.json()) as { diagrams: DiagramSummary[] };
  for (const { illustration, name } of diagrams) {
    const answer = await request.get(`/api/diagrams/${illustration}`);
    const body = (await answer.json()) as {
      diagram: DiagramSummary;
      diagramItems: DiagramEntry[];
    };
    const sold = new Set(body.diagramItems.filter((e) => e.item).map((e) => e.basePosition));
    const withEntries = new Set(body.diagramItems.map((e) => e.basePosition));
    const positions = body.diagram.coordinates.map((c) => c.pos);
    const linked = positions.filter((p) => sold.has(p));
    const unlinked = positions.filter((p) => !sold.has(p) && withEntries.has(p));
    if (linked.length > 1 && unlinked.length > 0) return { illustration, name, linked, unlinked };
  }
  throw new Error(`No diagram of ${carSlug}/${groupSlug} has both blue and red circles`);
}
