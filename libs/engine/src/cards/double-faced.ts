import { CardDefinition } from './card';

/**
 * 712.2: a nonmodal double-faced card, as a catalog gives it: a definition with `layout` and
 * `faces` (front first), one definition per face (MTGJSON keeps each face as a card of its own).
 * Meld cards (712.4c) and modal double-faced cards are not transforming cards here.
 */
const TRANSFORMING_LAYOUTS = new Set(['double-faced', 'transform']);

interface FacedCard extends CardDefinition {
  layout?: string;
  faces?: string[];
}

/** The names of a transforming double-faced card's two faces (front, back), or null for any other card. */
export function dfcFaces(def: CardDefinition): [string, string] | null {
  const { layout, faces } = def as FacedCard;
  if (!layout || !TRANSFORMING_LAYOUTS.has(layout) || !faces || faces.length !== 2) return null;
  return [faces[0], faces[1]];
}

/** Whether a definition is the back face of a transforming double-faced card (712.2b). */
export function isBackFace(def: CardDefinition): boolean {
  const faces = dfcFaces(def);
  return faces !== null && faces[1] === def.name && faces[0] !== def.name;
}

/**
 * The back face of each front face the board's catalog resolved, kept per definition (definitions
 * are never mutated): filled as boards are read (state/parse.ts), read by the transform rules
 * (rules/712-double-faced.ts), which have no catalog of their own.
 */
const backFaces = new WeakMap<CardDefinition, CardDefinition>();

export function linkBackFace(front: CardDefinition, back: CardDefinition): void {
  backFaces.set(front, back);
}

/** The back face of a front face (712.8e), or undefined when the card has none. */
export function backFaceOf(front: CardDefinition): CardDefinition | undefined {
  return backFaces.get(front);
}
