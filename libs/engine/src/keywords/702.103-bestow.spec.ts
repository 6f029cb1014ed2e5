import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { FOREST, GRIZZLY_BEARS, ISLAND, LIGHTNING_BOLT, MOUNTAIN, PLAINS, ids, lands, perm } from '../testing/spell-cards';
import { onField, passes, refusedAt } from '../testing/actions';
import { attack } from '../testing/combat-cards';

/** 702.103 bestow, on real cards (Oracle text of the bundled catalog, reminder text included). */
const EIDOLON = bundledCard('Hopeful Eidolon'); // {W} 1/1 lifelink; Bestow {3}{W}; enchanted creature gets +1/+1 and has lifelink
const SATYR = bundledCard('Boon Satyr'); // {1}{G}{G} 4/2 flash; Bestow {3}{G}{G}; enchanted creature gets +4/+2
const NAIAD = bundledCard('Nimbus Naiad'); // {2}{U} 2/2 flying; Bestow {4}{U}; +2/+2 and flying
const SHIELDMATE = bundledCard('Nyxborn Shieldmate'); // {W} 1/2; Bestow {2}{W}; +1/+2
const DRYAD = bundledCard('Leafcrown Dryad'); // {1}{G} 2/2 reach; Bestow {3}{G}; +2/+2 and reach
const SPITEFUL = bundledCard('Spiteful Returned'); // {1}{B} 1/1; Bestow {3}{B}; "Whenever CARDNAME or enchanted creature attacks, defending player loses 2 life."
const DISENCHANT = bundledCard('Disenchant'); // {1}{W} instant: destroy target artifact or enchantment
const catalog = new InMemoryCatalog([
  SPITEFUL,
  EIDOLON,
  SATYR,
  NAIAD,
  SHIELDMATE,
  DRYAD,
  DISENCHANT,
  GRIZZLY_BEARS,
  PLAINS,
  ISLAND,
  FOREST,
  MOUNTAIN,
  LIGHTNING_BOLT,
]);
const answer = rulingsWith(catalog);

const bestow = (card: string, targets?: string[], player = 'alice') => ({
  type: 'cast',
  player,
  card,
  alternativeCost: 'bestow',
  ...(targets ? { targets } : {}),
});
const bears = perm('b', 'Grizzly Bears', 'alice');
const eidolonInHand = { hand: [{ id: 'e', card: 'Hopeful Eidolon' }] };

describe('702.103 bestow', () => {
  it('is understood: the bestow line is an alternative cost; the Aura lines were already read', () => {
    for (const c of [EIDOLON, SATYR, NAIAD, SHIELDMATE, DRYAD]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(SATYR).abilities).toContainEqual({
      kind: 'alternativeCost',
      keyword: 'bestow',
      cost: '{3}{G}{G}',
      text: 'Bestow {3}{G}{G}',
    });
  });

  it('702.103a-b, 601.2c: Hopeful Eidolon cast bestowed for {3}{W} is an Aura spell targeting Grizzly Bears, not a creature spell', () => {
    const state = board({ battlefield: [...lands('Plains', 'p', 4), bears] }, eidolonInHand);
    const a = answer({ state, action: bestow('e', ['b']) });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([
      expect.objectContaining({
        id: 'e',
        card: 'Hopeful Eidolon',
        targets: ['b'],
        alternativeCost: 'bestow',
        bestowed: true,
        characteristics: expect.objectContaining({ types: ['Enchantment'], subtypes: ['Aura'], colors: ['W'] }),
      }),
    ]);
    expect(a.state.battlefield.filter((o) => o.tapped).map((o) => o.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(a.trace.find((t) => t.rule === '601.2f')?.text).toContain('the bestow cost {3}{W}');
    expect(cited(a)).toEqual(expect.arrayContaining(['702.103b', '601.2c', '601.2i']));
  });

  it('608.3c: it resolves attached to the Bears, an Aura enchantment: the Bears are 3/3 with lifelink', () => {
    const state = board({ battlefield: [...lands('Plains', 'p', 4), bears] }, eidolonInHand);
    const a = answer({ state, actions: [bestow('e', ['b']), ...passes(2)] });
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'e')).toMatchObject({
      card: 'Hopeful Eidolon',
      attachedTo: 'b',
      bestowed: true,
      characteristics: expect.objectContaining({ types: ['Enchantment'], subtypes: ['Aura'] }),
    });
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 3, toughness: 3, abilities: expect.arrayContaining(['Lifelink']) });
    expect(cited(a)).toEqual(expect.arrayContaining(['608.3c']));
    expect(cited(a)).not.toContain('704.5m');
  });

  it('Nimbus Naiad bestowed gives +2/+2 and flying; cast for its mana cost it is a 2/2 flying creature enchanting nothing', () => {
    const state = board({ battlefield: [...lands('Island', 'i', 5), bears] }, { hand: [{ id: 'n', card: 'Nimbus Naiad' }] });
    const bestowed = answer({ state, actions: [bestow('n', ['b']), ...passes(2)] });
    expect(onField(bestowed, 'b')?.characteristics).toMatchObject({
      power: 4,
      toughness: 4,
      abilities: expect.arrayContaining(['Flying']),
    });
    const plain = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'n' }, ...passes(2)] });
    expect(onField(plain, 'n')).toMatchObject({
      attachedTo: null,
      characteristics: expect.objectContaining({ types: ['Enchantment', 'Creature'], power: 2 }),
    });
    expect(onField(plain, 'n')?.bestowed).toBeUndefined();
    expect(onField(plain, 'b')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  describe('illegal casts are refused and reversed', () => {
    it('601.2c, 303.4a: bestowed without a target', () => {
      const state = board({ battlefield: [...lands('Plains', 'p', 4), bears] }, eidolonInHand);
      const a = answer({ state, action: bestow('e') });
      expect(a.violations).toEqual([expect.objectContaining({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' })]);
      expect(ids(a.state.players[0].hand)).toEqual(['e']);
      expect(a.state.stack).toEqual([]);
    });

    it('702.103b: with no creature to enchant (a land, a player are not legal targets)', () => {
      const state = board({ battlefield: lands('Plains', 'p', 4) }, eidolonInHand);
      for (const target of ['p1', 'bob']) {
        const a = answer({ state, action: bestow('e', [target]) });
        expect(a.legal).toBe(false);
        expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
        expect(ids(a.state.players[0].hand)).toEqual(['e']);
      }
      const listed = legalActionsFor(state, catalog);
      expect(listed.ok && listed.value.actions.some((x) => (x.action as { alternativeCost?: string }).alternativeCost === 'bestow')).toBe(
        false,
      );
    });

    it('601.2f-h: the bestow cost, not the mana cost, is paid: one Plains pays {W} but not {3}{W}', () => {
      const state = board({ battlefield: [perm('p1', 'Plains', 'alice'), bears] }, eidolonInHand);
      const a = answer({ state, action: bestow('e', ['b']) });
      expect(a.legal).toBe(false);
      expect(a.violations[0].rule).toMatch(/^601\.2[gh]$/);
      expect(ids(a.state.players[0].hand)).toEqual(['e']);
      expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'e' } }).legal).toBe(true);
    });

    it('118.9: a card without bestow cannot be cast bestowed', () => {
      const state = board({ battlefield: [...lands('Plains', 'p', 4), bears] }, { hand: [{ id: 'g', card: 'Grizzly Bears' }] });
      expect(answer({ state, action: bestow('g', ['b']) }).violations[0]).toMatchObject({
        code: 'NO_SUCH_ALTERNATIVE_COST',
        rule: '118.9',
      });
    });

    it("702.103d, 117.1a: bestowed, Hopeful Eidolon is an Aura spell without flash: not on the opponent's turn", () => {
      const state = board(
        { turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' }, battlefield: [...lands('Plains', 'p', 4), bears] },
        eidolonInHand,
      );
      const a = answer({ state, action: bestow('e', ['b']) });
      expect(a.legal).toBe(false);
      expect(a.violations[0].rule).toMatch(/^(117\.1a|307\.1|301\.1)$/);
    });
  });

  it("702.103d: Boon Satyr has flash: bestowed on the opponent's turn, onto an attacking... or any creature, it is legal", () => {
    const state = board(
      { turn: { number: 4, active: 'bob', step: 'end', priority: 'alice' }, battlefield: [...lands('Forest', 'f', 5), bears] },
      { hand: [{ id: 's', card: 'Boon Satyr' }] },
    );
    const a = answer({ state, actions: [bestow('s', ['b']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 's')).toMatchObject({ attachedTo: 'b', bestowed: true });
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 6, toughness: 4 });
  });

  it('702.103e, 608.3b: its target killed in response, Boon Satyr resolves as a creature spell: a 4/2 enchantment creature', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 5), bears, perm('m', 'Mountain', 'bob')] },
      { hand: [{ id: 's', card: 'Boon Satyr' }] },
      { hand: [{ id: 'l', card: 'Lightning Bolt' }] },
    );
    const a = answer({
      state,
      actions: [
        bestow('s', ['b']),
        ...passes(1),
        { type: 'cast', player: 'bob', card: 'l', targets: ['b'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b')).toBeUndefined();
    expect(onField(a, 's')).toMatchObject({
      attachedTo: null,
      summoningSick: true,
      characteristics: expect.objectContaining({ types: ['Enchantment', 'Creature'], subtypes: ['Satyr'], power: 4, toughness: 2 }),
    });
    expect(onField(a, 's')?.bestowed).toBeUndefined();
    expect(ids(a.state.players[0].graveyard)).toEqual(['b']);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.103e', '608.3b']));
  });

  it('702.103f: the enchanted creature dies: the bestowed Aura stays on the battlefield as an enchantment creature (not 704.5m)', () => {
    const state = board(
      {
        battlefield: [bears, perm('e', 'Hopeful Eidolon', 'alice', { attachedTo: 'b', bestowed: true }), perm('m', 'Mountain', 'bob')],
      },
      {},
      { hand: [{ id: 'l', card: 'Lightning Bolt' }] },
    );
    const before = answer({ state, actions: [] });
    expect(onField(before, 'b')?.characteristics).toMatchObject({
      power: 3,
      toughness: 3,
      abilities: expect.arrayContaining(['Lifelink']),
    });
    expect(onField(before, 'e')?.characteristics).toMatchObject({ types: ['Enchantment'], subtypes: ['Aura'] });
    const bolt = { type: 'cast', player: 'bob', card: 'l', targets: ['b'] };
    const a = answer({
      state: { ...state, turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } },
      actions: [bolt, ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b')).toBeUndefined();
    expect(onField(a, 'e')).toMatchObject({
      attachedTo: null,
      summoningSick: false,
      characteristics: expect.objectContaining({ types: ['Enchantment', 'Creature'], subtypes: ['Spirit'], power: 1, toughness: 1 }),
    });
    expect(onField(a, 'e')?.bestowed).toBeUndefined();
    expect(cited(a)).toContain('702.103f');
    expect(cited(a)).not.toContain('704.5m');
  });

  it('400.7: a bestowed Aura destroyed by Disenchant is the card itself in the graveyard; the creature is 2/2 again', () => {
    const state = board({
      battlefield: [...lands('Plains', 'p', 2), bears, perm('e', 'Hopeful Eidolon', 'alice', { attachedTo: 'b', bestowed: true })],
      players: [
        { id: 'alice', library: { count: 30 }, hand: [{ id: 'x', card: 'Disenchant' }] },
        { id: 'bob', library: { count: 30 } },
      ],
    });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'x', targets: ['e'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'e')).toBeUndefined();
    expect(a.state.players[0].graveyard).toEqual(expect.arrayContaining([{ id: 'e', card: 'Hopeful Eidolon' }]));
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  describe('603.2: "Whenever CARDNAME or enchanted creature attacks" (Spiteful Returned)', () => {
    const combat = { turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null } };
    const attacked = (battlefield: Record<string, unknown>[], attacker: string) => {
      const asked = answer({ state: board({ ...combat, battlefield }), actions: [] });
      const declared = answer({ state: asked.state, actions: [attack(attacker)] });
      return answer({ state: declared.state, actions: passes(2) });
    };

    it('bestowed: the enchanted Bears attack: bob loses 2 life, once', () => {
      const a = attacked([bears, perm('r', 'Spiteful Returned', 'alice', { attachedTo: 'b', bestowed: true })], 'b');
      expect(a.violations).toEqual([]);
      expect(a.state.players[1].life).toBe(18);
      expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    });

    it('not bestowed: Spiteful Returned itself attacks: bob loses 2 life; another creature attacking does not trigger it', () => {
      expect(attacked([bears, perm('r', 'Spiteful Returned', 'alice')], 'r').state.players[1].life).toBe(18);
      expect(attacked([bears, perm('r', 'Spiteful Returned', 'alice')], 'b').state.players[1].life).toBe(20);
    });
  });

  it('the legal actions offer the bestowed cast with its target', () => {
    const state = board({ battlefield: [...lands('Plains', 'p', 4), bears] }, eidolonInHand);
    const listed = legalActionsFor(state, catalog);
    expect(listed.ok && listed.value.actions.map((x) => x.action)).toContainEqual(bestow('e', ['b']));
  });

  it('702.103a: a board naming a card without bestow as bestowed is refused', () => {
    const state = board({ battlefield: [bears, perm('g', 'Grizzly Bears', 'alice', { attachedTo: 'b', bestowed: true })] });
    expect(refusedAt(adjudicate({ state, actions: [] } as { state: unknown }, catalog), 'state.battlefield[1].bestowed')).toBe(true);
  });
});
