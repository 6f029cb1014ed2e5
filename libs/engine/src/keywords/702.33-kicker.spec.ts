import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { choose, passes } from '../testing/actions';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';

/** Current Oracle texts. */
const kavuTitan = defineCard({
  name: 'Kavu Titan',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Kavu'],
  power: '2',
  toughness: '2',
  text: 'Kicker {2}{G}\nIf this creature was kicked, it enters with three +1/+1 counters on it and with trample.',
});
const gnarlidPack = defineCard({
  name: 'Gnarlid Pack',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '2',
  toughness: '2',
  text: 'Multikicker {1}{G}\nThis creature enters with a +1/+1 counter on it for each time it was kicked.',
});
const korSanctifiers = defineCard({
  name: 'Kor Sanctifiers',
  manaCost: '{2}{W}',
  types: ['Creature'],
  subtypes: ['Kor', 'Cleric'],
  power: '2',
  toughness: '3',
  text: 'Kicker {W}\nWhen Kor Sanctifiers enters, if it was kicked, destroy target artifact or enchantment.',
});
const dismantlingBlow = defineCard({
  name: 'Dismantling Blow',
  manaCost: '{2}{W}',
  types: ['Instant'],
  text: 'Kicker {2}{U}\nDestroy target artifact or enchantment.\nIf this spell was kicked, draw two cards.',
});
const burstLightning = defineCard({
  name: 'Burst Lightning',
  manaCost: '{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Kicker {4}\nBurst Lightning deals 2 damage to any target. If Burst Lightning was kicked, it deals 4 damage to that creature or player instead.',
});
const relic = defineCard({ name: 'Test Relic', manaCost: '{2}', types: ['Artifact'], text: '' });
const catalog = new InMemoryCatalog([
  kavuTitan,
  gnarlidPack,
  korSanctifiers,
  dismantlingBlow,
  burstLightning,
  relic,
  ...['Forest', 'Plains', 'Island', 'Mountain', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);

const answer = rulingsWith(catalog);
const lands = (card: string, n: number, prefix = card[0].toLowerCase()) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card, controller: 'alice' }));
const permanent = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);

describe('702.33 kicker', () => {
  it('702.33e, 608.2c: Burst Lightning kicked deals 4 damage to bob instead of 2', () => {
    const state = board({ battlefield: lands('Mountain', 5) }, { hand: [{ id: 'b1', card: 'Burst Lightning' }] });
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'b1', targets: ['bob'], additionalCosts: ['kicker'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(16);
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '702.33e', event: 'kicked' }));
    expect(a.state.players[0].graveyard.map((o) => o.id)).toEqual(['b1']);
  });

  it('702.33e: Burst Lightning not kicked deals 2 damage; kicked it kills a creature 2 damage would not (704.5g)', () => {
    const state = board({ battlefield: lands('Mountain', 5) }, { hand: [{ id: 'b1', card: 'Burst Lightning' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] }, ...passes(2)] });
    expect(a.state.players[1].life).toBe(18);
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '702.33e', event: 'notKicked' }));
    const titan = board(
      { battlefield: [...lands('Mountain', 5), { id: 'k1', card: 'Kavu Titan', controller: 'bob', counters: { '+1/+1': 1 } }] },
      { hand: [{ id: 'b1', card: 'Burst Lightning' }] },
    );
    const plain = answer({ state: titan, actions: [{ type: 'cast', player: 'alice', card: 'b1', targets: ['k1'] }, ...passes(2)] });
    expect(plain.state.battlefield.find((o) => o.id === 'k1')).toMatchObject({ damage: 2 });
    const kicked = answer({
      state: titan,
      actions: [{ type: 'cast', player: 'alice', card: 'b1', targets: ['k1'], additionalCosts: ['kicker'] }, ...passes(2)],
    });
    expect(kicked.state.players[1].graveyard.map((o) => o.id)).toEqual(['k1']);
    expect(cited(kicked)).toContain('704.5g');
  });

  it('601.2h: Burst Lightning kicked with four Mountains cannot be paid; 601.2c: nor cast without a target', () => {
    const state = board({ battlefield: lands('Mountain', 4) }, { hand: [{ id: 'b1', card: 'Burst Lightning' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'b1', targets: ['bob'], additionalCosts: ['kicker'] } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'b1' } }).legal).toBe(false);
  });

  it('is understood in current Oracle wording and in the 2017 wording of the bundled catalog', () => {
    for (const card of [kavuTitan, gnarlidPack, korSanctifiers, dismantlingBlow])
      expect(compileCard(card)).toMatchObject({ support: 'full', unsupported: [] });
    const old = defineCard({
      name: 'Kavu Titan',
      manaCost: '{1}{G}',
      types: ['Creature'],
      subtypes: ['Kavu'],
      power: '2',
      toughness: '2',
      text: 'Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)\nIf Kavu Titan was kicked, it enters the battlefield with three +1/+1 counters on it and with trample.',
    });
    expect(compileCard(old).support).toBe('full');
    const oldEmissary = defineCard({
      name: 'Kor Sanctifiers',
      manaCost: '{2}{W}',
      types: ['Creature'],
      power: '2',
      toughness: '3',
      text: 'Kicker {W} (You may pay an additional {W} as you cast this spell.)\nWhen Kor Sanctifiers enters the battlefield, if it was kicked, destroy target artifact or enchantment.',
    });
    expect(compileCard(oldEmissary).support).toBe('full');
  });

  it('702.33a, 601.2b, 601.2f: kicked, the kicker cost is added to the total cost; 702.33e, 614.1c: it enters with its counters and trample', () => {
    const state = board({ battlefield: lands('Forest', 5) }, { hand: [{ id: 'k1', card: 'Kavu Titan' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'k1', additionalCosts: ['kicker'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(5);
    expect(permanent(a, 'k1')).toMatchObject({ counters: { '+1/+1': 3 }, kicked: 1 });
    expect(permanent(a, 'k1')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    expect(permanent(a, 'k1')?.characteristics.abilities).toContain('Trample');
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '702.33a', '601.2f', '601.2h', '614.1c']));
  });

  it('not kicked: only the mana cost is paid, and it enters without counters', () => {
    const state = board({ battlefield: lands('Forest', 5) }, { hand: [{ id: 'k1', card: 'Kavu Titan' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'k1' }, ...passes(2)] });
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(2);
    expect(permanent(a, 'k1')?.counters).toEqual({});
    expect(permanent(a, 'k1')?.kicked).toBeUndefined();
    expect(permanent(a, 'k1')?.characteristics.abilities).not.toContain('Trample');
  });

  it('601.2h: the kicker cost must be paid too: four Forests are not enough', () => {
    const state = board({ battlefield: lands('Forest', 4) }, { hand: [{ id: 'k1', card: 'Kavu Titan' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'k1', additionalCosts: ['kicker'] } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('702.33d: one kicker cost is paid once at most; a card without kicker cannot be kicked', () => {
    const state = board(
      { battlefield: lands('Forest', 8) },
      {
        hand: [
          { id: 'k1', card: 'Kavu Titan' },
          { id: 'g1', card: 'Grizzly Bears' },
        ],
      },
    );
    expect(
      answer({ state, action: { type: 'cast', player: 'alice', card: 'k1', additionalCosts: ['kicker', 'kicker'] } }).violations[0],
    ).toMatchObject({ code: 'ADDITIONAL_COST_TWICE', rule: '702.33d' });
    expect(
      answer({ state, action: { type: 'cast', player: 'alice', card: 'g1', additionalCosts: ['kicker'] } }).violations[0],
    ).toMatchObject({ code: 'NO_SUCH_ADDITIONAL_COST', rule: '702.33a' });
  });

  it('702.33c: multikicker is paid any number of times; a counter for each time it was kicked', () => {
    const state = board({ battlefield: lands('Forest', 6) }, { hand: [{ id: 'p1', card: 'Gnarlid Pack' }] });
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'p1', additionalCosts: ['kicker', 'kicker'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(6);
    expect(permanent(a, 'p1')).toMatchObject({ counters: { '+1/+1': 2 }, kicked: 2 });
  });

  it('702.33e, 603.4: "when it enters, if it was kicked": triggers only for a kicked permanent', () => {
    const battlefield = [...lands('Plains', 4), { id: 'r1', card: 'Test Relic', controller: 'bob' }];
    const state = board({ battlefield }, { hand: [{ id: 's1', card: 'Kor Sanctifiers' }] });
    const kicked = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 's1', additionalCosts: ['kicker'] }, ...passes(2), ...passes(2)],
    });
    expect(kicked.legal).toBe(true);
    expect(kicked.state.battlefield.map((o) => o.id)).not.toContain('r1');
    expect(cited(kicked)).toEqual(expect.arrayContaining(['603.2', '701.8a']));
    const plain = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 's1' }, ...passes(2)] });
    expect(plain.state.battlefield.map((o) => o.id)).toContain('r1');
    expect(plain.state.stack).toEqual([]);
    expect(cited(plain)).toContain('603.4');
  });

  it('702.33e: a kicked permanent on the board says so ("kicked"), and its "if it was kicked" trigger reads it', () => {
    const state = board({
      battlefield: [
        ...lands('Plains', 1),
        { id: 's1', card: 'Kor Sanctifiers', controller: 'alice', kicked: 1 },
        { id: 'r1', card: 'Test Relic', controller: 'bob' },
      ],
      pending: [{ id: 't1', source: 's1', index: 0, controller: 'alice' }],
    });
    const a = answer({ state, actions: [...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('r1');
    // 701.8a: destroyed, so in its owner's graveyard (not merely gone from the battlefield).
    expect(a.state.players[1].graveyard).toEqual([expect.objectContaining({ id: 'r1' })]);
    expect(cited(a)).toContain('701.8a');
  });

  it('702.33e: "if this spell was kicked, draw two cards" happens only when kicked', () => {
    const battlefield = [...lands('Plains', 3), ...lands('Island', 3), { id: 'r1', card: 'Test Relic', controller: 'bob' }];
    const library = [
      { id: 'x1', card: 'Forest' },
      { id: 'x2', card: 'Forest' },
    ];
    const state = board({ battlefield }, { hand: [{ id: 'd1', card: 'Dismantling Blow' }], library });
    const kicked = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'd1', targets: ['r1'], additionalCosts: ['kicker'] }, ...passes(2)],
    });
    expect(kicked.legal).toBe(true);
    expect((kicked.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['x1', 'x2']);
    expect(kicked.state.battlefield.map((o) => o.id)).not.toContain('r1');
    const plain = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'd1', targets: ['r1'] }, ...passes(2)] });
    expect(plain.state.players[0].hand).toEqual([]);
    expect(plain.trace).toContainEqual(expect.objectContaining({ rule: '702.33e', event: 'notKicked' }));
  });

  it('a kicked spell on the stack keeps its additional costs on the wire', () => {
    const state = board({ battlefield: lands('Forest', 5) }, { hand: [{ id: 'k1', card: 'Kavu Titan' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'k1', additionalCosts: ['kicker'] } });
    expect(a.state.stack[0]).toMatchObject({ id: 'k1', additionalCosts: ['kicker'] });
    const resumed = answer({ state: a.state, actions: passes(2) });
    expect(permanent(resumed, 'k1')).toMatchObject({ counters: { '+1/+1': 3 }, kicked: 1 });
  });

  it('"additionalCosts" must name costs this engine knows', () => {
    const state = board({ battlefield: lands('Forest', 5) }, { hand: [{ id: 'k1', card: 'Kavu Titan' }] });
    const outcome = adjudicate({ state, action: { type: 'cast', player: 'alice', card: 'k1', additionalCosts: ['kick'] } }, catalog);
    expect(outcome).toMatchObject({ kind: 'invalid', errors: [{ path: 'action.additionalCosts' }] });
  });

  it('legal actions list the kicked cast beside the plain one', () => {
    const listed = legalActionsFor(board({ battlefield: lands('Forest', 5) }, { hand: [{ id: 'k1', card: 'Kavu Titan' }] }), catalog);
    const actions = listed.ok ? listed.value.actions.map((a) => a.action) : [];
    expect(actions).toContainEqual({ type: 'cast', player: 'alice', card: 'k1' });
    expect(actions).toContainEqual({ type: 'cast', player: 'alice', card: 'k1', additionalCosts: ['kicker'] });
  });
});

describe('702.33a: kicker on a board', () => {
  const { run, board, passes, refusedAt } = copyAndKeywordBoards;

  it('702.33a, 702.33d: a spell on the board kicked without kicker, or kicked twice with one kicker cost, is refused', () => {
    const bears = board({ stack: [{ id: 's', card: 'Grizzly Bears', controller: 'alice', additionalCosts: ['kicker'] }] });
    expect(refusedAt(run({ state: bears, actions: passes(2) }), 'state.stack[0].additionalCosts')).toBe(true);
    const titan = board({ stack: [{ id: 's', card: 'Kavu Titan', controller: 'alice', additionalCosts: ['kicker', 'kicker'] }] });
    expect(refusedAt(run({ state: titan, actions: passes(2) }), 'state.stack[0].additionalCosts')).toBe(true);
  });
});

/** Current Oracle texts (two kicker costs, 702.33b). */
const cetavolver = defineCard({
  name: 'Cetavolver',
  manaCost: '{1}{U}',
  colors: ['U'],
  types: ['Creature'],
  subtypes: ['Volver'],
  power: '1',
  toughness: '1',
  text:
    'Kicker {1}{R} and/or {G}\nIf Cetavolver was kicked with its {1}{R} kicker, it enters with two +1/+1 counters on it and with first strike.\n' +
    'If Cetavolver was kicked with its {G} kicker, it enters with a +1/+1 counter on it and with trample.',
});
const sunscape = defineCard({
  name: 'Sunscape Battlemage',
  manaCost: '{2}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Human', 'Wizard'],
  power: '2',
  toughness: '2',
  text:
    'Kicker {1}{G} and/or {2}{U}\nWhen Sunscape Battlemage enters, if it was kicked with its {1}{G} kicker, destroy target creature with flying.\n' +
    'When Sunscape Battlemage enters, if it was kicked with its {2}{U} kicker, draw two cards.',
});
const bird = defineCard({ name: 'Test Bird', manaCost: '{U}', types: ['Creature'], power: '1', toughness: '1', text: 'Flying' });
const twoKickersCatalog = new InMemoryCatalog([
  cetavolver,
  sunscape,
  bird,
  kavuTitan,
  ...['Forest', 'Plains', 'Island', 'Mountain'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const twoKickers = rulingsWith(twoKickersCatalog);
const castCetavolver = (additionalCosts: string[] | undefined, landCount = 5) => {
  const lands5 = [...lands('Island', 2), ...lands('Mountain', 2), ...lands('Forest', 1)].slice(0, landCount);
  const state = board({ battlefield: lands5 }, { hand: [{ id: 'c1', card: 'Cetavolver' }] });
  const cast = { type: 'cast', player: 'alice', card: 'c1', ...(additionalCosts ? { additionalCosts } : {}) };
  return twoKickers({ state, actions: [cast, ...passes(2)] });
};

describe('702.33b, 702.33f: "Kicker [cost 1] and/or [cost 2]"', () => {
  it('reads both kicker costs and the abilities linked to each', () => {
    for (const card of [cetavolver, sunscape]) expect(compileCard(card)).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(cetavolver).abilities[0]).toMatchObject({ kind: 'kicker', cost: '{1}{R}', cost2: '{G}', multi: false });
    // 702.33f: a kicker named by a cost the card does not have, or two equal costs, stay refused.
    const equal = defineCard({ ...cetavolver, text: 'Kicker {G} and/or {G}' });
    expect(compileCard(equal).support).not.toBe('full');
  });

  it('702.33b, 601.2f: both kicker costs paid: five mana; 702.33f: both linked abilities apply, and it remembers both', () => {
    const a = castCetavolver(['kicker', 'kicker2']);
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(5);
    const c = permanent(a, 'c1');
    expect(c).toMatchObject({ counters: { '+1/+1': 3 }, kicked: 2, kickedWith: ['kicker', 'kicker2'] });
    expect(c?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(c?.characteristics.abilities).toEqual(expect.arrayContaining(['First strike', 'Trample']));
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '702.33a', '702.33b', '601.2f', '601.2h', '614.1c']));
  });

  it('702.33f: the second kicker cost alone: {G} added, only its ability applies', () => {
    const a = castCetavolver(['kicker2']);
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(3);
    const c = permanent(a, 'c1');
    expect(c).toMatchObject({ counters: { '+1/+1': 1 }, kicked: 1, kickedWith: ['kicker2'] });
    expect(c?.characteristics.abilities).toContain('Trample');
    expect(c?.characteristics.abilities).not.toContain('First strike');
  });

  it('702.33f: the first kicker cost alone: {1}{R} added, only its ability applies', () => {
    const a = castCetavolver(['kicker']);
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(4);
    const c = permanent(a, 'c1');
    expect(c).toMatchObject({ counters: { '+1/+1': 2 }, kicked: 1, kickedWith: ['kicker'] });
    expect(c?.characteristics.abilities).toContain('First strike');
    expect(c?.characteristics.abilities).not.toContain('Trample');
  });

  it('neither kicker cost: the mana cost only, no counters, not kicked', () => {
    const a = castCetavolver(undefined);
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(2);
    const c = permanent(a, 'c1');
    expect(c?.counters).toEqual({});
    expect(c?.kicked).toBeUndefined();
    expect(c?.kickedWith).toBeUndefined();
  });

  it('601.2h: both kicker costs cannot be paid with four lands', () => {
    const a = castCetavolver(['kicker', 'kicker2'], 4);
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('702.33b: each kicker cost is paid once at most; "kicker2" needs a second kicker cost', () => {
    expect(castCetavolver(['kicker2', 'kicker2']).violations[0]).toMatchObject({ code: 'ADDITIONAL_COST_TWICE', rule: '702.33b' });
    const state = board({ battlefield: lands('Forest', 8) }, { hand: [{ id: 'k1', card: 'Kavu Titan' }] });
    const a = twoKickers({ state, action: { type: 'cast', player: 'alice', card: 'k1', additionalCosts: ['kicker2'] } });
    expect(a.violations[0]).toMatchObject({ code: 'NO_SUCH_ADDITIONAL_COST', rule: '702.33b' });
  });

  it('legal actions list the casts with either kicker cost and with both', () => {
    const state = board(
      { battlefield: [...lands('Island', 2), ...lands('Mountain', 2), ...lands('Forest', 1)] },
      { hand: [{ id: 'c1', card: 'Cetavolver' }] },
    );
    const listed = legalActionsFor(
      state,
      new InMemoryCatalog([cetavolver, ...['Forest', 'Island', 'Mountain'].map((n) => testCatalog.find(n) as CardDefinition)]),
    );
    const actions = listed.ok ? listed.value.actions.map((a) => a.action) : [];
    for (const additionalCosts of [['kicker'], ['kicker2'], ['kicker', 'kicker2']])
      expect(actions).toContainEqual({ type: 'cast', player: 'alice', card: 'c1', additionalCosts });
  });

  it('702.33f, 603.4: Sunscape Battlemage kicked with its {2}{U} kicker draws two cards; its {1}{G} trigger does not trigger', () => {
    const battlefield = [
      ...lands('Plains', 3),
      ...lands('Island', 3),
      ...lands('Forest', 2),
      { id: 'y1', card: 'Test Bird', controller: 'bob' },
    ];
    const library = [
      { id: 'x1', card: 'Forest' },
      { id: 'x2', card: 'Forest' },
    ];
    const state = board({ battlefield }, { hand: [{ id: 's1', card: 'Sunscape Battlemage' }], library });
    const a = twoKickers({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 's1', additionalCosts: ['kicker2'] }, ...passes(2), ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['x1', 'x2']);
    expect(a.state.battlefield.map((o) => o.id)).toContain('y1');
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '603.4']));
  });

  it('702.33f: Sunscape Battlemage kicked with both: the flyer is destroyed and two cards drawn', () => {
    const battlefield = [
      ...lands('Plains', 3),
      ...lands('Island', 3),
      ...lands('Forest', 2),
      { id: 'y1', card: 'Test Bird', controller: 'bob' },
    ];
    const library = [
      { id: 'x1', card: 'Forest' },
      { id: 'x2', card: 'Forest' },
    ];
    const state = board({ battlefield }, { hand: [{ id: 's1', card: 'Sunscape Battlemage' }], library });
    const cast = { type: 'cast', player: 'alice', card: 's1', additionalCosts: ['kicker', 'kicker2'] };
    const entered = twoKickers({ state, actions: [cast, ...passes(2)] });
    // 603.3b: both linked abilities trigger at once.
    expect(entered.decision).toMatchObject({ player: 'alice', kind: 'orderTriggers', options: ['s1.trigger.0', 's1.trigger.1'] });
    const ordered = twoKickers({ state: entered.state, actions: [choose(entered, ['s1.trigger.0', 's1.trigger.1'])] });
    const a = twoKickers({ state: ordered.state, actions: [...passes(2), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(entered.state.battlefield.filter((o) => o.tapped)).toHaveLength(8);
    expect(a.state.players[1].graveyard.map((o) => o.id)).toEqual(['y1']);
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['x1', 'x2']);
    expect(permanent(a, 's1')).toMatchObject({ kicked: 2, kickedWith: ['kicker', 'kicker2'] });
  });

  it('702.33f: a board permanent says which kicker costs were paid ("kickedWith"); kicked once without it is not guessed', () => {
    const library = [
      { id: 'x1', card: 'Forest' },
      { id: 'x2', card: 'Forest' },
    ];
    const at = (s1: Record<string, unknown>, index: number) =>
      board(
        {
          battlefield: [
            { id: 's1', card: 'Sunscape Battlemage', controller: 'alice', ...s1 },
            { id: 'y1', card: 'Test Bird', controller: 'bob' },
          ],
          pending: [{ id: 't1', source: 's1', index, controller: 'alice', ...(index === 0 ? { targets: ['y1'] } : {}) }],
        },
        { library },
      );
    const draws = twoKickers({ state: at({ kicked: 1, kickedWith: ['kicker2'] }, 1), actions: passes(2) });
    expect(draws.legal).toBe(true);
    expect((draws.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['x1', 'x2']);
    expect(permanent(draws, 's1')).toMatchObject({ kicked: 1, kickedWith: ['kicker2'] });
    const not = twoKickers({ state: at({ kicked: 1, kickedWith: ['kicker2'] }, 0), actions: passes(2) });
    expect(not.state.battlefield.map((o) => o.id)).toContain('y1');
    expect(cited(not)).toContain('603.4');
    // "kicked": 2 with two kicker costs is both.
    const both = twoKickers({ state: at({ kicked: 2 }, 0), actions: passes(2) });
    expect(both.state.players[1].graveyard.map((o) => o.id)).toEqual(['y1']);
    const unknown = adjudicate({ state: at({ kicked: 1 }, 1), actions: passes(2) }, twoKickersCatalog);
    expect(unknown).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_RESOLUTION', rule: '702.33f' });
    const bad = adjudicate({ state: at({ kicked: 1, kickedWith: ['kicker3'] }, 1), actions: passes(2) }, twoKickersCatalog);
    expect(bad).toMatchObject({ kind: 'invalid', errors: [{ path: 'state.battlefield[0].kickedWith' }] });
  });
});
