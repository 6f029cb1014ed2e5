import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GLADECOVER_SCOUT, GRIZZLY_BEARS, ISLAND, MOUNTAIN, ids, lands, perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/** 702.96 overload, on real cards (current Oracle text, from the bundled catalog). */
const ELECTRICKERY = bundledCard('Electrickery'); // {R}: 1 damage to target creature you don't control; Overload {1}{R}
const MIZZIUM_SKIN = bundledCard('Mizzium Skin'); // {U}: target creature you control gets +0/+1 and hexproof; Overload {1}{U}
const CYCLONIC_RIFT = bundledCard('Cyclonic Rift'); // {1}{U}: return target nonland permanent you don't control; Overload {6}{U}
const COUNTERFLUX = bundledCard('Counterflux'); // "Counter each spell you don't control." is not read: refused
const VANDALBLAST = bundledCard('Vandalblast'); // {R}: destroy target artifact you don't control; Overload {4}{R}
const ORNITHOPTER = bundledCard('Ornithopter');
const catalog = new InMemoryCatalog([
  ELECTRICKERY,
  MIZZIUM_SKIN,
  CYCLONIC_RIFT,
  COUNTERFLUX,
  VANDALBLAST,
  ORNITHOPTER,
  GLADECOVER_SCOUT,
  GRIZZLY_BEARS,
  MOUNTAIN,
  ISLAND,
]);
const answer = rulingsWith(catalog);

const overload = (card: string, more: Record<string, unknown> = {}) => ({
  type: 'cast',
  player: 'alice',
  card,
  alternativeCost: 'overload',
  ...more,
});

/** Bob's two 1-toughness creatures (one with hexproof), alice's own Elf, her Mountains. */
const field = (mountains: number) => [
  ...lands('Mountain', 'r', mountains),
  perm('own', 'Gladecover Scout', 'alice'),
  perm('hx', 'Gladecover Scout', 'bob'),
  perm('b1', 'Grizzly Bears', 'bob', { damage: 1 }),
];

const start = (mountains: number) => board({ battlefield: field(mountains) }, { hand: [{ id: 'e', card: 'Electrickery' }] });

describe('702.96 overload', () => {
  it('is understood where the text with "each" is understood and asks no target; refused otherwise', () => {
    for (const c of [ELECTRICKERY, MIZZIUM_SKIN]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(ELECTRICKERY).abilities).toContainEqual({
      kind: 'alternativeCost',
      keyword: 'overload',
      cost: '{1}{R}',
      text: 'Overload {1}{R}',
    });
    expect(compileCard(COUNTERFLUX).unsupported).toEqual(['Overload {1}{U}{U}{R}']);
  });

  it('702.96a-b: Electrickery overloaded for {1}{R} deals 1 damage to each creature alice does not control, hexproof or not', () => {
    const state = start(2);
    const cast = answer({ state, actions: [overload('e'), ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(cast.trace.find((t) => t.rule === '601.2f')?.text).toContain('the overload cost {1}{R}');
    expect(ids(cast.state.battlefield)).toEqual(['r1', 'r2', 'own']);
    expect(ids(cast.state.players[1].graveyard)).toEqual(['hx', 'b1']);
    expect(ids(cast.state.players[0].graveyard)).toEqual(['e']);
    expect(cited(cast)).toEqual(expect.arrayContaining(['601.2f', '704.5g']));
  }, 20000);

  it('cast for its mana cost {R}, Electrickery has its one target: Grizzly Bears dies, the others stay', () => {
    const state = start(1);
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'e', targets: ['b1'] }, ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(ids(cast.state.battlefield)).toEqual(['r1', 'own', 'hx']);
    expect(ids(cast.state.players[1].graveyard)).toEqual(['b1']);
    // 702.11b: unoverloaded, the hexproof Scout cannot be targeted.
    const refused = answer({ state, action: { type: 'cast', player: 'alice', card: 'e', targets: ['hx'] } });
    expect(refused.legal).toBe(false);
    expect(refused.violations[0]).toMatchObject({ rule: '702.11b' });
  });

  it('702.96b: an overloaded spell has no targets: naming one is refused; {1}{R} cannot be paid with one Mountain', () => {
    const targeted = answer({ state: start(2), action: overload('e', { targets: ['b1'] }) });
    expect(targeted.legal).toBe(false);
    expect(targeted.violations[0]).toMatchObject({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' });
    const poor = answer({ state: start(1), action: overload('e') });
    expect(poor.legal).toBe(false);
    expect(poor.violations[0].rule).toMatch(/^601\.2[gh]$/);
  });

  it('a board in: Mizzium Skin overloaded on the stack gives each creature its controller controls +0/+1 and hexproof', () => {
    const state = board({
      battlefield: [perm('own', 'Grizzly Bears', 'alice'), perm('b1', 'Grizzly Bears', 'bob')],
      stack: [{ id: 'm', card: 'Mizzium Skin', controller: 'alice', alternativeCost: 'overload' }],
    });
    const resolved = answer({ state, actions: passes(2) });
    expect(resolved.legal).toBe(true);
    const effects = resolved.state.effects ?? [];
    expect(effects.filter((e) => e.affects.includes('own')).map((e) => e.kind)).toEqual(expect.arrayContaining(['modify-pt']));
    expect(effects.some((e) => e.affects.includes('b1'))).toBe(false);
    expect(ids(resolved.state.players[0].graveyard)).toEqual(['m']);
  });

  it('118.9: legal actions list the overloaded cast without targets', () => {
    const state = start(2);
    const listed = legalActionsFor(state, catalog);
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toContainEqual(overload('e'));
  });

  it("702.96a: Vandalblast overloaded for {4}{R} (\"Destroy each artifact you don't control\") destroys both of bob's Ornithopters, not alice's", () => {
    expect(compileCard(VANDALBLAST).support).toBe('full');
    const state = board(
      {
        battlefield: [
          ...lands('Mountain', 'r', 5),
          perm('mine', 'Ornithopter', 'alice'),
          perm('o1', 'Ornithopter', 'bob'),
          perm('o2', 'Ornithopter', 'bob'),
        ],
      },
      { hand: [{ id: 'v', card: 'Vandalblast' }] },
    );
    const cast = answer({ state, actions: [overload('v'), ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(ids(cast.state.battlefield)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'mine']);
    expect(ids(cast.state.players[1].graveyard)).toEqual(['o1', 'o2']);
    expect(cited(cast)).toEqual(expect.arrayContaining(['601.2f', '701.8a']));
    // 601.2g-h: four Mountains do not pay {4}{R}.
    const poor = answer({
      state: board(
        { battlefield: [...lands('Mountain', 'r', 4), perm('o1', 'Ornithopter', 'bob')] },
        { hand: [{ id: 'v', card: 'Vandalblast' }] },
      ),
      action: overload('v'),
    });
    expect(poor.legal).toBe(false);
    expect(poor.violations[0].rule).toMatch(/^601\.2[gh]$/);
  }, 20000);

  it("702.96a: Cyclonic Rift overloaded for {6}{U} returns each nonland permanent alice doesn't control to its owner's hand", () => {
    expect(compileCard(CYCLONIC_RIFT).support).toBe('full');
    const state = board(
      {
        battlefield: [
          ...lands('Island', 'i', 7),
          perm('mine', 'Grizzly Bears', 'alice'),
          perm('b1', 'Grizzly Bears', 'bob'),
          perm('o1', 'Ornithopter', 'bob'),
          perm('bl', 'Island', 'bob'),
        ],
      },
      { hand: [{ id: 'c', card: 'Cyclonic Rift' }] },
    );
    const cast = answer({ state, actions: [overload('c'), ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(ids(cast.state.battlefield)).toEqual(['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'mine', 'bl']);
    expect(ids(cast.state.players[1].hand)).toEqual(expect.arrayContaining(['b1', 'o1']));
    expect(cited(cast)).toEqual(expect.arrayContaining(['601.2f', '608.2c']));
    // 702.96b: overloaded, it takes no target.
    const targeted = answer({ state, action: overload('c', { targets: ['b1'] }) });
    expect(targeted.legal).toBe(false);
    expect(targeted.violations[0]).toMatchObject({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' });
  }, 20000);
});
