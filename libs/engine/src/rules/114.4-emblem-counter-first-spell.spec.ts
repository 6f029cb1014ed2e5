import { Answer } from '../adjudicate';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, passes, perm } from '../testing/spell-cards';

/**
 * 114.4, 603.2, 601.2i, 701.6a: Jace, Unraveler of Secrets −8: "You get an emblem with "Whenever an opponent casts their
 * first spell each turn, counter that spell."": from the command zone, the emblem's ability triggers on each opponent's
 * first spell of a turn and counters the spell whose casting triggered it. Chalice of the Void counters the same way;
 * Kraum, Ludevic's Opus counts an opponent's second spell.
 */
const JACE = 'Jace, Unraveler of Secrets';
const EMBLEM = 'Whenever an opponent casts their first spell each turn, counter that spell.';
const jace = bundledCard(JACE);
const catalog = new InMemoryCatalog([JACE, 'Chalice of the Void', 'Lightning Bolt', 'Shock', 'Mountain'].map(bundledCard));
const answer = rulingsWith(catalog);
const cast = (card: string, targets: string[], player: string) => ({ type: 'cast', player, card, targets });
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const life = (a: Answer, player: string) => a.state.players.find((p) => p.id === player)?.life;
const minusEight = jace.text.split('\n').findIndex((l) => l.startsWith('−8:'));

/** Bob's turn, alice owns the emblem; bob holds a Lightning Bolt and a Shock, alice a Shock. */
const bobsTurn = (spellsCastBy?: Record<string, number>) =>
  board(
    {
      battlefield: [...lands('Mountain', 'bm', 2, 'bob'), ...lands('Mountain', 'am', 1, 'alice')],
      command: [{ id: 'em', owner: 'alice', emblem: EMBLEM, source: JACE }],
      turn: {
        number: 4,
        active: 'bob',
        step: 'first-main',
        priority: 'bob',
        ...(spellsCastBy ? { spellsCast: Object.values(spellsCastBy).reduce((a, b) => a + b, 0), spellsCastBy } : {}),
      },
    },
    { hand: [{ id: 'as', card: 'Shock' }] },
    {
      hand: [
        { id: 'lb', card: 'Lightning Bolt' },
        { id: 'sh', card: 'Shock' },
      ],
    },
  );

describe('114.4 an emblem that counters an opponent’s first spell each turn', () => {
  it.each([JACE, 'Chalice of the Void', "Kraum, Ludevic's Opus"])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('a third spell, or a counter with a payment, stays refused', () => {
    // The bundled text says "his or her first spell", read as "their".
    const variant = (emblem: string) => {
      const text = jace.text.replace(/"Whenever .*"$/, `"${emblem}"`);
      expect(text).not.toBe(jace.text);
      return defineCard({ ...jace, name: 'Jace, Variant', text });
    };
    expect(compileCard(variant('Whenever an opponent casts their third spell each turn, counter that spell.')).support).not.toBe('full');
    expect(
      compileCard(variant('Whenever an opponent casts their first spell each turn, counter that spell unless that player pays {3}.'))
        .support,
    ).not.toBe('full');
  });

  it('606.4, 114.2: the −8 gives its controller the emblem', () => {
    const a = answer({
      state: board({ battlefield: [perm('j1', JACE, 'alice', { counters: { loyalty: 9 } })] }),
      actions: [{ type: 'activate', player: 'alice', source: 'j1', ability: minusEight }, ...passes(2)],
    });
    expect(a.state.battlefield.find((o) => o.id === 'j1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(a.state.command).toEqual([expect.objectContaining({ owner: 'alice', emblem: EMBLEM })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '114.2']));
  });

  it("603.2, 701.6a: bob's first spell of the turn triggers the emblem, which counters it; his second is not countered", () => {
    const first = answer({ state: bobsTurn(), actions: [cast('lb', ['alice'], 'bob')] });
    expect(triggerSources(first)).toEqual(['em']);
    const resolved = answer({ state: first.state, actions: passes(2, 'bob', 'alice') });
    expect(resolved.state.stack).toEqual([]);
    expect(life(resolved, 'alice')).toBe(20);
    expect(resolved.state.players.find((p) => p.id === 'bob')?.graveyard).toEqual([expect.objectContaining({ card: 'Lightning Bolt' })]);
    expect(cited(resolved)).toContain('701.6a');
    const second = answer({ state: resolved.state, actions: [cast('sh', ['alice'], 'bob')] });
    expect(triggerSources(second)).toEqual([]);
    expect(life(answer({ state: second.state, actions: passes(2, 'bob', 'alice') }), 'alice')).toBe(18);
  });

  it("601.2i: a spell bob cast earlier this turn makes the Bolt his second: no trigger; the emblem's owner's own spell never triggers it", () => {
    const later = answer({ state: bobsTurn({ bob: 1 }), actions: [cast('lb', ['alice'], 'bob')] });
    expect(triggerSources(later)).toEqual([]);
    const own = answer({
      state: bobsTurn(),
      actions: [{ type: 'pass', player: 'bob' }, cast('as', ['bob'], 'alice')],
    });
    expect(triggerSources(own)).toEqual([]);
  });

  it('603.2, 701.6a: Chalice of the Void with one charge counter counters another player’s spell of mana value 1', () => {
    const state = board(
      { battlefield: [perm('cv', 'Chalice of the Void', 'bob', { counters: { charge: 1 } }), ...lands('Mountain', 'am', 2, 'alice')] },
      {
        hand: [
          { id: 'lb', card: 'Lightning Bolt' },
          { id: 'sh', card: 'Shock' },
        ],
      },
    );
    const bolt = answer({ state, actions: [cast('lb', ['bob'], 'alice')] });
    expect(triggerSources(bolt)).toEqual(['cv']);
    const resolved = answer({ state: bolt.state, actions: passes(2) });
    expect(life(resolved, 'bob')).toBe(20);
    expect(resolved.state.players[0].graveyard).toEqual([expect.objectContaining({ card: 'Lightning Bolt' })]);
    expect(cited(resolved)).toContain('701.6a');
  });
});
