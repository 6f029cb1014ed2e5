import { ManaType } from './cards/mana';
import type { SpendPurpose } from './rules/106-mana';
import { GameObject, GameState, PlayerState } from './state/types';
import { Trace } from './trace/trace';
import { Message, cardName, msg } from './trace/message';

/** What every rules function works with: the board being changed and the recorder. */
export interface Ctx {
  state: GameState;
  trace: Trace;
  /** When set, text the engine does not understand is ignored and reported in `warnings`. */
  allowUnsupported?: boolean;
  warnings?: Message[];
  /** 616.1 choices made in this request: object id -> the replacement effect its controller applies. */
  replacementChoices?: Map<string, string>;
  /** 616.1: the order chosen so far for the damage or life-gain event a resolving spell resumes with. */
  amountChoices?: { damage?: string[]; lifeGain?: string[] };
  /** 702.95a: the creature its controller named, answering a soulbond "you may", to pair with the source (this action only). */
  soulbondPartner?: string;
  /** The colored mana the request's later actions will need: automatic payment keeps sources for it (601.2g). */
  manaReserve?: ManaType[];
  /** 106.6: what the mana cost being paid is for (a spell cast, an ability activated): restricted mana may pay only what it allows. */
  spendingOn?: SpendPurpose;
}

export function playerById(state: GameState, id: string): PlayerState | undefined {
  return state.players.find((p) => p.id === id);
}

/** Players still in the game, in turn order (104.3a: a player who lost has left it). */
export function playersInGame(state: GameState): PlayerState[] {
  return state.players.filter((p) => p.lost === null);
}

export function nextPlayerInGame(state: GameState, after: string): PlayerState | undefined {
  const n = state.players.length;
  const start = state.players.findIndex((p) => p.id === after);
  for (let k = 1; k <= n; k++) {
    const p = state.players[(start + k) % n];
    if (p.lost === null) return p;
  }
  return undefined;
}

export function describe(o: GameObject): string {
  if (o.faceDown) return `a face-down creature (${o.id})`;
  return o.card ? `${o.card.name} (${o.id})` : `a hidden card (${o.id})`;
}

/** An object as messages name it (the same words as describe, rendered in the requested language). */
export function objectName(o: GameObject): Message {
  if (o.faceDown) return msg('object.faceDown', { id: o.id });
  return o.card ? msg('object.card', { name: cardName(o.card), id: o.id }) : msg('object.hidden', { id: o.id });
}

export function isGameOver(state: GameState): boolean {
  return playersInGame(state).length <= 1;
}

/**
 * An ability's text as a message quotes it: the compiled text says "CARDNAME" where the card says its own name
 * (201.5), put back here. The source is looked for where it may be (on the battlefield, phased out, on the stack,
 * in exile, a hand or a graveyard), else as it last existed; a face-down or unknown source leaves "this object".
 */
export function quotedText(text: string, state: GameState, source: string, lastKnown?: { card: { name: string } } | null): string {
  if (!text.includes('CARDNAME')) return text;
  const o =
    state.battlefield.find((x) => x.id === source) ??
    state.phasedOut.find((x) => x.id === source) ??
    state.stack.find((s) => s.id === source)?.object ??
    state.exile.find((x) => x.id === source) ??
    state.players.flatMap((p) => [...p.hand, ...p.graveyard]).find((x) => x.id === source);
  const name = o && !o.faceDown ? o.card?.name : lastKnown?.card.name;
  return text.split('CARDNAME').join(name ?? 'this object');
}
