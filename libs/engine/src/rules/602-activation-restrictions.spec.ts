import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 602.5: restrictions on activating an ability, on real cards of the bundled catalog. */
const NAMES = [
  'Disrupting Scepter', // {3}, {T}: Target player discards a card. Activate this ability only during your turn.
  'Svyelunite Priest', // {U}{U}, {T}: Target creature gains shroud until end of turn. Activate this ability only during your upkeep.
  'Capricious Sorcerer', // {T}: 1 damage to any target. Activate this ability only during your turn, before attackers are declared.
  'Flailing Ogre', // {1}: +1/+1 until end of turn. Any player may activate this ability. (and {1}: -1/-1)
  'Pit Imp', // Flying; {B}: Pit Imp gets +1/+0 until end of turn. Activate this ability no more than twice each turn.
  "Ghoulcaller's Accomplice", // {3}{B}, Exile it from your graveyard: a 2/2 Zombie. Activate this ability only any time you could cast a sorcery.
];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([
  ...CARDS,
  ...['Grizzly Bears', 'Island', 'Swamp', 'Mountain', 'Temple of the False God', 'Library of Alexandria'].map(bundledCard),
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
    expect(scepter).toMatchObject({ restrictions: { timing: 'yourTurn' } });
    expect(priest).toMatchObject({ restrictions: { timing: 'yourUpkeep' } });
    expect(sorcerer).toMatchObject({ restrictions: { timing: 'beforeAttackers' } });
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
