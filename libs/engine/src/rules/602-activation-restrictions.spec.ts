import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';
import { legalActionsFor } from '../legal-actions';

/** 602.5: restrictions on activating an ability, on real cards of the bundled catalog. */
const NAMES = [
  'Disrupting Scepter', // {3}, {T}: Target player discards a card. Activate this ability only during your turn.
  'Svyelunite Priest', // {U}{U}, {T}: Target creature gains shroud until end of turn. Activate this ability only during your upkeep.
  'Capricious Sorcerer', // {T}: 1 damage to any target. Activate this ability only during your turn, before attackers are declared.
  'Flailing Ogre', // {1}: +1/+1 until end of turn. Any player may activate this ability. (and {1}: -1/-1)
  'Pit Imp', // Flying; {B}: Pit Imp gets +1/+0 until end of turn. Activate this ability no more than twice each turn.
  "Ghoulcaller's Accomplice", // {3}{B}, Exile it from your graveyard: a 2/2 Zombie. Activate this ability only any time you could cast a sorcery.
  'Well of Knowledge', // {2}: Draw a card. Any player may activate this ability but only during their draw step.
  'Trade Caravan', // Remove two currency counters: Untap target basic land. Activate this ability only during an opponent's upkeep.
  'Angus Mackenzie', // {G}{W}{U}, {T}: Prevent all combat damage this turn. Activate this ability only before the combat damage step.
  'Groundling Pouncer', // {G/U}: +1/+3 and flying. Activate this ability only once each turn and only if an opponent controls a creature with flying.
];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([
  ...CARDS,
  ...[
    'Grizzly Bears',
    'Serra Angel',
    'Arrest',
    'Prodigal Sorcerer',
    'Llanowar Elves',
    'Forest',
    'Plains',
    'Island',
    'Swamp',
    'Mountain',
    'Temple of the False God',
    'Library of Alexandria',
  ].map(bundledCard),
]);
const answer = rulingsWith(catalog);
const act = (source: string, more: Record<string, unknown> = {}, player = 'alice') => ({
  type: 'activate',
  player,
  source,
  ability: 0,
  ...more,
});
const at = (active: string, step: string, priority = 'alice') => ({ number: 3, active, step, priority });

describe('602.5b, 602.5d: restriction sentences are read', () => {
  it('each card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
  });

  it('the restrictions are on the ability, not effects', () => {
    const [scepter, priest, sorcerer, ogre, imp] = CARDS.map((c) => compileCard(c).abilities.find((a) => a.kind === 'activated'));
    expect(scepter).toMatchObject({ restrictions: { timing: { turn: 'you', text: 'during your turn' } } });
    expect(priest).toMatchObject({ restrictions: { timing: { turn: 'you', steps: ['upkeep'] } } });
    expect(sorcerer).toMatchObject({
      restrictions: { timing: { turn: 'you', steps: ['untap', 'upkeep', 'draw', 'first-main', 'beginning-of-combat'] } },
    });
    expect(ogre).toMatchObject({ restrictions: { anyPlayer: true } });
    expect(imp).toMatchObject({ restrictions: { maxPerTurn: 2 } });
    expect(compileCard(CARDS[5]).abilities[0]).toMatchObject({ sorcerySpeed: true, fromGraveyard: true });
  });
});

describe('602.5b: "Activate this ability only during your turn"', () => {
  const scepter = (turn: ReturnType<typeof at>) =>
    board(
      { battlefield: [perm('s', 'Disrupting Scepter', 'alice'), ...lands('Island', 'i', 3)], turn },
      {},
      { hand: [{ id: 'h', card: 'Island' }] },
    );

  it("Disrupting Scepter on its controller's turn (even in combat): bob discards", () => {
    const a = answer({ state: scepter(at('alice', 'declare-blockers')), action: act('s', { targets: ['bob'] }) });
    expect(a.legal).toBe(true);
  });

  it("not on an opponent's turn", () => {
    const a = answer({ state: scepter(at('bob', 'first-main')), action: act('s', { targets: ['bob'] }) });
    expect(a.violations[0]).toMatchObject({ code: 'WRONG_TIME', rule: '602.5b' });
    expect(cited(a)).not.toContain('602.2a');
  });
});

describe('602.5b: "Activate this ability only during your upkeep"', () => {
  const priest = (turn: ReturnType<typeof at>) =>
    board({
      battlefield: [perm('p', 'Svyelunite Priest', 'alice'), perm('b', 'Grizzly Bears', 'alice'), ...lands('Island', 'i', 2)],
      turn,
    });

  it("Svyelunite Priest in its controller's upkeep", () => {
    const a = answer({ state: priest(at('alice', 'upkeep')), actions: [act('p', { targets: ['b'] }), ...passes(2)] });
    expect(onField(a, 'b')?.characteristics?.abilities).toContain('Shroud');
  });

  it.each([
    ['its main phase', at('alice', 'first-main')],
    ["an opponent's upkeep", at('bob', 'upkeep')],
  ])('not in %s', (_, turn) => {
    expect(answer({ state: priest(turn), action: act('p', { targets: ['b'] }) }).violations[0]).toMatchObject({
      code: 'WRONG_TIME',
      rule: '602.5b',
    });
  });
});

describe('602.5b: "Activate this ability only during your turn, before attackers are declared"', () => {
  const sorcerer = (turn: ReturnType<typeof at>) => board({ battlefield: [perm('c', 'Capricious Sorcerer', 'alice')], turn });

  it.each([
    ['upkeep', at('alice', 'upkeep')],
    ['first main phase', at('alice', 'first-main')],
    ['beginning of combat', at('alice', 'beginning-of-combat')],
  ])("Capricious Sorcerer may ping in its controller's %s", (_, turn) => {
    const a = answer({ state: sorcerer(turn), actions: [act('c', { targets: ['bob'] }), ...passes(2)] });
    expect(a.state.players[1].life).toBe(19);
  });

  it.each([
    ['the declare attackers step', at('alice', 'declare-attackers')],
    ['the second main phase', at('alice', 'second-main')],
    ["an opponent's turn", at('bob', 'first-main')],
  ])('not in %s', (_, turn) => {
    expect(answer({ state: sorcerer(turn), action: act('c', { targets: ['bob'] }) }).violations[0]).toMatchObject({
      code: 'WRONG_TIME',
      rule: '602.5b',
    });
  });
});

describe('602.2: "Any player may activate this ability"', () => {
  const state = board({
    battlefield: [perm('o', 'Flailing Ogre', 'alice'), ...lands('Mountain', 'm', 1, 'bob')],
    turn: at('alice', 'first-main', 'bob'),
  });

  it("bob activates the -1/-1 ability of alice's Flailing Ogre, paying with his own land", () => {
    const a = answer({ state, actions: [act('o', { ability: 1 }, 'bob'), ...passes(2, 'bob', 'alice')] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'o')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(onField(a, 'm1')?.tapped).toBe(true);
  });

  it("an ability without it is its controller's only (602.2)", () => {
    const scepter = board({
      battlefield: [perm('s', 'Disrupting Scepter', 'alice'), ...lands('Island', 'i', 3, 'bob')],
      turn: at('bob', 'first-main', 'bob'),
    });
    expect(answer({ state: scepter, action: act('s', { targets: ['alice'] }, 'bob') }).violations[0]).toMatchObject({
      code: 'NOT_CONTROLLER',
      rule: '602.2',
    });
  });
});

describe('602.5b: "Activate this ability no more than twice each turn"', () => {
  it('Pit Imp: twice, not a third time; the count follows the permanent', () => {
    const state = board({ battlefield: [perm('p', 'Pit Imp', 'alice'), ...lands('Swamp', 's', 3)] });
    const twice = answer({ state, actions: [act('p'), ...passes(2), act('p'), ...passes(2)] });
    expect(onField(twice, 'p')).toMatchObject({ activatedThisTurn: [0, 0], characteristics: expect.objectContaining({ power: 2 }) }); // a 0/1, +1/+0 twice
    const third = answer({ state: twice.state, action: act('p') });
    expect(third.violations[0]).toMatchObject({ code: 'ALREADY_ACTIVATED', rule: '602.5b' });
  });
});

describe('602.5d: "Activate this ability only any time you could cast a sorcery" from a graveyard', () => {
  it("Ghoulcaller's Accomplice: in its controller's main phase with an empty stack, not in an upkeep", () => {
    const state = (turn: ReturnType<typeof at>) =>
      board({ battlefield: lands('Swamp', 's', 4), turn }, { graveyard: [{ id: 'g', card: "Ghoulcaller's Accomplice" }] });
    const a = answer({ state: state(at('alice', 'first-main')), actions: [act('g'), ...passes(2)] });
    expect(a.state.battlefield.filter((o) => o.token)).toHaveLength(1);
    expect(answer({ state: state(at('alice', 'upkeep')), action: act('g') }).violations[0]).toMatchObject({ rule: '602.5d' });
  });
});

describe('602.5b: "Activate this ability only if [condition]" (a condition of the grammar)', () => {
  it('Temple of the False God: with five lands its mana ability adds {C}{C}', () => {
    const a = answer({
      state: board({ battlefield: [perm('t1', 'Temple of the False God', 'alice'), ...lands('Mountain', 'm', 4)] }),
      action: act('t1'),
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].manaPool).toBe('{C}{C}');
  });

  it('Temple of the False God: with four lands, illegal (CONDITION_NOT_MET), nothing tapped', () => {
    const a = answer({
      state: board({ battlefield: [perm('t1', 'Temple of the False God', 'alice'), ...lands('Mountain', 'm', 3)] }),
      action: act('t1'),
    });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CONDITION_NOT_MET', rule: '602.5b' })]);
    expect(onField(a, 't1')?.tapped).toBe(false);
  });

  it('Library of Alexandria: exactly seven cards in hand draws; six is illegal', () => {
    const hand = (n: number) => ({ hand: Array.from({ length: n }, () => 'Island') });
    const seven = answer({
      state: board({ battlefield: [perm('l1', 'Library of Alexandria', 'alice')] }, hand(7)),
      actions: [act('l1', { ability: 1 }), ...passes(2)],
    });
    expect(seven.violations).toEqual([]);
    expect(seven.state.players[0].hand).toHaveLength(8);
    const six = answer({
      state: board({ battlefield: [perm('l1', 'Library of Alexandria', 'alice')] }, hand(6)),
      action: act('l1', { ability: 1 }),
    });
    expect(six.violations).toEqual([expect.objectContaining({ code: 'CONDITION_NOT_MET', rule: '602.5b' })]);
    expect(cited(six)).toContain('602.5b');
  });
});

describe('602.5b: windows of time: "during their draw step", "during an opponent\'s upkeep", "before the combat damage step"', () => {
  const well = (turn: ReturnType<typeof at>) =>
    board({ battlefield: [perm('w', 'Well of Knowledge', 'alice'), ...lands('Island', 'i', 2, 'bob')], turn });

  it('Well of Knowledge: bob activates it in his own draw step and draws', () => {
    const a = answer({ state: well(at('bob', 'draw', 'bob')), actions: [act('w', {}, 'bob'), ...passes(2, 'bob', 'alice')] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].hand).toEqual({ count: 1 });
  });

  it.each([
    ["in alice's draw step", at('alice', 'draw', 'bob')],
    ['in his own main phase', at('bob', 'first-main', 'bob')],
  ])('Well of Knowledge: not by bob %s (WRONG_TIME, 602.5b)', (_, turn) => {
    const a = answer({ state: well(turn), action: act('w', {}, 'bob') });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'WRONG_TIME', rule: '602.5b' })]);
    expect(cited(a)).toContain('602.5b');
    expect(a.state.battlefield.filter((o) => o.tapped)).toEqual([]);
  });

  it("legal actions offer bob the Well in his draw step, not in alice's", () => {
    const listed = (turn: ReturnType<typeof at>) => {
      const r = legalActionsFor(well(turn), catalog);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return r.value.actions.filter((x) => x.action.type === 'activate' && x.action.source === 'w');
    };
    expect(listed(at('bob', 'draw', 'bob'))).toHaveLength(1);
    expect(listed(at('alice', 'draw', 'bob'))).toEqual([]);
  });

  const caravan = (turn: ReturnType<typeof at>) =>
    board({
      battlefield: [perm('c', 'Trade Caravan', 'alice', { counters: { currency: 2 } }), perm('i1', 'Island', 'alice', { tapped: true })],
      turn,
    });

  it("Trade Caravan: in bob's upkeep alice untaps her Island, two counters removed", () => {
    const a = answer({
      state: caravan(at('bob', 'upkeep', 'alice')),
      actions: [act('c', { targets: ['i1'] }), ...passes(2, 'alice', 'bob')],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'i1')?.tapped).toBe(false);
    expect(onField(a, 'c')?.counters?.currency ?? 0).toBe(0);
  });

  it("Trade Caravan: not in its controller's own upkeep", () => {
    const a = answer({ state: caravan(at('alice', 'upkeep')), action: act('c', { targets: ['i1'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'WRONG_TIME', rule: '602.5b' })]);
    expect(onField(a, 'c')?.counters?.currency).toBe(2);
  });

  const angus = (turn: ReturnType<typeof at>) =>
    board({
      battlefield: [
        perm('a', 'Angus Mackenzie', 'alice'),
        perm('f', 'Forest', 'alice'),
        perm('p', 'Plains', 'alice'),
        perm('i', 'Island', 'alice'),
      ],
      turn,
    });

  it.each([
    ['the declare blockers step', at('alice', 'declare-blockers')],
    ["an opponent's upkeep", at('bob', 'upkeep')],
  ])('Angus Mackenzie may be activated in %s', (_, turn) => {
    expect(answer({ state: angus(turn), action: act('a') }).violations).toEqual([]);
  });

  it.each([
    ['the combat damage step', at('alice', 'combat-damage')],
    ['the end of combat step', at('alice', 'end-of-combat')],
    ['the second main phase', at('alice', 'second-main')],
  ])('Angus Mackenzie: not in %s', (_, turn) => {
    expect(answer({ state: angus(turn), action: act('a') }).violations).toEqual([
      expect.objectContaining({ code: 'WRONG_TIME', rule: '602.5b' }),
    ]);
  });
});

describe('602.5b: "only once each turn and only if ...": both restrictions hold', () => {
  const pouncer = (flyer: boolean) =>
    board({
      battlefield: [
        perm('g', 'Groundling Pouncer', 'alice'),
        ...lands('Forest', 'f', 2),
        ...(flyer ? [perm('s', 'Serra Angel', 'bob')] : []),
      ],
    });

  it('Groundling Pouncer with an opposing flyer: once, then ALREADY_ACTIVATED', () => {
    const once = answer({ state: pouncer(true), actions: [act('g'), ...passes(2)] });
    expect(once.violations).toEqual([]);
    expect(onField(once, 'g')?.characteristics).toMatchObject({ power: 3, toughness: 4 }); // a 2/1
    expect(onField(once, 'g')?.characteristics?.abilities).toContain('Flying');
    const again = answer({ state: once.state, action: act('g') });
    expect(again.violations[0]).toMatchObject({ code: 'ALREADY_ACTIVATED', rule: '602.5b' });
  });

  it('Groundling Pouncer without one: CONDITION_NOT_MET', () => {
    const a = answer({ state: pouncer(false), action: act('g') });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CONDITION_NOT_MET', rule: '602.5b' })]);
  });
});

describe('602.5: "Enchanted creature can\'t attack or block, and its activated abilities can\'t be activated" (Arrest)', () => {
  const arrested = (creature: string, arrest = true) =>
    board(
      {
        battlefield: [
          perm('c', creature, 'alice'),
          ...(arrest ? [perm('a', 'Arrest', 'bob', { attachedTo: 'c' })] : []),
          perm('f', 'Forest', 'alice'),
        ],
      },
      { hand: [{ id: 'g', card: 'Grizzly Bears' }] },
    );

  it('Arrest reads in full: cantAttack, cantBlock and cantActivate', () => {
    expect(compileCard(bundledCard('Arrest'))).toMatchObject({
      support: 'full',
      abilities: [
        { kind: 'enchant' },
        { kind: 'static', effects: [{ kind: 'cantAttack' }, { kind: 'cantBlock' }, { kind: 'cantActivate' }] },
      ],
    });
  });

  it("Prodigal Sorcerer under Arrest: its ping can't be activated (CANT_ACTIVATE, 602.5)", () => {
    const a = answer({ state: arrested('Prodigal Sorcerer'), action: act('c', { targets: ['bob'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CANT_ACTIVATE', rule: '602.5' })]);
    expect(cited(a)).toContain('602.5');
    expect(onField(a, 'c')?.tapped).toBe(false);
  });

  it('without Arrest it pings', () => {
    const a = answer({ state: arrested('Prodigal Sorcerer', false), actions: [act('c', { targets: ['bob'] }), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(19);
  });

  it('legal actions do not offer the arrested ability', () => {
    const listed = legalActionsFor(arrested('Prodigal Sorcerer'), catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.actions.filter((x) => x.action.type === 'activate' && x.action.source === 'c')).toEqual([]);
  });

  it('Llanowar Elves under Arrest: no mana from it, by its own action or to pay for Grizzly Bears', () => {
    const state = arrested('Llanowar Elves');
    expect(answer({ state, action: act('c') }).violations).toEqual([expect.objectContaining({ code: 'CANT_ACTIVATE', rule: '602.5' })]);
    const named = answer({ state, action: { type: 'cast', player: 'alice', card: 'g', payment: { tap: ['f', 'c'] } } });
    expect(named.violations).toEqual([expect.objectContaining({ code: 'CANT_ACTIVATE', rule: '602.5' })]);
    const automatic = answer({ state, action: { type: 'cast', player: 'alice', card: 'g' } });
    expect(automatic.legal).toBe(false);
    expect(automatic.state.players[0].hand).toEqual([expect.objectContaining({ id: 'g' })]);
    expect(onField(automatic, 'c')?.tapped).toBe(false);
  });
});

describe('602.5: "Activated abilities of artifacts can\'t be activated." (Null Rod, Cursed Totem, Linvala, Keeper of Silence)', () => {
  const rod = rulingsWith(
    new InMemoryCatalog(
      ['Null Rod', 'Cursed Totem', 'Linvala, Keeper of Silence', 'Sol Ring', 'Prodigal Sorcerer', 'Grizzly Bears', 'Forest'].map(
        bundledCard,
      ),
    ),
  );

  it.each(['Null Rod', 'Stony Silence', 'Cursed Totem', 'Linvala, Keeper of Silence'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it("bob's Null Rod: alice's Sol Ring can't be tapped for mana (mana abilities too); without it, it can", () => {
    const tap = { type: 'activate', player: 'alice', source: 'sr', ability: 0 };
    const held = rod({ state: board({ battlefield: [perm('sr', 'Sol Ring', 'alice'), perm('nr', 'Null Rod', 'bob')] }), action: tap });
    expect(held.violations).toEqual([expect.objectContaining({ code: 'CANT_ACTIVATE', rule: '602.5' })]);
    expect(onField(held, 'sr')?.tapped).toBeFalsy();
    const free = rod({ state: board({ battlefield: [perm('sr', 'Sol Ring', 'alice')] }), action: tap });
    expect(free.violations).toEqual([]);
    expect(free.state.players[0].manaPool).toBe('{C}{C}');
  });

  it("Linvala: bob's Prodigal Sorcerer can't be activated, alice's own can", () => {
    const state = board({
      battlefield: [
        perm('lk', 'Linvala, Keeper of Silence', 'alice'),
        perm('ps', 'Prodigal Sorcerer', 'bob'),
        perm('ap', 'Prodigal Sorcerer', 'alice'),
      ],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
    });
    const mine = rod({ state, action: { type: 'activate', player: 'alice', source: 'ap', ability: 0, targets: ['bob'] } });
    expect(mine.violations).toEqual([]);
    const bobs = rod({
      state: { ...state, turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } },
      action: { type: 'activate', player: 'bob', source: 'ps', ability: 0, targets: ['alice'] },
    });
    expect(bobs.violations).toEqual([expect.objectContaining({ code: 'CANT_ACTIVATE', rule: '602.5' })]);
  });

  it('refused for a set the selector does not read ("sources with the chosen name", Phyrexian Revoker)', () => {
    expect(compileCard(bundledCard('Phyrexian Revoker')).support).not.toBe('full');
  });
});
