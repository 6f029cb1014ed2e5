import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, ISLAND, ids, lands } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/** 701.6a, 608.2c: counterspells that say where the countered spell goes instead of its owner's graveyard (real cards). */
const REMAND = bundledCard('Remand');
const MEMORY_LAPSE = bundledCard('Memory Lapse');
const DISSIPATE = bundledCard('Dissipate');
const SPELL_SHRIVEL = bundledCard('Spell Shrivel');
const BOLT = bundledCard('Lightning Bolt');
const VERDICT = bundledCard('Supreme Verdict');
const catalog = new InMemoryCatalog([REMAND, MEMORY_LAPSE, DISSIPATE, SPELL_SHRIVEL, BOLT, VERDICT, GRIZZLY_BEARS, ISLAND]);
const answer = rulingsWith(catalog);

/** Bob's `spell` (his card) on the stack; alice, with three Islands and `counter` in hand, has priority. */
function onStack(counter: string, spell = 'Lightning Bolt', targets: string[] = ['alice']) {
  return board(
    {
      battlefield: lands('Island', 'u', 3),
      stack: [{ id: 's1', card: spell, controller: 'bob', targets }],
      turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice', passed: [] },
    },
    {
      hand: [{ id: 'h1', card: counter }],
      library: [
        { id: 'l1', card: 'Island' },
        { id: 'l2', card: 'Island' },
      ],
    },
    { library: [{ id: 'b1', card: 'Island' }] },
  );
}
const cast = (targets: string[]) => ({ type: 'cast', player: 'alice', card: 'h1', targets });

describe('701.6 counter: the countered spell goes elsewhere (608.2c)', () => {
  it('is understood: Remand, Memory Lapse, Dissipate and Spell Shrivel read their "countered this way" sentence', () => {
    for (const card of [REMAND, MEMORY_LAPSE, DISSIPATE, SPELL_SHRIVEL]) expect(compileCard(card).support).toBe('full');
    const spell = (c: typeof REMAND) => compileCard(c).abilities.find((a) => a.kind === 'spell');
    expect(spell(REMAND)).toMatchObject({ effects: [{ kind: 'counter', target: 0, to: { zone: 'hand' } }, { kind: 'draw' }] });
    expect(spell(MEMORY_LAPSE)).toMatchObject({ effects: [{ kind: 'counter', to: { zone: 'library', position: 'top' } }] });
    expect(spell(DISSIPATE)).toMatchObject({ effects: [{ kind: 'counter', to: { zone: 'exile' } }] });
    expect(spell(SPELL_SHRIVEL)).toMatchObject({ effects: [{ kind: 'counterTargetUnlessPays', cost: '{4}', to: { zone: 'exile' } }] });
  });

  it("Remand: the countered Bolt goes to its owner's hand, not the graveyard, and Remand's caster draws a card", () => {
    const a = answer({ state: onStack('Remand'), actions: [cast(['s1']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].life).toBe(20);
    expect(ids(a.state.players[1].hand)).toEqual(['s1']);
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(ids(a.state.players[0].hand)).toEqual(['l1']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['h1']);
    expect(a.events).toContainEqual({ type: 'zoneChange', object: 's1', from: 'stack', to: 'hand', player: 'bob' });
    const rules = cited(a);
    for (const r of ['701.6a', '608.2c', '121.1', '608.2n']) expect(rules).toContain(r);
    expect(rules.indexOf('701.6a')).toBeLessThan(rules.indexOf('608.2c'));
    expect(rules.indexOf('608.2c')).toBeLessThan(rules.indexOf('121.1'));
  });

  it("Remand on a spell that can't be countered (101.2): it stays on the stack, is not returned; the caster still draws", () => {
    const a = answer({ state: onStack('Remand', 'Supreme Verdict', []), actions: [cast(['s1']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.stack)).toEqual(['s1']);
    expect(a.state.players[1].hand).toEqual([]);
    expect(ids(a.state.players[0].hand)).toEqual(['l1']);
    const rules = cited(a);
    expect(rules).toContain('101.2');
    expect(rules).not.toContain('701.6a');
    expect(rules).not.toContain('608.2c');
  });

  it("Memory Lapse: the countered spell goes on top of its owner's library", () => {
    const a = answer({ state: onStack('Memory Lapse'), actions: [cast(['s1']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(ids(a.state.players[1].library)).toEqual(['s1', 'b1']);
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(cited(a)).toContain('608.2c');
  });

  it('Dissipate: the countered spell is exiled', () => {
    const a = answer({ state: onStack('Dissipate'), actions: [cast(['s1']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.exile)).toEqual(['s1']);
    expect(a.state.players[1].graveyard).toEqual([]);
    expect(a.events).toContainEqual({ type: 'zoneChange', object: 's1', from: 'stack', to: 'exile', player: 'bob' });
  });

  it('Spell Shrivel: when its controller cannot pay {4}, the spell is countered and exiled (118.12a)', () => {
    const a = answer({ state: onStack('Spell Shrivel'), actions: [cast(['s1']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.exile)).toEqual(['s1']);
    const rules = cited(a);
    for (const r of ['118.12a', '701.6a', '608.2c']) expect(rules).toContain(r);
  });

  it('608.2b: Remand whose target spell has left the stack does not resolve: no draw', () => {
    // Alice's Remand targets bob's Bolt, which is gone from the stack by the time Remand resolves.
    const state = board(
      {
        battlefield: lands('Island', 'u', 3),
        stack: [{ id: 'r1', card: 'Remand', controller: 'alice', targets: ['gone'] }],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice', passed: [] },
      },
      { library: [{ id: 'l1', card: 'Island' }] },
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].hand).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(['r1']);
    expect(cited(a)).toContain('608.2b');
    expect(cited(a)).not.toContain('121.1');
  });
});
