import { CardDefinition } from '../cards/card';
import { GameObject } from '../state/types';
import { Trace } from '../trace/trace';
import { msg } from '../trace/message';

/**
 * 708.2a: the characteristics of a face-down spell or permanent when nothing lists others: a 2/2
 * creature with no text, no name, no subtypes and no mana cost (and so colorless, 202.2). These
 * are its copiable values: the layer system starts from them (613.1a, 708.2), and every other
 * effect applies on top.
 */
export const FACE_DOWN: CardDefinition = Object.freeze({
  name: '',
  manaCost: '',
  colors: [],
  supertypes: [],
  types: ['Creature'],
  subtypes: [],
  power: '2',
  toughness: '2',
  loyalty: null,
  text: '',
}) as CardDefinition;

/**
 * Turns an object face down (702.37c, 708.4, 708.2a): the engine reads the face-down
 * characteristics from `card`, and keeps the card it really is apart, so that nothing reads its
 * name, text or abilities until it is turned face up or revealed. 708.2b: a face-down object
 * stays as it is.
 */
export function turnFaceDown(o: GameObject): void {
  if (o.faceDown || !o.card) return;
  o.faceUpCard = o.card;
  o.card = FACE_DOWN;
  o.faceDown = true;
}

/** 708.8: its copiable values revert to the card's own; counters, damage, attachments and effects stay (same object). */
export function turnFaceUp(o: GameObject): void {
  if (!o.faceDown || !o.faceUpCard) return;
  o.card = o.faceUpCard;
  delete o.faceUpCard;
  o.faceDown = false;
}

/** The card a face-down (or bestowed, 702.103b, or fused, 702.102a) object really is (the adjudicator is told), or the object's card. */
export function realCard(o: GameObject): CardDefinition | null {
  return o.faceUpCard ?? o.bestowedCard ?? o.fusedCard ?? o.card;
}

/**
 * 708.9: a face-down permanent leaving the battlefield, or a face-down spell leaving the stack
 * for any zone but the battlefield, is revealed to all players as it moves: it is face up in its
 * new zone.
 */
export function revealFaceDown(o: GameObject, to: string, trace?: Trace): void {
  if (!o.faceDown) return;
  turnFaceUp(o);
  trace?.cite(
    '708.9',
    'reveal',
    msg('708-face-down.reveal', { id: o.id, pValue: to === 'exile' ? 'exile' : `its owner's ${to}`, pValue2: o.card?.name ?? 'a card' }),
    [o.id],
  );
}
