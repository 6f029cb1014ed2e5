import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited } from '../testing/test-catalog';
import { block, combatBoard, onField, passes, perm, upToBlocks } from '../testing/combat-cards';

/** 702.112 renown, on real cards (current Oracle text, from the bundled catalog). */
const FREEBLADE = bundledCard('Topan Freeblade'); // {1}{W} 2/2 vigilance, Renown 1
const COLOSSUS = bundledCard('Outland Colossus'); // {3}{G}{G} 6/6, Renown 6, blocked by at most one
const BEARS = bundledCard('Grizzly Bears');
const catalog = new InMemoryCatalog([FREEBLADE, COLOSSUS, BEARS]);
const outcome = (request: { state: unknown; actions: unknown[] }) => adjudicate(request, catalog);
function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const o = outcome(request);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
/** Alice attacks with a1, bob blocks as given (none by default); through combat damage. */
const toDamage = (blocks: [string, string][] = []) => [...upToBlocks(['a1']), block(...blocks), ...passes(2)];

describe('702.112 renown', () => {
  it('is understood: a combat damage trigger with an intervening "if"', () => {
    for (const c of [FREEBLADE, COLOSSUS]) expect(compileCard(c).support).toBe('full');
    expect(compileCard(FREEBLADE).abilities).toContainEqual(
      expect.objectContaining({
        trigger: { event: 'dealsCombatDamageToPlayer', who: 'self' },
        condition: { kind: 'sourceNotRenowned' },
        effects: [{ kind: 'becomeRenowned', n: 1, rule: '702.112a' }],
      }),
    );
  });

  it('702.112a: Topan Freeblade deals combat damage to a player: a +1/+1 counter, and it becomes renowned', () => {
    const field = [perm('a1', 'Topan Freeblade', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const hit = rule({ state: combatBoard(field), actions: toDamage() });
    expect(hit.state.players[1].life).toBe(18);
    expect(hit.state.stack).toEqual([expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'a1' }) })]);
    expect(cited(hit)).toEqual(expect.arrayContaining(['510.2', '603.2', '702.112a']));
    const done = rule({ state: hit.state, actions: passes(2) });
    expect(onField(done, 'a1')).toMatchObject({ counters: { '+1/+1': 1 }, renowned: true });
    expect(onField(done, 'a1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it('603.4: already renowned, it does not trigger again', () => {
    const field = [
      perm('a1', 'Topan Freeblade', 'alice', { renowned: true, counters: { '+1/+1': 1 } }),
      perm('x1', 'Grizzly Bears', 'bob'),
    ];
    const hit = rule({ state: combatBoard(field), actions: toDamage() });
    expect(hit.state.players[1].life).toBe(17);
    expect(hit.state.stack).toEqual([]);
    expect(cited(hit)).toContain('603.4');
    expect(onField(hit, 'a1')).toMatchObject({ counters: { '+1/+1': 1 }, renowned: true });
  });

  it('702.112a: blocked, it deals no damage to a player: no trigger, not renowned', () => {
    const field = [perm('a1', 'Outland Colossus', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const blocked = rule({ state: combatBoard(field), actions: [...toDamage([['x1', 'a1']]), ...passes(2)] });
    expect(cited(blocked)).not.toContain('702.112a');
    expect(onField(blocked, 'a1')?.renowned).toBeUndefined();
    expect(onField(blocked, 'a1')?.counters).toEqual({});
  });

  it('702.112a: Outland Colossus, renown 6, becomes a 12/12', () => {
    const field = [perm('a1', 'Outland Colossus', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const done = rule({ state: combatBoard(field), actions: [...toDamage(), ...passes(2)] });
    expect(onField(done, 'a1')).toMatchObject({ counters: { '+1/+1': 6 }, renowned: true });
    expect(onField(done, 'a1')?.characteristics).toMatchObject({ power: 12, toughness: 12 });
  });

  it('702.112b: "renowned" on the board must be a boolean', () => {
    const bad = outcome({ state: combatBoard([perm('a1', 'Topan Freeblade', 'alice', { renowned: 'yes' })]), actions: [] });
    expect(bad.kind).toBe('invalid');
  });
});
