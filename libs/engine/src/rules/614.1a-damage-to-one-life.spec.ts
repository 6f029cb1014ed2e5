import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { Answer } from '../adjudicate';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 614.1a, 120.4c: "Damage that would reduce your life total to less than 1 reduces it to 1 instead." (Ali from Cairo,
 * Sustaining Spirit, Fortune Thief) replaces the result of damage dealt to its controller (the life loss, 120.3a), not
 * the damage: that is dealt in full, so lifelink (120.3f) and "whenever ... deals damage" triggers see all of it. Life
 * lost otherwise than by damage, and damage to another player, are not affected. Bundled Oracle texts.
 */
describe('614.1a: damage that would reduce your life total to less than 1 reduces it to 1 instead', () => {
  const catalog = new InMemoryCatalog(
    [
      'Ali from Cairo',
      'Sustaining Spirit',
      'Fortune Thief',
      'Worship',
      'Lava Axe',
      'Sign in Blood',
      'Vampire Nighthawk',
      'Hill Giant',
      'Craw Wurm',
      'Spirit Link',
      'Mountain',
      'Swamp',
    ].map(bundledCard),
  );
  const answer = rulingsWith(catalog);
  const perm = (id: string, card: string, controller: string, more: Record<string, unknown> = {}) => ({ id, card, controller, ...more });
  const lands = (who: string, card: string, n: number) => Array.from({ length: n }, (_, i) => perm(`${who[0]}${card[0]}${i}`, card, who));
  const life = (a: Answer) => a.state.players.map((p) => p.life);
  const bobsTurn = (step = 'first-main') => ({ turn: { number: 4, active: 'bob', step, priority: 'bob' } });
  /** Bob's attackers at alice, no blockers: the next two passes deal the combat damage. */
  const attacking = (battlefield: unknown[], ids: string[], alice: Record<string, unknown>) =>
    board(
      { battlefield, ...bobsTurn('declare-blockers'), combat: { attackers: ids.map((id) => ({ id, attacking: 'alice' })), blockers: [] } },
      alice,
    );

  it('is understood on Ali from Cairo, Sustaining Spirit and Fortune Thief; Worship (conditional) and a floor of 7 stay refused', () => {
    for (const name of ['Ali from Cairo', 'Sustaining Spirit', 'Fortune Thief'])
      expect(compileCard(bundledCard(name)).support).toBe('full');
    expect(compileCard(bundledCard('Ali from Cairo')).abilities).toEqual([
      {
        kind: 'static',
        effects: [{ kind: 'damageLifeFloor' }],
        text: 'Damage that would reduce your life total to less than 1 reduces it to 1 instead.',
      },
    ]);
    expect(compileCard(bundledCard('Worship')).support).toBe('none');
    const ali = bundledCard('Ali from Cairo');
    expect(compileCard({ ...ali, text: 'Damage that would reduce your life total to less than 7 reduces it to 7 instead.' }).support).toBe(
      'none',
    );
  });

  it("bob's Lava Axe at alice with 3 life and Ali from Cairo leaves her at 1: she is still in the game", () => {
    const a = answer({
      state: board(
        { battlefield: [perm('al', 'Ali from Cairo', 'alice'), ...lands('bob', 'Mountain', 5)], ...bobsTurn() },
        { life: 3 },
        {
          hand: [{ id: 'x', card: 'Lava Axe' }],
        },
      ),
      actions: [{ type: 'cast', player: 'bob', card: 'x', targets: ['alice'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([1, 20]);
    expect(a.gameOver ?? null).toBeNull();
    expect(cited(a)).toEqual(expect.arrayContaining(['614.1a', '120.3a']));
    expect(a.events).toContainEqual(expect.objectContaining({ type: 'damage', target: 'alice', amount: 5 }));
  });

  it('damage that leaves 1 or more life is not replaced: 5 from 10 is 5', () => {
    const a = answer({
      state: board(
        { battlefield: [perm('al', 'Ali from Cairo', 'alice'), ...lands('bob', 'Mountain', 5)], ...bobsTurn() },
        { life: 10 },
        {
          hand: [{ id: 'x', card: 'Lava Axe' }],
        },
      ),
      actions: [{ type: 'cast', player: 'bob', card: 'x', targets: ['alice'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(life(a)).toEqual([5, 20]);
    expect(cited(a)).not.toContain('614.1a');
  });

  it("120.3f: bob's Vampire Nighthawk deals its 2 to alice at 2 with Sustaining Spirit: she goes to 1, bob gains 2", () => {
    const a = answer({
      state: attacking([perm('ss', 'Sustaining Spirit', 'alice'), perm('vn', 'Vampire Nighthawk', 'bob')], ['vn'], { life: 2 }),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([1, 22]);
    expect(cited(a)).toEqual(expect.arrayContaining(['510.2', '614.1a', '702.15b']));
  });

  it("603.2: Spirit Link's trigger sees all 3 damage Hill Giant deals to alice at 1 with Fortune Thief", () => {
    const a = answer({
      state: attacking(
        [perm('ft', 'Fortune Thief', 'alice'), perm('hg', 'Hill Giant', 'bob'), perm('sl', 'Spirit Link', 'bob', { attachedTo: 'hg' })],
        ['hg'],
        { life: 1 },
      ),
      actions: [...passes(2, 'bob', 'alice'), ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([1, 23]);
    expect(a.gameOver ?? null).toBeNull();
    expect(cited(a)).toContain('614.1a');
  });

  it('708.2: a face-down Fortune Thief has no abilities: Hill Giant takes alice from 2 to -1', () => {
    const a = answer({
      state: attacking([perm('ft', 'Fortune Thief', 'alice', { faceDown: true }), perm('hg', 'Hill Giant', 'bob')], ['hg'], { life: 2 }),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(life(a)).toEqual([-1, 20]);
    expect(a.gameOver).toMatchObject({ winners: ['bob'] });
    expect(cited(a)).not.toContain('614.1a');
  });

  it('510.2: Craw Wurm and Hill Giant deal 9 at once to alice at 5 with Ali from Cairo: she goes to 1', () => {
    const a = answer({
      state: attacking(
        [perm('al', 'Ali from Cairo', 'alice'), perm('cw', 'Craw Wurm', 'bob'), perm('hg', 'Hill Giant', 'bob')],
        ['cw', 'hg'],
        {
          life: 5,
        },
      ),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.violations).toEqual([]);
    expect(life(a)).toEqual([1, 20]);
    expect(a.gameOver ?? null).toBeNull();
  });

  it('life lost otherwise than by damage is not replaced: Sign in Blood takes alice from 2 to 0, and she loses (704.5a)', () => {
    const a = answer({
      state: board(
        { battlefield: [perm('al', 'Ali from Cairo', 'alice'), ...lands('bob', 'Swamp', 2)], ...bobsTurn() },
        { life: 2 },
        {
          hand: [{ id: 'x', card: 'Sign in Blood' }],
        },
      ),
      actions: [{ type: 'cast', player: 'bob', card: 'x', targets: ['alice'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(a.gameOver).toMatchObject({ winners: ['bob'] });
    expect(cited(a)).not.toContain('614.1a');
  });

  it("alice's Ali from Cairo does not protect bob: her Lava Axe takes him from 3 to -2", () => {
    const a = answer({
      state: board(
        { battlefield: [perm('al', 'Ali from Cairo', 'alice'), ...lands('alice', 'Mountain', 5)] },
        { hand: [{ id: 'x', card: 'Lava Axe' }] },
        { life: 3 },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'x', targets: ['bob'] }, ...passes(2)],
    });
    expect(life(a)).toEqual([20, -2]);
    expect(a.gameOver).toMatchObject({ winners: ['alice'] });
  });
});
