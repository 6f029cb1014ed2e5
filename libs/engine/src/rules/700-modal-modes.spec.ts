import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import * as modalTriggerBoards from '../testing/modal-trigger-boards';
import { GRIZZLY_BEARS, ids, passes, perm, LIGHTNING_BOLT, MOUNTAIN, ISLAND, FOREST, SWAMP, PLAINS } from '../testing/spell-cards';

/** Real modal cards, current Oracle text: the sentences of their modes (700.2). */
const JUND = defineCard({
  name: 'Jund Charm',
  manaCost: '{B}{R}{G}',
  colors: ['B', 'R', 'G'],
  types: ['Instant'],
  text: "Choose one —\n• Exile target player's graveyard.\n• Jund Charm deals 2 damage to each creature.\n• Put two +1/+1 counters on target creature.",
});
const CROSIS = defineCard({
  name: "Crosis's Charm",
  manaCost: '{U}{B}{R}',
  colors: ['U', 'B', 'R'],
  types: ['Instant'],
  text: "Choose one —\n• Return target permanent to its owner's hand.\n• Destroy target nonblack creature. It can't be regenerated.\n• Destroy target artifact.",
});
const CONSULT = defineCard({
  name: 'Consult the Necrosages',
  manaCost: '{1}{U}{B}',
  colors: ['U', 'B'],
  types: ['Sorcery'],
  text: 'Choose one —\n• Target player draws two cards.\n• Target player discards two cards.',
});
const CAMPUS = defineCard({
  name: 'Defend the Campus',
  manaCost: '{3}{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Choose one —\n• Creatures you control get +1/+1 until end of turn.\n• Destroy target creature with power 4 or greater.',
});
const VENT = defineCard({
  name: 'Fissure Vent',
  manaCost: '{3}{R}{R}',
  colors: ['R'],
  types: ['Sorcery'],
  text: 'Choose one or both —\n• Destroy target artifact.\n• Destroy target nonbasic land.',
});
const DENIAL = defineCard({
  name: 'Decisive Denial',
  manaCost: '{G}{U}',
  colors: ['G', 'U'],
  types: ['Instant'],
  text: "Choose one —\n• Target creature you control fights target creature you don't control.\n• Counter target noncreature spell unless its controller pays {3}.",
});
const GIANT = defineCard({
  name: 'Hill Giant',
  manaCost: '{3}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Giant'],
  power: '3',
  toughness: '3',
});
const WURM = defineCard({
  name: 'Craw Wurm',
  manaCost: '{4}{G}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Wurm'],
  power: '6',
  toughness: '4',
});
const GROVE = defineCard({ name: 'Gavony Township', manaCost: '', types: ['Land'], text: '' });
const STONE = defineCard({ name: 'Test Idol', manaCost: '{2}', types: ['Artifact'] });
const CASUALTIES = defineCard({
  name: 'Casualties of War',
  manaCost: '{2}{B}{B}{G}{G}',
  colors: ['B', 'G'],
  types: ['Sorcery'],
  text: 'Choose one or more —\n• Destroy target artifact.\n• Destroy target creature.\n• Destroy target enchantment.\n• Destroy target land.\n• Destroy target planeswalker.',
});
const MIGHT = defineCard({
  name: 'Engineered Might',
  manaCost: '{3}{G}{W}',
  colors: ['G', 'W'],
  types: ['Instant'],
  text: 'Choose one —\n• Target creature gets +5/+5 and gains trample until end of turn.\n• Creatures you control get +2/+2 and gain vigilance until end of turn.',
});
const CLARION = defineCard({
  name: 'Deafening Clarion',
  manaCost: '{1}{R}{W}',
  colors: ['R', 'W'],
  types: ['Sorcery'],
  text: 'Choose one or both —\n• Deafening Clarion deals 3 damage to each creature.\n• Creatures you control gain lifelink until end of turn.',
});
const CARDS = [JUND, CROSIS, CONSULT, CAMPUS, VENT, DENIAL, CASUALTIES, MIGHT, CLARION];
const catalog = new InMemoryCatalog([
  ...CARDS,
  GIANT,
  WURM,
  GROVE,
  STONE,
  GRIZZLY_BEARS,
  LIGHTNING_BOLT,
  MOUNTAIN,
  ISLAND,
  FOREST,
  SWAMP,
  PLAINS,
]);
const answer = rulingsWith(catalog);
const lands = ['Plains', 'Swamp', 'Mountain', 'Mountain', 'Forest', 'Island', 'Swamp', 'Forest'].map((c, i) => perm(`l${i}`, c, 'alice'));
const cast = (card: string, modes: number[], targets: string[]) => ({ type: 'cast', player: 'alice', card, modes, targets });

describe('700.2: the modes of modal spells, sentence by sentence', () => {
  it('are understood', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('Jund Charm: "Exile target player\'s graveyard" exiles every card in it (701.13a)', () => {
    const state = board(
      { battlefield: lands },
      { hand: [{ id: 'j', card: 'Jund Charm' }] },
      {
        graveyard: [
          { id: 'g1', card: 'Grizzly Bears' },
          { id: 'g2', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = answer({ state, actions: [cast('j', [0], ['bob']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(ids(a.state.exile)).toEqual(['g1', 'g2']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '701.13a']));
  });

  it('Crosis\'s Charm: "It can\'t be regenerated" qualifies the destroy of its mode (701.19c): a shield does not save the creature', () => {
    const state = board(
      { battlefield: [...lands, { ...perm('g', 'Grizzly Bears', 'bob'), regenerationShields: 1 }] },
      { hand: [{ id: 'c', card: "Crosis's Charm" }] },
    );
    const a = answer({ state, actions: [cast('c', [1], ['g']), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['g']);
  });

  it('Consult the Necrosages: "Target player draws two cards" (121.1): the targeted player draws', () => {
    const state = board({ battlefield: lands }, { hand: [{ id: 'c', card: 'Consult the Necrosages' }] }, { hand: [] });
    const a = answer({ state, actions: [cast('c', [0], ['bob']), ...passes(2)] });
    expect(a.state.players[1].hand).toEqual({ count: 2 });
    expect(a.state.players[1].library).toEqual({ count: 28 });
    expect(a.state.players[0].library).toEqual({ count: 30 });
    expect(cited(a)).toContain('121.1');
  });

  it('Defend the Campus: "target creature with power 4 or greater" reads its power now (613)', () => {
    const state = board(
      { battlefield: [...lands, perm('w', 'Craw Wurm', 'bob'), perm('h', 'Hill Giant', 'bob')] },
      { hand: [{ id: 'd', card: 'Defend the Campus' }] },
    );
    expect(answer({ state, action: cast('d', [1], ['h']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({ state, actions: [cast('d', [1], ['w']), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['w']);
  });

  it('Fissure Vent: "target nonbasic land" (205.4c): a basic land is not one; both modes may be chosen', () => {
    const state = board(
      { battlefield: [...lands, perm('t', 'Gavony Township', 'bob'), perm('m', 'Mountain', 'bob'), perm('i', 'Test Idol', 'bob')] },
      { hand: [{ id: 'v', card: 'Fissure Vent' }] },
    );
    expect(answer({ state, action: cast('v', [1], ['m']) }).violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    const a = answer({ state, actions: [cast('v', [0, 1], ['i', 't']), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['i', 't']);
  });

  it('Decisive Denial: "target noncreature spell": a creature spell is not one', () => {
    const state = board(
      {
        battlefield: [...lands, perm('bm', 'Mountain', 'bob'), perm('bf', 'Forest', 'bob'), perm('bf2', 'Forest', 'bob')],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      { hand: [{ id: 'd', card: 'Decisive Denial' }] },
      {
        hand: [
          { id: 'bolt', card: 'Lightning Bolt' },
          { id: 'bears', card: 'Grizzly Bears' },
        ],
      },
    );
    const boltCast = answer({ state, action: { type: 'cast', player: 'bob', card: 'bolt', targets: ['alice'], payment: { tap: ['bm'] } } });
    const bobPasses = { type: 'pass', player: 'bob' };
    expect(answer({ state: boltCast.state, actions: [bobPasses, cast('d', [1], ['bolt'])] }).legal).toBe(true);
    const bearsCast = answer({ state, action: { type: 'cast', player: 'bob', card: 'bears', payment: { tap: ['bf', 'bf2'] } } });
    expect(answer({ state: bearsCast.state, actions: [bobPasses, cast('d', [1], ['bears'])] }).violations[0]).toMatchObject({
      code: 'ILLEGAL_TARGET',
      rule: '115.1',
    });
  });

  it('Casualties of War: "Choose one or more" (700.2d): any number of different modes, each with its own target', () => {
    const state = board(
      { battlefield: [...lands, perm('i', 'Test Idol', 'bob'), perm('g', 'Grizzly Bears', 'bob'), perm('t', 'Gavony Township', 'bob')] },
      { hand: [{ id: 'c', card: 'Casualties of War' }] },
    );
    const a = answer({ state, actions: [cast('c', [0, 1, 3], ['i', 'g', 't']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard).sort()).toEqual(['g', 'i', 't']);
    expect(answer({ state, action: cast('c', [1, 1], ['g', 'g']) }).violations[0]).toMatchObject({ code: 'INVALID_MODES', rule: '700.2a' });
  });

  it('Engineered Might: "Creatures you control get +2/+2 and gain vigilance until end of turn" (611.2c: those controlled as it resolves)', () => {
    const state = board(
      { battlefield: [...lands, perm('mine', 'Grizzly Bears', 'alice'), perm('theirs', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'm', card: 'Engineered Might' }] },
    );
    const a = answer({ state, actions: [cast('m', [1], []), ...passes(2)] });
    const mine = a.state.battlefield.find((o) => o.id === 'mine')?.characteristics;
    expect(mine).toMatchObject({ power: 4, toughness: 4 });
    expect(mine?.abilities).toContain('Vigilance');
    expect(a.state.battlefield.find((o) => o.id === 'theirs')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(cited(a)).toContain('611.2c');
  });

  it('Deafening Clarion: "Creatures you control gain lifelink until end of turn" gives no +0/+0', () => {
    const state = board(
      { battlefield: [...lands, perm('mine', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'd', card: 'Deafening Clarion' }] },
    );
    const a = answer({ state, actions: [cast('d', [1], []), ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'mine')?.characteristics?.abilities).toContain('Lifelink');
    expect(a.state.effects.map((e) => e.kind)).toEqual(['add-keyword']);
  });
});

describe('Cryptic Command (bundled catalog): "Choose two —" (700.2), "Tap all creatures your opponents control"', () => {
  const cryptic = new InMemoryCatalog(
    ['Cryptic Command', 'Lightning Bolt', 'Grizzly Bears', 'Hill Giant', 'Island', 'Mountain'].map(bundledCard),
  );
  const rule = rulingsWith(cryptic);
  const islands = ['i1', 'i2', 'i3', 'i4'].map((id) => perm(id, 'Island', 'alice'));
  const creatures = [perm('mine', 'Grizzly Bears', 'alice'), perm('gb', 'Grizzly Bears', 'bob'), perm('hg', 'Hill Giant', 'bob')];
  const tapped = (a: ReturnType<typeof rule>, id: string) => a.state.battlefield.find((o) => o.id === id)?.tapped === true;

  it('is understood in full', () => {
    expect(compileCard(bundledCard('Cryptic Command')).support).toBe('full');
  });

  it("tap all creatures your opponents control and draw a card: bob's two creatures are tapped (701.26a), not alice's; alice draws (121.1)", () => {
    const state = board({ battlefield: [...islands, ...creatures] }, { hand: [{ id: 'cc', card: 'Cryptic Command' }] });
    const a = rule({ state, actions: [cast('cc', [2, 3], []), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(['gb', 'hg'].map((id) => tapped(a, id))).toEqual([true, true]);
    expect(tapped(a, 'mine')).toBe(false);
    expect(a.state.players[0].hand).toEqual({ count: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '701.26a', '121.1']));
    expect(cited(a).filter((r) => r === '701.26a')).toHaveLength(2);
  });

  it("counter target spell and return target permanent: bob's Lightning Bolt is countered and his Hill Giant goes back to his hand", () => {
    const state = board(
      {
        battlefield: [...islands, ...creatures, perm('bm', 'Mountain', 'bob')],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      { hand: [{ id: 'cc', card: 'Cryptic Command' }] },
      { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    );
    const bolted = rule({ state, action: { type: 'cast', player: 'bob', card: 'bolt', targets: ['mine'], payment: { tap: ['bm'] } } });
    const a = rule({
      state: bolted.state,
      actions: [{ type: 'pass', player: 'bob' }, cast('cc', [0, 1], ['bolt', 'hg']), ...passes(2, 'alice')],
    });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(ids(a.state.players[1].graveyard)).toEqual(['bolt']);
    expect(ids(a.state.players[1].hand as { id: string }[])).toEqual(['hg']);
    expect(a.state.battlefield.map((o) => o.id)).toContain('mine');
  });

  it('illegal variants: one mode only, or the same mode twice (700.2a)', () => {
    const state = board({ battlefield: [...islands, ...creatures] }, { hand: [{ id: 'cc', card: 'Cryptic Command' }] });
    expect(rule({ state, action: cast('cc', [3], []) }).violations[0]).toMatchObject({ code: 'INVALID_MODES' });
    expect(rule({ state, action: cast('cc', [3, 3], []) }).violations[0]).toMatchObject({ code: 'INVALID_MODES', rule: '700.2a' });
  });
});

describe('Fiery Confluence (bundled catalog): "Choose three. You may choose the same mode more than once." (700.2d)', () => {
  const fiery = new InMemoryCatalog(['Fiery Confluence', 'Grizzly Bears', 'Mountain'].map(bundledCard).concat([STONE]));
  const rule = rulingsWith(fiery);
  const mountains = ['m1', 'm2', 'm3', 'm4'].map((id) => perm(id, 'Mountain', 'alice'));
  const state = board(
    { battlefield: [...mountains, perm('gb', 'Grizzly Bears', 'bob'), perm('i1', 'Test Idol', 'bob'), perm('i2', 'Test Idol', 'bob')] },
    { hand: [{ id: 'fc', card: 'Fiery Confluence' }] },
  );

  it('is understood in full, as are the other four Confluences', () => {
    for (const n of ['Fiery Confluence', 'Mystic Confluence', 'Verdant Confluence', 'Wretched Confluence', 'Righteous Confluence'])
      expect([n, compileCard(bundledCard(n)).support]).toEqual([n, 'full']);
  });

  it('the same mode three times is followed three times: 2 damage to each opponent, three times (6 in all)', () => {
    const a = rule({ state, actions: [cast('fc', [1, 1, 1], []), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(14);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toContain('601.2b');
  });

  it('a mode chosen twice has a target each time, different ones or the same; modes named out of order are followed in the order written (608.2c)', () => {
    const a = rule({ state, actions: [cast('fc', [2, 0, 2], ['i1', 'i2']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard).sort()).toEqual(['i1', 'i2']);
    expect(a.state.battlefield.find((o) => o.id === 'gb')?.damage).toBe(1);
    const same = rule({ state, actions: [cast('fc', [2, 2, 0], ['i1', 'i1']), ...passes(2)] });
    expect(same.legal).toBe(true);
    expect(ids(same.state.players[1].graveyard)).toEqual(['i1']);
    expect(same.state.battlefield.map((o) => o.id)).toContain('i2');
  });

  it('illegal variants: two modes or four (700.2a), a mode it does not have, a destroy mode without its target', () => {
    expect(rule({ state, action: cast('fc', [1, 1], []) }).violations[0]).toMatchObject({ code: 'INVALID_MODES', rule: '700.2a' });
    expect(rule({ state, action: cast('fc', [1, 1, 1, 1], []) }).violations[0]).toMatchObject({ code: 'INVALID_MODES' });
    expect(rule({ state, action: cast('fc', [1, 1, 3], []) }).violations[0]).toMatchObject({ code: 'INVALID_MODES' });
    const noTarget = rule({ state, action: cast('fc', [2, 1, 1], ['gb']) });
    expect(noTarget.legal).toBe(false);
    expect(noTarget.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it('on the stack, its three modes may repeat; a "Choose two" spell may not repeat its (Cryptic Command)', () => {
    const { adjudicate, refusedAt, turn } = modalTriggerBoards;
    const cat = new InMemoryCatalog(['Fiery Confluence', 'Cryptic Command'].map(bundledCard));
    const onStack = (card: string, modes: number[]) =>
      adjudicate(
        { state: board({ stack: [{ id: 's', card, controller: 'alice', targets: [], modes }], turn: turn('alice') }), actions: passes(2) },
        cat,
      );
    const ok = onStack('Fiery Confluence', [1, 1, 1]);
    if (ok.kind !== 'answer') throw new Error(JSON.stringify(ok));
    expect(ok.answer.state.players[1].life).toBe(14);
    expect(refusedAt(onStack('Fiery Confluence', [1, 1]), 'state.stack[0].modes')).toBe(true);
    expect(refusedAt(onStack('Cryptic Command', [3, 3]), 'state.stack[0].modes')).toBe(true);
  });
});

describe('"Exile all ..." and "Destroy all ... with ..." as modes (bundled catalog): Merciless Eviction, Austere Command', () => {
  const cat = new InMemoryCatalog(
    ['Merciless Eviction', 'Austere Command', 'Grizzly Bears', 'Plains', 'Swamp'].map(bundledCard).concat([STONE, GIANT, WURM]),
  );
  const rule = rulingsWith(cat);
  const mana = [...['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id) => perm(id, 'Plains', 'alice')), perm('s1', 'Swamp', 'alice')];
  const field = [
    perm('mine', 'Grizzly Bears', 'alice'),
    perm('gb', 'Grizzly Bears', 'bob'),
    perm('hg', 'Hill Giant', 'bob'),
    perm('w', 'Craw Wurm', 'bob'),
    perm('i', 'Test Idol', 'bob'),
  ];

  it('are understood in full', () => {
    for (const n of ['Merciless Eviction', 'Austere Command']) expect([n, compileCard(bundledCard(n)).support]).toEqual([n, 'full']);
  });

  it('Merciless Eviction, "Exile all creatures" (701.13a): every creature, its caster\'s too, is exiled; the artifact stays', () => {
    const state = board({ battlefield: [...mana, ...field] }, { hand: [{ id: 'me', card: 'Merciless Eviction' }] });
    const a = rule({ state, actions: [cast('me', [1], []), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.exile).sort()).toEqual(['gb', 'hg', 'mine', 'w']);
    expect(a.state.battlefield.map((o) => o.id)).toContain('i');
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(cited(a).filter((r) => r === '701.13a')).toHaveLength(4);
  });

  it('Austere Command, "creatures with converted mana cost 3 or less" and artifacts: the Bears and the Idol are destroyed, the 4- and 6-drops stay', () => {
    const state = board({ battlefield: [...mana, ...field] }, { hand: [{ id: 'ac', card: 'Austere Command' }] });
    const a = rule({ state, actions: [cast('ac', [2, 0], []), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard).sort()).toEqual(['gb', 'i']);
    expect(ids(a.state.players[0].graveyard)).toEqual(expect.arrayContaining(['mine', 'ac']));
    expect(a.state.battlefield.map((o) => o.id)).toEqual(expect.arrayContaining(['hg', 'w']));
    expect(rule({ state, action: cast('ac', [2], []) }).violations[0]).toMatchObject({ code: 'INVALID_MODES' });
  });
});

describe('Boros Charm (bundled catalog): "Permanents you control gain indestructible until end of turn" (611.2c)', () => {
  const cat = new InMemoryCatalog(
    ['Boros Charm', 'Austere Command', 'Grizzly Bears', 'Plains', 'Mountain'].map(bundledCard).concat([STONE]),
  );
  const rule = rulingsWith(cat);
  const mana = [perm('m1', 'Mountain', 'alice'), ...['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'].map((id) => perm(id, 'Plains', 'alice'))];
  const field = [
    perm('mine', 'Grizzly Bears', 'alice'),
    perm('myIdol', 'Test Idol', 'alice'),
    perm('gb', 'Grizzly Bears', 'bob'),
    perm('i', 'Test Idol', 'bob'),
  ];
  const hand = {
    hand: [
      { id: 'bc', card: 'Boros Charm' },
      { id: 'ac', card: 'Austere Command' },
    ],
  };

  it('is understood in full, as is Simic Charm ("gain hexproof")', () => {
    for (const n of ['Boros Charm', 'Simic Charm']) expect([n, compileCard(bundledCard(n)).support]).toEqual([n, 'full']);
  });

  it("alice's creature and artifact (a noncreature permanent too) survive a destroy-all that takes bob's", () => {
    const state = board({ battlefield: [...mana, ...field] }, hand);
    const a = rule({
      state,
      actions: [cast('bc', [1], []), ...passes(2), cast('ac', [0, 2], []), ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(expect.arrayContaining(['mine', 'myIdol', 'm1']));
    expect(ids(a.state.players[1].graveyard).sort()).toEqual(['gb', 'i']);
    expect(a.state.battlefield.find((o) => o.id === 'myIdol')?.characteristics?.abilities).toContain('Indestructible');
    expect(a.state.battlefield.find((o) => o.id === 'gb')).toBeUndefined();
    expect(cited(a)).toContain('611.2c');
  });

  it("without the charm's indestructible mode, alice's own are destroyed too", () => {
    const state = board({ battlefield: [...mana, ...field] }, hand);
    const a = rule({ state, actions: [cast('ac', [0, 2], []), ...passes(2)] });
    expect(ids(a.state.players[0].graveyard)).toEqual(expect.arrayContaining(['mine', 'myIdol']));
  });
});

describe('Golgari Charm (bundled catalog): "Regenerate each creature you control" (701.19a)', () => {
  const cat = new InMemoryCatalog(['Golgari Charm', 'Austere Command', 'Grizzly Bears', 'Plains', 'Swamp', 'Forest'].map(bundledCard));
  const rule = rulingsWith(cat);
  const mana = [
    perm('s1', 'Swamp', 'alice'),
    perm('f1', 'Forest', 'alice'),
    ...['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id) => perm(id, 'Plains', 'alice')),
  ];
  const field = [perm('mine', 'Grizzly Bears', 'alice'), perm('gb', 'Grizzly Bears', 'bob')];
  const hand = {
    hand: [
      { id: 'gc', card: 'Golgari Charm' },
      { id: 'ac', card: 'Austere Command' },
    ],
  };

  it('is understood in full, as is Wail of the Nim', () => {
    for (const n of ['Golgari Charm', 'Wail of the Nim']) expect([n, compileCard(bundledCard(n)).support]).toEqual([n, 'full']);
  });

  it("a shield on each of alice's creatures only: hers regenerates (tapped) from a destroy-all, bob's dies", () => {
    const state = board({ battlefield: [...mana, ...field] }, hand);
    const charmed = rule({ state, actions: [cast('gc', [2], []), ...passes(2)] });
    expect(charmed.state.battlefield.find((o) => o.id === 'mine')?.regenerationShields).toBe(1);
    expect(charmed.state.battlefield.find((o) => o.id === 'gb')?.regenerationShields ?? 0).toBe(0);
    const a = rule({ state: charmed.state, actions: [cast('ac', [2, 3], []), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.find((o) => o.id === 'mine')?.tapped).toBe(true);
    expect(ids(a.state.players[1].graveyard)).toEqual(['gb']);
    expect(cited(charmed)).toContain('701.19a');
  });
});
