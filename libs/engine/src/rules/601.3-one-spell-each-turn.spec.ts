import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 601.3, 101.2: "Each player can't cast more than one spell each turn.", on real cards of the bundled catalog. */
const NAMES = ['Rule of Law', 'Arcane Laboratory', 'Eidolon of Rhetoric'];
const catalog = new InMemoryCatalog(
  [...NAMES, 'Lightning Bolt', 'Shock', 'Grizzly Bears', 'Rift Bolt', 'Mountain', 'Forest', 'Plains'].map(bundledCard),
);
const answer = rulingsWith(catalog);
const cast = (card: string, more: Record<string, unknown> = {}, player = 'alice') => ({ type: 'cast', player, card, ...more });

/** Bob's Rule of Law (or another limit) on the battlefield; alice with Lightning Bolt, Shock, Grizzly Bears, Rift Bolt and a Forest in hand. */
const limited = (limit: string | null, turn: Record<string, unknown> = {}) =>
  board(
    {
      battlefield: [
        ...(limit ? [perm('law', limit, 'bob')] : []),
        ...lands('Mountain', 'm', 4),
        ...lands('Forest', 'f', 2),
        ...lands('Mountain', 'bm', 1, 'bob'),
      ],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', ...turn },
    },
    {
      hand: [
        { id: 'bolt', card: 'Lightning Bolt' },
        { id: 'shock', card: 'Shock' },
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'rift', card: 'Rift Bolt' },
        { id: 'forest', card: 'Forest' },
      ],
    },
    { hand: [{ id: 'bshock', card: 'Shock' }] },
  );

describe('601.3: "Each player can\'t cast more than one spell each turn." is read', () => {
  it('each card is understood in full, a static ability of its own', () => {
    for (const name of NAMES) {
      const c = bundledCard(name);
      expect([name, compileCard(c).support, compileCard(c).unsupported]).toEqual([name, 'full', []]);
      expect(compileCard(c).abilities).toContainEqual(
        expect.objectContaining({ kind: 'static', effects: [{ kind: 'oneSpellEachTurn', players: 'each' }] }),
      );
    }
  });

  it('"You can\'t cast more than one spell each turn." holds for the controller of its source only', () => {
    expect(compileCard(bundledCard("Yawgmoth's Agenda")).abilities).toContainEqual(
      expect.objectContaining({ kind: 'static', effects: [{ kind: 'oneSpellEachTurn', players: 'you' }] }),
    );
  });

  it('"Enchanted player can\'t cast more than one spell each turn." (an Aura on a player) stays refused', () => {
    const curse = compileCard(bundledCard('Curse of Exhaustion'));
    expect(curse.support).not.toBe('full');
    expect(curse.unsupported).toContain("Enchanted player can't cast more than one spell each turn.");
  });
});

describe('601.3: a player who cast a spell this turn cannot begin to cast another', () => {
  it('Rule of Law: Lightning Bolt resolves, then Shock is refused (ONE_SPELL_EACH_TURN) and stays in hand', () => {
    const a = answer({
      state: limited('Rule of Law'),
      actions: [cast('bolt', { targets: ['bob'] }), ...passes(2), cast('shock', { targets: ['bob'] })],
    });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ONE_SPELL_EACH_TURN', rule: '601.3' })]);
    expect(a.state.players[1].life).toBe(17);
    expect(a.state.players[0].hand).toContainEqual(expect.objectContaining({ id: 'shock' }));
    expect(a.state.stack).toEqual([]);
  });

  it('the same two spells without a limit: both are cast', () => {
    const a = answer({
      state: limited(null),
      actions: [cast('bolt', { targets: ['bob'] }), ...passes(2), cast('shock', { targets: ['bob'] }), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(15);
  });

  it('the limit is per player: after alice casts Grizzly Bears, bob may still respond with Shock', () => {
    const a = answer({
      state: limited('Arcane Laboratory'),
      actions: [
        cast('bears'),
        { type: 'pass', player: 'alice' },
        cast('bshock', { targets: ['alice'] }, 'bob'),
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(18);
    expect(onField(a, 'bears')).toBeDefined();
  });

  it('spells cast before the limit counts (turn.spellsCastBy): Eidolon of Rhetoric refuses her first cast of this board', () => {
    const a = answer({ state: limited('Eidolon of Rhetoric', { spellsCastBy: { alice: 1 } }), action: cast('bolt', { targets: ['bob'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ONE_SPELL_EACH_TURN', rule: '601.3' })]);
    expect(cited(a)).toContain('601.3');
  });

  it('what was cast last turn does not count', () => {
    const a = answer({
      state: limited('Rule of Law', { spellsCastLastTurnBy: { alice: 2 }, spellsCastBy: { bob: 1 } }),
      actions: [cast('bolt', { targets: ['bob'] }), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(17);
  });

  it('playing a land is no spell: the Forest is still played', () => {
    const a = answer({
      state: limited('Rule of Law', { spellsCastBy: { alice: 1 } }),
      action: { type: 'playLand', player: 'alice', card: 'forest' },
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'forest')).toBeDefined();
  });

  it('116.2f: no suspending Rift Bolt once she cast a spell (she could not begin to cast it)', () => {
    const a = answer({
      state: limited('Rule of Law', { spellsCastBy: { alice: 1 } }),
      action: { type: 'specialAction', player: 'alice', kind: 'suspend', object: 'rift' },
    });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ONE_SPELL_EACH_TURN', rule: '601.3' })]);
    expect(a.state.players[0].hand).toContainEqual(expect.objectContaining({ id: 'rift' }));
  });

  it('legal actions offer no spell after the first, but still the land', () => {
    const listed = legalActionsFor(limited('Rule of Law', { spellsCastBy: { alice: 1 } }), catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    const types = listed.value.actions.map((x) => x.action.type);
    expect(types).not.toContain('cast');
    expect(types).toContain('playLand');
    const before = legalActionsFor(limited('Rule of Law'), catalog);
    if (!before.ok) throw new Error(JSON.stringify(before.errors));
    expect(before.value.actions.map((x) => x.action.type)).toContain('cast');
  });

  it('spells counted without saying who cast them: UNSUPPORTED_ACTION rather than a guess', () => {
    const o = adjudicate({ state: limited('Rule of Law', { spellsCast: 1 }), action: cast('bolt', { targets: ['bob'] }) }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ACTION', rule: '601.3' });
  });
});

describe('601.3: "You can\'t cast creature spells." (Steel Golem, Grid Monitor)', () => {
  const golem = rulingsWith(new InMemoryCatalog(['Steel Golem', 'Grizzly Bears', 'Lightning Bolt', 'Mountain', 'Forest'].map(bundledCard)));
  const state = (controller: string) =>
    board(
      { battlefield: [perm('sg', 'Steel Golem', controller), ...lands('Mountain', 'm', 1), ...lands('Forest', 'f', 2)] },
      {
        hand: [
          { id: 'bears', card: 'Grizzly Bears' },
          { id: 'bolt', card: 'Lightning Bolt' },
        ],
      },
    );

  it.each(['Steel Golem', 'Grid Monitor'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it("with her own Steel Golem alice can't cast Grizzly Bears (601.3), nothing is paid; she can cast Lightning Bolt", () => {
    const bears = golem({ state: state('alice'), action: cast('bears', { payment: { tap: ['f1', 'f2'] } }) });
    expect(bears.violations).toEqual([expect.objectContaining({ code: 'CANT_CAST', rule: '601.3' })]);
    expect(onField(bears, 'f1')?.tapped).toBeFalsy();
    const bolt = golem({ state: state('alice'), action: cast('bolt', { targets: ['bob'], payment: { tap: ['m1'] } }) });
    expect(bolt.violations).toEqual([]);
    const listed = legalActionsFor(
      state('alice'),
      new InMemoryCatalog(['Steel Golem', 'Grizzly Bears', 'Lightning Bolt', 'Mountain', 'Forest'].map(bundledCard)),
    );
    expect(listed.ok && listed.value.actions.map((x) => x.action)).not.toContainEqual(expect.objectContaining({ card: 'bears' }));
  });

  it("bob's Steel Golem does not stop alice", () => {
    const a = golem({ state: state('bob'), actions: [cast('bears', { payment: { tap: ['f1', 'f2'] } }), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'bears')).toBeDefined();
  });
});
