import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';
import { attack } from '../testing/combat-cards';

/** 702.122 crew, on real cards (current Oracle text, from the bundled catalog). */
const SKIFF = bundledCard('Sky Skiff'); // Artifact — Vehicle 2/3; Flying; Crew 1
const DREADNOUGHT = bundledCard('Consulate Dreadnought'); // Artifact — Vehicle 7/11; Crew 6
const OTHERS = ['Grizzly Bears', 'Llanowar Elves', 'Craw Wurm'].map(bundledCard);
const catalog = new InMemoryCatalog([SKIFF, DREADNOUGHT, ...OTHERS]);
const answer = rulingsWith(catalog);
const crew = (source: string, tapUntapped?: string[], player = 'alice') => ({
  type: 'activate',
  player,
  source,
  ability: 0,
  ...(tapUntapped ? { tapUntapped } : {}),
});

describe('702.122 crew', () => {
  it('is understood: an activated ability whose cost taps creatures of enough total power', () => {
    for (const c of [SKIFF, DREADNOUGHT]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(DREADNOUGHT).abilities).toEqual([
      {
        kind: 'activated',
        cost: { tap: false, mana: '', parts: [{ kind: 'crew', n: 6 }] },
        targets: [],
        effects: [{ kind: 'becomesArtifactCreature' }],
        sorcerySpeed: false,
        text: 'Crew 6',
      },
    ]);
  });

  it('702.122a: Sky Skiff crewed by a summoning-sick Grizzly Bears becomes an artifact creature and attacks', () => {
    const state = board({ battlefield: [perm('s', 'Sky Skiff', 'alice'), perm('b', 'Grizzly Bears', 'alice', { summoningSick: true })] });
    const before = answer({ state, actions: passes(4) });
    // Not crewed, a Vehicle is no creature: it cannot attack (508.1a); the Bears are summoning sick.
    expect(before.decision?.kind === 'declareAttackers' ? before.decision.options : []).toEqual([]);
    const crewed = answer({ state, actions: [crew('s', ['b']), ...passes(2)] });
    expect(crewed.legal).toBe(true);
    expect(onField(crewed, 'b')?.tapped).toBe(true);
    expect(onField(crewed, 's')?.tapped).toBe(false);
    expect(onField(crewed, 's')?.characteristics).toMatchObject({ types: ['Artifact', 'Creature'], power: 2, toughness: 3 });
    expect(cited(crewed)).toEqual(expect.arrayContaining(['702.122b', '702.122a']));
    expect(crewed.state.effects).toEqual([expect.objectContaining({ kind: 'add-types', affects: ['s'], duration: 'until-end-of-turn' })]);
    const asked = answer({ state: crewed.state, actions: passes(4) });
    expect(asked.decision).toMatchObject({ kind: 'declareAttackers', options: ['s'] });
    const hit = answer({ state: asked.state, actions: [attack('s'), ...passes(2), ...passes(2), ...passes(2)] });
    expect(hit.state.players[1].life).toBe(18);
  });

  it('702.122a: the total power counts: Consulate Dreadnought needs 6; a Craw Wurm (6) alone crews it', () => {
    const state = board({
      battlefield: [
        perm('d', 'Consulate Dreadnought', 'alice'),
        perm('b', 'Grizzly Bears', 'alice'),
        perm('e', 'Llanowar Elves', 'alice'),
        perm('w', 'Craw Wurm', 'alice'),
      ],
    });
    const weak = answer({ state, action: crew('d', ['b', 'e']) });
    expect(weak.legal).toBe(false);
    expect(weak.violations[0]).toMatchObject({ code: 'CREW_POWER_TOO_LOW', rule: '702.122a' });
    const done = answer({ state, actions: [crew('d', ['w']), ...passes(2)] });
    expect(onField(done, 'd')?.characteristics).toMatchObject({ types: ['Artifact', 'Creature'], power: 7 });
    expect(onField(done, 'b')?.tapped).toBe(false);
    const listed = legalActionsFor(state, catalog);
    const crews = (listed.ok ? listed.value.actions.map((a) => a.action) : []).filter((a) => a.type === 'activate' && a.source === 'd');
    expect(crews).toEqual([crew('d', ['w'])]);
  });

  it("702.122a, 118.3: no creature named, a tapped one, an opponent's, or the Vehicle itself: refused", () => {
    const state = board({
      battlefield: [
        perm('s', 'Sky Skiff', 'alice'),
        perm('t', 'Grizzly Bears', 'alice', { tapped: true }),
        perm('o', 'Grizzly Bears', 'bob'),
        perm('x', 'Sky Skiff', 'alice'),
      ],
    });
    expect(answer({ state, action: crew('s') }).violations[0]).toMatchObject({ code: 'COST_CHOICE_REQUIRED', rule: '702.122a' });
    for (const id of ['t', 'o', 's', 'x'])
      expect([id, answer({ state, action: crew('s', [id]) }).violations[0]]).toEqual([
        id,
        expect.objectContaining({ code: 'CANNOT_CREW' }),
      ]);
    const listed = legalActionsFor(state, catalog);
    expect((listed.ok ? listed.value.actions.map((a) => a.action) : []).filter((a) => a.type === 'activate')).toEqual([]);
  });

  it("602.2: crewing is not limited to sorcery timing: on an opponent's turn, in combat", () => {
    const state = board({
      battlefield: [perm('s', 'Sky Skiff', 'alice'), perm('b', 'Grizzly Bears', 'alice')],
      turn: { number: 3, active: 'bob', step: 'beginning-of-combat', priority: 'alice' },
    });
    const done = answer({ state, actions: [crew('s', ['b']), ...passes(2)] });
    expect(done.legal).toBe(true);
    expect(onField(done, 's')?.characteristics?.types).toContain('Creature');
  });
});
