/**
 * The citation recorder. Every rules decision the engine takes goes through `cite`: a step
 * that changes the board or rejects an action without naming its rule is a bug.
 */
import { Language, Message, render } from './message';

/** One step as the engine records it: its text is a message of the catalog, rendered at the end. */
export interface RecordedEntry {
  rule: string;
  event: string;
  text: Message;
  objects?: string[];
}

/** One step as the answer gives it: the text rendered in the requested language. */
export interface TraceEntry {
  rule: string;
  event: string;
  text: string;
  objects?: string[];
}

export function renderEntry(entry: RecordedEntry, language: Language): TraceEntry {
  return { ...entry, text: render(entry.text, language) };
}

/** Machine-readable game events, in the order they happened. */
export type GameEvent =
  | { type: 'zoneChange'; object: string; from: ZoneName; to: ZoneName; player: string }
  | { type: 'draw'; player: string; object: string | null }
  | { type: 'created'; object: string; player: string }
  | { type: 'cast'; object: string; player: string; types: string[] }
  | { type: 'attack'; object: string; attacking: string }
  | { type: 'targeted'; object: string; by: string; controller: string }
  | { type: 'block'; object: string; blocking: string[] }
  /** 509.1h: an attacking creature becomes blocked (by these blockers). */
  | { type: 'blocked'; object: string; by: string[] }
  /** 701.9a: a player discarded a card (its owner); `cycled`: to pay a cycling cost (702.29c). */
  | { type: 'discard'; object: string; player: string; cycled?: true }
  /** 701.21a: a player sacrificed a permanent. */
  | { type: 'sacrificed'; object: string; player: string }
  /** 509.3g: an attacking creature no creature was declared to block, as blockers are declared. */
  | { type: 'unblocked'; object: string }
  | { type: 'damage'; source: string; target: string; amount: number; combat: boolean }
  | { type: 'triggered'; trigger: string; source: string; controller: string }
  | { type: 'ceasedToExist'; object: string }
  /** 702.37e, 708.8: a face-down permanent is turned face up. */
  | { type: 'turnedFaceUp'; object: string; player: string }
  /** 701.37a: a permanent becomes monstrous. */
  | { type: 'becameMonstrous'; object: string }
  /** 122.1: counters of a kind are removed from a permanent (`left`: how many of that kind it still has; 702.63a). */
  | { type: 'counterRemoved'; object: string; counter: string; left: number }
  /** 702.110b: `object` exploits `sacrificed` (its exploit ability's controller sacrifices it as the ability resolves). */
  | { type: 'exploited'; object: string; sacrificed: string }
  | { type: 'tap' | 'untap'; object: string }
  | { type: 'controlChange'; object: string; from: string; to: string }
  | { type: 'life'; player: string; from: number; to: number }
  | { type: 'damageRemoved'; object: string }
  | { type: 'effectEnded'; effect: string }
  | { type: 'manaEmptied'; player: string; mana: string }
  | { type: 'step'; turn: number; step: string; active: string }
  | { type: 'priority'; player: string }
  | { type: 'pass'; player: string }
  | { type: 'playerLost'; player: string; rule: string }
  | { type: 'gameOver'; winners: string[]; rule: string };

export type ZoneName = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile' | 'command';

/** What a permanent was as it left the battlefield: leaves-the-battlefield triggers look back (603.10a). */
export interface Departed {
  /** Permanents that left in the same event share a batch: they see each other leave (603.10a). */
  batch: number;
  id: string;
  /** Its text as it last was (612.1: with text changes), for its abilities. */
  card: import('../cards/card').CardDefinition | null;
  /** Its copiable values (707.2: without text changes), when they differ from `card`. */
  copiable?: import('../cards/card').CardDefinition | null;
  controller: string;
  /** 608.2h: its owner, power, toughness and mana value as it last existed (for "its controller gains life equal to its power"). */
  owner?: string;
  power?: number | null;
  toughness?: number | null;
  manaValue?: number | null;
  types: string[];
  /** 603.10a: its subtypes, supertypes and colors as it last existed, for triggers that look back. */
  subtypes?: string[];
  supertypes?: string[];
  colors?: string[];
  /** 603.6e, 603.10a: what it was attached to as it left ("When enchanted creature dies"). */
  attachedTo?: string | null;
  /** 603.10a: the Auras and Equipment attached to it as it left ("Whenever equipped creature dies"). */
  attachments?: string[];
  /** Its keyword abilities as it last existed (702.2e, 702.15c, 702.80b, 702.90d: what its damage does). */
  keywords?: string[];
  /** 120.3, 603.10a: the sources that had dealt damage to it this turn, as it left ("a creature dealt damage by CARDNAME this turn dies"). */
  damagedBy?: string[];
  /** 111.1, 603.10a: whether it was a token ("Whenever a nontoken creature you control dies"). */
  token?: boolean;
  /** Its counters as it last existed (702.79a persist, 702.93a undying). */
  counters?: Record<string, number>;
  /** 607.2a: the cards its linked ability had exiled, as it left (for its "return the exiled card"). */
  exiled?: string[];
  /** 610.3: the cards it had exiled "until CARDNAME leaves the battlefield", returned once as it leaves (emptied then). */
  exiledUntilLeaves?: string[];
}

export class Trace {
  readonly entries: RecordedEntry[] = [];
  readonly events: GameEvent[] = [];
  /** How many events the trigger check has already seen (603.2: each event triggers once). */
  triggerCursor = 0;
  /** The current batch of simultaneous departures from the battlefield. */
  batch = 0;
  readonly departed = new Map<string, Departed>();

  cite(rule: string, event: string, text: Message, objects?: string[]): void {
    this.entries.push(objects && objects.length > 0 ? { rule, event, text, objects } : { rule, event, text });
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  /** Marks a point to roll back to when an action turns out illegal (733). */
  mark(): { entries: number; events: number } {
    return { entries: this.entries.length, events: this.events.length };
  }

  rollback(mark: { entries: number; events: number }): void {
    this.entries.length = mark.entries;
    this.events.length = mark.events;
    if (this.triggerCursor > mark.events) this.triggerCursor = mark.events;
  }
}
