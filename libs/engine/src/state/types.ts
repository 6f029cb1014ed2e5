import { AlternativeCostKeyword, SpendRestriction } from '../cards/ability';
import { CardDefinition, Color } from '../cards/card';
import { ManaPool } from '../cards/mana';
import { STEPS, Step } from '../steps';

/** The validated game state the engine works on. Plain data: cloning is cheap and explicit. */

export { STEPS };
export type { Step };

/**
 * A card or token as an object of the game. The card reference is kept as the client wrote
 * its kind (a catalog name, or an inline definition) so that the board serializes back.
 */
export interface GameObject {
  id: string;
  /** Null for a hidden card: the adjudicator does not know what it is. */
  card: CardDefinition | null;
  /** True when the card was given inline rather than by catalog name. */
  inline: boolean;
  owner: string;
  controller: string;
  token: boolean;
  tapped: boolean;
  summoningSick: boolean;
  damage: number;
  counters: Record<string, number>;
  attachedTo: string | null;
  faceDown: boolean;
  /**
   * 708.2: while `faceDown`, `card` holds the face-down characteristics (a 2/2 creature with no
   * text, name, subtypes or mana cost, 708.2a) and this holds the card it really is.
   */
  faceUpCard?: CardDefinition;
  /**
   * 701.27a, 712.8e: a double-faced permanent with its back face up ("transformed" on the wire):
   * `card` holds the back face and this the front face, which it has in every other zone (712.8a).
   */
  frontFace?: CardDefinition;
  phasedOut: boolean;
  timestamp: number;
  /** 704.5h: dealt damage by a source with deathtouch since state-based actions were last checked. */
  deathtouchDamage: boolean;
  /** 701.19a: regeneration shields on it this turn. */
  regenerationShields: number;
  /**
   * 120.3, 603.10a: the ids of the sources that dealt damage to it this turn ("a creature dealt damage by
   * CARDNAME this turn"), set as damage is dealt and cleared as a turn begins or it leaves (400.7).
   */
  damagedBy?: string[];
  /** 120.3: it dealt damage this turn ("target creature that dealt damage this turn"); cleared the same way. */
  dealtDamageThisTurn?: boolean;
  /** 508.1: it was declared as an attacker this turn ("creatures that attacked this turn"); cleared the same way (400.7). */
  attackedThisTurn?: boolean;
  /**
   * 110.2: the player under whose control it entered the battlefield, kept while control-changing
   * effects (613.1b) give it another controller; undefined when none does.
   */
  baseController?: string;
  /** 606.3: a loyalty ability of this permanent was activated this turn. */
  loyaltyActivated: boolean;
  /** 602.5b: the indexes of its "Activate only once each turn" abilities activated this turn. */
  activatedThisTurn?: number[];
  /**
   * 702.30a: how many of its controller's upkeeps have begun since it last came under that
   * player's control, counted up to 2 (two or more). At most 1 during that player's upkeep: it
   * came under their control since the beginning of their last upkeep.
   */
  upkeepsSinceControl: number;
  /** 702.26g: phased out along with the permanent it is attached to; it phases in only with it. */
  phasedOutIndirectly?: boolean;
  /** 702.33d-e: how many times the spell this permanent was had been kicked (for "if it was kicked"). */
  kicked?: number;
  /** 702.33f: for a card with two kicker costs, which were paid ("kicker": the first, "kicker2": the second). */
  kickedWith?: ('kicker' | 'kicker2')[];
  /**
   * 106.1, 601.2h: the mana spent to cast the spell this permanent was (702.44a sunburst, converge, "if {G} was spent
   * to cast it"); absent: none, or it did not enter from the stack as a resolving spell. Lost as it leaves (400.7).
   */
  manaSpent?: ManaPool;
  /** 702.82b: how many creatures it devoured (sacrificed for its devour as it entered); lost as it leaves (400.7). */
  devoured?: number;
  /** 702.112b: renowned (a designation, kept until it leaves the battlefield). */
  renowned?: boolean;
  /**
   * 502.3: its controller chose not to untap it during their next untap step ("You may choose not to untap
   * CARDNAME during your untap step"): the untap step has no priority (502.4), so the choice is on the board.
   */
  keepTapped?: boolean;
  /** 701.37b: monstrous (a designation, kept until it leaves the battlefield). */
  monstrous?: boolean;
  /** 702.84a: returned by its unearth ability: if it would leave the battlefield, it is exiled instead. */
  unearthed?: boolean;
  /** 702.74a, 702.109a: the alternative cost paid for the spell this permanent was ("its evoke cost was paid"). */
  alternativeCost?: AlternativeCostKeyword;
  /**
   * 702.103b: a bestowed Aura spell or permanent: `card` holds its characteristics as an Aura
   * enchantment with enchant creature, and this holds the card itself, which it is again once it
   * ceases to be bestowed (702.103e-f) or leaves for another zone (400.7). On the wire: `card` is
   * this, with `"bestowed": true`.
   */
  bestowedCard?: CardDefinition;
  /**
   * 702.102a-b: a fused split spell: `card` holds the combined characteristics of both halves, and
   * this holds the card as the board names it (one of its halves), which it is again as it leaves the
   * stack (400.7). On the wire: `card` is this, with `"fused": true`.
   */
  fusedCard?: CardDefinition;
  /** 702.95b: the creature this one is paired with by a soulbond ability (each names the other). */
  pairedWith?: string;
  /**
   * 613.2a, 707.2: while a copy effect applies to it, `card` holds its copiable values (what it copies,
   * with the copy's exceptions, 707.9b) and this holds its own card, which it is again once it leaves
   * the battlefield (400.7). On the wire: `card` is this, `copyOf` is `card`.
   */
  original?: { card: CardDefinition; inline: boolean };
  /**
   * 114: an emblem in the command zone (never a card nor a permanent, 114.5): `card` holds its
   * abilities only (114.3, cards/emblem.ts), owned and controlled by the player who got it (114.2).
   */
  emblem?: { text: string; source?: string };
  /**
   * 614.12a, 607.2d: what its controller chose as it entered the battlefield ("As CARDNAME enters,
   * choose a color."), read by its linked "the chosen ..."; lost as it leaves the battlefield (400.7).
   */
  chosen?: EnteringChosen;
  /**
   * 607.2a, 406.6: the cards in exile its ability exiled, linked to its "return the exiled card" ability (Oblivion
   * Ring); lost as it leaves the battlefield (400.7), its leaves trigger carrying them (`linked`).
   */
  exiled?: string[];
  /** 610.3: the cards in exile it exiled "until CARDNAME leaves the battlefield" (Banisher Priest): they return as it leaves. */
  exiledUntilLeaves?: string[];
}

/** 614.12a: the choices made as a permanent entered: a color (105.1), a creature type (205.3m), a player (an opponent, 102.3). */
export interface EnteringChosen {
  color?: Color;
  creatureType?: string;
  player?: string;
  /** 702.98a: "yes" when its controller had it enter with the additional +1/+1 counter of unleash. */
  unleash?: 'yes' | 'no';
}

/** 702.47c: a card spliced onto a spell: the card whose rules text the spell gained (kept as written, 601.2b). */
export interface SplicedCard {
  card: CardDefinition;
  inline: boolean;
}

/** A spell or an ability on the stack. */
export interface StackObject {
  id: string;
  controller: string;
  /** A spell: the card. */
  object: GameObject | null;
  /** An ability: its source and its index among the source's activated (or, if `triggered`, triggered) abilities. */
  ability: {
    source: string;
    index: number;
    triggered?: boolean;
    lastKnown?: { card: CardDefinition; inline: boolean };
    delayed?: string;
    granted?: string;
  } | null;
  targets: string[];
  /** The value of X announced while casting (107.3a), if the cost has one. */
  x: number | null;
  /** The modes chosen while casting (700.2a), by index, for a modal spell. */
  modes: number[] | null;
  /** 601.2d: the division of its divided damage announced while casting: target id -> share (each at least 1). */
  division?: Record<string, number>;
  /** Cast with flashback (702.34a): exiled as it leaves the stack. */
  flashback?: boolean;
  /** Cast for the alternative cost of one of its keywords (118.9): 702.74a evoke, 702.109a dash; 702.62d suspend, 702.88b rebound. */
  alternativeCost?: AlternativeCostKeyword;
  /** 601.2a: the zone it was cast from, when not its owner's hand (702.88a: rebound exiles only a spell cast from the hand). */
  castFrom?: 'graveyard' | 'exile';
  /** 106.1, 601.2h: a spell: the mana spent to cast it (its total cost, 601.2f); absent: none. */
  manaSpent?: ManaPool;
  /**
   * 601.2h, 608.2h: the one permanent sacrificed to pay its cost ("Sacrifice a creature: ...", "As an additional cost to
   * cast this spell, sacrifice a creature"), as it last existed on the battlefield: what "the sacrificed creature's power" reads.
   */
  sacrificed?: SacrificedForCost;
  /** The optional additional costs paid as it was cast (601.2b): "kicker" (once per kick), "kicker2", "buyback", "entwine", "replicate" (once per payment, 702.56a), "conspire" (702.78a). */
  additionalCosts?: ('kicker' | 'kicker2' | 'buyback' | 'entwine' | 'replicate' | 'conspire')[];
  /**
   * 702.47a-c: the cards spliced onto it as it was cast, in the order their effects happen (702.47b): it has their
   * rules text after its own, whatever becomes of the cards; lost as it leaves the stack (702.47e).
   */
  spliced?: SplicedCard[];
  /** A copy of a spell (707.10): not cast; it ceases to exist as it leaves the stack (707.10a). */
  copy?: boolean;
  /** A triggered ability: the spell or ability its trigger event was about. */
  refersTo?: string;
  /**
   * 608.2c: while it resolves, the objects its last instruction that creates or puts a permanent onto the battlefield made
   * ("That token gains haste.", "Sacrifice the creature at the beginning of the next end step."). Not on the wire.
   */
  made?: string[];
  /**
   * 400.7, 603.7c: the object `refersTo` names has changed zones since this delayed ability was created: the object it
   * finds there now is a new one, which the ability does not affect ("referentLeft" on the wire).
   */
  referentLeft?: true;
  /** 607.2a: a leaves-the-battlefield trigger's "the exiled card": the cards exiled with its source as it left. */
  linked?: string[];
  /** The one choice this spell or ability waits for, stopped in the middle of its resolution (608.2; state/pending-choice.ts). */
  pendingChoice?: PendingChoice;
  /** A resolving spell waiting for a player to choose cards to discard (701.9b); its next effect. */
  awaitingDiscard?: { player: string; count: number; next: number };
  /**
   * A resolving permanent spell with amplify waiting for its controller to choose the cards to
   * reveal (702.38a, 614.12a): for which instance (702.38b, from 0) and the counters of those before.
   */
  awaitingReveal?: { player: string; instance: number; counters: number };
  /** A resolving permanent spell waiting for its controller to choose what it enters as a copy of (614.12a, 707.5). */
  awaitingCopy?: string;
  /**
   * 616.1: a resolving spell waiting for the affected player to choose which replacement or prevention
   * effect applies first to its damage or life gain: that effect's index (`next`), the order chosen so far.
   */
  awaitingReplacement?: SpellReplacementChoice;
  /** A resolving spell waiting for its controller to choose the words of a text change (608.2d, 612); the index of that effect. */
  awaitingWords?: { player: string; next: number };
}

/** 608.2h: the last known information of a permanent sacrificed to pay a cost (its power and toughness: null for a noncreature, 208.3). */
export interface SacrificedForCost {
  power: number | null;
  toughness: number | null;
  manaValue: number | null;
}

/**
 * The kinds of pending choice (CONTRACT §1 "Pending choices"): `yesNo`, a "you may" of a resolving
 * ability answered by its controller (608.2d; provoke 702.39a, madness 702.35a); `payment`, an
 * "unless ... pays" answered by the player who may pay (118.12a, 702.21a); `scry`, a resolving
 * spell's "scry N" (701.22a): which cards looked at go on the bottom, and the order of each part;
 * `search`, a resolving spell's search of its controller's library (701.23a): the card found, if any;
 * `enteringChoice`, a resolving permanent spell's "As CARDNAME enters, choose a color." (614.12a);
 * `tapOrUntap`, "You may tap or untap target permanent." as it resolves (608.2d, 701.26);
 * `newTarget`, "Change the target of target spell with a single target.": the other legal target (115.7a).
 */
export const PENDING_CHOICE_KINDS = [
  'yesNo',
  'payment',
  'scry',
  'search',
  'handCard',
  'look',
  'discard',
  'sacrifice',
  'returnToHand',
  'enteringChoice',
  'color',
  'type',
  'damageSource',
  'devour',
  'bolster',
  'proliferate',
  'tapOrUntap',
  'newTarget',
] as const;
export type PendingChoiceKind = (typeof PENDING_CHOICE_KINDS)[number];

/** A choice a resolving spell or ability waits for: its kind and the player who answers. */
export type PendingChoice =
  /** `next`: a resolving spell's look whose "You may shuffle your library" is asked after the reorder (Ponder, 701.24a). */
  | { kind: 'yesNo'; player: string; next?: number }
  | { kind: 'payment'; player: string }
  /** `next`: the index of the spell's scry effect; it resumes after it once answered. */
  | { kind: 'scry'; player: string; next: number }
  /** `next`: the index of the spell's search effect. */
  | { kind: 'search'; player: string; next: number }
  /** `next`: the index of the spell's "you choose a ... card from it" effect (608.2d, 701.20a): the card chosen from a revealed hand. */
  | { kind: 'handCard'; player: string; next: number }
  /** `next`: the index of the spell's "look at the top N cards of your library" effect (701.20e): where each card goes. */
  | { kind: 'look'; player: string; next: number }
  /**
   * 701.9b, 701.21a: a player chooses `count` cards of their hand to discard / permanents they control to
   * sacrifice, at the effect `next` of the resolving spell or ability; `chosen`: what the players before
   * them chose (101.4: in APNAP order; the cards move together once all have chosen).
   */
  | { kind: 'discard'; player: string; next: number; count: number; chosen?: string[] }
  | { kind: 'sacrifice'; player: string; next: number; count: number; chosen?: string[] }
  /**
   * 608.2d: the controller chooses `count` permanents they control to return to their owners' hands ("return a land
   * you control to its owner's hand", the Karoos); for "sacrifice CARDNAME unless you return ..." (118.12a) they may
   * decline instead. `chosen` is never written (one player chooses).
   */
  | { kind: 'returnToHand'; player: string; next: number; count: number; chosen?: string[] }
  /** 614.12a: a resolving permanent spell's "As CARDNAME enters, choose ...": its controller chooses before it enters. */
  | { kind: 'enteringChoice'; player: string }
  /** 608.2d, 105.1: `next`: the index of the instruction that asks "the color of your choice" (protection, 702.16a): the color chosen. */
  | { kind: 'color'; player: string; next: number }
  /** 608.2d: `next`: the index of the instruction that asks "the creature type / basic land type of your choice" (205.3m, 305.6). */
  | { kind: 'type'; player: string; next: number }
  /** 609.7a: `next`: the index of the instruction that names "a [red] source of your choice" (615.8): the source chosen. */
  | { kind: 'damageSource'; player: string; next: number }
  /** 702.82a, 614.12a: a resolving permanent spell with devour: its controller chooses the creatures to sacrifice before it enters. */
  | { kind: 'devour'; player: string }
  /** 701.39a: `next`: the index of the bolster instruction: which of the creatures tied for least toughness gets the counters. */
  | { kind: 'bolster'; player: string; next: number }
  /** 701.34a: `next`: the index of the proliferate instruction: which permanents and players with a counter get more. */
  | { kind: 'proliferate'; player: string; next: number }
  /** 608.2d, 701.26a-b: `next`: the index of a "You may tap or untap target permanent." instruction: tap, untap or neither. */
  | { kind: 'tapOrUntap'; player: string; next: number }
  /** 115.7a: `next`: the index of a "Change the target of target spell ..." instruction: the other legal target chosen. */
  | { kind: 'newTarget'; player: string; next: number };

/** 106.6: mana in a pool that may be spent only as its restriction says (a part of the pool's counts). */
export interface RestrictedMana {
  mana: ManaPool;
  spendOnly: SpendRestriction;
}

export interface PlayerState {
  id: string;
  life: number;
  poison: number;
  /** 122.1, 107.14: energy counters ({E}); absent when 0. */
  energy?: number;
  manaPool: ManaPool;
  /**
   * 106.6: the mana of the pool a restriction says how it may be spent ("Spend this mana only to cast a creature
   * spell."): each entry is part of `manaPool` (its counts include it); absent when none.
   */
  restrictedMana?: RestrictedMana[];
  landsPlayedThisTurn: number;
  maxHandSize: number;
  hand: GameObject[];
  /** Top first. Hidden cards are objects whose `card` is null. */
  library: GameObject[];
  /** Top last. */
  graveyard: GameObject[];
  /** Set by 121.4 until state-based actions see it (704.5b). */
  drewFromEmptyLibrary: boolean;
  /** 702.54a: dealt damage this turn (set as damage is dealt to them, 120.3a-b; cleared as a turn begins). */
  damagedThisTurn?: boolean;
  /** 400.7, 207.2c (revolt): a permanent this player controlled left the battlefield this turn (set as it leaves; cleared as a turn begins). */
  permanentLeftThisTurn?: boolean;
  /** 500.11, 614.10: how many of their next turns this player skips (614.10a: each effect one occurrence); absent when none. */
  skipTurns?: number;
  /** The rule by which this player lost, once they have. */
  lost: string | null;
}

export const EFFECT_KINDS = [
  'prevent-combat-damage',
  'prevent-damage',
  'add-types',
  'set-creature-types',
  'set-colors',
  'set-land-types',
  'lose-abilities',
  'add-keyword',
  'lose-keyword',
  'set-pt',
  'modify-pt',
  'switch-pt',
  'exile-if-dies',
  'cant-be-regenerated',
  'gain-control',
  'must-block',
  'change-text',
  'cant-block',
  'cant-be-blocked',
  'cant-attack',
  'must-attack',
  'block-additional',
  'must-be-blocked-by-all',
  'must-be-blocked',
  'doesnt-untap-next',
  'doesnt-untap-your-next',
  'doesnt-untap',
  'prevent-all-damage',
  'add-ability',
  'prevent-damage-by',
  'redirect-damage',
  'prevent-next-from-source',
  'assigns-no-combat-damage',
  'additional-land',
] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

/** 'until-your-next-turn': until the effect's controller's next turn begins (611.2a: as long as the text states). */
/** 'while-source-tapped': for as long as its source remains tapped on the battlefield (611.2b). */
/** 'while-you-control-source': for as long as the effect's controller controls its source on the battlefield (611.2b). */
export type Duration =
  | 'until-end-of-turn'
  | 'this-turn'
  | 'until-end-of-combat'
  | 'until-your-next-turn'
  | 'while-source-tapped'
  | 'while-you-control-source'
  | 'permanent';

/** A continuous effect in force (611), with its timestamp (613.7). */
export interface ContinuousEffect {
  id: string;
  /**
   * The layer is the kind's: add-types, set-creature-types and set-land-types 4 (613.1d: set-land-types replaces the
   * land types by `subtypes` and the abilities of the land's rules text by their mana abilities, 305.7), set-colors 5 (613.1e),
   * lose-abilities, add-keyword and lose-keyword 6 (613.1f), set-pt 7b (613.4b), modify-pt 7c (613.4c),
   * switch-pt 7d (613.4d). exile-if-dies is a replacement effect (614.1a): if an object it affects
   * would die, it is exiled instead. cant-be-regenerated (701.19c): the objects it affects
   * can't be regenerated (their regeneration shields do not replace a destruction). gain-control is layer 2 (613.1b): the effect's controller
   * controls the objects it affects. add-types may also add `subtypes` (205.1b: "that's still a
   * planeswalker" keeps its other types and subtypes). prevent-all-damage (615.1a): all damage that
   * would be dealt to the objects it affects is prevented; prevent-damage-by (615.1a): all damage the objects it affects
   * would deal is prevented (each only combat damage with `combat`). add-ability is layer 6 (613.1f): the objects
   * it affects have the quoted ability `text`. assigns-no-combat-damage (510.1a): the creatures it affects assign no combat damage.
   * additional-land (305.2): each player it affects may play one more land this turn.
   */
  kind: EffectKind;
  power: number;
  toughness: number;
  /** set-colors: the new colors. */
  colors?: Color[];
  /** set-creature-types: the new creature types; set-land-types: the new (basic) land types; add-types: the subtypes added (205.1b). */
  subtypes?: string[];
  /** add-keyword, lose-keyword: the keyword ability, lower-case ("flying"). */
  keyword?: string;
  /**
   * prevent-damage: how much damage the shield still prevents (615.7); block-additional: how many more attacking
   * creatures than one the affected creatures may block (509.1a, 101.1; absent: any number).
   */
  amount?: number;
  /** prevent-all-damage, prevent-damage-by: only combat damage is prevented (615.1a: "Prevent all combat damage ..."). */
  combat?: boolean;
  /**
   * prevent-next-from-source (615.8, 609.7a): the source chosen; the next time it would deal damage to what the effect
   * affects this turn, that damage is prevented and the effect ends, if the source then has the effect's `colors` (any
   * of them) and `types` (all of them) (609.7b).
   */
  damageSource?: string;
  /** redirect-damage (614.9): the next `amount` damage that would be dealt to what it affects is dealt to this permanent instead. */
  redirectTo?: string;
  /** add-types: card types the object gains, keeping its others (205.1b). */
  types?: string[];
  /**
   * (cant-attack, no field: what it affects can't attack, 508.1c; must-attack, no field: it attacks if able, 508.1d.)
   * must-block: the attacking creature the affected creature blocks if able (509.1c, 702.39a; absent: it blocks some
   * attacking creature if able). must-be-blocked-by-all (no field): each creature able to block what it affects blocks it;
   * must-be-blocked (no field): what it affects is blocked if able (509.1c: one requirement, some creature blocks it).
   */
  attacker?: string;
  /**
   * set-pt: instead of fixed numbers, power and toughness are each equal to this count, in card
   * wording ("the number of creature cards in your graveyard"; "your": the affected object's
   * controller), read continuously (208.2a). Granted by an effect, so not a characteristic-defining
   * ability (604.3a): it applies in layer 7b, in timestamp order (613.4b, 613.6).
   */
  equalTo?: string;
  /**
   * add-ability (layer 6, 613.1f): the ability in quotes the objects it affects have, as written ("Whenever this creature
   * attacks, put a +1/+1 counter on it."), compiled like a granted ability (cards/grammar/granted-abilities.ts, 613.1f).
   */
  text?: string;
  /** change-text (layer 3, 613.1c, 612.1): the word replaced and the word that replaces it. */
  from?: string;
  to?: string;
  affects: string[];
  source: string | null;
  controller: string;
  timestamp: number;
  duration: Duration;
  /** while-source-tapped (611.2b): the permanent whose staying tapped on the battlefield it lasts for. */
  tappedSource?: string;
  /** while-you-control-source (611.2b): the permanent the effect's controller must go on controlling for it to last. */
  controlledSource?: string;
}

export interface CombatState {
  /** `blocked` (509.1h): set once blockers are declared, and kept even if the blockers leave. */
  attackers: { id: string; attacking: string; blocked: boolean }[];
  blockers: { id: string; blocking: string[] }[];
  attackersDeclared: boolean;
  /** 508.8: whether any creature was declared as an attacker, even if it has left combat since. */
  creaturesAttacked: boolean;
  blockersDeclared: boolean;
  /** 510.4: the creatures that had first strike or double strike as the first combat damage step began. */
  firstStrikers: string[] | null;
  /** 702.22c-e: the attacking bands announced as attackers were declared, each a list of attacker ids; lasts the rest of combat. */
  bands?: string[][];
  /**
   * 510.1: the active player's announced division of combat damage in this step, kept while the
   * defending player announces theirs (702.22j, 510.1d); cleared as the damage is dealt.
   */
  damageAssigned?: Record<string, Record<string, number>>;
  /** 616.1f: the effects chosen so far, in order, for each combat damage event of this step (`source>target`, `lifelink:source`). */
  replacementOrders?: Record<string, string[]>;
  /** 616.1: the combat damage waits for this player to choose which effect applies first to this event. */
  awaitingReplacement?: { key: string; player: string; options: string[]; text: string };
}

export interface TurnState {
  number: number;
  active: string;
  step: Step;
  priority: string | null;
  passed: string[];
  /** Spells cast this turn by all players (702.40a storm counts them); copies are not cast (707.10). */
  spellsCast: number;
  /**
   * 601.2i: the spells each player cast this turn, as far as known: a board may give `spellsCast`
   * without naming who cast them, so the counts here may add up to less than it.
   */
  spellsCastBy: Record<string, number>;
  /** Spells cast last turn by all players (the werewolves' intervening "if", 603.4); undefined: not known. */
  spellsCastLastTurn?: number;
  /** The spells each player cast last turn, as far as known (they may add up to less than `spellsCastLastTurn`). */
  spellsCastLastTurnBy: Record<string, number>;
  /**
   * 500.7: this turn is an extra turn: its id (what a delayed ability "at the beginning of that turn's end step" waits
   * for) and the player whose turn the extra turns were added after (turn order goes on from them once they are taken).
   * Absent: a turn of the normal turn order.
   */
  extraTurn?: { id: string; after: string };
  /**
   * 500.8: the phases added directly after the current phase, in the order they come (the most recently created
   * first). `resumeAt`: during an added phase, the step the turn's own structure goes on with once added phases end.
   */
  additionalPhases?: AdditionalPhase[];
  resumeAt?: Step;
}

/** 500.8: an additional phase: a combat phase (506.1) or a main phase (505.1: a postcombat main phase). */
export type AdditionalPhase = 'combat' | 'main';

/** 500.7: an extra turn an effect gave to a player, not yet taken. */
export interface ExtraTurn {
  id: string;
  player: string;
}

/** A triggered ability waiting to be put on the stack (603.3), with its controller's choices so far. */
export interface PendingTrigger {
  id: string;
  source: string;
  /** Index among the source's triggered abilities, in the order of its text. */
  index: number;
  controller: string;
  /** Set once its controller has ordered it among their other triggers (603.3b). */
  ordered: boolean;
  /** Chosen as it goes on the stack (603.3d); null until then. */
  targets: string[] | null;
  /** The spell or ability its trigger event was about (702.21a "that spell or ability"). */
  refersTo?: string;
  /** 607.2a: a leaves-the-battlefield trigger's "the exiled card": the cards exiled with its source as it left. */
  linked?: string[];
  /** A delayed triggered ability (603.7): what it does, as rules text; `index` is then 0. */
  delayed?: string;
  /**
   * 400.7, 603.7c: the object `refersTo` names has changed zones since this delayed ability was created: the object it
   * finds there now is a new one, which the ability does not affect ("referentLeft" on the wire).
   */
  referentLeft?: true;
  /** 613.1f: an ability granted to its source by another object's static ability: its text in quotes (113.7a: it exists independently of its source). */
  granted?: string;
  /** A number fixed as it triggered: storm's count of spells cast before its spell (702.40a). */
  x?: number;
  /** 700.2b, 603.3c: the mode chosen for a modal triggered ability, as it is put on the stack; absent until then. */
  modes?: number[];
  /** 113.7a, 603.10a: its source as it last existed, when that is no longer readable (a copy or a token that left). */
  lastKnown?: { card: CardDefinition; inline: boolean };
}

/**
 * 702.88a: "your-next-upkeep": the next upkeep of its controller; 511.2: "end-of-combat"; 500.7, 603.7a:
 * "that-turn-end-step": the beginning of the end step of the extra turn its `turn` names.
 */
export const DELAYED_WHEN = ['next-upkeep', 'next-end-step', 'your-next-upkeep', 'end-of-combat', 'that-turn-end-step'] as const;
export type DelayedWhen = (typeof DELAYED_WHEN)[number];

/**
 * 603.7: a delayed triggered ability created by a resolving spell or ability, waiting for its
 * event: the beginning of the next turn's upkeep, or of the next end step (513.2). It triggers
 * once (603.7b); its source and controller are those of what created it (603.7d-e).
 */
export interface DelayedTrigger {
  id: string;
  source: string;
  controller: string;
  when: DelayedWhen;
  /** What it does, as rules text: "Draw a card." */
  effect: string;
  /** 603.7c: the object its text refers to ("Destroy that creature at end of combat."): "it" and "that creature" in `effect`. */
  refersTo?: string;
  /**
   * 400.7, 603.7c: the object `refersTo` names has changed zones since this delayed ability was created: the object it
   * finds there now is a new one, which the ability does not affect ("referentLeft" on the wire).
   */
  referentLeft?: true;
  /** "that-turn-end-step": the id of the extra turn (500.7) whose end step it waits for. */
  turn?: string;
}

export interface GameState {
  players: PlayerState[];
  battlefield: GameObject[];
  stack: StackObject[];
  exile: GameObject[];
  command: GameObject[];
  turn: TurnState;
  combat: CombatState | null;
  effects: ContinuousEffect[];
  pending: PendingTrigger[];
  /** 603.7: delayed triggered abilities waiting for their trigger event. */
  delayed: DelayedTrigger[];
  /** 725.1, 725.3: the player who is the monarch, if any (absent: there is no monarch). */
  monarch?: string;
  /** 500.7: the extra turns to be taken after this one, the most recently created first (the first is taken next). */
  extraTurns?: ExtraTurn[];
  seed: string;
  /** The next timestamp to hand out (613.7): one more than the largest on the board. */
  nextTimestamp: number;
  /**
   * 702.26b: phased-out permanents, kept apart from `battlefield` because the rules treat them as
   * though they don't exist; only phasing (702.26) looks at them. On the wire they are battlefield
   * entries with `"phasedOut": true`.
   */
  phasedOut: GameObject[];
}

/** 616.1: the choice a resolving spell waits for (StackObject.awaitingReplacement). */
export interface SpellReplacementChoice {
  player: string;
  options: string[];
  text: string;
  kind: 'damage' | 'lifeGain';
  chosen: { damage?: string[]; lifeGain?: string[] };
  next: number;
}
