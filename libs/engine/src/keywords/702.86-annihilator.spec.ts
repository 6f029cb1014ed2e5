import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited } from '../testing/test-catalog';
import { ids } from '../testing/spell-cards';
import { attack, combatBoard, onField, passes, perm } from '../testing/combat-cards';

/** 702.86 annihilator, on real cards (current Oracle text, from the bundled catalog). */
const CRUSHER = bundledCard("Ulamog's Crusher"); // {8} 8/8, Annihilator 2, attacks each combat if able
const ARTISAN = bundledCard('Artisan of Kozilek'); // {9} 10/9, cast trigger, Annihilator 2
const BEARS = bundledCard('Grizzly Bears');
const FOREST = bundledCard('Forest');
const ISLAND = bundledCard('Island');
const catalog = new InMemoryCatalog([CRUSHER, ARTISAN, BEARS, FOREST, ISLAND]);
function rule(request: { state: unknown; actions?: unknown[]; action?: unknown }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const chooseBy = (a: Answer, player: string, choice: string[]) => ({ type: 'choose', player, decision: a.decision?.id, choice });

/** Alice attacks with her Crusher; its trigger resolves: bob is asked which two permanents. */
function attacked(bobs: Record<string, unknown>[]) {
  const state = combatBoard([perm('a1', "Ulamog's Crusher", 'alice'), perm('a2', 'Forest', 'alice'), ...bobs]);
  const trigger = rule({ state, actions: [...passes(2), attack('a1')] });
  expect(trigger.state.stack).toEqual([
    expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'a1' }) }),
  ]);
  expect(cited(trigger)).toEqual(expect.arrayContaining(['508.1k', '603.2', '702.86a']));
  return rule({ state: trigger.state, actions: passes(2) });
}

describe('702.86 annihilator', () => {
  it('is understood: an attack trigger, defending player sacrifices N permanents', () => {
    for (const c of [CRUSHER, ARTISAN]) expect(compileCard(c).support).toBe('full');
    expect(compileCard(CRUSHER).abilities).toContainEqual(
      expect.objectContaining({
        trigger: { event: 'attacks', who: 'self' },
        effects: [
          expect.objectContaining({ kind: 'sacrificePermanents', players: { kind: 'one', player: { kind: 'defendingPlayer' } }, n: 2 }),
        ],
        rule: '702.86a',
      }),
    );
  });

  it("702.86a, 701.21a: Ulamog's Crusher attacks: bob chooses two of his three permanents and sacrifices them", () => {
    const asked = attacked([perm('b1', 'Grizzly Bears', 'bob'), perm('b2', 'Forest', 'bob'), perm('b3', 'Island', 'bob')]);
    expect(asked.decision).toMatchObject({ kind: 'chooseSacrifice', player: 'bob', count: 2, options: ['b1', 'b2', 'b3'] });
    // Illegal: one permanent only, alice's land, alice answering for bob.
    for (const [player, choice] of [
      ['bob', ['b1']],
      ['bob', ['b1', 'a2']],
      ['alice', ['b1', 'b2']],
    ] as [string, string[]][]) {
      const wrong = rule({ state: asked.state, action: chooseBy(asked, player, choice) });
      expect(wrong.legal).toBe(false);
      expect(wrong.state.battlefield).toEqual(asked.state.battlefield);
    }
    const done = rule({ state: asked.state, action: chooseBy(asked, 'bob', ['b2', 'b3']) });
    expect(done.legal).toBe(true);
    expect(ids(done.state.players[1].graveyard).sort()).toEqual(['b2', 'b3']);
    expect(onField(done, 'b1')).toBeDefined();
    expect(onField(done, 'a2')).toBeDefined();
    expect(cited(done)).toContain('701.21a');
  });

  it('701.21a: with only one permanent, bob sacrifices it, no choice to make', () => {
    const done = attacked([perm('b1', 'Grizzly Bears', 'bob')]);
    expect(ids(done.state.players[1].graveyard)).toEqual(['b1']);
    expect(done.decision).toMatchObject({ kind: 'priority' });
    expect(onField(done, 'a1')).toBeDefined();
  });

  it('508.1m: no attack, no trigger: the Crusher stays home on a turn it is summoning sick', () => {
    const state = combatBoard([perm('a1', "Ulamog's Crusher", 'alice', { summoningSick: true }), perm('b1', 'Grizzly Bears', 'bob')]);
    const none = rule({ state, actions: [...passes(2), attack()] });
    expect(none.state.stack).toEqual([]);
    expect(cited(none)).not.toContain('702.86a');
  });
});
