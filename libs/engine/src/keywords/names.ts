import { GameObject } from '../state/types';

/** How the keyword checks name an object in a violation: "Grizzly Bears (b1)". */
export function nameOf(o: GameObject): string {
  return `${o.card?.name ?? 'a hidden card'} (${o.id})`;
}

export const COLOR_NAMES: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
