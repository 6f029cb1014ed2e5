import { adjudicate } from '../adjudicate';
import { legalActionsFor } from '../legal-actions';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';
import { choose, onField, passes } from '../testing/actions';

/** 701.39 bolster, on real cards (current Oracle text, from the bundled catalog). */
const GIFT = bundledCard("Dromoka's Gift"); // {4}{G} Instant: Bolster 4.
const SCAVENGER = bundledCard('Sandsteppe Scavenger'); // {4}{G} 2/2: When it enters, bolster 2.
const SKYCAPTAIN = bundledCard('Abzan Skycaptain'); // {3}{W} 2/2 flying: When it dies, bolster 2.
const ECHOES = bundledCard('Echoes of the Kin Tree'); // {1}{W} Enchantment: {2}{W}: Bolster 1.
const catalog = new InMemoryCatalog([
  GIFT,
  SCAVENGER,
  SKYCAPTAIN,
  ECHOES,
  ...['Forest', 'Plains', 'Swamp', 'Grizzly Bears', 'Serra Angel', 'Murder'].map(bundledCard),
]);
const answer = rulingsWith(catalog);
const cast = (card: string, targets: string[] = []) => ({ type: 'cast', player: 'alice', card, targets });

describe('701.39 bolster', () => {
  it('is understood as a keyword action of spells, triggered and activated abilities; "bolster X, where X ..." stays refused', () => {
    for (const card of [GIFT, SCAVENGER, SKYCAPTAIN, ECHOES]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(GIFT).abilities).toContainEqual(expect.objectContaining({ kind: 'spell', effects: [{ kind: 'bolster', n: 4 }] }));
    expect(compileCard(ECHOES).abilities).toContainEqual(
      expect.objectContaining({ kind: 'activated', effects: [{ kind: 'bolster', n: 1 }] }),
    );
    // 608.2c: "Bolster 1, then put a +1/+1 counter on ...": two instructions, in order (rules/122-counter-filters.spec.ts plays it).
    expect(compileCard(bundledCard('Scale Blessing')).abilities[0]).toMatchObject({
      effects: [{ kind: 'bolster', n: 1 }, { kind: 'counters' }],
    });
    expect(compileCard(bundledCard('Dragonscale General')).unsupported).toEqual([
      'At the beginning of your end step, bolster X, where X is the number of tapped creatures you control.',
    ]);
  });

  it("701.39a: Dromoka's Gift puts four +1/+1 counters on the one creature with the least toughness; nothing is asked", () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 5), perm('b', 'Grizzly Bears', 'alice'), perm('s', 'Serra Angel', 'alice')] },
      { hand: [{ id: 'g', card: GIFT.name }] },
    );
    const a = answer({ state, actions: [cast('g'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'b')).toMatchObject({ counters: { '+1/+1': 4 } });
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 6, toughness: 6 });
    expect(onField(a, 's')?.counters ?? {}).toEqual({});
    expect(cited(a)).toContain('701.39a');
  });

  it('701.39a, 613.4c: toughness as it is now: a Bears with a +1/+1 counter is not the least, the other is', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Forest', 'f', 5),
          perm('b1', 'Grizzly Bears', 'alice', { counters: { '+1/+1': 1 } }),
          perm('b2', 'Grizzly Bears', 'alice'),
          perm('x', 'Grizzly Bears', 'bob'),
        ],
      },
      { hand: [{ id: 'g', card: GIFT.name }] },
    );
    const a = answer({ state, actions: [cast('g'), ...passes(2)] });
    expect(a.decision?.kind).toBe('priority');
    expect(onField(a, 'b1')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(a, 'b2')).toMatchObject({ counters: { '+1/+1': 4 } });
    // Only the creatures its controller controls: bob's Bears is not one.
    expect(onField(a, 'x')?.counters ?? {}).toEqual({});
  });

  it('701.39a: tied for the least toughness, the controller chooses (chooseBolster); the one chosen gets the counters', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Forest', 'f', 5),
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('b2', 'Grizzly Bears', 'alice'),
          perm('s', 'Serra Angel', 'alice'),
        ],
      },
      { hand: [{ id: 'g', card: GIFT.name }] },
    );
    const asked = answer({ state, actions: [cast('g'), ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseBolster', player: 'alice', rule: '701.39a', options: ['b1', 'b2'], count: 1 });
    expect(asked.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'bolster', player: 'alice', next: 0 } });
    // Sent back, the waiting board waits for the same decision.
    expect(answer({ state: asked.state, actions: [] }).decision).toEqual(asked.decision);
    // Illegal answers: a creature not tied for the least toughness, two creatures, none.
    for (const bad of [['s'], ['b1', 'b2'], []]) {
      const refused = answer({ state: asked.state, action: choose(asked, bad) });
      expect(refused.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.39a' });
    }
    // The legal actions list each creature tied.
    const listed = legalActionsFor(asked.state, catalog);
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toEqual([
      expect.objectContaining({ type: 'choose', choice: ['b1'] }),
      expect.objectContaining({ type: 'choose', choice: ['b2'] }),
      expect.objectContaining({ type: 'concede' }),
    ]);
    const chosen = answer({ state: asked.state, action: choose(asked, ['b2']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.stack).toEqual([]);
    expect(onField(chosen, 'b2')).toMatchObject({ counters: { '+1/+1': 4 } });
    expect(onField(chosen, 'b1')?.counters ?? {}).toEqual({});
    expect(ids(chosen.state.players[0].graveyard)).toEqual(['g']);
    expect(cited(chosen)).toEqual(expect.arrayContaining(['701.39a', '608.2n']));
  });

  it('422 NOTHING_TO_CHOOSE: a board waiting for a bolster choice with no tie is refused', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 5), perm('b1', 'Grizzly Bears', 'alice'), perm('b2', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'g', card: GIFT.name }] },
    );
    const asked = answer({ state, actions: [cast('g'), ...passes(2)] });
    const battlefield = (asked.state.battlefield as { id: string }[]).filter((o) => o.id !== 'b2');
    const o = adjudicate({ state: { ...asked.state, battlefield }, actions: [] } as { state: unknown }, catalog);
    expect(o.kind).not.toBe('answer');
    expect(JSON.stringify(o)).toContain('NOTHING_TO_CHOOSE');
  });

  it('701.39a: with no creature, the spell resolves and does nothing', () => {
    const state = board({ battlefield: lands('Forest', 'f', 5) }, { hand: [{ id: 'g', card: GIFT.name }] });
    const a = answer({ state, actions: [cast('g'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['g']);
    expect(cited(a)).toContain('701.39a');
  });

  it('Sandsteppe Scavenger: its enters trigger bolsters; the Scavenger itself (2/2) is the least and gets the counters', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 5), perm('s', 'Serra Angel', 'alice')] },
      { hand: [{ id: 'sc', card: SCAVENGER.name }] },
    );
    const a = answer({ state, actions: [cast('sc'), ...passes(2), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'sc')).toMatchObject({ counters: { '+1/+1': 2 } });
  });

  it('Abzan Skycaptain dies: its trigger bolsters the creatures left (the Bears, not the Angel)', () => {
    const state = board(
      {
        battlefield: [
          perm('k', 'Abzan Skycaptain', 'alice'),
          perm('b', 'Grizzly Bears', 'alice'),
          perm('s', 'Serra Angel', 'alice'),
          ...lands('Swamp', 'sw', 3, 'bob'),
        ],
        turn: { active: 'bob', step: 'first-main', priority: 'bob', number: 2 },
      },
      {},
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'bob', card: 'm', targets: ['k'] }, ...passes(2, 'bob', 'alice'), ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['k']);
    expect(onField(a, 'b')).toMatchObject({ counters: { '+1/+1': 2 } });
    expect(onField(a, 's')?.counters ?? {}).toEqual({});
  });

  it('Echoes of the Kin Tree: "{2}{W}: Bolster 1." an activated ability, tie asked as it resolves', () => {
    const state = board({
      battlefield: [
        ...lands('Plains', 'p', 3),
        perm('e', 'Echoes of the Kin Tree', 'alice'),
        perm('b1', 'Grizzly Bears', 'alice'),
        perm('b2', 'Grizzly Bears', 'alice'),
      ],
    });
    const asked = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'e', ability: 0 }, ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseBolster', options: ['b1', 'b2'] });
    const chosen = answer({ state: asked.state, action: choose(asked, ['b1']) });
    expect(chosen.violations).toEqual([]);
    expect(onField(chosen, 'b1')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(chosen.state.stack).toEqual([]);
  });
});
