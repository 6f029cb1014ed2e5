import { Color } from './card';

/**
 * The selector IR: what a phrase such as "target nonblack creature an opponent controls" or "any
 * target" picks, as data. The grammar (cards/grammar/) builds it from Oracle text; one evaluator
 * (select/) matches objects and players against it on a board. Every field is relative to the
 * spell or ability that has the phrase: "you" is its controller (109.5), "other" is not its source.
 */
export interface Selector {
  /** 115.1: a target, chosen as the spell or ability is put on the stack; "up to N target": min 0. */
  count: { kind: 'target'; min: number; max: number };
  /** What each target may be: one of these ("any target": a creature, a player, a planeswalker or a battle, 115.4). */
  options: SelectorOption[];
  /** The words it was read from ("target nonblack creature"): how messages name it. */
  text: string;
  /**
   * 115.3: "up to four target Forests" is one instance of the word "target" chosen up to four times,
   * kept as four targets of one target each: `word` is the index of the first of them; the same
   * object or player can't be chosen twice among targets of the same word.
   */
  word?: number;
  /**
   * "Target creature you control fights another target creature." (Domri Rade): the index of the target whose phrase
   * "another" is set against; this one can't be the object or player chosen for it (115.3: each instance of the word
   * "target" is chosen as its own criteria allow, and "another" excludes that one).
   */
  differentFrom?: number;
}

export type SelectorOption =
  /** A player ("target player", "target opponent"). */
  | { kind: 'player'; filters: PlayerFilter[] }
  /** An object in a zone: a permanent (115.2: the default), a spell on the stack, a card in a graveyard. */
  | { kind: 'object'; zone: Zone; filters: ObjectFilter[] };

/** 'hand': only in a count ("the number of cards in your hand"): a card in a hand is never a target here. */
export type Zone = 'battlefield' | 'stack' | 'graveyard' | 'hand';

/**
 * A player relative to the spell or ability's controller ("you", "an opponent", "defending player", 506.2), or
 * (303.4m, 702.5d) the player the ability's source is attached to ("enchanted player").
 */
export type PlayerRelation = 'you' | 'opponent' | 'defendingPlayer' | 'enchantedPlayer';

export type PlayerFilter = { kind: 'relation'; is: PlayerRelation };

/** Conditions an object must meet; all of a list hold (a conjunction). */
export type ObjectFilter =
  /** One of these card types (205.2a), as the object is now (613.1d). */
  | { kind: 'type'; anyOf: string[] }
  /** One of these subtypes (205.3). */
  | { kind: 'subtype'; anyOf: string[] }
  /** One of these supertypes (205.4: "basic", "legendary", "snow"). */
  | { kind: 'supertype'; anyOf: string[] }
  /** One of these colors (105.2), as the object is now (613.1e). */
  | { kind: 'color'; anyOf: Color[] }
  /** 105.2c: no color. */
  | { kind: 'colorless' }
  /** 105.2a, 105.2b: exactly one color ("monocolored"), two or more ("multicolored"). */
  | { kind: 'colorCount'; count: 'one' | 'twoOrMore' }
  /** Its controller (108.4) is this player. */
  | { kind: 'controller'; is: PlayerRelation }
  /**
   * 108.4, 608.2c: its controller is the player a reference of the same ability names ("each creature that player
   * controls": a target player chosen before it, or the player a trigger refers to, 603.2); read as it resolves only.
   */
  | { kind: 'controlledBy'; player: PlayerRef }
  /** Its owner (108.3) is this player: "card from your graveyard". */
  | { kind: 'owner'; is: PlayerRelation }
  /** 110.5: tapped. */
  | { kind: 'tapped' }
  /** 303.4, 301.5: "enchanted" / "equipped": a permanent with an Aura (an Equipment) attached to it. */
  | { kind: 'attachedBy'; subtype: 'Aura' | 'Equipment' }
  /** 506.4: attacking / blocking (declared and not removed from combat). */
  /** 506.4: attacking or blocking; 509.1h: "unblocked" (an attacking creature once blockers are declared, with none declared for it). */
  | { kind: 'combat'; role: 'attacking' | 'blocking' | 'unblocked' }
  /** "with flying": it has this keyword ability now (613.1f). */
  | { kind: 'keyword'; keyword: string }
  /** "with power 4 or greater", "with mana value 3 or less" (202.3). */
  | { kind: 'compare'; stat: 'power' | 'toughness' | 'manaValue'; op: 'atLeast' | 'atMost' | 'equal'; value: Quantity }
  /**
   * "another", "other": not the object that has the ability; `than: 'attached'`: not the object it is attached to
   * ("Enchanted creature gets +1/+1 for each other creature you control": other than the enchanted creature).
   */
  | { kind: 'other'; than?: 'attached' }
  /** 111.1: a token ("except for lands and tokens"). */
  | { kind: 'token' }
  /** 201.2: "named [name]": its name is this one ("other creature you control named CARDNAME": the card's own name). */
  | { kind: 'named'; name: string }
  /**
   * 120.3: "that was dealt damage this turn", "dealt damage by CARDNAME this turn" (`bySource`: by the object
   * that has the ability, 603.10a as it left for a trigger that looks back).
   */
  | { kind: 'damagedThisTurn'; bySource: boolean }
  /** 122.1: "with a +1/+1 counter on it": at least one counter of that kind on the permanent. */
  | { kind: 'counter'; counter: string }
  /** 120.3: "that dealt damage this turn". */
  | { kind: 'dealtDamageThisTurn' }
  /** 508.1: "that attacked this turn": declared as an attacker this turn. */
  | { kind: 'attackedThisTurn' }
  /** 701.37b, 702.112b: "CARDNAME is monstrous", "... is renowned": a designation the permanent keeps until it leaves the battlefield. */
  | { kind: 'designation'; is: 'monstrous' | 'renowned' }
  | { kind: 'not'; filter: ObjectFilter }
  /** "attacking or blocking", "white or black": one of these holds. */
  | { kind: 'anyOf'; filters: ObjectFilter[] }
  /** 301.5, 303.4: "attached to it" (an Aura or Equipment attached to the object referred to). */
  | { kind: 'attachedTo'; of: ObjectRef }
  /** 702.53a: "a card with the same mana value as the discarded card": the ability's source, discarded to pay its cost. */
  | { kind: 'sameManaValueAsDiscardedSource' }
  /** 115.7: "spell with a single target": a spell on the stack with exactly one target (the same object chosen twice is two). */
  | { kind: 'singleTarget' };

/**
 * A number a phrase names: "3", "three", "X" (107.3), "the number of creatures you control",
 * "its power", "twice ...", "N ... for each ...". It is read as the spell or ability resolves
 * (608.2h: a value the effect needs is determined once, as it does so).
 */
export type Quantity =
  | { kind: 'fixed'; n: number }
  | { kind: 'x' }
  /** "the number of Mountains you control", "for each card in your hand": the objects of a zone that meet the option now. */
  | { kind: 'count'; of: SelectorOption }
  /** "its power", "CARDNAME's toughness", "its mana value" (208.1, 202.3): of an object the ability refers to. */
  | { kind: 'stat'; stat: 'power' | 'toughness' | 'manaValue'; of: ObjectRef }
  /** "twice the number of ...", "2 life for each ...": `factor` times a quantity. */
  | { kind: 'times'; factor: number; of: Quantity }
  /** "1 plus the number of ...". */
  | { kind: 'plus'; n: number; of: Quantity }
  /** 119.1: "your life total": a player's life total as the effect is applied. */
  | { kind: 'life'; of: PlayerRef }
  /** 122.1: "for each charge counter on CARDNAME": the counters of a kind on an object. */
  | { kind: 'counters'; counter: string; of: ObjectRef }
  /** "the greatest power among creatures you control": the largest value of a stat among the permanents an option describes (0 when there are none). */
  | { kind: 'greatest'; stat: 'power' | 'toughness' | 'manaValue'; of: SelectorOption }
  /**
   * 106.1, 601.2h (converge, 207.2c; 702.44a sunburst): "the number of colors of mana spent to cast CARDNAME", "for each
   * color of mana spent to cast it": the colors among the mana spent to cast the spell, or the spell the source was.
   */
  | { kind: 'colorsSpent' }
  /** 702.82b: "for each creature it devoured": the creatures the source sacrificed for its devour as it entered. */
  | { kind: 'devoured' }
  /** "the number of Zombies on the battlefield plus the number of Zombie cards in all graveyards": the sum of the quantities. */
  | { kind: 'sum'; of: Quantity[] }
  /** 107.1a: "half your life, rounded up": half the quantity, rounded as the text says. */
  | { kind: 'half'; of: Quantity; round: 'up' | 'down' }
  /** 107.1b: "4 minus the number of cards in their hand", "... minus 4": the first less the second (it may be negative). */
  | { kind: 'difference'; of: [Quantity, Quantity] }
  /** 208.1, 202.3: "the total converted mana cost of other creatures you control": the sum of a stat over the permanents an option describes. */
  | { kind: 'total'; stat: 'power' | 'toughness' | 'manaValue'; of: SelectorOption }
  /** 205.2a: "the number of card types among cards in your graveyard": how many card types the objects an option describes have among them. */
  | { kind: 'cardTypes'; of: SelectorOption }
  /** 305.6 (domain, 207.2c): "the number of basic land types among lands you control": how many of the five are among them. */
  | { kind: 'basicLandTypes'; of: SelectorOption }
  /** 402.1: "the number of cards in that player's hand": the cards in a player's hand now. */
  | { kind: 'handSize'; of: PlayerRef }
  /**
   * 608.2h, 601.2h: "the sacrificed creature's power": a stat of the permanent sacrificed to pay the spell's or
   * ability's cost, as it last existed on the battlefield (kept on the stack object as the cost is paid). `type`: the
   * card type the phrase names ("creature", "artifact"); the compiler reads it only where the cost sacrifices one such.
   */
  | { kind: 'sacrificedStat'; stat: 'power' | 'toughness' | 'manaValue'; type: 'Creature' | 'Artifact' | 'Enchantment' }
  /**
   * 608.2h: "that card's toughness": a stat of a card the ability targeted (`target`, a card in a graveyard), read in the
   * graveyard or, once the ability exiled it, in exile (a card has the same characteristics in both public zones).
   */
  | { kind: 'cardStat'; stat: 'power' | 'toughness' | 'manaValue'; target: number }
  /** 702.121a (melee): "for each opponent you attacked with a creature this combat". */
  | { kind: 'opponentsAttacked' }
  /** 700.5: "your devotion to black [and red]": the mana symbols of those colors among the mana costs of your permanents. */
  | { kind: 'devotion'; colors: ('W' | 'U' | 'B' | 'R' | 'G')[] }
  /** 702.33d: "for each time it was kicked": how many times the spell the source permanent was had been kicked. */
  | { kind: 'timesKicked' };

/**
 * An object a phrase refers to without choosing it anew: "CARDNAME" / "this creature" (the
 * ability's source), "it" / "that creature" (a target named before it, 608.2c reads the text in
 * order), "enchanted creature" / "equipped creature" (what the source is attached to, 303.4b, 301.5a).
 */
export type ObjectRef =
  | { kind: 'source' }
  | { kind: 'target'; index: number }
  | { kind: 'attached' }
  /** 603.2: the object the triggered ability refers to ("Whenever a creature enters, ... its controller ..."). */
  | { kind: 'referred' }
  /**
   * 608.2c: the object an earlier instruction of the same ability created or put onto the battlefield ("Create a token
   * that's a copy of ... That token gains haste.", "You may put a creature card ... onto the battlefield. That creature
   * gains haste."): the resolving stack object's `made`. Read only by the object grammar and delayed abilities.
   */
  | { kind: 'created' };

/** A player a phrase refers to: "you" (109.5), "its controller" (108.4), "its owner" (108.3), a target player. */
export type PlayerRef =
  | { kind: 'you' }
  | { kind: 'controllerOf'; of: ObjectRef }
  | { kind: 'ownerOf'; of: ObjectRef }
  | { kind: 'targetPlayer'; index: number }
  /** 506.2: "defending player" (during combat only). */
  | { kind: 'defendingPlayer' }
  /** 303.4m, 702.5d: "enchanted player": the player the ability's source (an Aura) is attached to now. */
  | { kind: 'enchantedPlayer' }
  /** 603.2: "that player" of a trigger that names one ("Whenever CARDNAME deals combat damage to a player, that player ..."). */
  | { kind: 'referredPlayer' };

/**
 * The players an instruction is given to (the subject of "... loses 2 life", "... discards a card"):
 * one player a reference names, or each player / each opponent (101.4: they act in APNAP order).
 */
export type Players =
  | { kind: 'one'; player: PlayerRef }
  | { kind: 'each'; who: 'player' | 'opponent' }
  /** A target player ("target opponent", "that player" after it): the effect's `target` (608.2b: not followed if it is illegal). */
  | { kind: 'target' };

/** A number compared with a quantity: "seven or more" (atLeast), "two or fewer" (atMost), "no" / "exactly seven" (equal). */
export interface Comparison {
  op: 'atLeast' | 'atMost' | 'equal';
  n: Quantity;
}

/**
 * A condition a card states about the game (read by cards/grammar/condition.ts): true or false on a
 * board now, relative to the ability's controller ("you", 109.5) and source (CARDNAME). Used by
 * "as long as" (611.3a: a static ability's effect applies only while it is true, checked at any
 * moment), "Activate only if" (602.5b), an intervening "if" (603.4) and "unless" (508.1c, 614.1d).
 * One evaluator reads it (select/condition.ts).
 */
export type BoardCondition =
  /** "you control three or more artifacts", "seven or more cards are in your graveyard", "you have no cards in hand", "defending player controls an Island". */
  | { kind: 'count'; of: SelectorOption; compare: Comparison }
  /** "creatures you control have total power 8 or greater" (208.1: the sum of their powers). */
  | { kind: 'totalPower'; of: SelectorOption; compare: Comparison }
  /** "it's attacking", "CARDNAME is tapped": the object referred to meets every filter now. */
  | { kind: 'object'; of: ObjectRef; filters: ObjectFilter[] }
  /** "it has a divinity counter on it", "two or more hatchling counters are on CARDNAME" (122.1). */
  | { kind: 'counters'; of: ObjectRef; counter: string; compare: Comparison }
  /** "you have 5 or less life" (119.1). */
  | { kind: 'playerLife'; of: PlayerRef; compare: Comparison }
  /** "there are four or more card types among cards in your graveyard" (delirium, 205.2a): a quantity compared. */
  | { kind: 'quantity'; n: Quantity; compare: Comparison }
  /** "it's your turn" (500.1: the active player's turn). */
  | { kind: 'yourTurn' }
  /** 500.7: the turn is an extra turn ("during extra turns"). */
  | { kind: 'extraTurn' }
  /** 711.2a, 711.2b: a leveler's striation: its source has at least `min` and (unless `max` is null) at most `max` level counters. */
  | { kind: 'levelCounters'; min: number; max: number | null }
  /** Revolt (207.2c): "a permanent you controlled left the battlefield this turn" (400.7: the controller as it left). */
  | { kind: 'permanentLeftThisTurn' }
  /** 120.3: "an opponent has been dealt damage this turn" (Bloodcrazed Goblin): damage, not life loss (`damagedThisTurn`). */
  | { kind: 'opponentDamagedThisTurn' }
  /**
   * 102.2, 119.1, 402.1, 404.1: "an opponent has 5 or less life", "an opponent has no cards in hand", "an opponent has ten or
   * more cards in their graveyard": some opponent still in the game (800.4a) has that much now.
   */
  | { kind: 'anOpponentHas'; has: 'life' | 'cardsInHand' | 'cardsInGraveyard'; compare: Comparison }
  /** 402.1: "you have more cards in hand than each opponent" (each opponent still in the game, 800.4a). */
  | { kind: 'moreCardsInHandThanEachOpponent' }
  /** 725.1: "you're the monarch", "an opponent is the monarch", "defending player is the monarch" (506.2). */
  | { kind: 'monarch'; is: 'you' | 'opponent' | 'defendingPlayer' }
  /** 106.1, 601.2h: "{G} was spent to cast CARDNAME" / "... to cast it": mana of that color is among the mana spent to cast the source. */
  | { kind: 'manaSpent'; color: 'W' | 'U' | 'B' | 'R' | 'G' }
  /** "unless ...": the condition is false. */
  | { kind: 'not'; condition: BoardCondition };
