import { Static, TProperties, TSchema, Type } from '@sinclair/typebox';
import { ALTERNATIVE_COST_KEYWORDS } from '../cards/ability';
import { EFFECT_KINDS, DELAYED_WHEN, STEPS } from '../state/types';

/**
 * The wire format (docs/CONTRACT.md), described once as JSON Schema (TypeBox): the TypeScript
 * types of the board, the action and the answer are `Static<>` of these, openapi.yaml's
 * components are these, and the action's shape checks are these (actions/action.ts).
 *
 * A schema with an `$id` is a named component: openapi.yaml refers to it by that name. A field's
 * `description` doubles as the message of a 400 that refuses it (see wire/errors.ts).
 *
 * Two kinds of board: `Board` is what a client may write (defaults left out, cards by name,
 * hidden zones as counts); `BoardAnswer` is what the adjudicator writes back, in its one
 * canonical form (every field present that serialize.ts always writes).
 */

/**
 * 601.2b: the optional additional costs a caster may announce: "kicker" once per time kicked (702.33d), "kicker2" the
 * second kicker cost of "Kicker [cost 1] and/or [cost 2]" (702.33b), "buyback" (702.27a), "entwine" (702.42a),
 * "replicate" once per payment (702.56a), "conspire" (702.78a: the two creatures tapped are named in `tapUntapped`).
 */
export const ADDITIONAL_COSTS = ['kicker', 'kicker2', 'buyback', 'entwine', 'replicate', 'conspire'] as const;
/** The special actions of 116.2 the engine knows: turning a face-down permanent face up with morph (116.2b, 702.37e). */
export const SPECIAL_ACTION_KINDS = ['turnFaceUp', 'suspend'] as const;

const MAX = 1e9;
const Int = (options: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: -MAX, maximum: MAX, ...options });
const Count = (description: string, maximum = MAX) => Type.Integer({ minimum: 0, maximum, description });
const Id = (description: string) => Type.String({ minLength: 1, description });
const Ids = (description: string) => Type.Array(Type.String(), { description });
const named = <T extends TSchema>(id: string, schema: T): T => Object.assign(schema, { $id: id });

export const Color = named(
  'Color',
  Type.Union([Type.Literal('W'), Type.Literal('U'), Type.Literal('B'), Type.Literal('R'), Type.Literal('G')], {
    description: 'A color (105.1): W, U, B, R, G.',
  }),
);
export const Step = named(
  'Step',
  Type.Union(
    STEPS.map((s) => Type.Literal(s)),
    { description: 'A step of the turn (500.1).' },
  ),
);

const Stat = Type.Union([Int(), Type.String({ pattern: '^[-+*0-9X]+$' })], { description: 'An integer, or a printed value such as "*".' });

export const InlineCard = named(
  'InlineCard',
  Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 200 }),
      manaCost: Type.Optional(Type.String({ pattern: '^(\\{[^{}]+\\})*$', description: 'A mana cost such as "{1}{G}".' })),
      colors: Type.Optional(Type.Array(Color, { description: "Default: the mana cost's colors (105.2)." })),
      supertypes: Type.Optional(Type.Array(Type.String())),
      types: Type.Array(Type.String(), { minItems: 1, description: 'At least one card type, e.g. ["Creature"].' }),
      subtypes: Type.Optional(Type.Array(Type.String())),
      power: Type.Optional(Stat),
      toughness: Type.Optional(Stat),
      loyalty: Type.Optional(Stat),
      text: Type.Optional(Type.String({ maxLength: 5000, description: 'Rules text, one ability per line.' })),
    },
    { additionalProperties: false, description: 'A card defined inline (a creature needs power and toughness, 208.1).' },
  ),
);

export const CardRef = named(
  'CardRef',
  Type.Union([Type.String({ minLength: 1, description: 'A card name from the catalog (English oracle name, or French).' }), InlineCard], {
    description: 'A card: a catalog name or an inline definition.',
  }),
);

export const ZoneCard = named(
  'ZoneCard',
  Type.Object(
    {
      id: Type.Optional(Id('Default: a generated, stable id (alice.hand.0, ...).')),
      card: CardRef,
      token: Type.Optional(Type.Boolean()),
      owner: Type.Optional(Type.String({ description: "Only outside players' zones (exile, command): who owns it." })),
      counters: Type.Optional(
        Type.Record(Type.String(), Type.Integer(), {
          description: 'Only in exile: its counters by kind ({"time": 3}: a suspended card, 702.62a, 702.62b).',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);
export const HiddenCard = named(
  'HiddenCard',
  Type.Object(
    { id: Type.Optional(Id('Its id, when known.')), hidden: Type.Literal(true) },
    { additionalProperties: false, description: 'A card nobody may look at (400.2).' },
  ),
);
export const HiddenZone = named(
  'HiddenZone',
  Type.Object(
    { count: Count('How many cards, all hidden.', 1000) },
    { additionalProperties: false, description: 'A hidden zone: only its size is known.' },
  ),
);
const ZoneEntry = Type.Union([Type.String({ minLength: 1, description: 'A card name (its id is generated).' }), ZoneCard, HiddenCard]);
const PublicEntry = Type.Union([Type.String({ minLength: 1, description: 'A card name (its id is generated).' }), ZoneCard]);

/** 114: an emblem in the command zone: its abilities (114.3), owned and controlled by `owner` (114.2). */
export const Emblem = named(
  'Emblem',
  Type.Object(
    {
      id: Type.Optional(Id('Default: a generated, stable id (command.0, ...).')),
      owner: Type.String({ description: 'The player who got it (114.2): its owner and controller.' }),
      emblem: Type.String({ minLength: 1, maxLength: 5000, description: 'Its abilities as rules text, one ability per line (114.3).' }),
      source: Type.Optional(Type.String({ description: 'The card whose ability created it; names it in messages only.' })),
    },
    {
      additionalProperties: false,
      description: 'An emblem (114): not a card, not a permanent; its abilities work in the command zone (114.4).',
    },
  ),
);

const ManaPoolCounts = Type.Object(
  {
    W: Type.Optional(Count('', 1000)),
    U: Type.Optional(Count('', 1000)),
    B: Type.Optional(Count('', 1000)),
    R: Type.Optional(Count('', 1000)),
    G: Type.Optional(Count('', 1000)),
    C: Type.Optional(Count('', 1000)),
  },
  { additionalProperties: false },
);
const ManaString = Type.String({ pattern: '^(\\{[WUBRGC]\\})*$', description: 'A mana string such as "{R}{R}".' });
/** 106.6: mana of the pool with a restriction on how it may be spent. */
const RestrictedManaEntry = Type.Object(
  {
    mana: ManaString,
    spendOnly: Type.String({
      description: 'The restriction as the card says it, e.g. "Spend this mana only to cast a creature spell." (read by the card grammar).',
    }),
  },
  { additionalProperties: false },
);
const RestrictedMana = Type.Array(RestrictedManaEntry, {
  description: '106.6: the mana of manaPool that may be spent only as its restriction says (a part of manaPool, not more mana).',
});
const RuleNumber = Type.String({ pattern: '^\\d{3}(\\.\\d+[a-z]?)?$', description: 'The number of a rule, e.g. "104.3b".' });

export const Player = named(
  'Player',
  Type.Object(
    {
      id: Id('Unique among players and objects.'),
      life: Type.Optional(Int({ description: 'Default 20 (103.4).' })),
      poison: Type.Optional(Count('Poison counters.')),
      energy: Type.Optional(Count('Energy counters (122.1, 107.14); default 0.')),
      skipTurns: Type.Optional(Count('500.11, 614.10: how many of their next turns this player skips; default 0.')),
      manaPool: Type.Optional(
        Type.Union([ManaString, ManaPoolCounts], { description: 'A mana string, or counts such as {"R": 2}; default empty.' }),
      ),
      restrictedMana: Type.Optional(RestrictedMana),
      landsPlayedThisTurn: Type.Optional(Count('')),
      maxHandSize: Type.Optional(Count('Default 7 (402.2).')),
      hand: Type.Optional(Type.Union([Type.Array(ZoneEntry), HiddenZone])),
      library: Type.Optional(Type.Union([Type.Array(ZoneEntry), HiddenZone], { description: 'Top first.' })),
      graveyard: Type.Optional(Type.Array(PublicEntry, { description: 'Top last (oldest first).' })),
      drewFromEmptyLibrary: Type.Optional(Type.Boolean({ description: '121.4, until state-based actions see it (704.5b).' })),
      damagedThisTurn: Type.Optional(Type.Boolean({ description: '702.54a: this player was dealt damage this turn.' })),
      permanentLeftThisTurn: Type.Optional(
        Type.Boolean({ description: 'A permanent this player controlled left the battlefield this turn (revolt).' }),
      ),
      lost: Type.Optional(Type.Union([RuleNumber, Type.Null()])),
    },
    { additionalProperties: false, description: 'A player, in turn order.' },
  ),
);

export const Characteristics = named(
  'Characteristics',
  Type.Object(
    {
      name: Type.String(),
      manaCost: Type.String(),
      colors: Type.Array(Color),
      supertypes: Type.Array(Type.String()),
      types: Type.Array(Type.String()),
      subtypes: Type.Array(Type.String()),
      power: Type.Union([Type.Integer(), Type.Null()]),
      toughness: Type.Union([Type.Integer(), Type.Null()]),
      loyalty: Type.Union([Type.Integer(), Type.Null()]),
      abilities: Type.Array(Type.String()),
    },
    {
      additionalProperties: false,
      description: 'What the object is now, after every continuous effect (613). Written in answers; ignored on input.',
    },
  ),
);

/** 601.2d: the division of a spell's divided damage: target id -> share (each at least 1, adding up to the damage). */
const Division = Type.Record(Type.String(), Type.Integer({ minimum: 0, maximum: 1000 }), {
  description:
    '601.2d: how the spell\'s divided damage is divided: target id -> share, e.g. {"c1": 1, "bob": 1}; a share for each target chosen, each at least 1, adding up to the damage',
});
const Counters = Type.Record(Type.String(), Count('', 1000), { description: 'Counter kind -> number, e.g. {"+1/+1": 2}.' });

/** 614.12a, 607.2d: what a permanent's controller chose as it entered ("As CARDNAME enters, choose a color."). */
export const EnteringChosen = named(
  'EnteringChosen',
  Type.Object(
    {
      color: Type.Optional(
        Type.Union(
          (['W', 'U', 'B', 'R', 'G'] as const).map((c) => Type.Literal(c)),
          { description: '105.1.' },
        ),
      ),
      creatureType: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: '205.3m: one of the creature types.' })),
      player: Type.Optional(Type.String({ minLength: 1, description: 'A player id: the chosen player, or opponent (102.3).' })),
      unleash: Type.Optional(
        Type.Union([Type.Literal('yes'), Type.Literal('no')], {
          description: '702.98a: whether its controller had it enter with the additional +1/+1 counter of unleash.',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        '614.12a: the choices made as it entered, read by its linked "the chosen ..." (607.2d); required when its card asks one; lost as it leaves the battlefield.',
    },
  ),
);

export const Permanent = named(
  'Permanent',
  Type.Object(
    {
      id: Type.Optional(Id('Default: battlefield.N.')),
      card: CardRef,
      controller: Type.String({ description: 'The player who controls it (110.2).' }),
      owner: Type.Optional(Type.String({ description: 'Default: the controller.' })),
      baseController: Type.Optional(
        Type.String({ description: '110.2: who controls it when no control-changing effect (613.1b) applies; given only while one does.' }),
      ),
      token: Type.Optional(Type.Boolean()),
      tapped: Type.Optional(Type.Boolean()),
      summoningSick: Type.Optional(
        Type.Boolean({ description: "Not continuously controlled since its controller's most recent turn began (302.6)." }),
      ),
      damage: Type.Optional(Count('Damage marked on it (120.3e).')),
      deathtouchDamage: Type.Optional(
        Type.Boolean({ description: '704.5h: dealt damage by a source with deathtouch since state-based actions were last checked.' }),
      ),
      regenerationShields: Type.Optional(Count('701.19a.')),
      damagedBy: Type.Optional(
        Ids('120.3: the ids of the sources that dealt damage to it this turn ("a creature dealt damage by CARDNAME this turn").'),
      ),
      dealtDamageThisTurn: Type.Optional(Type.Boolean({ description: '120.3: it dealt damage this turn.' })),
      attackedThisTurn: Type.Optional(Type.Boolean({ description: '508.1: it was declared as an attacker this turn.' })),
      loyaltyActivated: Type.Optional(Type.Boolean({ description: '606.3.' })),
      activatedThisTurn: Type.Optional(
        Type.Array(Count(''), {
          description:
            '602.5b: its "Activate only once each turn" ("no more than twice") abilities (indexes) activated this turn, once per activation.',
        }),
      ),
      upkeepsSinceControl: Type.Optional(
        Count(
          "702.30a: its controller's upkeeps begun since it came under their control: 0, 1 or 2 (two or more, the default; 0 for a summoning-sick one).",
        ),
      ),
      phasedOutIndirectly: Type.Optional(Type.Boolean({ description: '702.26g.' })),
      kicked: Type.Optional(Count('702.33d: how many times the spell it was had been kicked.', 1000)),
      kickedWith: Type.Optional(
        Type.Array(Type.Union([Type.Literal('kicker'), Type.Literal('kicker2')]), {
          maxItems: 2,
          description:
            '702.33f: for a card with two kicker costs, which the spell it was paid: "kicker" (the first listed), "kicker2" (the second); absent: as many as "kicked" says when that is 0 or 2.',
        }),
      ),
      devoured: Type.Optional(Count('702.82b: how many creatures it devoured as it entered (for "for each creature it devoured").', 1000)),
      manaSpent: Type.Optional(
        Type.String({
          description:
            '106.1, 601.2h: the mana spent to cast the spell it was, a mana string such as "{W}{U}{U}" (702.44a sunburst, converge, "if {G} was spent to cast it"); absent: none.',
        }),
      ),
      renowned: Type.Optional(Type.Boolean({ description: '702.112b: it is renowned.' })),
      keepTapped: Type.Optional(
        Type.Boolean({
          description:
            '502.3: its controller chose not to untap it during their next untap step (its "You may choose not to untap" ability).',
        }),
      ),
      monstrous: Type.Optional(Type.Boolean({ description: '701.37b: it is monstrous.' })),
      chosen: Type.Optional(EnteringChosen),
      exiled: Type.Optional(
        Ids(
          '607.2a, 406.6: the ids of the cards in exile its ability exiled, linked to its "return the exiled card" ability (Oblivion Ring).',
        ),
      ),
      exiledUntilLeaves: Type.Optional(
        Ids('610.3: the ids of the cards in exile it exiled "until CARDNAME leaves the battlefield" (Banisher Priest).'),
      ),
      unearthed: Type.Optional(
        Type.Boolean({ description: '702.84a: returned by unearth: if it would leave the battlefield, it is exiled instead.' }),
      ),
      alternativeCost: Type.Optional(
        Type.Union(
          ALTERNATIVE_COST_KEYWORDS.map((c) => Type.Literal(c)),
          {
            description:
              '702.74a, 702.109a, 702.103a, 702.117a: the alternative cost paid for the spell it was ("evoke", "dash", "bestow", "surge").',
          },
        ),
      ),
      copyOf: Type.Optional(
        Type.Union([CardRef], { description: '707.2: the copiable values it has from a copy effect; "card" stays its own card.' }),
      ),
      counters: Type.Optional(Counters),
      attachedTo: Type.Optional(
        Type.Union([Type.String(), Type.Null()], {
          description:
            '301.5, 303.4b: the id of the object or player it is attached to (702.5d: an "Enchant player" Aura names a player); for such an Aura, an id naming no player nor object is a 422 UNKNOWN_ATTACHMENT.',
        }),
      ),
      faceDown: Type.Optional(Type.Boolean({ description: '708.2: written with its real card.' })),
      bestowed: Type.Optional(Type.Boolean({ description: '702.103b: a bestowed Aura, written with its card.' })),
      pairedWith: Type.Optional(Type.String({ description: '702.95b: the creature it is paired with (soulbond), which names it back.' })),
      transformed: Type.Optional(
        Type.Boolean({
          description: '701.27g, 712.8e: a double-faced card with its back face up; "card" names its front face. Default false.',
        }),
      ),
      phasedOut: Type.Optional(Type.Boolean()),
      timestamp: Type.Optional(Count('613.7. Default: its position, from 1.')),
      characteristics: Type.Optional(Characteristics),
    },
    { additionalProperties: false, description: 'A permanent on the battlefield.' },
  ),
);

const AwaitingReplacementSpell = Type.Object(
  {
    player: Type.String(),
    options: Type.Array(Type.String()),
    text: Type.String(),
    kind: Type.Union([Type.Literal('damage'), Type.Literal('lifeGain')]),
    chosen: Type.Object(
      { damage: Type.Optional(Type.Array(Type.String())), lifeGain: Type.Optional(Type.Array(Type.String())) },
      { additionalProperties: false },
    ),
    next: Count('The index of the effect.'),
  },
  { additionalProperties: false, description: '616.1: the order of replacement effects a resolving spell waits for.' },
);

/** CONTRACT §1 "Pending choices": the one choice a resolving spell or ability waits for (608.2). */
export const PendingChoice = named(
  'PendingChoice',
  Type.Union(
    [
      Type.Object(
        {
          kind: Type.Literal('yesNo'),
          player: Type.String({ minLength: 1, description: 'Its controller.' }),
          next: Type.Optional(
            Type.Integer({
              minimum: 0,
              maximum: 1000,
              description: 'A resolving spell\'s look (Ponder): its "You may shuffle your library" (701.24a).',
            }),
          ),
        },
        { additionalProperties: false, description: '608.2d: a "you may" (provoke 702.39a, madness 702.35a); decision chooseOptional.' },
      ),
      Type.Object(
        { kind: Type.Literal('payment'), player: Type.String({ minLength: 1, description: 'The player who may pay.' }) },
        { additionalProperties: false, description: '118.12a, 702.21a: "unless ... pays"; decision payCost.' },
      ),
      Type.Object(
        {
          kind: Type.Literal('scry'),
          player: Type.String({ minLength: 1, description: "The spell's or ability's controller." }),
          next: Count("The index of the spell's or ability's scry effect; it resumes after it.", 1000),
        },
        { additionalProperties: false, description: '701.22a: a "scry N" of a resolving spell or ability; decision chooseScry.' },
      ),
      Type.Object(
        {
          kind: Type.Literal('search'),
          player: Type.String({
            minLength: 1,
            description:
              "Who searches: the controller, or the player the instruction names (Path to Exile: the exiled creature's controller).",
          }),
          next: Count("The index of the spell's or ability's search effect; it resumes after it.", 1000),
        },
        {
          additionalProperties: false,
          description: '701.23a: a resolving spell or ability searching a library; decision chooseSearch.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('handCard'),
          player: Type.String({ minLength: 1, description: "The spell's controller, who chooses." }),
          next: Count("The index of the spell's card choice effect; it resumes after it.", 1000),
        },
        {
          additionalProperties: false,
          description: '608.2d, 701.20a: a card chosen from a revealed hand (Duress, Thoughtseize); decision chooseCard.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('look'),
          player: Type.String({ minLength: 1, description: "The spell's or ability's controller." }),
          next: Count("The index of the spell's or ability's library look effect; it resumes after it.", 1000),
        },
        {
          additionalProperties: false,
          description:
            '701.20e: the top cards of a library looked at and put back, into a hand or a graveyard (Impulse); decision chooseLook.',
        },
      ),
      ...(['discard', 'sacrifice'] as const).map((kind) =>
        Type.Object(
          {
            kind: Type.Literal(kind),
            player: Type.String({ minLength: 1, description: `The player who chooses what to ${kind}.` }),
            next: Count(`The index of the instruction that has the player ${kind}; it resumes after it.`, 1000),
            count: Count('How many the player chooses.', 1000),
            chosen: Type.Optional(Type.Array(Type.String(), { description: 'What the players before them chose (101.4, APNAP order).' })),
          },
          {
            additionalProperties: false,
            description:
              kind === 'discard'
                ? '701.9b: a player discarding cards of their choice; decision chooseDiscard.'
                : '701.21a: a player sacrificing permanents of their choice; decision chooseSacrifice.',
          },
        ),
      ),
      Type.Object(
        {
          kind: Type.Literal('returnToHand'),
          player: Type.String({ minLength: 1, description: "The spell's or ability's controller, who chooses." }),
          next: Count('The index of the instruction that has the controller return permanents; it resumes after it.', 1000),
          count: Count('How many the controller chooses.', 1000),
        },
        {
          additionalProperties: false,
          description:
            '608.2d: permanents the controller returns to their owners\' hands (the Karoos); 118.12a: or declines, for "sacrifice CARDNAME unless you return" (the Lairs); decision chooseReturn.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('enteringChoice'),
          player: Type.String({ minLength: 1, description: "The spell's controller, who chooses." }),
        },
        {
          additionalProperties: false,
          description:
            '614.12a: a resolving permanent spell\'s "As CARDNAME enters, choose a color." (a creature type, an opponent, a player); decision chooseAsEnters.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('color'),
          player: Type.String({ minLength: 1, description: "The spell's or ability's controller, who chooses." }),
          next: Count('The index of the instruction that asks "the color of your choice"; it resumes after it.', 1000),
        },
        {
          additionalProperties: false,
          description:
            '608.2d, 702.16a: "Target creature you control gains protection from the color of your choice until end of turn." (Mother of Runes), "CARDNAME becomes the color of your choice until end of turn." (105.3): the color chosen as it resolves; decision chooseColor.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('type'),
          player: Type.String({ minLength: 1, description: "The spell's or ability's controller, who chooses." }),
          next: Count(
            'The index of the instruction that asks "the creature type / basic land type of your choice"; it resumes after it.',
            1000,
          ),
        },
        {
          additionalProperties: false,
          description:
            '608.2d: "CARDNAME becomes the creature type of your choice until end of turn." (205.1a, Mistform Dreamer), "Target land becomes the basic land type of your choice until end of turn." (305.7): the type chosen as it resolves; decision chooseType.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('damageSource'),
          player: Type.String({ minLength: 1, description: "The spell's or ability's controller, who chooses." }),
          next: Count('The index of the instruction that names "a source of your choice"; it resumes after it.', 1000),
        },
        {
          additionalProperties: false,
          description:
            '609.7a, 615.8: "The next time a red source of your choice would deal damage to you this turn, prevent that damage." (Circle of Protection: Red): the source chosen as it resolves; decision chooseSource.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('devour'),
          player: Type.String({ minLength: 1, description: "The spell's controller, who chooses." }),
        },
        {
          additionalProperties: false,
          description:
            '702.82a, 614.12a: a resolving permanent spell with devour: the creatures its controller sacrifices as it enters (any number, none included); decision chooseSacrifice, rule 702.82a.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('bolster'),
          player: Type.String({ minLength: 1, description: "The spell's or ability's controller, who chooses." }),
          next: Count('The index of the bolster instruction; it resumes after it.', 1000),
        },
        {
          additionalProperties: false,
          description:
            '701.39a: "Bolster 2." with several creatures tied for the least toughness among those the controller controls: the one that gets the counters; decision chooseBolster.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('proliferate'),
          player: Type.String({ minLength: 1, description: "The spell's or ability's controller, who chooses." }),
          next: Count('The index of the proliferate instruction; it resumes after it.', 1000),
        },
        {
          additionalProperties: false,
          description:
            '701.34a: "Proliferate.": the permanents and players with a counter that get one more of each kind they have; decision chooseProliferate.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('tapOrUntap'),
          player: Type.String({ minLength: 1, description: "The spell's or ability's controller, who chooses." }),
          next: Count('The index of the "You may tap or untap ..." instruction; it resumes after it.', 1000),
        },
        {
          additionalProperties: false,
          description:
            '608.2d, 701.26a-b: "You may tap or untap target artifact, creature, or land." (Twiddle): tap, untap or neither, chosen as it resolves; decision chooseTapOrUntap.',
        },
      ),
      Type.Object(
        {
          kind: Type.Literal('newTarget'),
          player: Type.String({ minLength: 1, description: "The spell's controller, who chooses." }),
          next: Count('The index of the "Change the target of target spell ..." instruction; it resumes after it.', 1000),
        },
        {
          additionalProperties: false,
          description:
            '115.7a: "Change the target of target spell with a single target." (Deflection): the target spell\'s one target is changed to another legal target, chosen as it resolves among several (not optional); decision chooseTargets.',
        },
      ),
    ],
    { description: "A spell or ability stopped mid-resolution for one player's answer (608.2): answered by a `choose` action." },
  ),
);

export const StackAbility = named(
  'StackAbility',
  Type.Object(
    {
      source: Type.String({ description: 'The object id of its source.' }),
      index: Count("Its index among the source's activated (or, if triggered, triggered) abilities."),
      triggered: Type.Optional(Type.Boolean()),
      card: Type.Optional(Type.Union([CardRef], { description: '113.7a: its source as it last existed, when it no longer does.' })),
      delayed: Type.Optional(
        Type.String({ minLength: 1, description: '603.7: a delayed triggered ability: what it does, as rules text.' }),
      ),
      granted: Type.Optional(
        Type.String({ minLength: 1, description: '613.1f: an ability granted by another object, its text in quotes.' }),
      ),
    },
    { additionalProperties: false },
  ),
);

/** 601.2h, 608.2h: the one permanent sacrificed to pay a spell's or ability's cost, as it last existed on the battlefield. */
const SacrificedForCost = Type.Object(
  {
    power: Type.Union([Type.Integer({ minimum: -MAX, maximum: MAX }), Type.Null()], { description: 'Null: not a creature (208.3).' }),
    toughness: Type.Union([Type.Integer({ minimum: -MAX, maximum: MAX }), Type.Null()], { description: 'Null: not a creature (208.3).' }),
    manaValue: Type.Union([Type.Integer({ minimum: 0, maximum: MAX }), Type.Null()], { description: '202.3.' }),
  },
  {
    additionalProperties: false,
    description:
      '601.2h, 608.2h: the permanent sacrificed to pay its cost ("Sacrifice a creature: ...", "As an additional cost to cast this spell, sacrifice a creature"), as it last existed on the battlefield: what "the sacrificed creature\'s power" reads as it resolves. Recorded as the cost is paid; without it, such a value is refused.',
  },
);

export const StackEntry = named(
  'StackEntry',
  Type.Object(
    {
      id: Type.Optional(Id('Default: stack.N.')),
      controller: Type.String(),
      card: Type.Optional(Type.Union([CardRef], { description: 'A spell: its card. Give "card" or "ability".' })),
      owner: Type.Optional(Type.String({ description: 'A spell: default its controller.' })),
      ability: Type.Optional(StackAbility),
      targets: Type.Optional(Ids('Object or player ids.')),
      x: Type.Optional(Count("The value of X (107.3a), or a storm trigger's count (702.40a).", 1000)),
      modes: Type.Optional(Type.Array(Count(''), { description: 'The chosen modes (700.2), by index.' })),
      division: Type.Optional(Division),
      flashback: Type.Optional(Type.Boolean({ description: 'Cast with flashback (702.34a).' })),
      alternativeCost: Type.Optional(
        Type.Union(
          ALTERNATIVE_COST_KEYWORDS.map((c) => Type.Literal(c)),
          {
            description:
              'Cast for the alternative cost of one of its keywords (118.9): "evoke" (702.74a), "dash" (702.109a), "overload" (702.96a), "surge" (702.117a), "emerge" (702.119a), "awaken" (702.113a); "suspend" (702.62d), "rebound" (702.88b), "cascade" (702.85a): without paying its mana cost.',
          },
        ),
      ),
      castFrom: Type.Optional(
        Type.Union([Type.Literal('graveyard'), Type.Literal('exile')], {
          description:
            "A spell: the zone it was cast from (601.2a) when not its owner's hand (absent: the hand); 702.88a rebound reads it.",
        }),
      ),
      additionalCosts: Type.Optional(Type.Array(Type.Union(ADDITIONAL_COSTS.map((c) => Type.Literal(c))), { description: '601.2b.' })),
      sacrificed: Type.Optional(SacrificedForCost),
      spliced: Type.Optional(
        Type.Array(CardRef, {
          description:
            '702.47a-c: a spell: the cards spliced onto it as it was cast, in the order their effects happen (702.47b); it has their rules text after its own, its targets in "targets" after its own.',
        }),
      ),
      manaSpent: Type.Optional(
        Type.String({ description: '106.1, 601.2h: a spell: the mana spent to cast it, a mana string such as "{W}{U}{U}"; absent: none.' }),
      ),
      copy: Type.Optional(Type.Boolean({ description: '707.10.' })),
      faceDown: Type.Optional(Type.Boolean({ description: '708.4.' })),
      bestowed: Type.Optional(Type.Boolean({ description: '702.103b: a bestowed Aura spell, written with its card.' })),
      fused: Type.Optional(
        Type.Boolean({ description: '702.102a-b: a fused split spell (both halves cast together), written with its card (a half).' }),
      ),
      refersTo: Type.Optional(Type.String({ description: 'A triggered ability: what its trigger event was about.' })),
      referentLeft: Type.Optional(
        Type.Literal(true, {
          description:
            '400.7, 603.7c: a delayed ability whose object (refersTo) has changed zones since it was created: it does not affect the new object.',
        }),
      ),
      linked: Type.Optional(
        Ids(
          '607.2a: a leaves-the-battlefield trigger: the cards exiled with its source as it left ("the exiled card"). 702.85a: a cascade trigger waiting for its answer: the cards it exiled, in order (the last may be cast).',
        ),
      ),
      pendingChoice: Type.Optional(PendingChoice),
      awaitingPayment: Type.Optional(
        Type.String({
          deprecated: true,
          description: 'Deprecated, read on input only: "pendingChoice": {"kind": "payment", "player": id} (CONTRACT §1).',
        }),
      ),
      awaitingDiscard: Type.Optional(
        Type.Object(
          { player: Type.String(), count: Type.Integer({ minimum: 1, maximum: MAX }), next: Count('') },
          { additionalProperties: false, description: '701.9b.' },
        ),
      ),
      awaitingChoice: Type.Optional(
        Type.String({
          deprecated: true,
          description: 'Deprecated, read on input only: "pendingChoice": {"kind": "yesNo", "player": id} (CONTRACT §1).',
        }),
      ),
      awaitingReveal: Type.Optional(
        Type.Object(
          { player: Type.String(), instance: Count(''), counters: Count('') },
          { additionalProperties: false, description: '702.38a-b.' },
        ),
      ),
      awaitingCopy: Type.Optional(Type.String({ description: '614.12a, 707.5.' })),
      awaitingReplacement: Type.Optional(AwaitingReplacementSpell),
      awaitingWords: Type.Optional(
        Type.Object({ player: Type.String(), next: Count('') }, { additionalProperties: false, description: '608.2d, 612.' }),
      ),
      characteristics: Type.Optional(Characteristics),
    },
    { additionalProperties: false, description: 'A spell ("card") or an ability ("ability") on the stack.' },
  ),
);

/** 500.7: the turn being taken is an extra turn. */
function ExtraTurnNow() {
  return Type.Object(
    {
      id: Type.String({ minLength: 1, description: 'The extra turn\'s id (a delayed ability "that-turn-end-step" names it).' }),
      after: Type.String({
        minLength: 1,
        description: 'The player whose turn the extra turns were added after: turn order goes on from them once they are taken.',
      }),
    },
    { additionalProperties: false, description: '500.7: this turn is an extra turn. Absent: a turn of the normal turn order.' },
  );
}

/** 500.7: an extra turn to be taken. */
const ExtraTurn = Type.Object(
  { id: Type.String({ minLength: 1 }), player: Type.String({ minLength: 1, description: 'The player who takes it.' }) },
  { additionalProperties: false },
);
const ExtraTurns = Type.Array(ExtraTurn, {
  description: '500.7: the extra turns to be taken after this one, the most recently created first (it is taken next).',
});

export const Turn = named(
  'Turn',
  Type.Object(
    {
      number: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX })),
      active: Type.Optional(Type.String({ description: 'Default: the first player.' })),
      step: Type.Optional(Step),
      priority: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Null while nobody has priority.' })),
      passed: Type.Optional(Ids('Players who passed in succession since the last action.')),
      spellsCast: Type.Optional(Count('Spells cast this turn (702.40a storm).')),
      spellsCastBy: Type.Optional(
        Type.Record(Type.String(), Count(''), {
          description: 'Spells each player cast this turn (601.2i); may add up to less than spellsCast.',
        }),
      ),
      spellsCastLastTurn: Type.Optional(
        Count('Spells cast last turn by all players (603.4 werewolves). Left out: not known, unless spellsCastLastTurnBy is given.'),
      ),
      spellsCastLastTurnBy: Type.Optional(
        Type.Record(Type.String(), Count(''), {
          description: 'Spells each player cast last turn; may add up to less than spellsCastLastTurn.',
        }),
      ),
      extraTurn: Type.Optional(ExtraTurnNow()),
      additionalPhases: Type.Optional(
        Type.Array(Type.Union([Type.Literal('combat'), Type.Literal('main')]), {
          description: '500.8: the phases added directly after the current one, in the order they come.',
        }),
      ),
      resumeAt: Type.Optional(Step),
    },
    { additionalProperties: false },
  ),
);

const DamageDivision = Type.Record(Type.String(), Type.Record(Type.String(), Count('')));

export const Combat = named(
  'Combat',
  Type.Object(
    {
      attackers: Type.Optional(
        Type.Array(
          Type.Object(
            { id: Type.String(), attacking: Type.String(), blocked: Type.Optional(Type.Boolean()) },
            { additionalProperties: false },
          ),
        ),
      ),
      blockers: Type.Optional(
        Type.Array(Type.Object({ id: Type.String(), blocking: Type.Array(Type.String()) }, { additionalProperties: false })),
      ),
      attackersDeclared: Type.Optional(Type.Boolean()),
      creaturesAttacked: Type.Optional(Type.Boolean()),
      blockersDeclared: Type.Optional(Type.Boolean()),
      firstStrikers: Type.Optional(Type.Union([Ids('510.4.'), Type.Null()])),
      bands: Type.Optional(Type.Array(Type.Array(Type.String(), { minItems: 1 }), { description: '702.22c: attacking bands.' })),
      damageAssigned: Type.Optional(DamageDivision),
      replacementOrders: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()), { description: '616.1f.' })),
      awaitingReplacement: Type.Optional(
        Type.Object(
          { key: Type.String(), player: Type.String(), options: Type.Array(Type.String()), text: Type.String() },
          { additionalProperties: false, description: '616.1.' },
        ),
      ),
    },
    { additionalProperties: false, description: 'Only during the combat phase.' },
  ),
);

const Duration = Type.Union([
  Type.Literal('until-end-of-turn'),
  Type.Literal('this-turn'),
  Type.Literal('until-end-of-combat'),
  Type.Literal('until-your-next-turn'),
  Type.Literal('while-source-tapped'),
  Type.Literal('while-you-control-source'),
  Type.Literal('permanent'),
]);

export const Effect = named(
  'Effect',
  Type.Object(
    {
      id: Type.Optional(Type.String()),
      kind: Type.Union(EFFECT_KINDS.map((k) => Type.Literal(k))),
      power: Type.Optional(Int()),
      toughness: Type.Optional(Int()),
      colors: Type.Optional(
        Type.Array(Color, { description: 'set-colors; prevent-next-from-source: the source must have one of them (609.7b).' }),
      ),
      subtypes: Type.Optional(
        Type.Array(Type.String(), {
          description: 'set-creature-types; set-land-types: the new land types (305.7); add-types: the subtypes added (205.1b).',
        }),
      ),
      keyword: Type.Optional(Type.String({ minLength: 1, description: 'add-keyword, lose-keyword: e.g. "flying".' })),
      types: Type.Optional(
        Type.Array(Type.String(), { description: 'add-types; prevent-next-from-source: card types the source must have (609.7b).' }),
      ),
      damageSource: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            'prevent-next-from-source (615.8, 609.7a): the source chosen; the next damage it would deal to what the effect affects this turn is prevented.',
        }),
      ),
      amount: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: MAX,
          description:
            'prevent-damage: what the shield still prevents; block-additional: how many more creatures it may block (absent: any number).',
        }),
      ),
      redirectTo: Type.Optional(
        Type.String({ minLength: 1, description: 'redirect-damage (614.9): the permanent the next `amount` damage is dealt to instead.' }),
      ),
      combat: Type.Optional(
        Type.Boolean({ description: 'prevent-all-damage, prevent-damage-by: only combat damage is prevented (615.1a).' }),
      ),
      attacker: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            "must-block (509.1c; absent: it blocks some attacker if able); cant-block: the one attacker it can't block (509.1b).",
        }),
      ),
      equalTo: Type.Optional(
        Type.String({ description: 'set-pt: a count in card wording, e.g. "the number of creature cards in your graveyard".' }),
      ),
      text: Type.Optional(
        Type.String({
          minLength: 1,
          description: 'add-ability (613.1f): the ability in quotes, e.g. "Whenever this creature attacks, put a +1/+1 counter on it.".',
        }),
      ),
      from: Type.Optional(Type.String({ description: 'change-text: the word replaced.' })),
      to: Type.Optional(Type.String({ description: 'change-text: the word that replaces it.' })),
      affects: Ids('Object ids.'),
      source: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      controller: Type.String(),
      timestamp: Type.Optional(Count('613.7.')),
      duration: Type.Optional(Duration),
      tappedSource: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            'while-source-tapped (611.2b): the permanent whose staying tapped it lasts for; with while-you-control-source, that permanent must also remain tapped.',
        }),
      ),
      controlledSource: Type.Optional(
        Type.String({
          minLength: 1,
          description: "while-you-control-source (611.2b): the permanent the effect's controller must go on controlling for it to last.",
        }),
      ),
    },
    { additionalProperties: false, description: 'A continuous effect in force (611), with its timestamp (613.7).' },
  ),
);

export const PendingTrigger = named(
  'PendingTrigger',
  Type.Object(
    {
      id: Type.String(),
      source: Type.String(),
      index: Count("Its index among the source's triggered abilities."),
      controller: Type.String(),
      ordered: Type.Optional(Type.Boolean({ description: '603.3b.' })),
      targets: Type.Optional(Type.Union([Ids(''), Type.Null()])),
      refersTo: Type.Optional(Type.String()),
      referentLeft: Type.Optional(
        Type.Literal(true, {
          description:
            '400.7, 603.7c: a delayed ability whose object (refersTo) has changed zones since it was created: it does not affect the new object.',
        }),
      ),
      linked: Type.Optional(
        Ids('607.2a: a leaves-the-battlefield trigger: the cards exiled with its source as it left ("the exiled card").'),
      ),
      delayed: Type.Optional(Type.String({ minLength: 1 })),
      granted: Type.Optional(Type.String({ minLength: 1 })),
      x: Type.Optional(Count('702.40a storm: the spells cast before its spell.', 1000)),
      modes: Type.Optional(Type.Array(Count(''), { minItems: 1, maxItems: 1, description: '700.2b: the mode chosen.' })),
      card: Type.Optional(Type.Union([CardRef], { description: '113.7a: its source as it last existed.' })),
    },
    { additionalProperties: false, description: 'A triggered ability waiting to be put on the stack (603.3).' },
  ),
);

export const DelayedTrigger = named(
  'DelayedTrigger',
  Type.Object(
    {
      id: Type.String({ minLength: 1 }),
      source: Type.String(),
      controller: Type.String(),
      when: Type.Union(DELAYED_WHEN.map((w) => Type.Literal(w))),
      effect: Type.String({ minLength: 1, description: 'Rules text, e.g. "Draw a card."' }),
      refersTo: Type.Optional(
        Type.String({
          minLength: 1,
          description: '603.7c: the object "it" / "that creature" of its text names ("Destroy that creature.").',
        }),
      ),
      referentLeft: Type.Optional(
        Type.Literal(true, {
          description:
            '400.7, 603.7c: a delayed ability whose object (refersTo) has changed zones since it was created: it does not affect the new object.',
        }),
      ),
      turn: Type.Optional(
        Type.String({
          minLength: 1,
          description: '500.7: "that-turn-end-step" only (and required there): the id of the extra turn whose end step it waits for.',
        }),
      ),
    },
    { additionalProperties: false, description: '603.7.' },
  ),
);

export const Board = named(
  'Board',
  Type.Object(
    {
      format: Type.Optional(Type.Literal('board/1')),
      players: Type.Array(Player, { description: 'In turn order.' }),
      battlefield: Type.Optional(Type.Array(Permanent)),
      stack: Type.Optional(Type.Array(StackEntry, { description: 'Bottom first.' })),
      exile: Type.Optional(Type.Array(PublicEntry)),
      command: Type.Optional(Type.Array(Type.Union([...PublicEntry.anyOf, Emblem]))),
      turn: Type.Optional(Turn),
      combat: Type.Optional(Type.Union([Combat, Type.Null()])),
      effects: Type.Optional(Type.Array(Effect)),
      pending: Type.Optional(Type.Array(PendingTrigger)),
      delayed: Type.Optional(Type.Array(DelayedTrigger)),
      extraTurns: Type.Optional(ExtraTurns),
      monarch: Type.Optional(
        Type.Union([Type.String(), Type.Null()], {
          description: '725.1: the id of the player who is the monarch; absent or null: there is no monarch.',
        }),
      ),
      seed: Type.Optional(Type.String({ description: 'Shuffles and random choices are reproducible from it.' })),
    },
    {
      additionalProperties: false,
      description: 'The board (CONTRACT §1), as a client writes it: every field not needed has the default the rules give it.',
    },
  ),
);

// ---- The board as the adjudicator writes it back (serialize.ts): one canonical form. ----

const ZoneCardOut = Type.Object(
  {
    id: Type.String(),
    card: CardRef,
    token: Type.Optional(Type.Literal(true)),
    owner: Type.Optional(Type.String()),
    counters: Type.Optional(Type.Record(Type.String(), Type.Integer())),
  },
  { additionalProperties: false },
);
const HiddenCardOut = Type.Object({ id: Type.Optional(Type.String()), hidden: Type.Literal(true) }, { additionalProperties: false });
const ZoneOut = Type.Array(Type.Union([ZoneCardOut, HiddenCardOut]));
/** 400.2: graveyards, exile and the command zone are public: every card in them is known. */
const PublicOut = Type.Array(ZoneCardOut);
const EmblemOut = Type.Object(
  { id: Type.String(), owner: Type.String(), emblem: Type.String(), source: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

export const PlayerAnswer = named(
  'PlayerAnswer',
  Type.Object(
    {
      id: Type.String(),
      life: Type.Integer(),
      poison: Type.Integer(),
      energy: Type.Optional(Type.Integer({ description: 'Energy counters (107.14); written when not 0.' })),
      skipTurns: Type.Optional(
        Type.Integer({ description: '500.11, 614.10: how many of their next turns they skip; written when not 0.' }),
      ),
      manaPool: Type.String({ description: 'A mana string such as "{R}{R}".' }),
      restrictedMana: Type.Optional(RestrictedMana),
      landsPlayedThisTurn: Type.Integer(),
      maxHandSize: Type.Optional(Type.Integer({ description: 'Written when not 7.' })),
      hand: Type.Union([ZoneOut, HiddenZone]),
      library: Type.Union([ZoneOut, HiddenZone]),
      graveyard: PublicOut,
      drewFromEmptyLibrary: Type.Optional(Type.Literal(true)),
      damagedThisTurn: Type.Optional(Type.Literal(true)),
      permanentLeftThisTurn: Type.Optional(Type.Literal(true)),
      lost: Type.Optional(Type.String({ description: 'The rule by which the player lost.' })),
    },
    { additionalProperties: false },
  ),
);

export const PermanentAnswer = named(
  'PermanentAnswer',
  Type.Object(
    {
      id: Type.String(),
      card: CardRef,
      controller: Type.String(),
      owner: Type.String(),
      baseController: Type.Optional(Type.String()),
      token: Type.Optional(Type.Literal(true)),
      tapped: Type.Boolean(),
      summoningSick: Type.Boolean(),
      damage: Type.Integer(),
      deathtouchDamage: Type.Optional(Type.Literal(true)),
      regenerationShields: Type.Optional(Type.Integer()),
      damagedBy: Type.Optional(Type.Array(Type.String())),
      dealtDamageThisTurn: Type.Optional(Type.Literal(true)),
      attackedThisTurn: Type.Optional(Type.Literal(true)),
      loyaltyActivated: Type.Optional(Type.Literal(true)),
      activatedThisTurn: Type.Optional(Type.Array(Type.Integer())),
      upkeepsSinceControl: Type.Optional(Type.Integer({ description: 'Written when not the default.' })),
      phasedOutIndirectly: Type.Optional(Type.Literal(true)),
      kicked: Type.Optional(Type.Integer()),
      kickedWith: Type.Optional(Type.Array(Type.Union([Type.Literal('kicker'), Type.Literal('kicker2')]))),
      manaSpent: Type.Optional(Type.String()),
      devoured: Type.Optional(Type.Integer()),
      renowned: Type.Optional(Type.Literal(true)),
      keepTapped: Type.Optional(Type.Literal(true)),
      monstrous: Type.Optional(Type.Literal(true)),
      chosen: Type.Optional(EnteringChosen),
      exiled: Type.Optional(Type.Array(Type.String())),
      exiledUntilLeaves: Type.Optional(Type.Array(Type.String())),
      unearthed: Type.Optional(Type.Literal(true)),
      alternativeCost: Type.Optional(Type.Union(ALTERNATIVE_COST_KEYWORDS.map((c) => Type.Literal(c)))),
      bestowed: Type.Optional(Type.Literal(true)),
      pairedWith: Type.Optional(Type.String()),
      copyOf: Type.Optional(CardRef),
      counters: Type.Record(Type.String(), Type.Integer()),
      attachedTo: Type.Union([Type.String(), Type.Null()]),
      faceDown: Type.Boolean(),
      transformed: Type.Optional(Type.Literal(true)),
      phasedOut: Type.Boolean(),
      timestamp: Type.Integer(),
      characteristics: Type.Optional(
        Type.Union([Characteristics], {
          description:
            'Always written by default (?characteristics=all). With ?characteristics=changed, only where they differ from what "card" prints (absent: exactly the printed values); with ?characteristics=none, never (CONTRACT §3).',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);

// The deprecated pending-choice names are read on input only (CONTRACT §1 "Pending choices").
const { awaitingPayment: _payment, awaitingChoice: _choice, ...stackEntryWritten } = StackEntry.properties;

export const StackEntryAnswer = named(
  'StackEntryAnswer',
  Type.Object(
    {
      ...stackEntryWritten,
      id: Type.String(),
      targets: Type.Array(Type.String()),
      flashback: Type.Optional(Type.Literal(true)),
      copy: Type.Optional(Type.Literal(true)),
      faceDown: Type.Optional(Type.Literal(true)),
      bestowed: Type.Optional(Type.Literal(true)),
      fused: Type.Optional(Type.Literal(true)),
    },
    { additionalProperties: false },
  ),
);

export const EffectAnswer = named(
  'EffectAnswer',
  Type.Object(
    {
      ...Effect.properties,
      id: Type.String(),
      power: Type.Integer(),
      toughness: Type.Integer(),
      source: Type.Union([Type.String(), Type.Null()]),
      timestamp: Type.Integer(),
      duration: Duration,
    },
    { additionalProperties: false },
  ),
);

export const PendingTriggerAnswer = named(
  'PendingTriggerAnswer',
  Type.Object(
    { ...PendingTrigger.properties, ordered: Type.Boolean(), targets: Type.Union([Type.Array(Type.String()), Type.Null()]) },
    { additionalProperties: false },
  ),
);

export const CombatAnswer = named(
  'CombatAnswer',
  Type.Object(
    {
      ...Combat.properties,
      attackers: Type.Array(
        Type.Object(
          { id: Type.String(), attacking: Type.String(), blocked: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
      ),
      blockers: Type.Array(Type.Object({ id: Type.String(), blocking: Type.Array(Type.String()) }, { additionalProperties: false })),
      attackersDeclared: Type.Boolean(),
      creaturesAttacked: Type.Boolean(),
      blockersDeclared: Type.Boolean(),
      firstStrikers: Type.Optional(Type.Array(Type.String())),
    },
    { additionalProperties: false },
  ),
);

export const BoardAnswer = named(
  'BoardAnswer',
  Type.Object(
    {
      format: Type.Literal('board/1'),
      players: Type.Array(PlayerAnswer),
      battlefield: Type.Array(PermanentAnswer),
      stack: Type.Array(StackEntryAnswer),
      exile: PublicOut,
      command: Type.Array(Type.Union([ZoneCardOut, EmblemOut])),
      turn: Type.Object(
        {
          number: Type.Integer(),
          active: Type.String(),
          step: Step,
          priority: Type.Union([Type.String(), Type.Null()]),
          passed: Type.Array(Type.String()),
          spellsCast: Type.Optional(Type.Integer()),
          spellsCastBy: Type.Optional(Type.Record(Type.String(), Type.Integer())),
          spellsCastLastTurn: Type.Optional(Type.Integer()),
          spellsCastLastTurnBy: Type.Optional(Type.Record(Type.String(), Type.Integer())),
          extraTurn: Type.Optional(ExtraTurnNow()),
          additionalPhases: Type.Optional(Type.Array(Type.Union([Type.Literal('combat'), Type.Literal('main')]))),
          resumeAt: Type.Optional(Step),
        },
        { additionalProperties: false },
      ),
      combat: Type.Optional(CombatAnswer),
      effects: Type.Array(EffectAnswer),
      pending: Type.Array(PendingTriggerAnswer),
      delayed: Type.Optional(Type.Array(DelayedTrigger)),
      extraTurns: Type.Optional(ExtraTurns),
      monarch: Type.Optional(Type.String({ description: '725.1: the player who is the monarch; absent when there is none.' })),
      seed: Type.String(),
    },
    {
      additionalProperties: false,
      description:
        'The board as the adjudicator writes it: one canonical form (same state, same bytes), every permanent with its characteristics (by default; see ?characteristics). It is a valid Board: send it back as is.',
    },
  ),
);

// ---- The action (CONTRACT §2): one variant per type. ----

const ActorId = Type.String({ minLength: 1, description: 'the id of the player taking the action' });
const PaymentFields = {
  tap: Type.Optional(Type.Array(Type.String(), { description: 'a list of permanent ids' })),
  pool: Type.Optional(Type.String({ description: 'a mana string such as "{R}"' })),
};
const Payment = Type.Object(PaymentFields, {
  additionalProperties: false,
  description: '{"tap": [source ids], "pool": "{R}"}',
  'x-unknown': 'unknown field: "tap" or "pool" ("convoke" and "delve" are for casting a spell, 702.51a, 702.66a)',
});
const CastPayment = Type.Object(
  {
    ...PaymentFields,
    convoke: Type.Optional(Type.Array(Type.String(), { description: 'a list of creature ids (702.51a)' })),
    delve: Type.Optional(Type.Array(Type.String(), { description: "a list of ids of cards in the caster's graveyard (702.66a)" })),
    improvise: Type.Optional(Type.Array(Type.String(), { description: 'a list of artifact ids (702.126a)' })),
  },
  {
    additionalProperties: false,
    description: '{"tap": [source ids], "pool": "{R}"}',
    'x-unknown': 'unknown field: "tap", "pool", "convoke", "delve" or "improvise"',
  },
);
const Targets = Type.Array(Type.String(), { description: 'a list of object or player ids' });
const X = Type.Integer({ minimum: 0, maximum: 1000, description: 'an integer from 0 to 1000' });

const variant = <T extends string, P extends TProperties>(id: string, type: T, description: string, properties: P) =>
  named(
    id,
    Type.Object(
      { type: Type.Literal(type), player: ActorId, ...properties },
      { additionalProperties: false, description, 'x-unknown': 'unknown field for this action type' },
    ),
  );

export const PassAction = variant('PassAction', 'pass', '117.3d, 117.4: pass priority.', {});
export const ConcedeAction = variant('ConcedeAction', 'concede', '104.3a: concede the game.', {});
export const PlayLandAction = variant('PlayLandAction', 'playLand', '305, 116.2a: play a land.', {
  card: Type.String({ minLength: 1, description: 'the id of the land card' }),
  payLife: Type.Optional(
    Type.Boolean({
      description: 'true to pay the life the land asks as it enters (614.12a, 119.4); absent or false: not paid, it enters tapped',
    }),
  ),
});
export const CastAction = variant('CastAction', 'cast', '601: cast a spell.', {
  card: Type.String({ minLength: 1, description: 'the id of the card to cast' }),
  targets: Type.Optional(Targets),
  division: Type.Optional(Division),
  modes: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { description: 'the chosen modes: a list of indexes from 0' })),
  x: Type.Optional(X),
  payment: Type.Optional(CastPayment),
  alternativeCost: Type.Optional(
    Type.String({
      description:
        'the alternative cost (118.9): "flashback", "madness", "evoke", "dash", "bestow", "overload", "surge", "emerge", "awaken", "suspend", "rebound" or "cascade" (702.62d, 702.88b, 702.85a: to answer their trigger, cast from exile without paying its mana cost), or "card" for the one written on the card ("rather than pay its mana cost")',
    }),
  ),
  additionalCosts: Type.Optional(
    Type.Array(Type.Union(ADDITIONAL_COSTS.map((c) => Type.Literal(c))), {
      description: `the optional additional costs to pay (601.2b): a list of ${ADDITIONAL_COSTS.map((c) => `"${c}"`).join(', ')}; "kicker" once per time kicked (multikicker), "replicate" once per time its replicate cost is paid, "conspire" with the two creatures tapped in "tapUntapped" (702.78a)`,
    }),
  ),
  splice: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'the ids of the cards with "Splice onto Arcane [mana cost]" revealed from the hand to splice onto this Arcane spell (702.47a), in the order their effects happen after its own (702.47b); their splice costs are additional costs; their targets follow the spell\'s own in "targets" (702.47d)',
    }),
  ),
  faceDown: Type.Optional(Type.Boolean({ description: 'true to cast the card face down (702.37c morph: a 2/2 creature spell for {3})' })),
  fuse: Type.Optional(
    Type.Boolean({
      description:
        'true to cast both halves of a split card with fuse together, from the hand (702.102a): its total cost includes both mana costs (702.102c)',
    }),
  ),
  sacrifice: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'the ids of the permanents sacrificed to pay the additional cost ("sacrifice a creature"), or the creature sacrificed for emerge (702.119c)',
    }),
  ),
  discard: Type.Optional(
    Type.Array(Type.String(), {
      description: 'the ids of the cards discarded from the hand to pay the additional cost ("discard a card")',
    }),
  ),
  exile: Type.Optional(
    Type.Array(Type.String(), {
      description: 'with alternativeCost "card": the ids of the cards exiled from the hand ("exile a blue card from your hand")',
    }),
  ),
  returnToHand: Type.Optional(
    Type.Array(Type.String(), {
      description: 'with alternativeCost "card": the ids of the permanents returned ("return an Island you control to its owner\'s hand")',
    }),
  ),
  tapUntapped: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'with alternativeCost "card": the ids of the permanents tapped ("tap an untapped creature you control"); with additionalCosts "conspire": the two untapped creatures tapped for it (702.78a)',
    }),
  ),
});
export const ActivateAction = variant('ActivateAction', 'activate', '602: activate an ability.', {
  source: Type.String({ minLength: 1, description: 'the id of the permanent whose ability is activated' }),
  ability: Type.Integer({ minimum: 0, description: "the index among the source's activated abilities, from 0" }),
  targets: Type.Optional(Targets),
  x: Type.Optional(X),
  payment: Type.Optional(Payment),
  sacrifice: Type.Optional(
    Type.Array(Type.String(), { description: 'the ids of the permanents sacrificed to pay the cost ("Sacrifice a creature")' }),
  ),
  discard: Type.Optional(
    Type.Array(Type.String(), { description: 'the ids of the cards discarded from the hand to pay the cost ("Discard a card")' }),
  ),
  exile: Type.Optional(
    Type.Array(Type.String(), {
      description: 'the ids of the cards exiled from the graveyard to pay the cost ("Exile a creature card from your graveyard")',
    }),
  ),
  tapUntapped: Type.Optional(
    Type.Array(Type.String(), { description: 'the ids of the permanents tapped to pay the cost ("Tap an untapped creature you control")' }),
  ),
  returnToHand: Type.Optional(
    Type.Array(Type.String(), {
      description: 'the ids of the permanents returned to pay the cost ("Return a land you control to its owner\'s hand")',
    }),
  ),
  putOnTop: Type.Optional(
    Type.Array(Type.String(), { description: 'the id of the card put from the hand on top of the library to pay the cost' }),
  ),
  mana: Type.Optional(
    Type.String({
      description: 'for a mana ability that adds one of several kinds of mana (605.3a), the mana chosen, e.g. "{R}" or "{W}{U}"',
    }),
  ),
});
export const ChooseAction = variant('ChooseAction', 'choose', 'Answers a decision (its id) with the ids chosen.', {
  decision: Type.String({ description: 'the id of the decision answered' }),
  choice: Type.Array(Type.String(), { description: 'a list of the ids chosen' }),
});
export const DeclareAttackersAction = variant('DeclareAttackersAction', 'declareAttackers', '508: declare attackers.', {
  attackers: Type.Array(
    Type.Object(
      { id: Type.String(), attacking: Type.String() },
      { description: '{"id": creature id, "attacking": player or planeswalker id}' },
    ),
    {
      description: 'a list of {id, attacking} (empty to attack with nothing)',
    },
  ),
  bands: Type.Optional(
    Type.Array(Type.Array(Type.String(), { minItems: 1 }), {
      description: 'the attacking bands (702.22c): a list of non-empty lists of attacking creature ids, e.g. [["a1", "a2"]]',
    }),
  ),
  payment: Type.Optional(
    Type.Object(PaymentFields, {
      additionalProperties: false,
      description:
        'how the total cost to attack is paid (508.1h-j: "Creatures can\'t attack you unless their controller pays {2} for each creature ..."), as for a cast: {"tap": [source ids], "pool": "{R}"}; left out: paid automatically',
      'x-unknown': 'unknown field: "tap" or "pool" ("convoke" and "delve" are for casting a spell, 702.51a, 702.66a)',
    }),
  ),
});
export const DeclareBlockersAction = variant('DeclareBlockersAction', 'declareBlockers', '509: declare blockers.', {
  blockers: Type.Array(
    Type.Object(
      { id: Type.String(), blocking: Type.Array(Type.String()) },
      { description: '{"id": creature id, "blocking": [attacker ids]}' },
    ),
    {
      description: 'a list of {id, blocking: [attacker ids]} (empty to block with nothing)',
    },
  ),
});
export const AssignDamageAction = variant('AssignDamageAction', 'assignDamage', '510.1: divide combat damage.', {
  assignments: Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer({ minimum: 0, maximum: 1e6 })), {
    description: '{attackerId: {targetId: amount}} with whole amounts 0 or more',
  }),
});
export const SpecialAction = variant('SpecialAction', 'specialAction', '116.2b, 702.37e, 116.2f: a special action.', {
  kind: Type.Union(
    SPECIAL_ACTION_KINDS.map((k) => Type.Literal(k)),
    { description: `the special action (116.2), one of ${SPECIAL_ACTION_KINDS.map((k) => `"${k}"`).join(', ')}` },
  ),
  object: Type.String({
    minLength: 1,
    description: 'the id of the face-down permanent to turn face up ("turnFaceUp"), or of the card in hand to suspend ("suspend", 702.62a)',
  }),
  payment: Type.Optional(Payment),
});
const bottom = { bottom: Type.Optional(Type.Array(Type.String(), { description: 'the cards put on the bottom' })) };
export const MulliganAction = variant('MulliganAction', 'mulligan', '103.5: not implemented yet (422 UNSUPPORTED_ACTION).', bottom);
export const KeepAction = variant('KeepAction', 'keep', '103.5: not implemented yet (422 UNSUPPORTED_ACTION).', bottom);

/** Each variant by its `type`: the action parser checks a raw action against the one its type names. */
export const ACTION_VARIANTS = {
  pass: PassAction,
  playLand: PlayLandAction,
  cast: CastAction,
  activate: ActivateAction,
  concede: ConcedeAction,
  choose: ChooseAction,
  declareAttackers: DeclareAttackersAction,
  declareBlockers: DeclareBlockersAction,
  assignDamage: AssignDamageAction,
  specialAction: SpecialAction,
  mulligan: MulliganAction,
  keep: KeepAction,
} as const;

const variants = Object.values(ACTION_VARIANTS);
export const Action = named(
  'Action',
  Type.Union(variants, {
    description: 'One action (CONTRACT §2); its "type" says which.',
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(Object.entries(ACTION_VARIANTS).map(([t, s]) => [t, `#/components/schemas/${s.$id}`])),
    },
  }),
);

export const AdjudicationRequest = named(
  'AdjudicationRequest',
  Type.Object(
    {
      state: Board,
      action: Type.Optional(Action),
      actions: Type.Optional(
        Type.Array(Action, {
          maxItems: 500,
          description: 'Actions applied in order, stopping at the first illegal one. Give this or "action".',
        }),
      ),
      allowUnsupported: Type.Optional(
        Type.Boolean({
          description:
            'Accept cards whose text the engine does not understand: that text is ignored and listed in "warnings" (otherwise 422 UNSUPPORTED_CARD).',
        }),
      ),
    },
    { additionalProperties: false, description: 'A board and one action ("action") or a list ("actions").' },
  ),
);

// ---- The answer (CONTRACT §3). ----

export const Violation = named(
  'Violation',
  Type.Object(
    {
      code: Type.String({ description: 'Stable code clients switch on.' }),
      rule: Type.String({ description: 'The rule that forbids the action.' }),
      message: Type.String(),
    },
    { additionalProperties: false },
  ),
);

export const DECISION_KINDS = [
  'priority',
  'declareAttackers',
  'declareBlockers',
  'assignDamage',
  'discard',
  'legendRule',
  'orderTriggers',
  'chooseMode',
  'chooseTargets',
  'payCost',
  'chooseDiscard',
  'chooseReplacement',
  'chooseOptional',
  'chooseReveal',
  'chooseCopy',
  'chooseWords',
  'chooseScry',
  'chooseSearch',
  'chooseCard',
  'chooseLook',
  'chooseSacrifice',
  'chooseReturn',
  'chooseAsEnters',
  'chooseColor',
  'chooseType',
  'chooseSource',
  'chooseBolster',
  'chooseProliferate',
  'chooseTapOrUntap',
] as const;
export const Decision = named(
  'Decision',
  Type.Object(
    {
      id: Type.String({ description: 'Stable for a given board: a "choose" action names it.' }),
      player: Type.String(),
      kind: Type.Union(DECISION_KINDS.map((k) => Type.Literal(k))),
      rule: Type.String(),
      options: Type.Optional(Type.Array(Type.String(), { description: 'For choices: the ids that may be chosen.' })),
      count: Type.Optional(Type.Integer({ description: 'How many to choose (chooseSearch: at most).' })),
    },
    { additionalProperties: false, description: 'Who must act now, and how.' },
  ),
);

export const TraceEntry = named(
  'TraceEntry',
  Type.Object(
    { rule: Type.String(), event: Type.String(), text: Type.String(), objects: Type.Optional(Type.Array(Type.String())) },
    { additionalProperties: false, description: 'One step the rules took, with its rule.' },
  ),
);

const ZoneName = Type.Union(['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile', 'command'].map((z) => Type.Literal(z)));
const ev = <T extends string, P extends TProperties>(type: T, properties: P) =>
  Type.Object({ type: Type.Literal(type), ...properties }, { additionalProperties: false });
export const GameEvent = named(
  'GameEvent',
  Type.Union(
    [
      ev('zoneChange', { object: Type.String(), from: ZoneName, to: ZoneName, player: Type.String() }),
      ev('draw', { player: Type.String(), object: Type.Union([Type.String(), Type.Null()]) }),
      ev('created', { object: Type.String(), player: Type.String() }),
      ev('cast', { object: Type.String(), player: Type.String(), types: Type.Array(Type.String()) }),
      ev('attack', { object: Type.String(), attacking: Type.String() }),
      ev('targeted', { object: Type.String(), by: Type.String(), controller: Type.String() }),
      ev('block', { object: Type.String(), blocking: Type.Array(Type.String()) }),
      ev('blocked', { object: Type.String(), by: Type.Array(Type.String()) }),
      ev('unblocked', { object: Type.String() }),
      ev('sacrificed', { object: Type.String(), player: Type.String() }),
      ev('discard', { object: Type.String(), player: Type.String(), cycled: Type.Optional(Type.Literal(true)) }),
      ev('damage', { source: Type.String(), target: Type.String(), amount: Type.Integer(), combat: Type.Boolean() }),
      ev('triggered', { trigger: Type.String(), source: Type.String(), controller: Type.String() }),
      ev('ceasedToExist', { object: Type.String() }),
      ev('turnedFaceUp', { object: Type.String(), player: Type.String() }),
      ev('becameMonstrous', { object: Type.String() }),
      ev('counterRemoved', { object: Type.String(), counter: Type.String(), left: Type.Integer() }),
      ev('exploited', { object: Type.String(), sacrificed: Type.String() }),
      ev('tap', { object: Type.String() }),
      ev('untap', { object: Type.String() }),
      ev('controlChange', { object: Type.String(), from: Type.String(), to: Type.String() }),
      ev('life', { player: Type.String(), from: Type.Integer(), to: Type.Integer() }),
      ev('damageRemoved', { object: Type.String() }),
      ev('effectEnded', { effect: Type.String() }),
      ev('manaEmptied', { player: Type.String(), mana: Type.String() }),
      ev('step', { turn: Type.Integer(), step: Type.String(), active: Type.String() }),
      ev('priority', { player: Type.String() }),
      ev('pass', { player: Type.String() }),
      ev('playerLost', { player: Type.String(), rule: Type.String() }),
      ev('gameOver', { winners: Type.Array(Type.String()), rule: Type.String() }),
    ],
    { description: 'A machine-readable game event; "type" says which.' },
  ),
);

export const GameOver = named(
  'GameOver',
  Type.Object(
    {
      winners: Type.Array(Type.String()),
      rule: Type.String({ description: 'The last loss (104.3x), or 104.4a for a draw.' }),
      losers: Type.Array(Type.Object({ player: Type.String(), rule: Type.String() }, { additionalProperties: false })),
    },
    { additionalProperties: false },
  ),
);

export const Answer = named(
  'Answer',
  Type.Object(
    {
      legal: Type.Boolean({ description: 'The verdict.' }),
      violations: Type.Array(Violation),
      failedAction: Type.Optional(Type.Integer({ description: 'With "actions": the index of the illegal one.' })),
      state: BoardAnswer,
      decision: Type.Union([Decision, Type.Null()]),
      trace: Type.Array(TraceEntry),
      events: Type.Array(GameEvent),
      gameOver: Type.Union([GameOver, Type.Null()]),
      warnings: Type.Optional(Type.Array(Type.String(), { description: 'Card text ignored because the request set allowUnsupported.' })),
    },
    {
      additionalProperties: false,
      description: 'The verdict, the board after it (as it was when illegal, 733), the decision now, and the trace.',
    },
  ),
);

// ---- Legal actions (CONTRACT §4). ----

export const LegalActionsRequest = named(
  'LegalActionsRequest',
  Type.Object(
    {
      state: Board,
      allowUnsupported: Type.Optional(
        Type.Boolean({ description: 'Accept cards whose text the engine does not understand (that text is ignored).' }),
      ),
      limit: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 2000,
          default: 500,
          description: 'How many candidate actions to try at most; past it the answer says truncated.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);

export const LegalAction = named(
  'LegalAction',
  Type.Object(
    {
      action: Action,
      targetOptions: Type.Optional(
        Type.Array(Type.Array(Type.String()), { description: 'For each target: every legal choice (the action uses the first).' }),
      ),
    },
    { additionalProperties: false, description: 'An action ready to send back to POST /v1/adjudications.' },
  ),
);

export const LegalActions = named(
  'LegalActions',
  Type.Object(
    {
      decision: Type.Union([Decision, Type.Null()]),
      actions: Type.Array(LegalAction),
      attackers: Type.Optional(
        Type.Array(
          Type.Object(
            {
              id: Type.String(),
              canAttack: Type.Array(Type.String()),
              mustAttack: Type.Optional(Type.Literal(true)),
              banding: Type.Optional(Type.Literal(true)),
            },
            { additionalProperties: false },
          ),
          { description: 'declareAttackers: each creature that may attack, and what it may attack.' },
        ),
      ),
      blockers: Type.Optional(
        Type.Array(
          Type.Object(
            {
              id: Type.String(),
              canBlock: Type.Array(Type.String()),
              mustBlock: Type.Optional(Type.Array(Type.String())),
              mustBlockAny: Type.Optional(Type.Literal(true)),
              blocksUpTo: Type.Optional(Type.Integer({ minimum: 2 })),
            },
            { additionalProperties: false },
          ),
          {
            description:
              'declareBlockers: per creature, the attackers it may block, those it must block if able (509.1c; mustBlockAny: some attacker), and how many it may block at once when more than one (509.1a: "can block an additional creature").',
          },
        ),
      ),
      minimumBlockers: Type.Optional(
        Type.Record(Type.String(), Type.Integer(), {
          description: 'declareBlockers: the fewest blockers each attacker may have when blocked (menace: 2).',
        }),
      ),
      damage: Type.Optional(
        Type.Array(
          Type.Object(
            {
              attacker: Type.Optional(Type.String()),
              blocker: Type.Optional(Type.String()),
              power: Type.Integer(),
              mayAssignTo: Type.Array(Type.String()),
              lethal: Type.Record(Type.String(), Type.Integer()),
              asThoughUnblocked: Type.Optional(
                Type.Boolean({ description: "510.1c: all its damage may instead go to what it attacks, as though it weren't blocked." }),
              ),
            },
            { additionalProperties: false },
          ),
          { description: 'assignDamage: per attacker (or blocker, 702.22h) whose damage is divided, where it may go and what is lethal.' },
        ),
      ),
      notPayable: Type.Array(Action, { description: 'Casts and activations allowed now but that cannot be paid for.' }),
      unsupported: Type.Array(Type.Object({ action: Action, reason: Type.String() }, { additionalProperties: false }), {
        description: 'Actions the engine cannot judge (UNSUPPORTED_*).',
      }),
      truncated: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
);

export type BoardJsonIn = Static<typeof Board>;
export type BoardAnswerJson = Static<typeof BoardAnswer>;
export type ActionJson = Static<typeof Action>;
export type AdjudicationRequestJson = Static<typeof AdjudicationRequest>;
export type AnswerJson = Static<typeof Answer>;
export type LegalActionsRequestJson = Static<typeof LegalActionsRequest>;
export type LegalActionsJson = Static<typeof LegalActions>;

/** Every named schema, for openapi.yaml's components (wire/openapi.ts). */
export const WIRE_SCHEMAS: TSchema[] = [
  Color,
  Step,
  InlineCard,
  CardRef,
  ZoneCard,
  HiddenCard,
  HiddenZone,
  Emblem,
  Player,
  Characteristics,
  Permanent,
  EnteringChosen,
  PendingChoice,
  StackAbility,
  StackEntry,
  Turn,
  Combat,
  Effect,
  PendingTrigger,
  DelayedTrigger,
  Board,
  PlayerAnswer,
  PermanentAnswer,
  StackEntryAnswer,
  EffectAnswer,
  PendingTriggerAnswer,
  CombatAnswer,
  BoardAnswer,
  ...variants,
  Action,
  AdjudicationRequest,
  Violation,
  Decision,
  TraceEntry,
  GameEvent,
  GameOver,
  Answer,
  LegalActionsRequest,
  LegalAction,
  LegalActions,
];
