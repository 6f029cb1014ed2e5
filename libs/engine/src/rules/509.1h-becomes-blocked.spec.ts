import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { lands } from '../testing/spell-cards';
import { combatBoard, life, onField, passes, perm, TO_ATTACKERS, upToBlocks } from '../testing/combat-cards';
import { choose } from '../testing/actions';

const NAMES = ['Dazzling Beauty', 'Curtain of Light', 'Trap Runner'];
const catalog = new InMemoryCatalog(
  [...NAMES, 'Grizzly Bears', 'War Mammoth', 'Norwood Warrior', 'Cave Tiger', 'Gustcloak Runner', 'Benalish Hero', 'Plains'].map(
    bundledCard,
  ),
);
const answer = rulingsWith(catalog);

/**
 * 509.1h: "Target unblocked attacking creature becomes blocked.": a blocked creature no creature blocks. It deals no
 * combat damage (510.1c) unless it has trample (702.19d); its "becomes blocked" abilities trigger (509.3c), its "becomes
 * blocked by a creature" ones don't (509.3d).
 */
describe('509.1h: an unblocked attacking creature becomes blocked by an effect', () => {
  it.each(NAMES)('%s is understood', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('"Target attacking creature becomes blocked" (not said of an unblocked one) stays refused', () => {
    const variant = { ...bundledCard('Curtain of Light'), name: 'Test Curtain', text: 'Target attacking creature becomes blocked.' };
    expect(compileCard(variant).support).not.toBe('full');
  });

  // alice attacks with `attackers`, bob declares no blocker, then casts `card` (three Plains) on `target`; both pass.
  const cast = (attackers: string[], field: Record<string, unknown>[], target: string, card = 'Dazzling Beauty') => {
    const state = combatBoard([...field, ...lands('Plains', 'p', 3, 'bob')], {}, {}, { hand: [{ id: 'db', card }] });
    return answer({
      state,
      actions: [
        ...upToBlocks(attackers),
        ...passes(1),
        { type: 'cast', player: 'bob', card: 'db', targets: [target] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
  };

  it('Dazzling Beauty on unblocked Grizzly Bears: blocked with no blocker, it deals no combat damage (510.1c)', () => {
    const a = cast(['g'], [perm('g', 'Grizzly Bears', 'alice')], 'g');
    expect(a.legal).toBe(true);
    expect(a.state.combat?.attackers).toEqual([{ id: 'g', attacking: 'bob', blocked: true }]);
    expect(a.state.combat?.blockers).toEqual([]);
    expect(cited(a)).toContain('509.1h');
    const done = answer({ state: a.state, actions: passes(2) });
    expect(done.state.turn.step).toBe('combat-damage');
    expect(life(done, 'bob')).toBe(20);
  });

  it('702.19d: War Mammoth (trample) blocked that way assigns all its damage to bob', () => {
    const a = cast(['m'], [perm('m', 'War Mammoth', 'alice')], 'm', 'Curtain of Light');
    expect(a.legal).toBe(true);
    const done = answer({ state: a.state, actions: passes(2) });
    expect(life(done, 'bob')).toBe(17);
    expect(cited(done)).toContain('702.19d');
  });

  it('509.1h: a creature already blocked (or not attacking) is no legal target', () => {
    const state = combatBoard(
      [perm('g', 'Grizzly Bears', 'alice'), perm('x', 'Grizzly Bears', 'bob'), ...lands('Plains', 'p', 3, 'bob')],
      {},
      {},
      { hand: [{ id: 'db', card: 'Dazzling Beauty' }] },
    );
    const a = answer({
      state,
      actions: [...upToBlocks(['g'], [['x', 'g']]), ...passes(1), { type: 'cast', player: 'bob', card: 'db', targets: ['g'] }],
    });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const b = answer({
      state,
      actions: [...upToBlocks(['g'], [['x', 'g']]), ...passes(1), { type: 'cast', player: 'bob', card: 'db', targets: ['x'] }],
    });
    expect(b.legal).toBe(false);
    expect(b.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
  });

  it('509.3c: Norwood Warrior\'s "becomes blocked" triggers (+1/+1); 509.3d: Cave Tiger\'s "by a creature" does not', () => {
    const warrior = cast(['w'], [perm('w', 'Norwood Warrior', 'alice')], 'w');
    expect(warrior.state.stack).toHaveLength(1);
    const pumped = answer({ state: warrior.state, actions: passes(2) });
    expect(onField(pumped, 'w')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    const tiger = cast(['t'], [perm('t', 'Cave Tiger', 'alice')], 't');
    expect(tiger.state.stack).toEqual([]);
  });

  it('Gustcloak Runner made blocked: its trigger lets alice untap it and remove it from combat (509.3c, 506.4)', () => {
    const a = cast(['r'], [perm('r', 'Gustcloak Runner', 'alice')], 'r');
    expect(a.state.stack).toHaveLength(1);
    const waiting = answer({ state: a.state, actions: passes(2) });
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.state.combat?.attackers).toEqual([]);
    expect(onField(yes, 'r')?.tapped).toBe(false);
  });

  it('702.22i: Benalish Hero made blocked blocks its whole band: the Bears with it deal no combat damage either', () => {
    const state = combatBoard(
      [perm('h', 'Benalish Hero', 'alice'), perm('g', 'Grizzly Bears', 'alice'), ...lands('Plains', 'p', 3, 'bob')],
      {},
      {},
      { hand: [{ id: 'db', card: 'Dazzling Beauty' }] },
    );
    const a = answer({
      state,
      actions: [
        ...TO_ATTACKERS,
        {
          type: 'declareAttackers',
          player: 'alice',
          attackers: [
            { id: 'h', attacking: 'bob' },
            { id: 'g', attacking: 'bob' },
          ],
          bands: [['h', 'g']],
        },
        ...passes(3),
        { type: 'cast', player: 'bob', card: 'db', targets: ['h'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.combat?.attackers).toEqual([
      { id: 'h', attacking: 'bob', blocked: true },
      { id: 'g', attacking: 'bob', blocked: true },
    ]);
    expect(cited(a)).toEqual(expect.arrayContaining(['509.1h', '702.22i']));
    const done = answer({ state: a.state, actions: passes(2) });
    expect(life(done, 'bob')).toBe(20);
  });

  it('Trap Runner: "{T}: ..." after blockers are declared makes the attacker blocked', () => {
    const state = combatBoard([perm('g', 'Grizzly Bears', 'alice'), perm('tr', 'Trap Runner', 'bob')]);
    const a = answer({
      state,
      actions: [
        ...upToBlocks(['g'], []),
        ...passes(1),
        { type: 'activate', player: 'bob', source: 'tr', ability: 0, targets: ['g'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'tr')?.tapped).toBe(true);
    expect(a.state.combat?.attackers).toEqual([{ id: 'g', attacking: 'bob', blocked: true }]);
  });
});
