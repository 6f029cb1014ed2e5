import { adjudicate, Answer } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { board, cited } from '../testing/test-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { lands, passes, perm, SPELL_CARDS } from '../testing/spell-cards';
import { HUSH_AURA } from '../testing/static-cards';
import * as colorAndReplacementBoards from '../testing/color-and-replacement-boards';
import * as graveyardAndPaymentBoards from '../testing/graveyard-and-payment-boards';

/**
 * 604.3 characteristic-defining abilities: "[This creature]'s power and toughness are each equal
 * to ..." (208.2a) and "CARDNAME is all colors." (105.2). They function in every zone (604.3); on
 * the battlefield they apply first (613.3), power and toughness in layer 7a, before any effect that
 * sets (7b) or modifies (7c) them (613.4a). Cards in current Oracle wording.
 */
const def = defineCard;
const creature = (name: string, cost: string, subtypes: string[], power: string, toughness: string, text: string): CardDefinition =>
  def({ name, manaCost: cost, types: ['Creature'], subtypes, power, toughness, text });
const MARO = creature(
  'Maro',
  '{2}{G}{G}',
  ['Spirit'],
  '*',
  '*',
  "Maro's power and toughness are each equal to the number of cards in your hand.",
);
const CRUSADER = creature(
  'Crusader of Odric',
  '{2}{W}',
  ['Human', 'Soldier'],
  '*',
  '*',
  "Crusader of Odric's power and toughness are each equal to the number of creatures you control.",
);
const NIGHTMARE = creature(
  'Nightmare',
  '{5}{B}',
  ['Nightmare', 'Horse'],
  '*',
  '*',
  "Flying\nNightmare's power and toughness are each equal to the number of Swamps you control.",
);
const LHURGOYF = creature(
  'Lhurgoyf',
  '{2}{G}{G}',
  ['Lhurgoyf'],
  '*',
  '1+*',
  "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
);
const TARMOGOYF = creature(
  'Tarmogoyf',
  '{1}{G}',
  ['Lhurgoyf'],
  '*',
  '1+*',
  "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
);
const KELDON_WARLORD = creature(
  'Keldon Warlord',
  '{2}{R}{R}',
  ['Human', 'Barbarian'],
  '*',
  '*',
  "Keldon Warlord's power and toughness are each equal to the number of non-Wall creatures you control.",
);
const PLAGUE_RATS = creature(
  'Plague Rats',
  '{2}{B}',
  ['Rat'],
  '*',
  '*',
  "Plague Rats's power and toughness are each equal to the number of creatures named Plague Rats on the battlefield.",
);
const GHOSTFIRE = def({
  name: 'Ghostfire',
  manaCost: '{2}{R}',
  types: ['Instant'],
  text: 'Ghostfire is colorless.\nGhostfire deals 3 damage to any target.',
});
const COURIER = def({
  name: 'Transguild Courier',
  manaCost: '{4}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Golem'],
  power: '3',
  toughness: '3',
  text: 'Transguild Courier is all colors.',
});
const WALL = creature('Wall of Stone', '{1}{R}{R}', ['Wall'], '0', '8', 'Defender');
const CLONE = creature(
  'Clone',
  '{3}{U}',
  ['Shapeshifter'],
  '0',
  '0',
  'You may have Clone enter as a copy of any creature on the battlefield.',
);
const catalog = new InMemoryCatalog([
  ...SPELL_CARDS,
  CLONE,
  MARO,
  CRUSADER,
  NIGHTMARE,
  LHURGOYF,
  TARMOGOYF,
  KELDON_WARLORD,
  PLAGUE_RATS,
  GHOSTFIRE,
  COURIER,
  WALL,
]);

function rule(request: { state: unknown; action?: unknown; actions?: unknown }): Answer {
  const outcome = adjudicate(request, catalog);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}
const look = (
  battlefield: unknown[],
  more: Record<string, unknown> = {},
  alice: Record<string, unknown> = {},
  bob: Record<string, unknown> = {},
): Answer => rule({ state: board({ battlefield, ...more }, alice, bob), actions: [] });
const field = (a: Answer, id: string) => a.state.battlefield.find((o) => o.id === id);
const pt = (a: Answer, id: string): [number | null, number | null] => [
  field(a, id)?.characteristics.power ?? null,
  field(a, id)?.characteristics.toughness ?? null,
];
const cards = (name: string, prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, card: name }));
const effect = (id: string, kind: string, affects: string[], timestamp: number, more: Record<string, unknown> = {}) => ({
  id,
  kind,
  affects,
  controller: 'bob',
  timestamp,
  duration: 'until-end-of-turn',
  ...more,
});

describe('208.2a, 604.3: power and toughness defined by an ability', () => {
  it("Maro is as big as its controller's hand (cards in bob's hand do not count)", () => {
    const a = look([perm('m1', 'Maro', 'alice')], {}, { hand: cards('Grizzly Bears', 'h', 3) }, { hand: cards('Grizzly Bears', 'x', 5) });
    expect(pt(a, 'm1')).toEqual([3, 3]);
    expect(field(a, 'm1')?.card).toBe('Maro');
  });

  it('a hidden hand counts too: only its size matters', () => {
    const a = look([perm('m1', 'Maro', 'bob')], {}, {}, { hand: { count: 4 } });
    expect(pt(a, 'm1')).toEqual([4, 4]);
  });

  it('704.5f: Maro dies when its controller casts the last card of their hand (0/0 when state-based actions are checked)', () => {
    const state = board(
      { battlefield: [perm('m1', 'Maro', 'alice'), ...lands('Mountain', 'mt', 1)] },
      { hand: [{ id: 'b1', card: 'Lightning Bolt' }] },
    );
    const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] } });
    expect(a.legal).toBe(true);
    expect(field(a, 'm1')).toBeUndefined();
    expect(a.state.players.find((p) => p.id === 'alice')?.graveyard).toEqual([expect.objectContaining({ id: 'm1' })]);
    expect(cited(a)).toContain('704.5f');
  });

  it("Crusader of Odric counts the creatures its controller controls, itself included, not the opponent's", () => {
    const a = look([
      perm('c1', 'Crusader of Odric', 'alice'),
      perm('g1', 'Grizzly Bears', 'alice'),
      perm('g2', 'Grizzly Bears', 'bob'),
      ...lands('Forest', 'f', 2),
    ]);
    expect(pt(a, 'c1')).toEqual([2, 2]);
  });

  it('613.1d before 613.4a: a land that became a creature (layer 4) is counted in layer 7a', () => {
    const a = look([perm('c1', 'Crusader of Odric', 'alice'), perm('f1', 'Forest', 'alice')], {
      effects: [
        effect('e1', 'add-types', ['f1'], 5, { types: ['Creature'] }),
        effect('e2', 'set-pt', ['f1'], 5, { power: 1, toughness: 1 }),
      ],
    });
    expect(pt(a, 'c1')).toEqual([2, 2]);
  });

  it('the count follows control, not ownership (109.5): a creature alice controls but bob owns counts for her Crusader', () => {
    const a = look([perm('c1', 'Crusader of Odric', 'alice'), perm('g1', 'Grizzly Bears', 'alice', { owner: 'bob' })]);
    expect(pt(a, 'c1')).toEqual([2, 2]);
  });

  it("Nightmare counts Swamps its controller controls (a subtype), not the opponent's", () => {
    const a = look([
      perm('n1', 'Nightmare', 'alice'),
      ...lands('Swamp', 's', 3),
      ...lands('Swamp', 'o', 2, 'bob'),
      ...lands('Forest', 'f', 1),
    ]);
    expect(pt(a, 'n1')).toEqual([3, 3]);
    expect(field(a, 'n1')?.characteristics.abilities).toEqual([
      'Flying',
      "Nightmare's power and toughness are each equal to the number of Swamps you control.",
    ]);
  });

  it('Keldon Warlord counts non-Wall creatures; Plague Rats counts every creature named Plague Rats, whoever controls it', () => {
    const a = look([
      perm('k1', 'Keldon Warlord', 'alice'),
      perm('w1', 'Wall of Stone', 'alice'),
      perm('g1', 'Grizzly Bears', 'alice'),
      perm('r1', 'Plague Rats', 'alice'),
      perm('r2', 'Plague Rats', 'bob'),
    ]);
    expect(pt(a, 'k1')).toEqual([3, 3]);
    expect(pt(a, 'r1')).toEqual([2, 2]);
    expect(pt(a, 'r2')).toEqual([2, 2]);
  });

  it("604.3a, 707.2: a copy of Maro has its ability, counting its own controller's hand", () => {
    const a = look(
      [perm('m1', 'Maro', 'alice'), perm('c1', 'Clone', 'bob', { copyOf: 'Maro' })],
      {},
      { hand: cards('Grizzly Bears', 'h', 3) },
      { hand: cards('Grizzly Bears', 'x', 1) },
    );
    expect(pt(a, 'c1')).toEqual([1, 1]);
    expect(field(a, 'c1')?.characteristics.name).toBe('Maro');
  });

  it('Lhurgoyf: creature cards in all graveyards, toughness that number plus 1', () => {
    const a = look(
      [perm('l1', 'Lhurgoyf', 'alice')],
      {},
      { graveyard: [...cards('Grizzly Bears', 'g', 2), { id: 'b1', card: 'Lightning Bolt' }] },
      { graveyard: cards('Walking Corpse', 'z', 1) },
    );
    expect(pt(a, 'l1')).toEqual([3, 4]);
  });

  it('Tarmogoyf: card types among cards in all graveyards (205.2a): instant, creature and land make 3/4', () => {
    const a = look(
      [perm('t1', 'Tarmogoyf', 'alice')],
      {},
      { graveyard: [...cards('Grizzly Bears', 'g', 2), { id: 'b1', card: 'Lightning Bolt' }] },
      {
        graveyard: [
          { id: 'f9', card: 'Forest' },
          { id: 'b2', card: 'Shock' },
        ],
      },
    );
    expect(pt(a, 't1')).toEqual([3, 4]);
  });
});

describe('613.4a: layer 7a comes before the other power and toughness effects', () => {
  const maro = [perm('m1', 'Maro', 'alice', { timestamp: 5 })];
  const hand = { hand: cards('Grizzly Bears', 'h', 3) };

  it('a +2/+2 effect (7c) adds to the defined value: 5/5', () => {
    expect(pt(look(maro, { effects: [effect('e1', 'modify-pt', ['m1'], 6, { power: 2, toughness: 2 })] }, hand), 'm1')).toEqual([5, 5]);
  });

  it('an effect that sets power and toughness (7b) wins over the ability, even with an earlier timestamp (613.4b after 613.4a)', () => {
    expect(pt(look(maro, { effects: [effect('e1', 'set-pt', ['m1'], 1, { power: 0, toughness: 1 })] }, hand), 'm1')).toEqual([0, 1]);
    expect(
      pt(
        look(
          maro,
          {
            effects: [
              effect('e1', 'set-pt', ['m1'], 1, { power: 0, toughness: 1 }),
              effect('e2', 'modify-pt', ['m1'], 2, { power: 2, toughness: 2 }),
            ],
          },
          hand,
        ),
        'm1',
      ),
    ).toEqual([2, 3]);
  });

  it('+1/+1 counters (7c) apply on top of the defined value', () => {
    expect(pt(look([perm('m1', 'Maro', 'alice', { counters: { '+1/+1': 2 } })], {}, hand), 'm1')).toEqual([5, 5]);
  });

  it('613.1f: once Maro has lost all its abilities (layer 6) nothing defines its "*": it is 0/0 (and dies)', () => {
    const state = board({ battlefield: [perm('m1', 'Maro', 'alice'), perm('a1', HUSH_AURA, 'bob', { attachedTo: 'm1' })] }, hand);
    const a = rule({ state, actions: passes(1) });
    expect(field(a, 'm1')).toBeUndefined();
    expect(cited(a)).toContain('704.5f');
  });
});

describe('604.3: a characteristic-defining ability works in every zone', () => {
  it('Lhurgoyf on the stack already has its defined power and toughness', () => {
    const state = board(
      { battlefield: lands('Forest', 'f', 4) },
      { hand: [{ id: 'l1', card: 'Lhurgoyf' }], graveyard: cards('Grizzly Bears', 'g', 2) },
    );
    const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'l1' } });
    expect(a.state.stack).toEqual([
      expect.objectContaining({ id: 'l1', characteristics: expect.objectContaining({ power: 2, toughness: 3 }) }),
    ]);
  });

  it('Ghostfire is a colorless spell on the stack, though its mana cost is red (105.2)', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 3) }, { hand: [{ id: 'g1', card: 'Ghostfire' }] });
    const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'g1', targets: ['bob'] } });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'g1', characteristics: expect.objectContaining({ colors: [] }) })]);
  });
});

describe('613.3: in layer 5, characteristic-defining abilities apply first', () => {
  it('Transguild Courier is all five colors', () => {
    expect(field(look([perm('t1', 'Transguild Courier', 'alice')]), 't1')?.characteristics.colors).toEqual(['W', 'U', 'B', 'R', 'G']);
  });

  it('"CARDNAME is green." printed on a card is characteristic-defining too (604.3a), not an ordinary static ability', () => {
    const card = def({
      name: 'Test Arbor',
      types: ['Land', 'Creature'],
      subtypes: ['Forest', 'Dryad'],
      power: '1',
      toughness: '1',
      text: 'Test Arbor is green.',
    });
    expect(compileCard(card).abilities).toEqual([
      expect.anything(),
      { kind: 'static', effects: [{ kind: 'defineColors', affected: { kind: 'self' }, colors: ['G'] }], text: 'CARDNAME is green.' },
    ]);
  });

  it('an effect that makes it blue applies after the ability, whatever the timestamps: it is blue', () => {
    for (const ts of [1, 9]) {
      const a = look([perm('t1', 'Transguild Courier', 'alice', { timestamp: 5 })], {
        effects: [effect('e1', 'set-colors', ['t1'], ts, { colors: ['U'] })],
      });
      expect(field(a, 't1')?.characteristics.colors).toEqual(['U']);
    }
  });
});

describe('208.2: a printed "*" with nothing defining it', () => {
  it('is not understood: a creature printed */* with no such ability is refused, never read as 0', () => {
    const star = { name: 'Test Star', manaCost: '{2}', types: ['Creature'], power: '*', toughness: '*' };
    const outcome = adjudicate({ state: board({ battlefield: [perm('s1', star, 'alice')] }), actions: [] }, catalog);
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
    expect(compileCard(def({ ...star, types: ['Creature'] })).unsupported).toEqual(['power/toughness */* with no ability defining the *']);
  });

  it('the compiler reads the common templates, and refuses one it does not know', () => {
    const compiled = (text: string) => compileCard(creature('Test', '{1}', [], '*', '*', text));
    expect(compiled("Test's power and toughness are each equal to the number of lands you control.").support).toBe('full');
    expect(compiled("Test's power and toughness are each equal to 2 plus the number of Soldiers and Warriors you control.").support).toBe(
      'full',
    );
    expect(compiled("Test's power and toughness are each equal to your life total.").support).toBe('full');
    expect(compiled("This creature's power and toughness are each equal to the number of snow lands you control.").support).toBe('full');
    expect(compiled("Test's power and toughness are each equal to the number of creature cards in your graveyard.").support).toBe('full');
    expect(compiled("Test's power and toughness are each equal to the number of cards in your opponents' graveyards.").support).toBe(
      'full',
    );
    // "chosen" players, colors and types need a choice as it enters: not read.
    expect(compiled("Test's power and toughness are each equal to the number of cards in the chosen player's hand.").unsupported).toContain(
      "Test's power and toughness are each equal to the number of cards in the chosen player's hand.",
    );
    // A printed "*/4" with an ability defining power only is understood.
    expect(
      compileCard(creature('Test', '{1}', [], '*', '4', "Test's power is equal to the number of creatures you control.")).support,
    ).toBe('full');
    expect(
      compileCard(creature('Test', '{1}', [], '4', '*', "Test's power is equal to the number of creatures you control.")).unsupported,
    ).toEqual(['power/toughness 4/* with no ability defining the *']);
  });
});

describe('613.6, 4th example: Svogthos, the Restless Tomb (an effect granting "power and toughness are each equal to ..." applies in 7b, not 7a)', () => {
  // Only its mana ability: what its second ability did is on the board as the effects it created.
  const SVOGTHOS = { name: 'Svogthos, the Restless Tomb', types: ['Land'], text: '{T}: Add {C}.' };
  const svogthos = [perm('s1', SVOGTHOS, 'alice', { timestamp: 1 })];
  /** "Until end of turn, target land becomes a 3/3 creature that's still a land" (layers 4 and 7b). */
  const animate = (ts: number) => [
    effect(`a${ts}`, 'add-types', ['s1'], ts, { types: ['Creature'] }),
    effect(`p${ts}`, 'set-pt', ['s1'], ts, { power: 3, toughness: 3 }),
  ];
  const giant = effect('g1', 'modify-pt', ['s1'], 3, { power: 1, toughness: 1 });
  /** Its own ability: "becomes a black and green Plant Zombie creature with '...equal to the number of creature cards in your graveyard.' It's still a land." (layers 4, 5, 7b) */
  const activation = [
    effect('v1', 'add-types', ['s1'], 4, { types: ['Creature'], controller: 'alice' }),
    effect('v2', 'set-creature-types', ['s1'], 4, { subtypes: ['Plant', 'Zombie'], controller: 'alice' }),
    effect('v3', 'set-colors', ['s1'], 4, { colors: ['B', 'G'], controller: 'alice' }),
    effect('v4', 'set-pt', ['s1'], 4, { equalTo: 'the number of creature cards in your graveyard', controller: 'alice' }),
  ];
  const graveyard = (n: number) => ({ graveyard: cards('Grizzly Bears', 'g', n) });

  it('a 3/3 land creature (4 and 7b) that gets +1/+1 (7c) is a 4/4 creature land', () => {
    expect(pt(look(svogthos, { effects: [...animate(2), giant] }), 's1')).toEqual([4, 4]);
  });

  it('with ten creature cards in the graveyard its ability makes it an 11/11 black and green Plant Zombie creature land', () => {
    const a = look(svogthos, { effects: [...animate(2), giant, ...activation] }, graveyard(10));
    expect(field(a, 's1')?.characteristics).toMatchObject({
      types: ['Land', 'Creature'],
      subtypes: ['Plant', 'Zombie'],
      colors: ['B', 'G'],
      power: 11,
      toughness: 11,
    });
  });

  it('as creature cards enter or leave the graveyard, its power and toughness follow', () => {
    expect(pt(look(svogthos, { effects: [...animate(2), giant, ...activation] }, graveyard(12)), 's1')).toEqual([13, 13]);
    expect(pt(look(svogthos, { effects: [...animate(2), giant, ...activation] }, graveyard(0)), 's1')).toEqual([1, 1]);
  });

  it('the first effect applied again (a later timestamp in 7b) makes it a 4/4 again: the granted ability is not characteristic-defining (604.3a)', () => {
    expect(pt(look(svogthos, { effects: [...animate(2), giant, ...activation, ...animate(5)] }, graveyard(10)), 's1')).toEqual([4, 4]);
  });

  it('on the wire: equalTo is kept as given, and refused where it means nothing or is not understood', () => {
    const a = look(svogthos, { effects: activation }, graveyard(2));
    expect(a.state.effects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'v4', kind: 'set-pt', equalTo: 'the number of creature cards in your graveyard' }),
      ]),
    );
    const refused = (more: Record<string, unknown>, kind = 'set-pt') =>
      adjudicate({ state: board({ battlefield: svogthos, effects: [effect('x', kind, ['s1'], 2, more)] }), actions: [] }, catalog);
    expect(refused({ equalTo: "the number of cards in the chosen player's hand" })).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ path: 'state.effects[0].equalTo' })],
    });
    expect(refused({ equalTo: 'the number of creatures you control' }, 'modify-pt')).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ path: 'state.effects[0].equalTo' })],
    });
  });
});

describe("604.3: a spell's colors from its characteristic-defining ability", () => {
  const { catalog, answer, lands, ids, legalActionsFor, board, passes } = colorAndReplacementBoards;

  it('604.3, 105.2, 702.16b: a spell colorless by its characteristic-defining ability (Ghostfire) may target a creature with protection from red', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 3), { id: 'p', card: 'Test Pro Red', controller: 'bob' }] },
      { hand: [{ id: 'gf', card: 'Ghostfire' }] },
    );
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'gf', targets: ['p'] }] });
    expect(cast.violations).toEqual([]);
    expect(cast.legal).toBe(true);
    // 702.16e: its damage is not prevented either: the creature dies.
    const resolved = answer({ state: cast.state, actions: passes(2) });
    expect(ids(resolved.state.players[1].graveyard)).toContain('p');
    // Legal actions offer that target too.
    const listed = legalActionsFor(state, catalog);
    expect(JSON.stringify(listed)).toContain('"targetOptions":[["alice","bob","p"]]');
  });

  it("604.3, 601.2f: a cost change reads the spell's colors with its characteristic-defining ability: Chill does not tax Ghostfire", () => {
    const state = board(
      { battlefield: [...lands('Mountain', 3), { id: 'c', card: 'Chill', controller: 'bob' }] },
      { hand: [{ id: 'gf', card: 'Ghostfire' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'gf', targets: ['bob'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(17);
  });
});

describe('604.3: "target red spell" and a spell\'s colors', () => {
  const { answer, board, lands } = graveyardAndPaymentBoards;

  it('604.3, 702.114a, 115.1: "target red spell" reads the spell\'s colors now: a colorless Ghostfire or devoid spell on the stack is not a legal target', () => {
    for (const spell of ['Ghostfire', 'Touch of the Void']) {
      const state = board(
        {
          battlefield: lands('Island', 'i', 1, 'bob'),
          stack: [{ id: 's', card: spell, controller: 'alice', targets: ['bob'] }],
          turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
        },
        {},
        { hand: [{ id: 'h', card: 'Blue Elemental Blast' }] },
      );
      const a = answer({ state, action: { type: 'cast', player: 'bob', card: 'h', modes: [0], targets: ['s'] } });
      expect([spell, a.violations.map((v) => v.code)]).toEqual([spell, ['ILLEGAL_TARGET']]);
    }
  });
});

describe('208.2a, 604.3: real cards whose amount the quantity grammar reads (cards/grammar/quantity.ts)', () => {
  const NAMES = [
    'Masumaro, First to Live', // twice the number of cards in your hand
    'Soulless One', // Zombies on the battlefield plus Zombie cards in all graveyards
    'Ancient Ooze', // the total converted mana cost of other creatures you control
    'Rusting Golem', // the number of fade counters on it
    'Maraxus of Keld', // untapped artifacts, creatures, and lands you control
    'Mwonvuli Ooze', // 1 plus twice the number of age counters on it
    'Matca Rioters', // Domain — the number of basic land types among lands you control
    'Aven Trailblazer', // Domain — its toughness only
  ];
  const real = new InMemoryCatalog(
    [
      ...NAMES,
      'Grizzly Bears',
      'Craw Wurm',
      'Walking Corpse',
      'Gravedigger',
      'Woodland Changeling',
      'Memnite',
      'Forest',
      'Island',
      'Swamp',
      'Lightning Bolt',
    ].map(bundledCard),
  );
  const play = (request: { state: unknown; action?: unknown; actions?: unknown }): Answer => {
    const outcome = adjudicate(request, real);
    if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
    return outcome.answer;
  };
  const see = (state: Record<string, unknown>): Answer => play({ state, actions: [] });
  const zombieToken = {
    id: 'zt',
    token: true,
    controller: 'bob',
    card: { name: 'Zombie Token', types: ['Creature'], subtypes: ['Zombie'], power: '2', toughness: '2', text: '' },
  };

  it('each card is understood in full', () => {
    for (const name of NAMES) expect([name, compileCard(bundledCard(name)).unsupported]).toEqual([name, []]);
  });

  it("Masumaro is twice its controller's hand: 3 cards make 6/6; the opponent's 5 cards do not count", () => {
    const a = see(
      board(
        { battlefield: [perm('m1', 'Masumaro, First to Live', 'alice')] },
        { hand: cards('Grizzly Bears', 'h', 3) },
        { hand: cards('Forest', 'x', 5) },
      ),
    );
    expect(pt(a, 'm1')).toEqual([6, 6]);
  });

  it("Soulless One: Zombies on the battlefield (itself, a token, the opponent's) plus Zombie cards in both graveyards, a changeling card included (702.73a)", () => {
    const a = see(
      board(
        {
          battlefield: [
            perm('s1', 'Soulless One', 'alice'),
            perm('w1', 'Walking Corpse', 'bob'),
            zombieToken,
            perm('g1', 'Grizzly Bears', 'alice'),
          ],
        },
        {
          graveyard: [
            { id: 'gd', card: 'Gravedigger' },
            { id: 'wc', card: 'Woodland Changeling' },
            { id: 'gb', card: 'Grizzly Bears' },
          ],
        },
        {
          graveyard: [
            { id: 'w2', card: 'Walking Corpse' },
            { id: 'lb', card: 'Lightning Bolt' },
          ],
        },
      ),
    );
    // Battlefield: Soulless One, Walking Corpse, the Zombie token (3); graveyards: Gravedigger, Woodland Changeling, Walking Corpse (3).
    expect(pt(a, 's1')).toEqual([6, 6]);
  });

  it("Ancient Ooze: the total mana value of the other creatures its controller controls (a token is 0; itself and the opponent's do not count)", () => {
    const a = see(
      board({
        battlefield: [
          perm('o1', 'Ancient Ooze', 'alice'),
          perm('g1', 'Grizzly Bears', 'alice'),
          perm('c1', 'Craw Wurm', 'alice'),
          { ...zombieToken, controller: 'alice' },
          perm('c2', 'Craw Wurm', 'bob'),
        ],
      }),
    );
    expect(pt(a, 'o1')).toEqual([8, 8]);
  });

  it('122.1: Rusting Golem is as big as its fade counters; with none it is 0/0 and dies (704.5f)', () => {
    expect(pt(see(board({ battlefield: [perm('r1', 'Rusting Golem', 'alice', { counters: { fade: 3 } })] })), 'r1')).toEqual([3, 3]);
    const a = play({ state: board({ battlefield: [perm('r1', 'Rusting Golem', 'alice', { counters: {} })] }), actions: passes(1) });
    expect(field(a, 'r1')).toBeUndefined();
    expect(cited(a)).toContain('704.5f');
  });

  it("Maraxus of Keld counts its controller's untapped artifacts, creatures and lands, an artifact creature once, itself included", () => {
    const a = see(
      board({
        battlefield: [
          perm('m1', 'Maraxus of Keld', 'alice'),
          perm('mm', 'Memnite', 'alice'),
          perm('f1', 'Forest', 'alice'),
          perm('f2', 'Forest', 'alice', { tapped: true }),
          perm('f3', 'Forest', 'bob'),
        ],
      }),
    );
    expect(pt(a, 'm1')).toEqual([3, 3]);
  });

  it("207.2c, 305.6: domain: the basic land types among the lands its controller controls, each once (the opponent's Swamp does not count)", () => {
    const a = see(
      board({
        battlefield: [
          perm('mr', 'Matca Rioters', 'alice'),
          perm('at', 'Aven Trailblazer', 'alice'),
          perm('f1', 'Forest', 'alice'),
          perm('f2', 'Forest', 'alice'),
          perm('i1', 'Island', 'alice', { tapped: true }),
          perm('s1', 'Swamp', 'bob'),
        ],
      }),
    );
    expect(pt(a, 'mr')).toEqual([2, 2]);
    expect(pt(a, 'at')).toEqual([2, 2]);
    // Without lands: 0/0, and both die (704.5f).
    const none = play({
      state: board({ battlefield: [perm('mr', 'Matca Rioters', 'alice'), perm('s1', 'Swamp', 'bob')] }),
      actions: passes(1),
    });
    expect(field(none, 'mr')).toBeUndefined();
    expect(cited(none)).toContain('704.5f');
  });

  it('Mwonvuli Ooze: 1 plus twice its age counters (2 counters: 5/5)', () => {
    expect(pt(see(board({ battlefield: [perm('o1', 'Mwonvuli Ooze', 'alice', { counters: { age: 2 } })] })), 'o1')).toEqual([5, 5]);
  });

  it('604.3: on the stack, Masumaro already has its defined power and toughness (2 cards left in the hand: 4/4)', () => {
    const state = board(
      { battlefield: lands('Forest', 'f', 6) },
      { hand: [{ id: 'm1', card: 'Masumaro, First to Live' }, ...cards('Forest', 'h', 2)] },
    );
    const a = play({ state, action: { type: 'cast', player: 'alice', card: 'm1' } });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([
      expect.objectContaining({ id: 'm1', characteristics: expect.objectContaining({ power: 4, toughness: 4 }) }),
    ]);
  });
});
