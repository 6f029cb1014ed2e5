import { Color } from './card';
import { ManaType } from './mana';
import { BoardCondition, ObjectFilter, ObjectRef, PlayerRef, Players, Quantity, Selector, SelectorOption } from './selector';
import type { CastRestriction, CostPart, TimingWindow } from './grammar/cost';

/**
 * The engine's ability language: plain JSON, what the oracle-text compiler produces and what
 * the rules functions execute. Each kind exists because a card of the catalog needs it.
 */

/** What a target may be (115.1, 115.2, 115.4): a selector read by the phrase grammar (cards/grammar/). */
export type { Selector } from './selector';

/**
 * 701.23a: "Search your library for a basic land card, put it onto the battlefield tapped, then
 * shuffle", "Its controller may search their library for ...", "... for up to three cards named
 * CARDNAME, reveal them, and put them into your hand". The searcher chooses the cards found (up to
 * `count`; 701.23b: fewer, or none); they go where the instruction says.
 */
export interface SearchLibrary {
  kind: 'searchLibrary';
  /** What a card found must be: the selector grammar's object filters, met by the card as printed. */
  filters: ObjectFilter[];
  /** 201.4b: "a card named CARDNAME": a card with the name of the spell or ability's source. */
  named?: boolean;
  /** 201.2: "a card named Nissa's Chosen": a card with this English name, written in the text. */
  name?: string;
  /** How many cards at most ("a": 1, "up to three": 3, "any number of": 1000). */
  count: number;
  /** 201.2b: "up to three artifact cards with different names": no two of the cards found have a name in common. */
  differentNames?: true;
  /** Where they go: 'top' is "then shuffle and put that card on top of it" (the shuffle comes first). */
  to: 'battlefield' | 'hand' | 'graveyard' | 'top';
  tapped: boolean;
  /** 701.24a: ", then shuffle your library" in the same instruction: the searcher shuffles. */
  shuffle?: boolean;
  /**
   * "..., and put one onto the battlefield tapped and the other into your hand" (Cultivate, Kodama's Reach; "the rest":
   * Nissa's Pilgrimage), "Put one into your hand and the other into your graveyard" (Fork in the Road): the first card of
   * the answer goes to `oneTo` (onto the battlefield tapped when `tapped`), the others `to`; a single card found goes to
   * `oneTo` (609.3: as much of the instruction as can be done).
   */
  oneTo?: 'battlefield' | 'hand';
  /** Who searches when not the controller: "Its controller may search their library" (Path to Exile). */
  searcher?: PlayerRef;
  /** "may search": the searcher may also decline (then neither searches nor shuffles, 608.2d). */
  may?: boolean;
}

/** A number an effect names (107.3): the grammar's Quantity. */
export type Amount = Quantity;

export type Effect =
  /**
   * 120.3: "CARDNAME deals 3 damage to any target"; `divided` (601.2d, cards/grammar/divided.ts): one target of damage
   * divided among several, dealt the share the cast announced for it (`amount` is then the total divided).
   */
  | { kind: 'damage'; amount: Amount; target: number; divided?: true }
  | { kind: 'draw'; amount: Amount }
  /** 701.22a: "Scry N." (a resolving spell's or ability's; its controller chooses, a pending choice). */
  | { kind: 'scry'; n: number }
  /** 701.23a: a search of a library (cards/grammar/library-effects.ts), answered as a pending choice. */
  | SearchLibrary
  /** 701.24a: "Then shuffle your library." */
  | { kind: 'shuffleLibrary' }
  /** 701.6a: "Counter target spell."; `to`: 608.2c, "If that spell is countered this way, put it ... instead" (Remand, Memory Lapse, Dissipate). */
  | { kind: 'counter'; target: number; to?: CounteredDestination }
  /**
   * 701.8a: "Destroy target creature."; `onlyIf`: "... if it has mana value 2 or less" (read as it resolves, 608.2c);
   * `insteadIf`: "Destroy that creature if it has mana value 4 or less instead if [condition]" (Fatal Push's revolt).
   */
  | {
      kind: 'destroy';
      target: number;
      noRegenerate?: boolean;
      onlyIf?: BoardCondition;
      insteadIf?: { condition: BoardCondition; onlyIf: BoardCondition };
    }
  /** 701.8a: "Destroy it", "Destroy that creature", "Destroy enchanted creature": an object referred to (cards/grammar/object-effects.ts). */
  | { kind: 'destroy'; objects: ObjectsNamed; noRegenerate?: boolean }
  | { kind: 'destroyAll'; types: string[]; noRegenerate?: boolean }
  /**
   * 608.2c, 701.8a, 400.3, 701.13a: one instruction over several objects joined by "and" ("Destroy target creature and
   * target land", "Return target creature you control and target creature you don't control to their owners' hands",
   * "Exile CARDNAME and target creature ..."): its targets in the order of the text, and the ability's source when it
   * names itself; they are destroyed, returned to their owners' hands or exiled at once (one event, 603.10a).
   * 608.2b: as it resolves, an illegal target is left out (`checked`: set by the resolution once it has left them out;
   * the instruction is refused where it is reached without that check).
   */
  | { kind: 'together'; act: 'destroy' | 'hand' | 'exile'; targets: number[]; source?: true; noRegenerate?: boolean; checked?: true }
  /** 615.1a: "Prevent all combat damage that would be dealt this turn." */
  | { kind: 'preventAllCombatDamage' }
  /** 305.2: "You may play an additional land this turn.": one more land its controller may play this turn. */
  | { kind: 'additionalLandThisTurn' }
  /**
   * 615.1a, 615.7, 615.11 (cards/grammar/prevention.ts): "Prevent the next N damage that would be dealt to <who> this turn"
   * (`amount`: a shield, one per object for "each ..."), "Prevent all [combat] damage that would be dealt to / by / to and
   * dealt by <who> this turn" (`amount` null). `who`: the ability's controller ("you"), each player ("players"), or objects
   * (a target: `target`, any target's player too; else `objects`).
   */
  /**
   * 614.9 (cards/grammar/prevention.ts): "The next N damage that would be dealt to CARDNAME this turn is dealt to target
   * creature you control instead.": a redirection shield on the objects named, to the target.
   */
  | { kind: 'redirectDamage'; amount: Amount; from: ObjectsNamed; target: number }
  /**
   * 615.8, 609.7a: "The next time a [red] source of your choice would deal damage to you this turn, prevent that damage."
   * (the Circles of Protection): the controller chooses the source as it resolves (a pending choice); `colors` (any of)
   * and `types` (all of) are the properties it must have, rechecked as it would deal damage (609.7b, 615.9); `target`:
   * the damage is to that target ("to any target", "to target creature") instead of the controller.
   */
  | { kind: 'preventNextFromSource'; colors: Color[]; types: string[] }
  | { kind: 'preventNextFromSource'; colors: Color[]; types: string[]; target: number }
  | ({ kind: 'prevention'; amount: Amount | null; combat: boolean; side: 'to' | 'by' | 'toAndBy' } & (
      { who: 'you' | 'players' } | { who: 'objects'; target: number } | { who: 'objects'; objects: ObjectsNamed }
    ))
  /** "Regenerate CARDNAME" (701.19a): a regeneration shield until end of turn. */
  | { kind: 'regenerateSource' }
  | { kind: 'returnToHand'; target: number }
  /** `per` (608.2h): "gets +1/+1 until end of turn for each creature you control": the change that many times, counted once as it resolves. */
  | { kind: 'modifyPT'; power: number; toughness: number; target: number; keyword?: string; per?: Quantity }
  /** 613.4c, 613.1f: "It gets +1/+1 [and gains trample] until end of turn", "Each creature you control gets ...": objects referred to (effects/pump.ts). */
  /** `permanent` (611.2a): no duration is stated ("That token gains haste."): it lasts as long as the object does. */
  | { kind: 'modifyPT'; power: number; toughness: number; objects: ObjectsNamed; keyword?: string; permanent?: true; per?: Quantity }
  /** 613.4d: "Switch CARDNAME's power and toughness until end of turn." (the ability's source; effects/pump.ts). */
  | { kind: 'switchPT'; objects: ObjectsNamed }
  /** 613.4d: "Switch target creature's power and toughness until end of turn." (About Face, Twisted Image). */
  | { kind: 'switchPT'; target: number }
  /** "Target creature gains flying until end of turn." */
  | { kind: 'gainKeyword'; keyword: string; target: number }
  /** 613.1f: "Target creature loses flying until end of turn." */
  | { kind: 'loseKeywordUntilEndOfTurn'; keyword: string; target: number }
  /**
   * 702.16a, 608.2d: "Target creature you control gains protection from the color of your choice until end of turn."
   * (Mother of Runes): the controller chooses the color as it resolves (a pending choice), then the target gains
   * protection from it until end of turn (613.1f).
   */
  | { kind: 'protectionOfChoice'; target: number }
  /**
   * 608.2c, 608.2b: "Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on CARDNAME and you
   * gain 1 life." (Scavenging Ooze): `effects` happen only if the target, as it is after the instructions before, is a card
   * of one of `types`; an illegal target gives no such information (608.2b): they don't happen.
   */
  | { kind: 'ifTargetWas'; target: number; types: string[]; effects: Effect[] }
  /**
   * 608.2c: "If you control a Swamp, draw a card.": done only if the condition is true as the instruction is reached.
   * With `skip` (instructions that ask a choice as they resolve: "If you control a blue creature, draw a card, then
   * discard a card."), a gate: `effects` is empty and the `skip` instructions after it, in the same list, are the ones
   * done only if the condition is true; the resolution waits and resumes inside them at their own places.
   */
  | {
      kind: 'ifCondition';
      condition: BoardCondition;
      effects: Effect[];
      skip?: number;
      /** 608.2c: "If [condition], CARDNAME deals 3 damage to that creature instead.": the earlier instruction, done when it is false. */
      otherwise?: Effect[];
    }
  /**
   * 705.1, 705.2: "Flip a coin. If you win the flip, [won]. If you lose the flip, [lost]." (cards/grammar/coin-flip.ts):
   * the controller flips as the instruction is reached (the result drawn from the board's seed) and follows the branch
   * of the result; an empty branch does nothing. Its instructions are done at once (none waits for a choice).
   */
  | { kind: 'coinFlip'; won: Effect[]; lost: Effect[] }
  /** "CARDNAME gains protection from the color of your choice until end of turn." (Knight of Dawn): the ability's source. */
  | { kind: 'protectionOfChoice'; source: true }
  /**
   * 605.1a, 608.2d: "Add one mana of any color." in an ability that targets (Deathrite Shaman's "{T}: Exile target land card
   * from a graveyard. Add one mana of any color."): not a mana ability, it uses the stack; the color is chosen as it resolves.
   */
  | { kind: 'addManaOfChoice' }
  /** "Target player gains N life." */
  | { kind: 'targetGainsLife'; amount: Amount; target: number }
  /** "Target player loses N life." (119.3) */
  | { kind: 'targetLosesLife'; amount: Amount; target: number }
  /** "CARDNAME deals N damage to each creature [and each player]." */
  | { kind: 'damageEach'; amount: Amount; players: boolean; withKeyword?: string; withoutKeyword?: string }
  /** "Creatures you control get +N/+N until end of turn." (611.2c: those creatures at resolution) */
  | { kind: 'modifyPTYourCreatures'; power: number; toughness: number; /** "and gain trample" (613.1f) */ keyword?: string }
  /** 106.1, 608.2h: "Add {R}{R}", "Add {R} for each Mountain you control" (`amount`: times the mana, counted as it resolves). */
  | { kind: 'addMana'; mana: ManaType[]; amount?: Amount }
  /** 111.2: `count` tokens, or `amount` of them when the text says a number as it resolves ("X ..., where X is your life total", 608.2h). */
  | { kind: 'createTokens'; count: number; token: TokenDefinition; amount?: Amount }
  /** 603.7a: creates a delayed triggered ability; `text` is what it will do ("Draw a card."), compiled as `effects`. */
  | {
      kind: 'delayedTrigger';
      when: 'next-upkeep' | 'your-next-upkeep' | 'next-end-step' | 'end-of-combat';
      effects: Effect[];
      text: string;
      /** 603.7c: the object "it" / "that creature" names in `text`, fixed as the delayed ability is created. */
      about?: ObjectRef;
    }
  /** "CARDNAME gets +N/+N until end of turn": the ability's source itself. */
  | { kind: 'modifySourcePT'; power: number; toughness: number; /** the keyword that says so (702.45a bushido) */ rule?: string }
  /** 702.83a: "that creature gets +1/+1 until end of turn": the attacker the trigger refers to (exalted). */
  | { kind: 'modifyAttackerPT'; power: number; toughness: number; rule: string }
  /** 119.3: "You gain N life"; `player`: another player a reference names ("Its controller gains life equal to its power"). */
  | { kind: 'gainLife'; amount: Amount; player?: PlayerRef }
  /**
   * 122.1, 122.8: "Put a +1/+1 counter on target creature / CARDNAME / it / each creature you control", "Remove a
   * charge counter from CARDNAME" (cards/grammar/object-effects.ts, effects/counters.ts). `rule`: the keyword rule that
   * puts them (702.24a: cumulative upkeep's age counter); 122.1 otherwise. `amount`: "a number of ... equal to [a
   * quantity]" (608.2h), counted as it resolves instead of `n`.
   */
  | ({ kind: 'counters'; counter: string; n: number; remove?: boolean; rule?: string; amount?: Amount } & ObjectsSubject)
  /** 120.3: "CARDNAME deals N damage to that player / its controller / it / that creature" (effects/damage.ts). */
  | { kind: 'damageTo'; amount: Amount; player: PlayerRef }
  | ({ kind: 'damageTo'; amount: Amount } & ObjectsSubject)
  /** "Each opponent loses N life" (119.3). */
  | { kind: 'opponentsLoseLife'; amount: Amount }
  /** 701.6a, 603.2: "Whenever an opponent casts ..., counter that spell.": the spell whose casting triggered it (`refersTo`). */
  | { kind: 'counterCastSpell' }
  /** 702.21a: "counter that spell or ability unless that player pays [cost]" (the one the trigger refers to). */
  | { kind: 'counterUnlessPays'; cost: string }
  /**
   * 118.12a: "sacrifice CARDNAME unless you pay [cost]" (701.21a). `rule`: the keyword that imposes
   * it (702.30a echo, 702.24a cumulative upkeep); `perCounter`: the cost is paid for each such counter on it.
   */
  | { kind: 'sacrificeSourceUnlessPays'; cost: string; rule?: string; perCounter?: string }
  /** 702.32a: "remove a [fade] counter from this permanent. If you can't, sacrifice the permanent." */
  | { kind: 'removeCounterFromSourceOrSacrifice'; counter: string; rule: string }
  /** 122.5, 702.58a: "move a +1/+1 counter from this permanent onto that creature": from the source onto `objects`. */
  | ({ kind: 'moveCounterFromSource'; counter: string; rule: string } & ObjectsSubject)
  /** 702.79a, 702.93a: return the source card from its owner's graveyard to the battlefield with a counter. */
  | { kind: 'returnSourceToBattlefield'; counter: string; rule: string }
  /** 702.112a: N +1/+1 counters on the source, which becomes renowned. */
  | { kind: 'becomeRenowned'; n: number; rule: string }
  /** 702.92a: living weapon's Germ token, and the Equipment (the source) attached to it. */
  | { kind: 'livingWeapon' }
  /** 701.37a: "Monstrosity N": if the source isn't monstrous, N +1/+1 counters on it and it becomes monstrous. */
  | { kind: 'monstrosity'; n: number }
  /**
   * 701.39a: "Bolster N": the controller chooses a creature they control with the least toughness among them (asked only
   * when several are tied) and puts N +1/+1 counters on it (keywords/701.39-bolster.ts).
   */
  | { kind: 'bolster'; n: number }
  /**
   * 701.34a: "Proliferate": the controller chooses any number of the permanents and players that have a counter; each
   * gets one more counter of each kind it already has (keywords/701.34-proliferate.ts).
   */
  | { kind: 'proliferate' }
  /** 702.109a: the dash delayed trigger's return of the source to its owner's hand (if still the dashed permanent, 400.7). */
  | { kind: 'returnDashed' }
  /** 702.84a: unearth's effect (the source card returns, gains haste, its exile delayed), and its delayed trigger's exile (400.7: if still that permanent). */
  | { kind: 'unearth' }
  | { kind: 'exileUnearthed' }
  /**
   * 702.49a, 702.49c: ninjutsu's effect: the source card is put from its owner's hand onto the battlefield tapped and
   * attacking what the returned creature was attacking (the ability's `refersTo`, recorded as the cost was paid).
   */
  | { kind: 'ninjutsu' }
  /** 702.122a: crew's effect: the source becomes an artifact creature until end of turn. */
  | { kind: 'becomesArtifactCreature' }
  /**
   * 701.3a: "attach this permanent to target creature you control": equip's effect (702.6a) or an ability's own
   * ("{B}{B}: Attach CARDNAME to target creature you control.", 701.3a), the rule the resolution cites.
   */
  | { kind: 'attachSource'; target: number; rule: '702.6a' | '701.3a' }
  /** "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1." */
  | {
      kind: 'becomes';
      target: number;
      loseAbilities: boolean;
      colors: Color[] | null;
      creatureTypes: string[] | null;
      basePT: [number, number] | null;
    }
  /**
   * 608.2d: "[Target creature / CARDNAME] becomes the color (105.3) / the creature type (205.1a) / the basic land type
   * (305.7) of your choice until end of turn.": the controller chooses as it resolves (a pending choice), then the target
   * (or the ability's source) has it until end of turn, in place of its colors (613.1e) or its subtypes of that kind (613.1d).
   */
  | { kind: 'becomesOfChoice'; what: ChoiceOfWhat; target: number }
  | { kind: 'becomesOfChoice'; what: ChoiceOfWhat; source: true }
  /** 105.3, 613.1e: "Target creature becomes blue until end of turn.", "CARDNAME becomes colorless ..." (`colors` []). */
  | { kind: 'becomesColor'; colors: Color[]; target: number }
  | { kind: 'becomesColor'; colors: Color[]; source: true }
  /**
   * 305.7, 613.1d: "Target land becomes an Island until end of turn.": its land types are replaced by `landTypes` (basic
   * ones); `permanent` (611.2a): no duration stated ("Target land becomes a Forest."), as long as the land is there.
   */
  | { kind: 'becomesLandType'; target: number; landTypes: string[]; permanent?: true }
  /** 613.1b: "Gain control of target creature [until end of turn]." */
  | {
      kind: 'gainControl';
      target: number;
      untilEndOfTurn: boolean;
      /** 611.2b: "for as long as you control CARDNAME": the ability's source, on the battlefield under its controller's control. */
      whileYouControlSource?: true;
      /** "... and CARDNAME remains tapped" (Willow Satyr): the source must also stay tapped. */
      andSourceTapped?: true;
    }
  /** "Untap that creature." (701.26b) */
  | { kind: 'untap'; target: number }
  /** 701.26b: "Untap it", "Untap CARDNAME", "Untap each creature you control" (effects/tap.ts). */
  | { kind: 'untap'; objects: ObjectsNamed }
  /**
   * 701.26a-b, 608.2d: "You may tap or untap target permanent." (Twiddle, Pestermite), "You may tap or untap equipped
   * creature" (Sword of the Paruns): as it resolves, its controller chooses to tap it, to untap it, or neither.
   */
  | { kind: 'tapOrUntap'; target: number }
  | { kind: 'tapOrUntap'; objects: ObjectsNamed }
  /** 614.1a: "If that creature would die this turn, exile it instead." (`target`: that creature). */
  | { kind: 'exileIfDiesThisTurn'; target: number }
  /** 614.1a: "If a creature dealt damage this way would die this turn, exile it instead." */
  | { kind: 'exileDamagedIfDiesThisTurn' }
  /** 701.19c: "A creature dealt damage this way can't be regenerated this turn." */
  | { kind: 'noRegenerateDamagedThisTurn' }
  /** 701.19c: "Target creature can't be regenerated this turn." (the target if it is a creature on the battlefield). */
  | { kind: 'noRegenerateThisTurn'; target: number }
  /** 702.23a: "it gets +N/+N until end of turn for each creature blocking it [beyond the first]", counted as it resolves (608.2h, 702.23b). */
  | { kind: 'modifySourcePTPerBlocker'; power: number; toughness: number; beyondFirst: boolean; rule: '702.23b' | '608.2h' }
  /** 702.25a: "the blocking creature gets -1/-1 until end of turn": the blocker the trigger refers to (509.3d). */
  | { kind: 'modifyBlockerPT'; power: number; toughness: number }
  /** 702.39a: "you may have target creature defending player controls untap and block it if able" (a choice on resolution, 608.2d). */
  | { kind: 'provoke'; target: number }
  /** 702.33e: "If this spell was kicked, [effects]" (no targets of their own: 702.33g is not supported). */
  | {
      kind: 'ifKicked';
      effects: Effect[];
      /** "... instead": what it does if not kicked. */ otherwise?: Effect[];
      /** 702.33f: "if it was kicked with its [cost] kicker": only that kicker cost counts. */ withCost?: string;
    }
  /**
   * 702.116a: the myriad trigger: for each opponent other than the defending player, its controller may create a token
   * copy of the creature tapped and attacking that player (exiled at end of combat). In a two-player game there is no
   * such opponent: it resolves doing nothing.
   */
  | { kind: 'myriadCopies' }
  /** 702.40a: the storm trigger: copy the spell it refers to once per spell cast before it this turn (the trigger's x). */
  | { kind: 'stormCopies' }
  /**
   * 707.10, 707.10c: "Copy target instant or sorcery spell. You may choose new targets for the copy." (a spell's only):
   * the copy is put onto the stack under its controller's control, its targets chosen as it resolves (a pending choice).
   */
  | { kind: 'copyTargetSpell'; target: number }
  /**
   * 115.7a: "Change the target of target spell with a single target." (a spell's only): as it resolves, its controller
   * changes the target spell's one target to another legal target (a pending choice when there are several); with none,
   * the target is unchanged.
   */
  | { kind: 'changeTarget'; target: number }
  /** 702.56a: the replicate trigger: copy the spell it refers to once per time its replicate cost was paid. */
  | { kind: 'replicateCopies' }
  /** 702.78a: the conspire trigger: copy the spell it refers to once (it triggers only if its conspire cost was paid). */
  | { kind: 'conspireCopy' }
  /**
   * 702.85a: the cascade trigger: exile cards from the top of the controller's library until a nonland card with a
   * lesser mana value than the spell it refers to; that card may be cast without paying its mana cost; the others go to
   * the bottom of the library in a random order.
   */
  | { kind: 'cascade' }
  /** 702.35a: the madness trigger: its owner may cast the exiled card for [cost]; if not, it goes to the graveyard. */
  | { kind: 'madnessCast'; cost: string }
  /** 702.62a: suspend's upkeep trigger: remove a time counter from the suspended card (the last one removed triggers its cast). */
  | { kind: 'removeTimeCounter' }
  /**
   * 702.62a suspend, 702.88a rebound: "you may cast this card [from exile] without paying its mana cost" (608.2g, 118.9;
   * 702.62d, 702.88b: an alternative cost); declined, the card stays in exile.
   */
  | { kind: 'castWithoutPaying'; keyword: 'suspend' | 'rebound' }
  /** 707.2, 111.1: "Create a token that's a copy of target creature [, except ...]" (707.9b). */
  | { kind: 'createTokenCopy'; target: number; except: CopyException | null }
  /** "Create a token that's a copy of CARDNAME": of the ability's source. */
  | { kind: 'createTokenCopyOfSource'; except: CopyException | null }
  /** 612.1: "Change the text of target ... by replacing all instances of one color word with another": the words are chosen as it resolves (608.2d); `notTo`: words the new one can't be. */
  | { kind: 'changeText'; target: number; words: ('color' | 'basicLandType' | 'creatureType')[]; notTo?: string[]; untilEndOfTurn: boolean }
  /** 701.26a: "Tap target creature." */
  | { kind: 'tap'; target: number }
  /** 701.26a: "Tap that creature", "Tap enchanted creature", "Tap all other creatures" (effects/tap.ts). */
  | { kind: 'tap'; objects: ObjectsNamed }
  /**
   * 701.13a, 406.2: "Exile target creature." (a permanent on the battlefield). `linked` (607.2a): the card has an
   * ability that returns "the exiled card" (Oblivion Ring): the card exiled is remembered on the source, if it is still
   * there. `until` (610.3): "... until CARDNAME leaves the battlefield" (Banisher Priest): it returns as the source leaves.
   */
  | { kind: 'exile'; target: number; linked?: true; until?: 'sourceLeaves' }
  /**
   * 607.2a: "Return the exiled card to the battlefield under its owner's control.", "... the exiled cards ... under their
   * owners' control": the cards exiled by the card's linked ability (the stack object's `linked`), if still in exile.
   */
  | { kind: 'returnExiled' }
  /**
   * 400.7, 400.7j: "Exile target non-Angel creature you control, then return that card to the battlefield under your
   * control." (Restoration Angel): the card exiled comes back at once as a new object (effects/move-zone.ts).
   */
  | { kind: 'flicker'; target: number; control: 'you' | 'owner' }
  /**
   * 110.2a, 608.2d: "You may put an Equipment card from your hand onto the battlefield." (Stoneforge Mystic, Aether
   * Vial): the controller chooses a card of their hand that meets `card` (a handCard pending choice; none when `may`),
   * which enters under their control (effects/reveal-hand.ts).
   */
  | { kind: 'putOntoBattlefieldFromHand'; card: SelectorOption; may: boolean }
  /** 701.19a: "Regenerate target creature." (a regeneration shield on it). */
  | { kind: 'regenerate'; target: number }
  /** 701.19a: "Regenerate each creature you control": a shield on each creature its controller controls as it resolves. */
  | { kind: 'regenerateYourCreatures' }
  /** 119.3: "You lose N life." */
  | { kind: 'loseLife'; amount: Amount }
  /** 120.3: "CARDNAME deals N damage to you", "... to each opponent", "... to each player". */
  | { kind: 'damagePlayers'; amount: Amount; who: 'you' | 'opponents' | 'each' }
  /** "Target player draws two cards." (121.1) */
  | { kind: 'targetDraws'; amount: Amount; target: number }
  /** "Exile target player's graveyard." (701.13a): every card in it. */
  | { kind: 'exileGraveyard'; target: number }
  /** "All creatures get -1/-1 until end of turn.", "Creatures your opponents control get ..." (611.2c: those creatures at resolution) */
  | { kind: 'modifyPTAllCreatures'; power: number; toughness: number; opponents?: boolean }
  /** "Enchanted creature gets +1/+1 until end of turn.", "Regenerate enchanted creature.": what the source is attached to as it resolves. */
  | { kind: 'modifyAttachedPT'; power: number; toughness: number }
  | { kind: 'regenerateAttached' }
  /** "Tap enchanted creature." (701.26a) */
  | { kind: 'tapAttached' }
  /** "CARDNAME gains flying until end of turn." (613.1f): the ability's source. */
  | { kind: 'sourceGainsKeyword'; keyword: string }
  /**
   * "Return CARDNAME to its owner's hand.": the ability's source, from the battlefield; `fromGraveyard`: the
   * card it became in the graveyard it was put into, for "When CARDNAME dies / is put into a graveyard ..." (603.6c, 400.7e).
   */
  | { kind: 'returnSourceToHand'; fromGraveyard?: boolean }
  /**
   * 509.1b: "Target creature can't block this turn.", "... can't be blocked this turn."; `attacker`
   * 'source': "Target creature can't block CARDNAME this turn." (it may still block any other creature).
   */
  | { kind: 'cantBlockThisTurn'; target: number; attacker?: 'source' }
  | { kind: 'cantBeBlockedThisTurn'; target: number }
  /**
   * 508.1c, 509.1b: "Target creature can't attack this turn." (`orBlock`: "... can't attack or block this turn.");
   * 508.1d: "Target creature attacks this turn if able." (a requirement).
   */
  | { kind: 'cantAttackThisTurn'; target: number; orBlock?: true }
  | { kind: 'attackIfAbleThisTurn'; target: number }
  /** 509.1b, 611.2c: "Creatures [you control] can't be blocked this turn": the creatures there as it resolves. */
  | { kind: 'creaturesCantBeBlockedThisTurn'; yours: boolean }
  /** 509.1b, 611.2c: "Creatures without flying can't block this turn.": each permanent the phrase describes as it resolves. */
  | { kind: 'eachCantBlockThisTurn'; each: SelectorOption }
  /** 509.1b: "CARDNAME can't be blocked this turn." (the ability's source, as the permanent it is now) */
  | { kind: 'sourceCantBeBlockedThisTurn' }
  /**
   * 509.1a, 101.1: "Target creature can block any number of creatures this turn." (`count` null), "CARDNAME can
   * block an additional creature this turn." (the ability's source).
   */
  | { kind: 'blockAdditionalThisTurn'; target: number; count: number | null }
  | { kind: 'sourceBlocksAdditionalThisTurn'; count: number | null }
  /**
   * 509.1c requirements: "Target creature blocks CARDNAME this turn if able." (`attacker` 'source'), "Target creature
   * blocks this turn if able." (any attacking creature); "All creatures able to block target creature this turn do so."
   * (`mustBeBlockedByAllThisTurn`), "All creatures able to block CARDNAME this turn do so." (the ability's source).
   */
  | { kind: 'blockIfAbleThisTurn'; target: number; attacker: 'source' | null }
  | { kind: 'mustBeBlockedByAllThisTurn'; target: number }
  | { kind: 'sourceMustBeBlockedByAllThisTurn' }
  /** 509.1c: "Target creature must be blocked this turn if able.", "CARDNAME must be blocked this turn if able." */
  | { kind: 'mustBeBlockedThisTurn'; target: number }
  | { kind: 'sourceMustBeBlockedThisTurn' }
  /** 118.12a: "Counter target spell unless its controller pays {N}." */
  | { kind: 'counterTargetUnlessPays'; target: number; cost: string; to?: CounteredDestination }
  /**
   * 118.12a: "[effects] unless [a player] pays [cost]" means "[that player] may pay [cost]. If they don't, [effects]".
   * 118.12: "Pay [cost]. If you don't, [effects]." (the Pacts) reads the same. The payer: the ability's controller
   * ("unless you pay"), or with `target` the controller of that target ("unless its controller pays"); the cost
   * is paid as it resolves (608.2d), `{X}` being the spell's X.
   */
  | { kind: 'unlessPays'; cost: string; effects: Effect[] }
  | { kind: 'unlessPays'; cost: string; target: number; effects: Effect[] }
  /** 603.2: "unless they pay", "unless that player pays": the player the trigger refers to. */
  | { kind: 'unlessPays'; cost: string; player: PlayerRef; effects: Effect[] }
  /** 104.3e: "you lose the game": the ability's controller. */
  | { kind: 'loseGame' }
  /** 104.2b: "you win the game": the ability's controller (the game ends: each other player leaves it). */
  | { kind: 'winGame' }
  /** The ability's source on the battlefield: "Untap CARDNAME" (701.26b), "Sacrifice CARDNAME" (701.21a). */
  | { kind: 'untapSource' }
  | { kind: 'sacrificeSource' }
  /**
   * 506.4: "Remove it from combat" (the Gustcloaks' "untap it and remove it from combat"): the objects stop being
   * attacking, blocking, blocked or unblocked; the creatures that blocked one stay blocking creatures (509.1g), blocking
   * nothing, and deal no combat damage (510.1d).
   * `untap`: untapped first (701.26b), one instruction done in the order written (608.2c).
   */
  | { kind: 'removeFromCombat'; objects: ObjectsNamed; untap?: true }
  /** 702.26a, 702.26g: "CARDNAME phases out.", "Target creature phases out.": with what is attached to it (indirectly). */
  | ({ kind: 'phaseOut' } & ObjectsSubject)
  /**
   * 509.1h: "Target unblocked attacking creature becomes blocked." (Dazzling Beauty): a blocked creature with no creature
   * blocking it (it deals no combat damage, 510.1c, unless it has trample, 702.19d); 702.22i: with its whole band.
   */
  | { kind: 'becomesBlocked'; target: number }
  /** 603.7c, 701.21a: "Sacrifice it." of a delayed ability: the object it refers to, if its controller still controls it. */
  | { kind: 'sacrificeReferred' }
  /** "Return target creature card from your graveyard to your hand."; "Exile target card from a graveyard." (701.13a) */
  | { kind: 'graveyardToHand'; target: number }
  /**
   * 120.1, 608.2h: a creature other than the source deals damage equal to its power, read as the instruction is applied:
   * "Target creature deals damage to itself equal to its power." (Repentance; `to` 'itself'), "That creature deals damage
   * equal to its power to CARDNAME." (Tracker, after "CARDNAME deals damage equal to its power to target creature.";
   * `to` 'source': not a fight, 701.14b does not apply); "Each creature deals damage to itself equal to its power."
   * (Wave of Reckoning: `objects`, each power read before any damage is dealt).
   */
  | { kind: 'dealsDamageByPower'; target: number; to: 'itself' | 'source' }
  | { kind: 'dealsDamageByPower'; objects: ObjectsNamed; to: 'itself' }
  /** 701.14a: "Target creature you control fights target creature you don't control." (`target` fights `other`; a spell's only) */
  | { kind: 'fight'; target: number; other: number }
  /** "Return target creature card from your graveyard to the battlefield." (under its owner's control, who is "you", 110.2) */
  | { kind: 'graveyardToBattlefield'; target: number }
  | { kind: 'exileFromGraveyard'; target: number }
  /**
   * 608.2d: "You may [effect]": the controller chooses as the ability resolves (a triggered ability's); "If you do,
   * [more]" are in `effects` after it, "If you don't, [otherwise]" in `otherwise` (608.2c); `pay`: "You may pay {M}";
   * `energy`: "You may pay {E}{E}" (107.14: that many energy counters); `chooser`: "Defending player may [effect]"
   * (608.2d: the player the instruction names chooses, not the controller); `unless`: "sacrifice CARDNAME unless you
   * discard a creature card / sacrifice a Forest" (118.12a): its one instruction is a cost, "yes" only when it can be
   * paid in full (118.3).
   */
  | {
      kind: 'optional';
      effects: Effect[];
      otherwise?: Effect[];
      pay?: string;
      energy?: number;
      chooser?: 'defendingPlayer';
      unless?: true;
    }
  /** 702.95a: soulbond's pairing: the source with the creature that entered (`referred`), or with another unpaired creature its controller controls. */
  | { kind: 'pairSoulbond'; with: 'referred' | 'another' }
  /**
   * 400.1, 400.7: one object moved from the zone it is in to another: "Return CARDNAME to its owner's hand",
   * "Exile it", "Put target creature on top of its owner's library", "Shuffle CARDNAME into its owner's
   * library", "Put target creature card from a graveyard onto the battlefield under your control": a target
   * (`target`: its index; 608.2b skips an illegal one) or the ability's source (a resolving spell: the spell
   * itself); read by cards/grammar/zone-effects.ts, done by effects/move-zone.ts.
   */
  | { kind: 'moveZone'; to: ZoneDestination; target: number }
  | {
      kind: 'moveZone';
      to: ZoneDestination;
      source: true;
      /**
       * 113.6m: the source is a card in its owner's graveyard (`graveyard`); 603.10a, 400.7: the card a source that died
       * became, in its owner's graveyard (`died`: "When CARDNAME dies, put it on top of its owner's library").
       */
      sourceIn?: 'graveyard' | 'died';
    }
  /**
   * 603.7c: a delayed ability's "Exile it.", "Return it to its owner's hand.", "Return it to the battlefield under its
   * owner's control.": the object it refers to (`refersTo`), on the battlefield, or a card in exile or a graveyard
   * returned to the battlefield; not found once it has changed zones again (400.7).
   */
  | { kind: 'moveZone'; to: ZoneDestination; referred: true }
  /** 701.20a: "Target opponent reveals their hand.": every card of it is shown (a hand given by its count cannot be). */
  | { kind: 'revealHand'; target: number; look?: true }
  /**
   * 608.2d, 701.20a: "You choose a nonland card from it. That player discards that card." (701.9a), "... and exile
   * that card" (701.13a): the controller chooses, as a pending choice, one card of the target player's hand that
   * meets `card` (a spell's only); none when none does.
   */
  | { kind: 'chooseFromHand'; target: number; card: SelectorOption; then: 'discard' | 'exile' }
  /**
   * 701.20e, 401.4: "Look at the top N cards of your library, then put them back in any order", "... Put one of
   * them into your hand and the rest on the bottom of your library in any order" (Impulse), "... and the rest
   * into your graveyard": `keep` of the cards looked at go to the controller's hand, the others to `rest` in
   * the order chosen (a pending choice; a spell's only).
   */
  | {
      kind: 'lookAtLibrary';
      n: number;
      keep: number;
      /**
       * Where the cards not picked go; 'hand' only after cards picked onto the battlefield (Nissa, Nature's Artisan);
       * 'exile': "put one of them into your hand, and exile the rest" (Browse).
       */
      rest: 'top' | 'bottom' | 'graveyard' | 'hand' | 'exile';
      mayShuffle?: boolean;
      /**
       * The cards picked from among those looked at, up to `keep` of them meeting `filters` (as printed), put `to` a zone:
       * "Put up to two creature cards with converted mana cost 3 or less from among them onto the battlefield" (Collected
       * Company, 110.2a: under the controller's control); "You may reveal a creature card from among them and put it into
       * your hand" (Foul Emissary); "You may put that card into your graveyard" (one card looked at). `all`: every card
       * meeting `filters`, no fewer ("Put all Goblin cards revealed this way into your hand", Goblin Ringleader).
       * `tapped`: "onto the battlefield tapped" (the permanents enter tapped).
       */
      pick?: {
        to: 'hand' | 'battlefield' | 'graveyard';
        filters: ObjectFilter[];
        all?: boolean;
        tapped?: boolean;
        /**
         * No "may", no "up to": `keep` of the cards meeting `filters` are picked, fewer only when fewer meet them ("Put a
         * creature card from among them into your hand and the rest into your graveyard", Tracker's Instincts; "Put one
         * of them into your graveyard", Jace, the Living Guildpact).
         */
        exactly?: true;
      };
      /** 701.20a: "Reveal the top N cards": the cards are shown to every player, not only looked at (701.20e). */
      reveal?: boolean;
      /**
       * "Look at the top two cards of target player's library. Put one of them into their graveyard." (Wu Spy): the
       * target player's library (the index of that target); the controller still chooses. Without it, the controller's.
       */
      targetLibrary?: number;
    }
  /**
   * 701.20e: "Look at the top card of your library.", "Look at the top three cards of target player's library.": the
   * controller sees the cards, which stay where they are (`target`: the player whose library; the controller's without).
   */
  | { kind: 'lookAtTop'; n: number }
  | { kind: 'lookAtTop'; n: number; target: number }
  /** 401.4: "Put two cards from your hand on top of your library in any order." (Brainstorm): the controller chooses them and their order (a handCard pending choice; a spell's only). */
  | { kind: 'putFromHand'; n: number }
  /**
   * The effects done to or by players, read by one grammar (cards/grammar/player-effects.ts): the subject
   * is a PlayerSubject. 119.3: "[players] gain / lose N life"; `drain`: "You gain life equal to the life lost this way".
   */
  | ({ kind: 'life'; gain: boolean; amount: Amount; drain?: boolean } & PlayerSubject)
  /** 122.1, 107.14: "[players] get {E}{E}": that many energy counters. */
  | ({ kind: 'energy'; amount: Amount } & PlayerSubject)
  /** 121.1, 121.2c: "[players] draw N cards". */
  | ({ kind: 'drawCards'; amount: Amount } & PlayerSubject)
  /** 701.9: "[players] discard N cards" (each chooses, 701.9b), "... at random", "... their hand". */
  /** `what`: "discard a creature card" (118.12a: the cost of "sacrifice CARDNAME unless you discard ..."): only hand cards that are it. */
  | ({ kind: 'discardCards'; amount: Amount | 'hand'; random?: boolean; what?: SelectorOption } & PlayerSubject)
  /** 701.17a: "[players] mill N cards". */
  | ({ kind: 'mill'; amount: Amount } & PlayerSubject)
  /**
   * 701.24a, 701.24d: "Each player shuffles their hand and graveyard into their library.", "Shuffle your graveyard into
   * your library.": each player named puts the cards of those zones of theirs into their library, then shuffles it.
   */
  | ({ kind: 'shuffleIntoLibrary'; zones: ('hand' | 'graveyard')[] } & PlayerSubject)
  /** 406.3, 702.115a: "[players] exile the top N cards of their library" (ingest's "that player exiles the top card of their library"). */
  | ({ kind: 'exileTopOfLibrary'; amount: Amount } & PlayerSubject)
  /** 122.1f: "defending player gets a poison counter": each player named gets that many poison counters (704.5c: ten lose). */
  | ({ kind: 'poisonCounters'; n: number } & PlayerSubject)
  /** 725.1, 725.3: "you become the monarch", "its controller becomes the monarch". */
  | ({ kind: 'becomeMonarch' } & PlayerSubject)
  /**
   * 500.7: "[players] take(s) an extra turn after this one", "... two extra turns ...": `n` turns added directly after
   * this one, each player's in turn. `thatTurnEndStep`: "At the beginning of that turn's end step, you lose the game."
   * (Final Fortune): the text of a delayed triggered ability created with the turn (603.7a), tied to that turn.
   */
  | ({ kind: 'extraTurns'; n: number; thatTurnEndStep?: string } & PlayerSubject)
  /**
   * 500.8: "After this main phase, there is an additional combat phase followed by an additional main phase." (`main`:
   * only after a main phase, none else), "After this phase, there is an additional combat phase."
   */
  | { kind: 'additionalPhases'; after: 'main' | 'phase'; phases: ('combat' | 'main')[] }
  /** 500.11, 614.10: "[players] skip(s) their next turn" / "... next two turns": that many of their turns are skipped (614.10a: they add up). */
  | ({ kind: 'skipTurns'; n: number } & PlayerSubject)
  /** 701.21a: "[players] sacrifice N [permanents]": each chooses among the permanents they control that are `what`. */
  | ({
      kind: 'sacrificePermanents';
      what: SelectorOption;
      n: number;
      /** 702.110b: the sacrifice of an exploit ability: a creature sacrificed this way is exploited by the ability's source. */
      exploit?: true;
    } & PlayerSubject)
  /**
   * 608.2d: "Return a land you control to its owner's hand" (the Karoos): the controller chooses, as it resolves, `n`
   * permanents they control that are `what` (not targeted). `unless`: "Sacrifice CARDNAME unless you return ..." (the
   * Lairs, 118.12a): the return is a choice the controller may decline, and then the source is sacrificed. `what` in the
   * graveyard zone: "you may return a creature card from your graveyard to your hand" (Liliana, the Last Hope): `n` cards
   * of the controller's graveyard instead; `may`: they may also return none (608.2d).
   */
  | { kind: 'returnPermanents'; what: SelectorOption; n: number; text: string; unless?: 'sacrificeSource'; may?: true }
  /** 114.2: "[Player] gets an emblem with "[text]"": the controller, or the target player `targetPlayer` (a target index). */
  | { kind: 'emblem'; text: string; targetPlayer?: number }
  /** 120.3: "CARDNAME deals N damage to ... each creature [they control]": each permanent `each` describes, [controlled by `controlledBy`] (effects/damage-each.ts). */
  | { kind: 'damageEachObject'; amount: Amount; each: SelectorOption; controlledBy?: PlayerRef }
  /**
   * 701.8a: "Destroy all lands [target player controls]", "Destroy all creatures with power 4 or greater" (effects/destroy-each.ts);
   * 701.19c: `noRegenerate`, "They can't be regenerated." after it.
   */
  | { kind: 'destroyEach'; each: SelectorOption; controlledBy?: PlayerRef; noRegenerate?: boolean }
  /**
   * 611.2a, 611.2c: "Gain control of all artifacts and creatures target opponent controls.": the permanents the phrase
   * describes as it resolves, the set fixed then, under the controller's control for good (one control-changing effect).
   */
  | { kind: 'gainControlEach'; each: SelectorOption; controlledBy?: PlayerRef }
  /** 701.13a: "Exile all artifacts": every permanent the phrase describes as it resolves, exiled at once. */
  | { kind: 'exileEach'; each: SelectorOption; controlledBy?: PlayerRef }
  /** "Return each nonland permanent you don't control to its owner's hand." (400.3: each to its owner's hand) */
  | { kind: 'returnEachToHand'; each: SelectorOption; controlledBy?: PlayerRef }
  /**
   * 502.3: "Target permanent doesn't untap during its controller's next untap step." (effects/doesnt-untap.ts);
   * `yours`: "during your next untap step", the next untap step of the ability's controller.
   */
  | { kind: 'doesntUntapNext'; target: number; yours?: true }
  | { kind: 'doesntUntapNext'; objects: ObjectsNamed; yours?: true }
  /**
   * 613.1d, 205.1b: "Until end of turn, CARDNAME becomes a 5/5 Human Soldier Ally creature with indestructible that's still a
   * planeswalker.": the ability's source becomes a creature with these creature types, base power and toughness (613.4b) and
   * keywords (613.1f), keeping its other types (effects/become-creature.ts). A land's "becomes a 4/4 white and blue Elemental
   * creature ... It's still a land." also sets its `colors` (613.1e), may make it an `artifact` too, or give it
   * `allCreatureTypes` (205.3m, Mutavault).
   */
  | ({ kind: 'sourceBecomesCreature' } & BecomeCreature)
  /** 205.1b: "Target land becomes a 3/3 creature until end of turn. It's still a land.": the target does (effects/become-creature.ts). */
  | ({ kind: 'targetBecomesCreature'; target: number } & BecomeCreature)
  /**
   * 611.2c, 205.1b: "Artifacts you control become artifact creatures with base power and toughness 5/5 until end of turn."
   * (Tezzeret the Seeker): each permanent of the phrase as it resolves (the set is fixed then) becomes a creature, keeping
   * its other types (effects/become-creature.ts).
   */
  | ({ kind: 'eachBecomesCreature'; objects: { kind: 'each'; each: SelectorOption } } & BecomeCreature)
  /** 615.1a: "Prevent all damage that would be dealt to him this turn.": to the ability's source (effects/become-creature.ts). */
  | { kind: 'preventAllDamageToSource' }
  /**
   * 510.1a: "CARDNAME assigns no combat damage this turn." (the Laccoliths, after "If you do"): the ability's source, as the
   * permanent it is now (400.7), assigns no combat damage for the rest of the turn (effects/assigns-no-combat-damage.ts).
   * `afterPowerDamage`: it follows "you may have it deal damage equal to its power" (a power of 0 or less is refused, 120.8).
   */
  | { kind: 'assignsNoCombatDamage'; afterPowerDamage?: true }
  /** 701.27a: "Transform CARDNAME." (the ability's source, a double-faced permanent: effects/transform.ts). */
  | { kind: 'transformSource' }
  /**
   * 701.20e, 701.20a, 701.27a: "Look at the top card of your library. You may reveal that card. If an instant or sorcery
   * card is revealed this way, transform CARDNAME." (Delver of Secrets): inside an optional (the "you may" of the
   * reveal, 608.2d); the top card revealed, if it has one of `types`, the source transforms (effects/transform.ts).
   */
  | { kind: 'revealTopThenTransform'; types: string[] }
  /**
   * 207.2c, 701.20e, 701.20a, 608.2d: kinship's "you may look at the top card of your library. If it shares a creature type
   * with CARDNAME, you may reveal it. If you do, [effects]": first inside the optional (the "you may look"); as it
   * resolves, when the top card shares a creature type with the source (205.3m, 702.73a), its controller chooses to reveal
   * it; the instructions after it are followed only then (effects/kinship.ts).
   */
  | { kind: 'kinshipReveal' }
  /**
   * 701.20a: "Reveal the top card of your library and put that card into your hand. You lose life equal to its mana
   * value." (Dark Confidant); "defending player reveals the top card of their library. If it's a land card, that player
   * puts it into their hand." (Goblin Guide, 506.2). `who` reveals; the card goes to their hand if it has one of
   * `types` (every card when absent); `loseLife`: its controller then loses life equal to its mana value (202.3).
   */
  | {
      kind: 'revealTopToHand';
      who: 'you' | 'defendingPlayer';
      types?: string[];
      loseLife?: boolean;
      /** "If it's a creature card, put it onto the battlefield" (Coiling Oracle's land): where a card of `types` goes (the hand without it). */
      to?: 'hand' | 'battlefield';
      /** "Otherwise, put it into your graveyard / hand": where a card of none of `types` goes (it stays on top without it, 608.2c). */
      otherwise?: 'hand' | 'graveyard';
    }
  /**
   * 701.20a, 401.4: "Reveal cards from the top of your library until you reveal a creature card. Put that card into your
   * hand and the rest on the bottom of your library in a random order." (cards/grammar/reveal-until.ts,
   * effects/reveal-until.ts): the first card of `type` goes to the hand, the others revealed to the bottom.
   */
  | { kind: 'revealUntil'; type: string }
  /**
   * 611.2a: "Until your next turn, creatures you control get +1/+0 and gain lifelink", "Up to one target creature gets
   * -2/-1 until your next turn": the continuous effects of `effects` (each one an "until end of turn" effect read by
   * the grammar, cards/grammar/duration.ts) last until the controller's next turn begins instead. `target`: the one
   * target all of them are done to, if any (115.6, 608.2b: unchosen or illegal, none of them is done; each inner
   * effect is done to this target, as a copy made for several targets says, 115.1).
   */
  | { kind: 'untilYourNextTurn'; effects: Effect[] }
  /** 400.1, 110.2: "Put all creature cards from all graveyards onto the battlefield under your control.": every card `each` describes, at once. */
  | { kind: 'graveyardsToBattlefield'; each: SelectorOption }
  | { kind: 'untilYourNextTurn'; effects: Effect[]; target: number }
  /**
   * 611.2b: "Target creature gets +1/+1 for as long as CARDNAME remains tapped": the continuous effects of `effects`
   * (each one an "until end of turn" effect read by the grammar) last while the ability's source stays tapped on the
   * battlefield; if it is not tapped as the ability resolves, they never start (nothing happens).
   */
  | { kind: 'whileSourceTapped'; effects: Effect[]; target: number }
  /** 502.3, 611.2b: "It doesn't untap during its controller's untap step for as long as CARDNAME remains tapped." (the target tapped before it). */
  | { kind: 'doesntUntapWhileSourceTapped'; target: number };

/** What a permanent becomes: "becomes a 4/4 white and blue Elemental creature with flying ... It's still a land." */
export interface BecomeCreature {
  power: number;
  toughness: number;
  subtypes: string[];
  keywords: string[];
  colors?: Color[];
  artifact?: boolean;
  allCreatureTypes?: boolean;
  /** 611.2c: "... that's still a land." without a duration (Stalking Stones): the effect lasts as long as the permanent. */
  permanent?: boolean;
  /** 509.1b: "... and can't be blocked this turn" (Creeping Tar Pit). */
  unblockable?: boolean;
  /** 613.1f: an ability in quotes it has too ("Whenever this creature attacks, put a +1/+1 counter on it."). */
  grants?: string;
}

/**
 * The objects an instruction is done to, read by cards/grammar/object-effects.ts: the ability's
 * source ("CARDNAME"), a target (the effect's `target`), what the source is attached to ("enchanted
 * creature", 303.4b, 301.5a), the object its trigger refers to ("that creature", "it": 603.2, the
 * stack object's `refersTo`), or each permanent an object phrase describes as it resolves (608.2h).
 */
export type Objects =
  | { kind: 'source' }
  | { kind: 'target' }
  | { kind: 'attached' }
  | { kind: 'referred' }
  /** 608.2c: what an earlier instruction of the ability created or put onto the battlefield (the stack object's `made`). */
  | { kind: 'created' }
  | { kind: 'each'; each: SelectorOption };

/** Objects other than a target (a target is the effect's own `target` field). */
export type ObjectsNamed = Exclude<Objects, { kind: 'target' }>;

/** The objects of an effect: named (source, attached, referred, each) or a target (`target`: its index). */
export type ObjectsSubject = { objects: ObjectsNamed } | { objects: { kind: 'target' }; target: number };

/** The subject of a player effect: players named, or a target player (the effect's `target`, shifted with the ability's targets). */
export type PlayerSubject = { players: Exclude<Players, { kind: 'target' }> } | { players: { kind: 'target' }; target: number };

/**
 * Where it goes (400.1): its owner's hand or library (on top, on the bottom, or shuffled in, 701.24a), exile, or the battlefield under its owner's or the ability's controller's control (110.2).
 */
/** 608.2c, 701.6a: where a spell countered this way goes instead of its owner's graveyard (its owner's hand, library or exile). */
export type CounteredDestination = { zone: 'hand' } | { zone: 'exile' } | { zone: 'library'; position: 'top' | 'bottom' };

export type ZoneDestination =
  | { zone: 'hand' }
  /** 702.62a: "Exile CARDNAME with three time counters on it" (a spell with suspend exiling itself): `timeCounters`. */
  | { zone: 'exile'; timeCounters?: number }
  /** 'second': "into its owner's library second from the top" (Chronostutter; 401.7: the bottom of a library of fewer than two). */
  | { zone: 'library'; position: 'top' | 'bottom' | 'shuffle' | 'second' }
  | { zone: 'battlefield'; control: 'owner' | 'you'; tapped: boolean };

/** 701.21a: "Sacrifice a creature", "Sacrifice another creature", "Sacrifice an artifact", "Sacrifice a land" in a cost: one permanent of these types. */
export interface SacrificeCost {
  types: string[];
  /** "another": not the ability's source. */
  another: boolean;
  /** An activation cost read by cards/grammar/cost.ts ("Sacrifice a Goblin", "Sacrifice two lands"): what each must be, how many, its words. */
  option?: SelectorOption;
  count?: number;
  text?: string;
}

/** 602.5b, 602.5d: what limits when an activated ability may be activated (cards/grammar/cost.ts reads them). */
export interface ActivationRestrictions {
  /** "Activate only during your turn" / "during your upkeep" / "during combat" / "before attackers are declared": whose turn, which steps. */
  timing?: TimingWindow;
  /** "Activate no more than twice each turn" (once: `oncePerTurn`). */
  maxPerTurn?: number;
  /** "Any player may activate this ability" (602.2: otherwise only its controller). */
  anyPlayer?: boolean;
  /** "Activate only if you control a Swamp": an object of this option exists. */
  onlyIf?: { option: SelectorOption; text: string };
  /** "Activate only if seven or more cards are in your graveyard": a condition of the grammar (cards/grammar/condition.ts). */
  condition?: { test: BoardCondition; text: string };
}

/** 700.2: "Choose one —" and its bullets; each mode has its own targets (700.2c). */
export interface Modal {
  min: number;
  max: number;
  modes: { targets: Selector[]; effects: Effect[]; text: string }[];
  /** 700.2d: "You may choose the same mode more than once": a mode chosen N times is followed N times in sequence. */
  repeatable?: boolean;
}

export interface TokenDefinition {
  name: string;
  colors: Color[];
  types: string[];
  subtypes: string[];
  /** Null for a noncreature token (a predefined Treasure, 111.10a). */
  power: number | null;
  toughness: number | null;
  /** The token's abilities as rules text (111.10: a predefined token's). */
  text?: string;
  /** The rule that defines a predefined token (111.10a-f). */
  rule?: string;
}

/**
 * 106.6: a restriction on how mana may be spent (cards/grammar/mana-spending.ts). The mana may pay a cost when
 * any of the parts allows it: `spells`, the total cost of casting a spell it matches (601.2f-h, the spell as it
 * is on the stack); `abilitiesOf`, the cost of activating an ability of a permanent it matches (602.2b; 109.2: a
 * permanent on the battlefield); `xCosts`, a cost that contains {X} (107.3).
 */
export interface SpendRestriction {
  spells?: SelectorOption;
  abilitiesOf?: SelectorOption;
  xCosts?: true;
  /** The sentence, as the card says it ("Spend this mana only to cast a creature spell."). */
  text: string;
}

export type Ability =
  | { kind: 'keyword'; keyword: string; text: string }
  /**
   * Text that works only before a game begins: 100.2a deck construction ("A deck can have any number of cards named
   * CARDNAME."), 103.6a the opening hand ("you may begin the game with it on the battlefield"), 702.124a partner
   * (choosing commanders). The engine rules on games under way: on any board it can be given, it does nothing.
   */
  | { kind: 'beforeGame'; rule: '100.2a' | '103.6a' | '702.124a'; text: string }
  /** 601.3: "Cast CARDNAME only during combat." and the like: when its card may be cast (cards/grammar/cost.ts). */
  | { kind: 'castRestriction'; restriction: CastRestriction; text: string }
  /** 702.8a, 601.2f: "You may cast CARDNAME as though it had flash if you pay {2} more to cast it." (cards/grammar/cost.ts). */
  | { kind: 'flashPermission'; extraCost: string; text: string }
  /** The spell ability of an instant or a sorcery (113.3a): its targets, then its effects in order. */
  | { kind: 'spell'; targets: Selector[]; effects: Effect[]; text: string; modal?: Modal }
  /** A mana ability (605.1a): "{T}: Add ...", each option the mana one activation adds. */
  | {
      kind: 'mana';
      tap: boolean;
      options: ManaType[][];
      text: string;
      intrinsic?: string;
      sacrificeSelf?: boolean;
      /** 701.21a: "Sacrifice a creature: Add {C}{C}." (Ashnod's Altar): the permanents chosen as it is activated (`action.sacrifice`). */
      sacrifice?: SacrificeCost;
      /** "{1}, {T}: Add {W}{U}." (a filter): the mana paid as part of its cost (601.2h through 605.3). */
      mana?: string;
      /** 119.4: "Pay 1 life"; and the other cost phrases ("Remove a charge counter from CARDNAME", "Tap an untapped creature you control"). */
      life?: number;
      parts?: CostPart[];
      /** 605.1a: what else it does as it resolves, at once (605.3b): "CARDNAME deals 1 damage to you.", "Draw a card." */
      effects?: Effect[];
      restrictions?: ActivationRestrictions;
      /** 607.2d: "Add one mana of the chosen color.": its one option is the color chosen as it entered (`options` is empty). */
      chosenColor?: true;
      /** 608.2h: "Add {G} for each Elf you control.": its one option added that many times, counted as it resolves (605.3b). */
      times?: Quantity;
      /** "Add X mana in any combination of {W} and/or {U}.": `times` mana, each of these colors, in the combination the player says (605.3a). */
      combination?: ManaType[];
      /** 106.6: "Spend this mana only to cast a creature spell.": what the mana it adds may pay (it travels with the mana in the pool). */
      spendOnly?: SpendRestriction;
      /**
       * 106.7: "Add one mana of any color that a land an opponent controls could produce." (`anyType`: "of any type";
       * `basic`: "a basic land"): its options are worked out from those lands' mana abilities (`options` is empty).
       */
      couldProduce?: { controller: 'you' | 'opponent'; basic?: true; anyType?: true };
    }
  /** "[Cost]: [Effect.]" (602.1) that uses the stack; `sorcerySpeed` for "Activate only as a sorcery." (602.5d). */
  | {
      kind: 'activated';
      cost: {
        tap: boolean;
        mana: string;
        discardSelf?: boolean;
        sacrificeSelf?: boolean;
        life?: number;
        sacrifice?: SacrificeCost;
        /** The other cost phrases, paid in this order (cards/grammar/cost.ts, 601.2h): {Q}, discards, returns, exiles, counters, taps. */
        parts?: CostPart[];
      };
      targets: Selector[];
      effects: Effect[];
      sorcerySpeed: boolean;
      text: string;
      fromHand?: boolean;
      /** 702.29a, 702.29f: a cycling (or typecycling) ability: the card discarded to pay its cost is cycled (702.29c). */
      cycling?: true;
      /** 113.6m: "Exile CARDNAME from your graveyard": it works only there. */
      fromGraveyard?: boolean;
      oncePerTurn?: boolean;
      restrictions?: ActivationRestrictions;
    }
  /** 606: "+1: [Effect.]", "−2: [Effect.]": a loyalty ability, activated as 606.3 allows. */
  | {
      kind: 'loyalty';
      cost: number;
      /** "−X" (107.3): `cost` is 0, X is chosen as it is activated. */ x?: boolean;
      targets: Selector[];
      effects: Effect[];
      text: string;
    }
  /**
   * 604.1: a static ability; its effects are continuous while the source is on the battlefield (611.3b);
   * `condition`: "as long as ...", "... unless ...": they apply only while it is true (611.3a, cards/grammar/condition.ts).
   */
  | { kind: 'static'; effects: StaticEffect[]; text: string; condition?: BoardCondition }
  /** 603.1: "When/Whenever/At [trigger], [effect]"; an intervening "if" is checked twice (603.4). */
  | {
      kind: 'triggered';
      trigger: Trigger;
      condition: Condition | null;
      targets: Selector[];
      effects: Effect[];
      text: string;
      /** 700.2b: "When ..., choose one —": its modes, one chosen as it is put on the stack (603.3c). */ modal?: Modal;
      /** The keyword rule it stands for (702.46a soulshift), cited as it triggers. */ rule?: string;
      /**
       * 113.6m: it works only while its card is in its owner's graveyard ("Whenever you cast a multicolored spell, you
       * may return CARDNAME from your graveyard to your hand."): it triggers from there, never from the battlefield.
       */
      fromGraveyard?: true;
    }
  /**
   * 605.1b, 605.4a: "Whenever enchanted land is tapped for mana, its controller adds {G}.": a triggered mana ability that
   * resolves at once after the mana ability of a land that triggered it (106.12a), adding `added` ("produced": one mana of
   * the type the land produced) to the pool of the player who tapped it (cards/grammar/mana-trigger.ts).
   */
  | {
      kind: 'manaTrigger';
      /** The land tapped: the one the source enchants, a basic land, a land with this subtype. */
      land: { enchanted?: true; basic?: true; subtype?: string };
      /** "a player taps", "is tapped" (any player) or "you tap" (the source's controller). */
      tapper: 'any' | 'you';
      /** "anyColor": one mana of any color, chosen by the player who tapped the land (605.3a). */
      added: ManaType[] | 'produced' | 'anyColor';
      text: string;
    }
  /** 702.34a: "Flashback [cost]". */
  | { kind: 'flashback'; cost: string; /** 119.4: life paid as part of the flashback cost. */ life?: number; text: string }
  /** 702.62a: "Suspend N—[cost]": its static ability in the hand (the special action of 116.2f); its two triggers are abilities of their own. */
  | { kind: 'suspend'; n: number; cost: string; text: string }
  /**
   * 118.9: a keyword that lets the card be cast from its owner's hand by paying `cost` rather than
   * its mana cost: 702.74a "Evoke [cost]", 702.109a "Dash [cost]" (the other parts of each keyword
   * are abilities of their own beside it).
   */
  | {
      kind: 'alternativeCost';
      keyword: AlternativeCostKeyword;
      cost: string;
      text: string;
      /** 702.113a: what a spell cast for this cost has beside its own spell ability (awaken's targets and effects). */
      adds?: { targets: Selector[]; effects: Effect[] };
    }
  /** 702.5a: "Enchant [object]": what an Aura spell targets and what the Aura may enchant. */
  | { kind: 'enchant'; target: Selector; text: string }
  /** 702.6a: "Equip [cost]": attach to target creature you control, as a sorcery. */
  | { kind: 'equip'; cost: string; text: string }
  /** 702.33a, 702.33c: "Kicker [cost]", "Multikicker [cost]": an optional additional cost (601.2b). */
  | {
      kind: 'kicker';
      cost: string;
      /** 702.33b: "Kicker [cost 1] and/or [cost 2]": the second kicker cost. */ cost2?: string;
      multi: boolean;
      text: string;
    }
  /** 702.56a: "Replicate [cost]": an additional cost paid any number of times (its trigger is a triggered ability beside it). */
  | { kind: 'replicate'; cost: string; text: string }
  /** 702.33e, 614.1c: "If CARDNAME was kicked, it enters with N +1/+1 counters on it [and with K]" (`perKick`: multikicker's "for each time it was kicked"). */
  | {
      kind: 'kickedEnters';
      counter: string;
      n: number;
      perKick: boolean;
      keywords: string[];
      /** 702.33f: "If CARDNAME was kicked with its [cost] kicker, ...": only that kicker cost counts. */ withCost?: string;
      text: string;
    }
  /** 702.27a: "Buyback [cost]". */
  | {
      kind: 'buyback';
      cost: string;
      /** 702.27a: a permanent sacrificed as (part of) the buyback cost. */ sacrifice?: SacrificeCost;
      text: string;
    }
  /** 702.42a: "Entwine [cost]". */
  | { kind: 'entwine'; cost: string; text: string }
  /** 702.47a: "Splice onto Arcane [cost]": a static ability of the card in its owner's hand (mana costs only). */
  | { kind: 'splice'; onto: 'Arcane'; cost: string; text: string }
  /** 702.120a: paid once for each mode chosen beyond the first. */
  | { kind: 'escalate'; cost: string; text: string }
  /** 118.8, 601.2f: "As an additional cost to cast this spell, sacrifice a creature / discard a card": a mandatory additional cost. */
  | {
      kind: 'additionalCost';
      sacrifice?: SacrificeCost;
      /** 107.3a: 'X', the spell's announced X (601.2b). */
      discard?: number | 'X';
      life?: number | 'X';
      /** 601.2h: a phrase paid as an activation cost's is (cards exiled from the graveyard, a card discarded at random). */
      parts?: CostPart[];
      text: string;
    }
  /** 702.41a: "Affinity for [text]": {1} less for each permanent you control with one of these types or subtypes. */
  | { kind: 'affinity'; types: string[]; subtypes: string[]; text: string }
  /** 702.38a: "Amplify N": as it enters, N +1/+1 counters for each card revealed from its controller's hand (614.1c). */
  | { kind: 'amplify'; n: number; text: string }
  /** 702.37a-b: "Morph [cost]", "Megamorph [cost]" (mana costs): cast face down for {3}, turned face up for [cost]. */
  | { kind: 'morph'; cost: string; mega: boolean; text: string }

  /**
   * 614.1c, 707.5: "You may have CARDNAME enter as a copy of any [creature] on the battlefield [, except ...]":
   * which permanents it may copy (one of `types`, none of `notTypes`, with `subtype`, controlled by its controller if `youControl`).
   */
  | {
      kind: 'entersAsCopy';
      types: string[];
      notTypes?: string[];
      subtype?: string;
      youControl?: boolean;
      except: CopyException | null;
      text: string;
    }
  /**
   * 118.9: "[If you control a Swamp, ]You may [pay 1 life and exile a blue card from your hand] rather
   * than pay CARDNAME's mana cost.": an alternative cost written on the card (cards/grammar/cost.ts),
   * its phrases paid in any order (601.2h); `onlyIf`: what the caster must control to use it.
   */
  | { kind: 'writtenAlternativeCost'; parts: CostPart[]; onlyIf?: { option: SelectorOption; text: string }; text: string };

/** 707.9b: what a copy effect changes as part of the copying process ("except it's an artifact in addition to its other types"). */
export interface CopyException {
  addTypes?: string[];
  addSubtypes?: string[];
}

/** What a static ability's effect applies to (611.3a: whatever matches, at any given moment). */
export type Affected =
  /** 303.4b, 301.5a: the object the source is attached to; `is`: "as long as enchanted permanent is an Equipment" (a card type or subtype). */
  | { kind: 'enchanted'; is?: string }
  | { kind: 'equipped' }
  /** 702.95b: "As long as CARDNAME is paired with another creature, both creatures ...": the source and the creature it is paired with, only while paired. */
  | { kind: 'paired' }
  /** "CARDNAME can't block." */
  | { kind: 'self' }
  /**
   * 611.3a: every permanent a selector describes, as the layers make it so far (613): "Other Goblin creatures you
   * control", "White creatures", "Creatures you control with flying", "Mountains you control" (205.3i), "Creatures
   * enchanted player controls" (303.4m), "Artifacts, creatures, enchantments, and lands you control" (110.4).
   */
  | { kind: 'objects'; of: SelectorOption };

/** The effects of static abilities (604), each applied in its layer (613.1). */
/**
 * 508.1c-d, 509.1a-c: the static effects that restrict or require attacking and blocking, read as attackers and
 * blockers are declared; the lists of effects a condition, a striation or a granted ability may carry include them.
 */
export const COMBAT_STATIC_KINDS = [
  'cantAttack',
  'cantBlock',
  'cantBeBlocked',
  'mustAttack',
  'blockAdditional',
  'mustBeBlockedByAll',
  'mustBlock',
  'mustBeBlocked',
  'cantAttackAlone',
  'cantBlockAlone',
] as const;

/** 608.2d: what "the ... of your choice" names: a color (105.1), a creature type (205.3m), a basic land type (305.6). */
export type ChoiceOfWhat = 'color' | 'creatureType' | 'basicLandType';

export type StaticEffect =
  /**
   * 305.7, 613.1d: "Enchanted land is a Swamp.", "Nonbasic lands are Mountains.", "All Mountains are Plains.": the lands
   * affected have these (basic) land types in place of their land types, and lose the abilities of their rules text.
   */
  | { kind: 'setLandTypes'; affected: Affected; landTypes: string[] }
  /** `per`: "for each artifact you control" (613.4c: the change is that many times the numbers, counted as it applies). */
  | { kind: 'modifyPT'; affected: Affected; power: number; toughness: number; per?: Quantity }
  | { kind: 'setPT'; affected: Affected; power: number; toughness: number }
  | { kind: 'addKeyword'; affected: Affected; keyword: string }
  /** 702.16a, 607.2d: "CARDNAME has protection from the chosen color." (the color its source chose as it entered, 614.12a). */
  | { kind: 'protectionFromChosenColor'; affected: Affected }
  /** 613.1f: "Equipped creature ... loses flying." */
  | { kind: 'loseKeyword'; affected: Affected; keyword: string }
  /** 613.1f, 613.7a: "Enchanted creature has '[ability]'": `abilities`, compiled from `text` ("this creature": the object that has it). */
  | { kind: 'grantAbility'; affected: Affected; abilities: Ability[]; text: string }
  | { kind: 'loseAllAbilities'; affected: Affected }
  | { kind: 'setColors'; affected: Affected; colors: Color[] }
  /** 613.1b: "You control enchanted creature." */
  | { kind: 'control'; affected: Affected }
  /** 508.1c, 509.1b: restrictions on attacking and blocking. */
  | { kind: 'cantAttack'; affected: Affected }
  /** 602.5: "its activated abilities can't be activated" (Arrest): none of the affected object's, mana abilities included. */
  | { kind: 'cantActivate'; affected: Affected }
  | { kind: 'cantBlock'; affected: Affected }
  /** 509.1b: "CARDNAME can't be blocked." */
  | { kind: 'cantBeBlocked'; affected: Affected }
  /** 508.1d: "CARDNAME attacks each combat if able." (a requirement) */
  | { kind: 'mustAttack'; affected: Affected }
  /**
   * 509.1a, 101.1: "CARDNAME can block an additional creature each combat." (`count` 1), "... an additional seven
   * creatures ..." (7), "CARDNAME can block any number of creatures." (`count` null): the affected creature may block
   * that many more attacking creatures than the one the rule allows (instances add up).
   */
  | { kind: 'blockAdditional'; affected: Affected; count: number | null }
  /** 509.1c: "All creatures able to block CARDNAME do so." (Lure: each creature able to block the affected one blocks it) */
  | { kind: 'mustBeBlockedByAll'; affected: Affected }
  /** 509.1c: "CARDNAME blocks each combat if able." (a requirement: it blocks some attacking creature) */
  | { kind: 'mustBlock'; affected: Affected }
  /** 508.1c, 509.1b, 506.5: "CARDNAME can't attack alone.", "... can't block alone." (the only creature declared) */
  | { kind: 'cantAttackAlone'; affected: Affected }
  | { kind: 'cantBlockAlone'; affected: Affected }
  /** 509.1c: "CARDNAME must be blocked if able." (one requirement: some creature blocks it) */
  | { kind: 'mustBeBlocked'; affected: Affected }
  /** 614.1d: "CARDNAME enters the battlefield tapped." */
  /** `unless`: "... unless you control two or fewer other lands", "... two or more other lands", "... a Forest or a Plains". */
  | { kind: 'entersTapped'; unless?: { otherLands: 'atMost' | 'atLeast'; n: number } | { landSubtypes: string[] } }
  /**
   * 614.1d, 614.12: "Creatures your opponents control enter the battlefield tapped.", "Artifacts, creatures, and lands
   * your opponents control enter ... tapped.": each other permanent (a token too) that would enter meeting `of` (read as
   * it would exist on the battlefield, under the control it would enter with; "you" is this ability's controller) enters tapped.
   */
  | { kind: 'permanentsEnterTapped'; of: SelectorOption }
  /** 113.6g: "This spell can't be countered." (works on the stack) */
  | { kind: 'cantBeCountered' }
  /**
   * 614.1a: "If CARDNAME would be put into a graveyard from anywhere, reveal it and shuffle it into its
   * owner's library instead.", "If CARDNAME would die, exile it instead.", "If a card or token would be
   * put into a graveyard from anywhere, exile it instead.", "If CARDNAME would die, put it on the bottom of its owner's
   * library instead." ...: what it applies to, and where the card goes ('library': shuffled in; 'libraryBottom': on the bottom).
   */
  | { kind: 'graveyardReplacement'; applies: GraveyardScope; to: 'exile' | 'library' | 'libraryBottom' }
  /** 614.11: "If you would draw a card while your library has no cards in it, you win the game instead." */
  | { kind: 'winInsteadOfDrawingFromEmptyLibrary' }
  /** 614.1b, 614.10: "Skip your draw step." (its controller's draw steps are replaced with nothing) */
  | { kind: 'skipDrawStep' }
  /** 702.52a: "Dredge N": in its owner's graveyard, it may replace a draw of theirs (keywords/702.52-dredge.ts). */
  | { kind: 'dredge'; n: number }
  /** 305.2: "You may play an additional land on each of your turns." */
  | { kind: 'additionalLand'; count: number }
  /** 614.1c: "This permanent enters with N [fade] counters on it." (702.32a fading) */
  | {
      kind: 'entersWithCounters';
      counter: string;
      n: number;
      rule: string;
      /** 107.3m: "with X counters": the X of the spell that became it (0 otherwise). */ x?: boolean;
      /** 702.54a bloodthirst: only if an opponent of its controller was dealt damage this turn. */ ifOpponentDamagedThisTurn?: boolean;
      /** Converge, 702.44a sunburst: `n` counters for each color of mana spent to cast it (106.1, 601.2h). */ perColorSpent?: boolean;
      /** 702.44a: +1/+1 counters if it enters as a creature (its printed types), charge counters otherwise. */ sunburst?: boolean;
      /** "... if you cast it from your hand" (the Myojin): only as the spell cast from its owner's hand resolves (601.2a). */
      ifCastFromHand?: true;
    }
  /** 702.82a: "Devour N": as it enters, its controller may sacrifice creatures; N +1/+1 counters for each (keywords/702.82-devour.ts). */
  | { kind: 'devour'; n: number }
  /** 601.2f: "[Kind of] spells [you / your opponents] cast cost {N} more / less to cast." (`amount` < 0: less) */
  | { kind: 'costChange'; amount: number; spells: SpellFilter }
  /** 604.3, 208.2a, 613.4a: "CARDNAME's power [and toughness] [is / are each] equal to ...": a characteristic-defining ability (layer 7a). */
  | { kind: 'definePT'; affected: Affected; power: CountExpr | null; toughness: CountExpr | null }
  /** 604.3, 105.2, 613.3: "CARDNAME is all colors.", "CARDNAME is colorless.": a characteristic-defining ability (layer 5, first). */
  | { kind: 'defineColors'; affected: Affected; colors: Color[] }
  /**
   * 615.1a, 615.10: "Prevent all [combat] damage that would be dealt to CARDNAME [by creatures]",
   * "... dealt by enchanted creature", "If a source would deal damage to you, prevent N of that damage."
   * (`n`: null for all of it).
   */
  | {
      kind: 'preventDamage';
      damage: DamageFilter;
      n: number | null;
      /** 615.5: "..., prevent that damage. Remove a +1/+1 counter from CARDNAME.": done right after it prevents damage. */
      then?: { removeCounter: string };
    }
  /** 614.1a: "If a source would deal damage to a permanent or player, it deals double that damage [plus N] ... instead." */
  | { kind: 'modifyDamage'; damage: DamageFilter; double: boolean; plus: number }
  /** 614.1a, 119.10: "If you would gain life, you gain twice that much life [that much life plus N] instead." */
  | { kind: 'modifyLifeGain'; double: boolean; plus: number }
  /** 509.1b: "CARDNAME can block only creatures with flying." (a restriction on its blocks) */
  | { kind: 'blockOnlyFlying' }
  /** 509.1b: "CARDNAME can't be blocked by more than one creature." */
  | { kind: 'blockedByAtMostOne'; affected: Affected }
  /** 509.1b: "CARDNAME can't be blocked except by three or more creatures." (at least `count` blockers, if blocked at all) */
  | { kind: 'blockedByAtLeast'; affected: Affected; count: number }
  /** 510.1c: "You may have CARDNAME assign its combat damage as though it weren't blocked." (all of it to what it attacks) */
  | { kind: 'assignAsThoughUnblocked' }
  /**
   * 502.3: "CARDNAME doesn't untap during your untap step.", "Enchanted creature [permanent] doesn't untap during its
   * controller's untap step."; `ifCounter`: "... if it [CARDNAME] has a depletion counter on it", only while the permanent
   * held (`affected`) or the source (`source`) has a counter of that kind.
   */
  | { kind: 'doesntUntap'; affected: Affected; ifCounter?: { counter: string; on: 'affected' | 'source' } }
  /** 502.3: "You may choose not to untap CARDNAME during your untap step." (the choice: the permanent's `keepTapped`). */
  | { kind: 'mayNotUntap' }
  /**
   * 509.1b: "CARDNAME can't be blocked by Walls.", "... except by creatures with flying." (`except`: only
   * creatures meeting one of `by` may block it), "Creatures with power less than CARDNAME's power can't
   * block it." (`powerLessThanIts`: among `by`, those whose power is less than the affected creature's).
   */
  | { kind: 'cantBeBlockedBy'; affected: Affected; by: SelectorOption[]; except: boolean; powerLessThanIts?: boolean }
  /**
   * 509.1b: "CARDNAME can't block creatures with power 2 or greater.": the affected creature can't block one meeting
   * `attackers`; with `only` ("Enchanted creature can block only creatures with flying."), one not meeting them.
   */
  | { kind: 'cantBlockCreatures'; affected: Affected; attackers: SelectorOption[]; only?: true }
  /** 402.2, 514.1: "You have no maximum hand size." (the controller of its source discards nothing in cleanup) */
  | { kind: 'noMaximumHandSize' }
  /**
   * 606.3, 117.1a: "You may activate loyalty abilities of planeswalkers you control on any player's turn any time you could
   * cast an instant." (Teferi, Temporal Archmage's emblem): the controller of its source activates them whenever they have
   * priority, still once each turn for each planeswalker.
   */
  | { kind: 'loyaltyAtInstantSpeed' }
  /** 702.11c: "You have hexproof." (the controller of its source can't be the target of spells or abilities their opponents control) */
  | { kind: 'playerHexproof' }
  /** 702.18a: "You have shroud." (the controller of its source can't be the target of spells or abilities, their own included) */
  | { kind: 'playerShroud' }
  /**
   * 119.7: "Players can't gain life." (`who: 'players'`), "Your opponents can't gain life." (`'opponents'`, of the
   * controller of its source): no life gain event happens for those players, and no cost that has them gain life can be paid.
   */
  | { kind: 'cantGainLife'; who: 'players' | 'opponents' }
  /**
   * 614.1a, 120.4c: "Damage that would reduce your life total to less than 1 reduces it to 1 instead." (the controller
   * of its source): a replacement of the life loss damage causes (120.3a), not of the damage, which is dealt in full.
   */
  | { kind: 'damageLifeFloor' }
  /**
   * 601.3, 101.2: "Each player can't cast more than one spell each turn." (`players: 'each'`), "You can't cast more than
   * one spell each turn." (`'you'`, the controller of its source): a player who cast a spell this turn can't begin to cast another.
   */
  | { kind: 'oneSpellEachTurn'; players: 'each' | 'you' }
  /**
   * 601.3, 101.2: "You can't cast creature spells." (`players: 'you'`), "Your opponents can't cast instant or sorcery
   * spells." (`'opponents'`): a spell with one of `types` (as it would be cast: face down, a creature) can't be begun.
   */
  | { kind: 'cantCastTypes'; players: 'you' | 'opponents'; types: string[] }
  /**
   * 508.1h: "Creatures can't attack you [or a planeswalker you control] unless their controller pays {2} for each creature
   * they control that's attacking you [for each of those creatures]." (cards/grammar/attack-costs.ts): a cost to attack,
   * `cost` (mana symbols) for each creature declared attacking the controller of its source (`planeswalkers`: or a
   * planeswalker they control); `x`: the value of its {X} ("where X is ..."), read as the attackers are declared.
   */
  | { kind: 'attackCost'; cost: string; planeswalkers: boolean; x?: Quantity }
  /** 614.12a, 119.4: "As CARDNAME enters, you may pay N life. If you don't, it enters tapped." (the choice travels on the action that makes it enter). */
  | { kind: 'payLifeOrEntersTapped'; life: number }
  /**
   * 614.12a, 607.2d: "As CARDNAME enters, choose a color." (a creature type, an opponent, a player): the
   * choice is made as it enters and kept on the permanent (`chosen`), read by its linked "the chosen ...".
   */
  | { kind: 'chooseAsEnters'; choice: EnteringChoiceKind };

/** 614.12a: what a permanent's controller chooses as it enters. */
/** 702.98a `unleash`: whether it enters with an additional +1/+1 counter ("yes" / "no"). */
export type EnteringChoiceKind = 'color' | 'creatureType' | 'opponent' | 'player' | 'unleash';

/** 208.2a: a number a characteristic-defining ability reads: the sum of `counts`, plus `plus`. */
export interface CountExpr {
  counts: Count[];
  plus: number;
}

/** What "the number of ..." counts ("you", "your": the controller of the object with the ability, 109.5). */
export type Count =
  /** "creatures you control", "Swamps you control", "non-Wall creatures you control", "creatures named CARDNAME on the battlefield"... (phased-out ones do not exist, 702.26b). */
  | {
      kind: 'permanents';
      controller: 'you' | 'opponents' | 'any';
      types: string[];
      subtypes?: string[];
      notSubtype?: string;
      supertype?: string;
      color?: Color;
      keyword?: string;
      named?: boolean;
      other?: boolean;
    }
  /** "cards in your hand", "creature cards in all graveyards", "cards in your opponents' graveyards". */
  | { kind: 'cards'; zone: 'hand' | 'graveyard'; whose: 'you' | 'opponents' | 'all'; types: string[] }
  /** "the number of card types among cards in all graveyards" (205.2a). */
  | { kind: 'cardTypes'; whose: 'you' | 'all' }
  /** "your life total". */
  | { kind: 'life' }
  /**
   * Any other amount the quantity grammar reads (cards/grammar/quantity.ts: "twice the number of cards in your hand",
   * "the number of fade counters on it", "the total converted mana cost of other creatures you control"), computed by the
   * one quantity evaluator (select/selector.ts) with the characteristics the layers have given so far (613.4a).
   */
  | { kind: 'quantity'; n: Quantity };

/** The damage events a static prevention or replacement effect watches (120.1, 609.7), relative to its source. */
export interface DamageFilter {
  /** Who is dealt the damage. */
  to: 'any' | 'self' | 'enchanted' | 'you' | 'youAndCreaturesYouControl' | 'creaturesYouControl' | 'creatures' | 'players';
  /** Which source deals it: its controller (relative to the effect's controller) or the object itself, and what it must be. */
  by: 'any' | 'self' | 'enchanted' | 'yours' | 'opponents';
  /** The source has all of these card types ("by creatures", "by artifact sources"). */
  sourceTypes?: string[];
  sourceColor?: Color;
  /** "another ... source": not the effect's own source. */
  other?: boolean;
  combatOnly: boolean;
}

/** Which spells a cost change applies to (601.2f): all of these that are given must hold. */
export interface SpellFilter {
  /** Relative to the controller of the static ability. */
  caster: 'you' | 'opponents' | 'any';
  /** One of these card types ("Instant and sorcery spells"). */
  types?: string[];
  /** None of these card types ("Noncreature spells"). */
  notTypes?: string[];
  /** One of these colors ("Green spells and blue spells"). */
  colors?: Color[];
  /** This subtype ("Dragon spells"). */
  subtype?: string;
}

/** Which cards a graveyard replacement effect watches: "from anywhere" or only dying (700.4). */
export interface GraveyardScope {
  /** self: CARDNAME; any: every card (and token, if `tokens`); opponents: cards going to an opponent's graveyard; opponentsCreatures: creatures an opponent controls. */
  whose: 'self' | 'any' | 'opponents' | 'opponentsCreatures';
  from: 'anywhere' | 'battlefield';
  tokens: boolean;
}

/**
 * Who a trigger event is about (603.2): the source itself; what it is attached to ("enchanted
 * creature", "equipped creature": 303.4, 301.5); or any object an option of the selector language
 * describes ("another creature you control", "a Spirit", "an artifact an opponent controls"),
 * matched by the one evaluator (select/) relative to the source and its controller. `orSelf`:
 * "CARDNAME or another Ally" (the source, or an object the option describes).
 */
export type TriggerSubject = 'self' | 'attached' | { matching: SelectorOption; orSelf?: boolean };

/** Who does something a trigger waits for, relative to the source's controller ("you", "an opponent", "a player"). */
export type TriggerPlayer = 'you' | 'opponent' | 'any';

/** What a triggered ability waits for (603.2, 603.6), read by cards/grammar/trigger.ts. */
export type Trigger =
  /** 603.6a: enters the battlefield. */
  | { event: 'enters'; who: TriggerSubject }
  /** 700.4, 603.6c: "dies", "is put into a graveyard from the battlefield" (it looks back, 603.10a). */
  | { event: 'dies'; who: TriggerSubject }
  /**
   * 508.1m: attacks; "equipped" / "enchanted": the creature the source is attached to. `you`: "Whenever a creature
   * attacks you": only a creature attacking the source's controller (506.3: a player, not a planeswalker they control).
   */
  | {
      event: 'attacks';
      who: TriggerSubject;
      you?: true;
      /** 303.4m, 506.3: "attacks enchanted player": the player attacked is the one the source is attached to. */
      enchantedPlayer?: true;
      /** 506.3: "attacks you or a planeswalker you control": the player attacked, or a planeswalker of theirs. */
      orPlaneswalker?: true;
      /** 508.3a: "Whenever CARDNAME and at least two other creatures attack" (battalion, 207.2c): so many others declared with it. */
      withOthers?: number;
    }
  /** 509.3g: "attacks and isn't blocked": as blockers are declared, no creature was declared to block it. */
  | { event: 'attacksUnblocked'; who: TriggerSubject }
  /** 603.2: one of several events ("When CARDNAME enters or dies", "Whenever CARDNAME attacks or blocks"). */
  | { event: 'either'; of: Trigger[] }
  /** "Whenever CARDNAME enters or attacks". */
  | { event: 'entersOrAttacks'; who: 'self' }
  /** 603.6c: "When CARDNAME leaves the battlefield" (to any zone; it looks back, 603.10a). */
  | { event: 'leaves'; who: TriggerSubject }
  /** "When CARDNAME becomes the target of a spell or ability" (anyone's). */
  | {
      event: 'becomesTarget';
      who: TriggerSubject;
      /** 115.1, 601.2c: "of an instant or sorcery spell": which spells (on the stack); the trigger refers to the permanent targeted. */
      spell?: SelectorOption;
    }
  /** "Whenever CARDNAME attacks or blocks": once as it attacks, once as it blocks. */
  | { event: 'attacksOrBlocks'; who: 'self' }
  /** 509.3a: "Whenever CARDNAME blocks"; 509.3b: "... blocks a creature [with flying]": once for each attacker it blocks (`creature`: which; the trigger refers to it). */
  | { event: 'blocks'; who: TriggerSubject; creature?: SelectorOption }
  /** 702.45a: "Whenever this creature blocks or becomes blocked" (bushido): once as it blocks, once as it becomes blocked (509.3c). */
  | { event: 'blocksOrBecomesBlocked'; who: 'self' }
  /** 702.83a, 506.5: "Whenever a creature you control attacks alone" (exalted): the trigger refers to that creature. */
  | { event: 'attacksAlone'; who: 'creatureYouControl' | TriggerSubject }
  /** 509.3c: "Whenever CARDNAME becomes blocked": once as it becomes blocked, however many creatures block it. */
  | { event: 'becomesBlocked'; who: TriggerSubject }
  /** 509.3d: "Whenever CARDNAME becomes blocked by a creature": once for each blocker; `without`: "by a creature without flanking" (702.25a). */
  | {
      event: 'becomesBlockedByCreature';
      who: 'self';
      without?: string;
      /** "by a non-Wall creature": which blockers (509.3f). */ by?: SelectorOption;
    }
  /** 120.3: "is dealt damage"; `combat`: "is dealt combat damage" (510.2). */
  | { event: 'dealtDamage'; who: TriggerSubject; combat?: boolean }
  /** 510.2: combat damage to a player (`opponent`: "to an opponent"). */
  | { event: 'dealsCombatDamageToPlayer'; who: TriggerSubject; opponent?: boolean }
  /** "Whenever CARDNAME deals combat damage to a creature", "... deals damage to a player / an opponent" (any damage). */
  | {
      event: 'dealsCombatDamageToCreature';
      who: TriggerSubject;
      /** "deals damage to a creature": any damage, not only combat damage. */ anyDamage?: boolean;
    }
  | { event: 'dealsDamageToPlayer'; who: TriggerSubject; opponent: boolean }
  /** 120.3a: "Whenever a creature deals [combat] damage to you": the source's controller is the player dealt damage; the trigger refers to the creature. */
  | {
      event: 'dealsDamageToYou';
      who: TriggerSubject;
      combat?: boolean;
      /** 303.4m: "... to enchanted player": the player dealt damage is the one the source is attached to. */
      enchantedPlayer?: true;
    }
  /** 603.2e: "becomes tapped": an untapped permanent on the battlefield tapping (not one entering tapped). */
  | { event: 'becomesTapped'; who: TriggerSubject }
  /** 603.2e: "becomes untapped": a tapped permanent on the battlefield untapping (not one entering untapped). */
  | { event: 'becomesUntapped'; who: TriggerSubject }
  /**
   * 503.1a, 504.2, 507.1, 511.2, 513.1a: "At the beginning of [whose] [step]", "At end of combat"; `whose`:
   * the active player relative to the source's controller, or (`attachedController`) to the controller
   * of the permanent the source is attached to ("the upkeep of enchanted creature's controller"), or
   * (`enchantedPlayer`, 303.4m) to the player the source is attached to ("enchanted player's upkeep").
   */
  | {
      event: 'beginningOf';
      step: 'upkeep' | 'draw' | 'first-main' | 'end' | 'beginning-of-combat' | 'end-of-combat';
      whose: 'your' | 'each' | 'opponents' | 'attachedController' | 'enchantedPlayer';
    }
  /** 601.2i: a player casts a spell; `spell`: which ones (an option of the selector language, on the stack). */
  | {
      event: 'cast';
      whose: TriggerPlayer;
      types: string[] | null;
      notTypes?: string[];
      spell?: SelectorOption;
      /** "a spell that targets CARDNAME" (heroic): one of the spell's targets, chosen as it was cast (601.2c), is the trigger's source. */
      targetsSource?: true;
      /** "... during your turn" / "... during an opponent's turn": whose turn it is as the spell becomes cast (the source's controller's or not). */
      during?: 'your' | 'opponents';
      /** "you cast your first / second spell each turn": the spell is the caster's nth spell cast this turn (601.2i). */
      nth?: number;
    }
  | { event: 'gainLife'; whose: 'you' }
  /**
   * 603.8: a state trigger, "When you control no Islands": it triggers whenever its source's controller controls no
   * permanent that is `what`, and not again while it waits or is on the stack.
   */
  | { event: 'controlsNone'; what: SelectorOption }
  /** 121.1: "Whenever you draw a card", "Whenever an opponent / a player draws a card". */
  | { event: 'draws'; whose: TriggerPlayer }
  /** 702.21a: "becomes the target of a spell or ability an opponent controls". */
  | { event: 'becomesTargetOfOpponent'; who: TriggerSubject }
  /** 701.21a, 603.10a: "Whenever you sacrifice a creature" (`what`: which permanents, as they last existed on the battlefield). */
  | { event: 'sacrifices'; whose: TriggerPlayer; what: SelectorOption }
  /**
   * 508.1, 603.2c: "Whenever one or more creatures [you control] attack [you]": once as attackers are declared, if any
   * declared attacker is `who` (attacking the source's controller, `you`); "those creatures" are the ones that did.
   */
  | { event: 'creaturesAttack'; who: SelectorOption; you?: true }
  /**
   * 510.2, 603.2c: "Whenever one or more creatures you control deal combat damage to a player": once for each player
   * dealt combat damage by one or more of them in a combat damage step; "that player" is that player.
   */
  | { event: 'creaturesDealCombatDamageToPlayer'; who: SelectorOption }
  /** 702.29c: "When you cycle CARDNAME": it triggers from whatever zone the card went to. */
  | { event: 'cycleSelf' }
  /**
   * 603.6c, 113.6k: "When CARDNAME is put into a graveyard from anywhere": not a leaves-the-battlefield ability; it
   * triggers from the graveyard the card is put into (from the battlefield, a hand, a library, the stack).
   */
  | { event: 'putIntoGraveyardFromAnywhere'; who: 'self' }
  /**
   * 702.59a recover: "When a creature is put into your graveyard from the battlefield": it works only while its card is
   * in its owner's graveyard, and only if it was there as the creature left (603.10a).
   */
  | { event: 'creatureIntoYourGraveyard' }
  /** 702.29c, 702.29f: "Whenever you cycle a card", "Whenever a player cycles a card". */
  | { event: 'cycles'; whose: TriggerPlayer }
  /** 701.9a: "Whenever an opponent discards a card" (702.29d: a card cycled is discarded once). */
  | { event: 'discards'; whose: TriggerPlayer }
  /** 702.40a: "When you cast this spell" (a triggered ability that functions on the stack). */
  | { event: 'castSelf' }
  /** 702.35a: "When this card is exiled this way" (by its own madness replacement effect, as it is discarded). */
  | { event: 'exiledWithMadness' }
  /** 702.62a: "At the beginning of your upkeep, if this card is suspended": it functions in exile only (702.62b). */
  | { event: 'suspendedUpkeep' }
  /** 702.62a: "When the last time counter is removed from this card". */
  | { event: 'lastTimeCounterRemoved' }
  /** 702.37e, 708.8: "When CARDNAME is turned face up". */
  | { event: 'turnedFaceUp'; who: TriggerSubject }
  /** 701.37b: "When CARDNAME becomes monstrous". */
  | { event: 'becomesMonstrous'; who: 'self' }
  /** 702.110b: "When CARDNAME exploits a creature": its exploit ability's controller sacrificed a creature as that ability resolved. */
  | { event: 'exploits'; who: 'self' }
  /** 702.63a: "When the last [time] counter is removed from this permanent" (vanishing): a removal that leaves none of that kind on it. */
  | { event: 'lastCounterRemoved'; counter: string; who: 'self' }
  /** 120.1, 603.2c: "Whenever CARDNAME [enchanted creature] deals damage": once for each damage event; its amount, the pending trigger's `x`. */
  | { event: 'dealsDamage'; who: 'self' | 'attached' }
  /** 702.105a: "Whenever this creature attacks the player with the most life or tied for most life" (dethrone). */
  | { event: 'attacksPlayerWithMostLife'; who: 'self' };

/**
 * The alternative costs of a card's own keywords (118.9), as a cast action names them: 702.74a evoke, 702.109a dash,
 * 702.103a bestow, 702.96a overload, 702.117a surge, 702.119a emerge, 702.113a awaken; 702.62d suspend, 702.88b
 * rebound: cast without paying its mana cost as their trigger resolves (608.2g).
 */
export const ALTERNATIVE_COST_KEYWORDS = [
  'evoke',
  'dash',
  'bestow',
  'overload',
  'surge',
  'emerge',
  'awaken',
  'suspend',
  'rebound',
  'cascade',
] as const;
export type AlternativeCostKeyword = (typeof ALTERNATIVE_COST_KEYWORDS)[number];

/** An intervening "if" clause (603.4). */
export type Condition =
  /** 702.62a, 702.62b: "if this card is suspended" (in exile, with suspend and a time counter); "if it's exiled". */
  | { kind: 'sourceSuspended' | 'sourceInExile' }
  /** 702.74a: "if its evoke cost was paid": read on the permanent the spell became. */
  | { kind: 'alternativeCostPaid'; keyword: AlternativeCostKeyword }
  | { kind: 'lifeAtMost' | 'lifeAtLeast'; n: number }
  /** 702.30a: "if this permanent came under your control since the beginning of your last upkeep". */
  | { kind: 'cameUnderControlSinceLastUpkeep' }
  /** 702.24a: "if this permanent is on the battlefield". */
  | { kind: 'sourceOnBattlefield' }
  /** 702.33d-e: "if it was kicked"; 702.33f: `withCost`, "if it was kicked with its [cost] kicker". */
  | { kind: 'kicked'; withCost?: string }
  /** 702.79a persist, 702.93a undying: "if it had no [counter] counters on it" (as it last existed, 603.10a). */
  | { kind: 'hadNoCounter'; counter: string }
  /** 702.112a: "if it isn't renowned". */
  | { kind: 'sourceNotRenowned' }
  /** 702.100a (evolve): "if that creature's power is greater than this creature's power and/or ... toughness ...": the trigger's referent against the source. */
  | { kind: 'referredGreaterPowerOrToughness' }
  /**
   * 702.95a (soulbond): "if you control both this creature and another creature and both are unpaired" (`another`), or
   * "if you control both that creature and this one and both are unpaired" (`referred`: the creature that entered).
   */
  | { kind: 'soulbondUnpaired'; other: 'referred' | 'another' }
  /** The werewolves' front faces: "if no spells were cast last turn". */
  | { kind: 'noSpellsCastLastTurn' }
  /** The werewolves' back faces: "if a player cast two or more spells last turn". */
  | { kind: 'playerCastTwoSpellsLastTurn' }
  /** A condition of the card language's grammar ("if you control three or more artifacts", cards/grammar/condition.ts). */
  | BoardCondition;

export interface CompiledCard {
  /** full: every line understood; partial: some; none: nothing (blank text is full). */
  support: 'full' | 'partial' | 'none';
  abilities: Ability[];
  /** The lines of text not understood, verbatim (after current-wording updates). */
  unsupported: string[];
  /** Where the phrase grammar could tell: the words of a line of `unsupported` it stopped at. */
  stoppedAt?: { line: string; words: string }[];
}
