import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, ISLAND, ids, lands } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/** 115.1, 202.3, 107.3, 601.2b: a target "with converted mana cost N" or "X": exactly that mana value (real cards). */
const SPELL_SNARE = bundledCard('Spell Snare');
const SPELL_BLAST = bundledCard('Spell Blast');
const BOLT = bundledCard('Lightning Bolt');
const catalog = new InMemoryCatalog([SPELL_SNARE, SPELL_BLAST, BOLT, GRIZZLY_BEARS, ISLAND]);
const answer = rulingsWith(catalog);

/** Bob's `spell` on the stack; alice, with three Islands and `counter` in hand, has priority. */
function onStack(counter: string, spell: string, targets: string[] = []) {
  return board(
    {
      battlefield: lands('Island', 'u', 3),
      stack: [{ id: 's1', card: spell, controller: 'bob', targets }],
      turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice', passed: [] },
    },
    { hand: [{ id: 'h1', card: counter }] },
    {},
  );
}

describe('115.1, 202.3: a target with an exact converted mana cost', () => {
  it('is understood: Spell Snare compares with 2, Spell Blast with its announced X', () => {
    for (const card of [SPELL_SNARE, SPELL_BLAST]) expect(compileCard(card).support).toBe('full');
    const filter = (c: typeof BOLT) => {
      const spell = compileCard(c).abilities.find((a) => a.kind === 'spell');
      return spell && spell.kind === 'spell' ? spell.targets[0].options[0] : undefined;
    };
    expect(filter(SPELL_SNARE)).toMatchObject({
      zone: 'stack',
      filters: [{ kind: 'compare', stat: 'manaValue', op: 'equal', value: { kind: 'fixed', n: 2 } }],
    });
    expect(filter(SPELL_BLAST)).toMatchObject({
      zone: 'stack',
      filters: [{ kind: 'compare', stat: 'manaValue', op: 'equal', value: { kind: 'x' } }],
    });
  });

  it('Spell Snare counters Grizzly Bears (mana value 2): it goes to the graveyard', () => {
    const a = answer({
      state: onStack('Spell Snare', 'Grizzly Bears'),
      actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['s1'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(a.state.battlefield.some((o) => o.id === 's1')).toBe(false);
    expect(ids(a.state.players[1].graveyard)).toEqual(['s1']);
    expect(cited(a)).toContain('701.6a');
  });

  it('Spell Snare may not target Lightning Bolt (mana value 1): illegal target (115.1), the board unchanged', () => {
    const a = answer({
      state: onStack('Spell Snare', 'Lightning Bolt', ['alice']),
      actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['s1'] }],
    });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    expect(ids(a.state.stack)).toEqual(['s1']);
    expect(ids(a.state.players[0].hand)).toEqual(['h1']);
  });

  it('Spell Blast with X = 1 counters Lightning Bolt (mana value 1); alice takes no damage', () => {
    const a = answer({
      state: onStack('Spell Blast', 'Lightning Bolt', ['alice']),
      actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['s1'], x: 1 }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].life).toBe(20);
    expect(ids(a.state.players[1].graveyard)).toEqual(['s1']);
    const rules = cited(a);
    expect(rules).toContain('601.2b');
    expect(rules).toContain('701.6a');
  });

  it('Spell Blast with X = 2 may not target Lightning Bolt (mana value 1): illegal target (115.1)', () => {
    const a = answer({
      state: onStack('Spell Blast', 'Lightning Bolt', ['alice']),
      actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['s1'], x: 2 }],
    });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    expect(ids(a.state.stack)).toEqual(['s1']);
  });
});

describe('602.2b, 115.1: an activated ability whose target compares with its X (Hearth Kami)', () => {
  const KAMI = bundledCard('Hearth Kami');
  const SOL_RING = bundledCard('Sol Ring');
  const kami = rulingsWith(new InMemoryCatalog([KAMI, SOL_RING, ISLAND]));
  const state = () =>
    board(
      {
        battlefield: [
          ...lands('Island', 'u', 2),
          { id: 'k1', card: 'Hearth Kami', controller: 'alice' },
          { id: 'r1', card: 'Sol Ring', controller: 'bob' },
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', passed: [] },
      },
      {},
      {},
    );
  const activate = (x: number) => ({ type: 'activate', player: 'alice', source: 'k1', ability: 0, targets: ['r1'], x });

  it('X = 1 destroys Sol Ring (mana value 1)', () => {
    const a = kami({ state: state(), actions: [activate(1), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.some((o) => o.id === 'r1')).toBe(false);
    expect(ids(a.state.players[1].graveyard)).toEqual(['r1']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['k1']);
  });

  it('X = 0 may not target Sol Ring: illegal target (115.1), the board unchanged', () => {
    const a = kami({ state: state(), actions: [activate(0)] });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    expect(a.state.battlefield.some((o) => o.id === 'k1')).toBe(true);
  });
});
