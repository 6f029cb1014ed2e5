import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { adjudicate, Answer } from '../adjudicate';
import { legalActionsFor } from '../legal-actions';
import { board, cited } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 119.7: "Players can't gain life." (Forsaken Wastes, Everlasting Torment, Leyline of Punishment, Havoc Festival,
 * Witch Hunt), "Your opponents can't gain life." (Erebos, God of the Dead): while it is on the battlefield, the players
 * it names gain no life, whatever would give it (a spell, lifelink damage, which is still dealt: 120.3f); a replacement
 * effect on their life gain does nothing and, as there is no life gain event, nothing triggers on it (119.9); a cost
 * that has them gain life can't be paid. Bundled Oracle texts. Each of these cards has another line the engine does not
 * understand yet: the boards are judged with allowUnsupported, and each test checks that only that line, which does
 * not come into play there, is ignored.
 */
describe("119.7: players who can't gain life", () => {
  const catalog = new InMemoryCatalog(
    [
      'Forsaken Wastes',
      'Everlasting Torment',
      'Leyline of Punishment',
      'Havoc Festival',
      'Witch Hunt',
      'Erebos, God of the Dead',
      'Sacred Nectar',
      "Angel's Mercy",
      'Lightning Helix',
      'Vampire Nighthawk',
      'Boon Reflection',
      "Ajani's Pridemate",
      'Invigorate',
      'Grizzly Bears',
      'Plains',
      'Mountain',
      'Forest',
    ].map(bundledCard),
  );
  const IGNORED: Record<string, string> = {
    'Witch Hunt': 'At the beginning of your end step, target opponent chosen at random gains control of Witch Hunt.',
    'Leyline of Punishment': "Damage can't be prevented.",
    'Forsaken Wastes': "Whenever Forsaken Wastes becomes the target of a spell, that spell's controller loses 5 life.",
    'Erebos, God of the Dead': "As long as your devotion to black is less than five, Erebos isn't a creature.",
  };
  /** A ruling under allowUnsupported where the only text ignored is `ignored`'s other line. */
  const answer = (request: Record<string, unknown>, ignored: string): Answer => {
    const outcome = adjudicate({ ...(request as { state: unknown }), allowUnsupported: true }, catalog);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    expect(outcome.answer.warnings).toEqual([expect.stringContaining(IGNORED[ignored])]);
    return outcome.answer;
  };
  const perm = (id: string, card: string, controller: string) => ({ id, card, controller });
  const lands = (who: string, card: string, n: number) => Array.from({ length: n }, (_, i) => perm(`${who[0]}${card[0]}${i}`, card, who));
  const life = (a: Answer) => a.state.players.map((p) => p.life);

  it('the line is understood on all five cards and on Erebos; four stay refused for their other line', () => {
    // Havoc Festival's other line ("loses half their life, rounded up") is read too: it is in full (107.1a spec).
    expect(compileCard(bundledCard('Havoc Festival')).support).toBe('full');
    for (const name of ['Forsaken Wastes', 'Everlasting Torment', 'Leyline of Punishment', 'Havoc Festival', 'Witch Hunt']) {
      const compiled = compileCard(bundledCard(name));
      expect(compiled.abilities).toContainEqual({
        kind: 'static',
        effects: [{ kind: 'cantGainLife', who: 'players' }],
        text: "Players can't gain life.",
      });
      expect(compiled.unsupported).not.toContain("Players can't gain life.");
      if (name !== 'Havoc Festival') expect(compiled.support).not.toBe('full');
    }
    expect(compileCard(bundledCard('Witch Hunt')).unsupported).toEqual([IGNORED['Witch Hunt']]);
    expect(compileCard(bundledCard('Erebos, God of the Dead')).abilities).toContainEqual({
      kind: 'static',
      effects: [{ kind: 'cantGainLife', who: 'opponents' }],
      text: "Your opponents can't gain life.",
    });
    expect(compileCard(bundledCard('Erebos, God of the Dead')).unsupported).toEqual([IGNORED['Erebos, God of the Dead']]);
  });

  it('a variant for a duration or about life loss stays refused', () => {
    const festival = bundledCard('Havoc Festival');
    for (const text of ["Players can't gain life this turn.", "Players can't lose life.", "Your opponents can't gain life this turn."])
      expect(compileCard({ ...festival, text }).support).toBe('none');
  });

  it("alice controls Witch Hunt: her Sacred Nectar gains her nothing, nor does bob's Angel's Mercy on his turn (119.7)", () => {
    const mine = answer(
      {
        state: board(
          { battlefield: [perm('wh', 'Witch Hunt', 'alice'), ...lands('alice', 'Plains', 2)] },
          { hand: [{ id: 'x', card: 'Sacred Nectar' }] },
        ),
        actions: [{ type: 'cast', player: 'alice', card: 'x' }, ...passes(2)],
      },
      'Witch Hunt',
    );
    expect(mine.violations).toEqual([]);
    expect(life(mine)).toEqual([20, 20]);
    expect(cited(mine)).toContain('119.7');
    expect(cited(mine)).not.toContain('119.3');
    expect(mine.events.filter((e) => e.type === 'life')).toEqual([]);
    const his = answer(
      {
        state: board(
          {
            battlefield: [perm('wh', 'Witch Hunt', 'alice'), ...lands('bob', 'Plains', 4)],
            turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
          },
          {},
          { hand: [{ id: 'x', card: "Angel's Mercy" }] },
        ),
        actions: [{ type: 'cast', player: 'bob', card: 'x' }, ...passes(2, 'bob', 'alice')],
      },
      'Witch Hunt',
    );
    expect(his.violations).toEqual([]);
    expect(life(his)).toEqual([20, 20]);
    expect(cited(his)).toContain('119.7');
  });

  it("Lightning Helix still deals its 3 damage to bob under bob's Leyline of Punishment; alice gains no life", () => {
    const a = answer(
      {
        state: board(
          { battlefield: [perm('lp', 'Leyline of Punishment', 'bob'), ...lands('alice', 'Plains', 1), ...lands('alice', 'Mountain', 1)] },
          { hand: [{ id: 'x', card: 'Lightning Helix' }] },
        ),
        actions: [{ type: 'cast', player: 'alice', card: 'x', targets: ['bob'] }, ...passes(2)],
      },
      'Leyline of Punishment',
    );
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 17]);
    expect(cited(a)).toContain('119.7');
  });

  it('702.15b, 120.3f: Vampire Nighthawk deals its combat damage to bob, but its lifelink gains alice nothing', () => {
    const a = answer(
      {
        state: board({
          battlefield: [perm('vn', 'Vampire Nighthawk', 'alice'), perm('lp', 'Leyline of Punishment', 'bob')],
          turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
          combat: { attackers: [{ id: 'vn', attacking: 'bob' }], blockers: [] },
        }),
        actions: passes(2),
      },
      'Leyline of Punishment',
    );
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 18]);
    expect(cited(a)).toEqual(expect.arrayContaining(['510.2', '119.7']));
    expect(cited(a)).not.toContain('702.15b');
  });

  it("119.7, 119.9: Boon Reflection does nothing and Ajani's Pridemate does not trigger under bob's Forsaken Wastes", () => {
    const a = answer(
      {
        state: board(
          {
            battlefield: [
              perm('fw', 'Forsaken Wastes', 'bob'),
              perm('br', 'Boon Reflection', 'alice'),
              perm('ap', "Ajani's Pridemate", 'alice'),
              ...lands('alice', 'Plains', 2),
            ],
          },
          { hand: [{ id: 'x', card: 'Sacred Nectar' }] },
        ),
        actions: [{ type: 'cast', player: 'alice', card: 'x' }, ...passes(2)],
      },
      'Forsaken Wastes',
    );
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([20, 20]);
    expect(a.state.stack).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'ap')?.counters ?? {}).toEqual({});
    expect(cited(a)).toContain('119.7');
    expect(cited(a)).not.toContain('119.10');
  });

  it("Erebos: alice's opponent bob gains no life from his Sacred Nectar; alice, its controller, gains hers", () => {
    const erebos = (active: string) =>
      board(
        {
          battlefield: [perm('eg', 'Erebos, God of the Dead', 'alice'), ...lands(active, 'Plains', 2)],
          turn: { number: 4, active, step: 'first-main', priority: active },
        },
        { hand: [{ id: 'x', card: 'Sacred Nectar' }] },
        { hand: [{ id: 'y', card: 'Sacred Nectar' }] },
      );
    const bob = answer(
      { state: erebos('bob'), actions: [{ type: 'cast', player: 'bob', card: 'y' }, ...passes(2, 'bob', 'alice')] },
      'Erebos, God of the Dead',
    );
    expect(life(bob)).toEqual([20, 20]);
    expect(cited(bob)).toContain('119.7');
    const alice = answer(
      { state: erebos('alice'), actions: [{ type: 'cast', player: 'alice', card: 'x' }, ...passes(2)] },
      'Erebos, God of the Dead',
    );
    expect(life(alice)).toEqual([24, 20]);
    expect(cited(alice)).not.toContain('119.7');
  });

  it("119.7: Invigorate's alternative cost (bob gains 3 life) can't be paid while bob can't gain life, nor is it offered", () => {
    const state = board(
      { battlefield: [perm('lp', 'Leyline of Punishment', 'bob'), perm('f1', 'Forest', 'alice'), perm('b', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'inv', card: 'Invigorate' }] },
    );
    const a = answer(
      { state, action: { type: 'cast', player: 'alice', card: 'inv', alternativeCost: 'card', targets: ['b'] } },
      'Leyline of Punishment',
    );
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'CANNOT_GAIN_LIFE', rule: '119.7' });
    expect(life(a)).toEqual([20, 20]);
    const listed = legalActionsFor(state, catalog, { allowUnsupported: true });
    const actions = listed.ok ? listed.value.actions.map((x) => x.action) : [];
    expect(listed.ok).toBe(true);
    expect(actions).not.toContainEqual(expect.objectContaining({ type: 'cast', card: 'inv' }));
    // Without the Leyline, the same board offers it.
    const without = legalActionsFor(
      { ...state, battlefield: (state.battlefield as { id: string }[]).filter((o) => o.id !== 'lp') },
      catalog,
    );
    expect(without.ok ? without.value.actions.map((x) => x.action) : []).toContainEqual(
      expect.objectContaining({ type: 'cast', card: 'inv', alternativeCost: 'card' }),
    );
  });
});
