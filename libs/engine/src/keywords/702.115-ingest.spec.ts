import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited } from '../testing/test-catalog';
import { block, combatBoard, passes, perm, upToBlocks } from '../testing/combat-cards';

/** 702.115 ingest, on real cards (current Oracle text, from the bundled catalog). */
const DRONE = bundledCard('Culling Drone'); // {1}{B} 2/2 devoid, ingest
const FEEDER = bundledCard('Fathom Feeder'); // {U}{B} 1/1 devoid, deathtouch, ingest; {3}{U}{B}: draw, each opponent exiles the top card
const BEARS = bundledCard('Grizzly Bears');
const FOREST = bundledCard('Forest');
const catalog = new InMemoryCatalog([DRONE, FEEDER, BEARS, FOREST]);
function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const toDamage = (blocks: [string, string][] = []) => [...upToBlocks(['a1']), block(...blocks), ...passes(2)];
const bobLibrary = {
  library: [
    { id: 'l1', card: 'Forest' },
    { id: 'l2', card: 'Grizzly Bears' },
  ],
};

describe('702.115 ingest', () => {
  it('702.115a: is understood: a combat damage trigger; "that player exiles the top card of their library"', () => {
    for (const c of [DRONE, FEEDER]) expect(compileCard(c).support).toBe('full');
    expect(compileCard(DRONE).abilities).toContainEqual(
      expect.objectContaining({
        trigger: { event: 'dealsCombatDamageToPlayer', who: 'self' },
        effects: [
          { kind: 'exileTopOfLibrary', players: { kind: 'one', player: { kind: 'referredPlayer' } }, amount: { kind: 'fixed', n: 1 } },
        ],
        rule: '702.115a',
      }),
    );
  });

  it('702.115a: Culling Drone deals combat damage to bob: bob exiles the top card of his library', () => {
    const field = [perm('a1', 'Culling Drone', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const hit = rule({ state: combatBoard(field, {}, {}, bobLibrary), actions: toDamage() });
    expect(hit.state.players[1].life).toBe(18);
    expect(hit.state.stack).toEqual([expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'a1' }) })]);
    const done = rule({ state: hit.state, actions: passes(2) });
    expect(done.state.exile).toEqual([{ id: 'l1', card: 'Forest', owner: 'bob' }]);
    expect(done.state.players[1].library).toEqual([{ id: 'l2', card: 'Grizzly Bears' }]);
    expect(done.state.players[0].library).toEqual({ count: 30 });
    expect(cited(done)).toEqual(expect.arrayContaining(['406.3']));
    expect(cited(hit)).toEqual(expect.arrayContaining(['510.2', '603.2']));
  });

  it('702.115a: blocked, it deals no damage to a player: nothing is exiled', () => {
    const field = [perm('a1', 'Culling Drone', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const blocked = rule({ state: combatBoard(field, {}, {}, bobLibrary), actions: [...toDamage([['x1', 'a1']]), ...passes(2)] });
    expect(blocked.state.exile).toEqual([]);
    expect(blocked.state.players[1].library).toHaveLength(2);
    expect(cited(blocked)).not.toContain('406.3');
  });

  it('702.115a, 400.2: a library the board hides: the card exiled cannot be told, the engine refuses', () => {
    const field = [perm('a1', 'Culling Drone', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const hit = rule({ state: combatBoard(field), actions: toDamage() });
    const o = adjudicate({ state: hit.state, actions: passes(2) }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });

  it('406.3: an empty library: nothing to exile, no loss', () => {
    const field = [perm('a1', 'Culling Drone', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const hit = rule({ state: combatBoard(field, {}, {}, { library: [] }), actions: toDamage() });
    const done = rule({ state: hit.state, actions: passes(2) });
    expect(done.state.exile).toEqual([]);
    expect(done.state.players[1].life).toBe(18);
  });
});
