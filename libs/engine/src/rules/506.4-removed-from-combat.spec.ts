import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { combatBoard, life, onField, passes, perm, upToBlocks, zoneOf } from '../testing/combat-cards';
import { choose } from '../testing/actions';

const catalog = new InMemoryCatalog(
  ['Gustcloak Runner', 'Gustcloak Cavalier', 'Gustcloak Savior', 'Hill Giant', 'Grizzly Bears'].map(bundledCard),
);
const answer = rulingsWith(catalog);

/**
 * 506.4: "an effect specifically removes it from combat": the Gustcloaks' "Whenever CARDNAME becomes blocked, you may
 * untap it and remove it from combat." (509.3c: once as it becomes blocked; 603.5: the choice is made as it resolves).
 */
describe('506.4: "you may untap it and remove it from combat" (the Gustcloaks)', () => {
  it.each(['Gustcloak Runner', 'Gustcloak Cavalier'])('%s is understood', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  // 603.2: "Whenever a creature you control becomes blocked, you may untap that creature ..." (Gustcloak Savior): the
  // creature blocked (rules/509.3c-creature-you-control-becomes-blocked.spec.ts).
  it('Gustcloak Savior is understood', () => {
    expect(compileCard(bundledCard('Gustcloak Savior')).support).toBe('full');
  });

  // Gustcloak Runner (1/1) attacks bob and Hill Giant (3/3) blocks it: the trigger waits on the stack (509.2a), and
  // alice is asked as it resolves (603.5, 608.2d).
  const field = [perm('r', 'Gustcloak Runner', 'alice'), perm('g', 'Hill Giant', 'bob')];
  const asked = () => answer({ state: combatBoard(field), actions: [...upToBlocks(['r'], [['g', 'r']]), ...passes(2)] });

  it('509.3c, 603.5: the trigger goes on the stack whatever alice means to do; she chooses as it resolves', () => {
    const blocked = answer({ state: combatBoard(field), actions: upToBlocks(['r'], [['g', 'r']]) });
    expect(blocked.state.stack).toHaveLength(1);
    expect(onField(blocked, 'r')?.tapped).toBe(true);
    const waiting = asked();
    expect(waiting.decision).toMatchObject({ player: 'alice', kind: 'chooseOptional' });
  });

  it('"yes": the Runner untaps and leaves combat; the Giant still blocks, nothing; no combat damage either way (510.1c-d)', () => {
    const waiting = asked();
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.legal).toBe(true);
    expect(onField(yes, 'r')?.tapped).toBe(false);
    expect(yes.state.combat?.attackers).toEqual([]);
    // 509.1g: the Giant remains a blocking creature, blocking no creature now.
    expect(yes.state.combat?.blockers).toEqual([{ id: 'g', blocking: [] }]);
    expect(cited(yes)).toEqual(expect.arrayContaining(['608.2d', '701.26b', '506.4']));
    const done = answer({ state: yes.state, actions: passes(2) });
    expect(zoneOf(done, 'r')).toBe('battlefield');
    expect(onField(done, 'r')?.damage ?? 0).toBe(0);
    expect(onField(done, 'g')?.damage ?? 0).toBe(0);
    expect(life(done, 'bob')).toBe(20);
  });

  it('"no": an ordinary combat: the Runner stays tapped and blocked, the Giant kills it and is dealt 1 damage', () => {
    const waiting = asked();
    const no = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(no.legal).toBe(true);
    expect(onField(no, 'r')?.tapped).toBe(true);
    expect(no.state.combat?.attackers).toEqual([{ id: 'r', attacking: 'bob', blocked: true }]);
    expect(cited(no)).not.toContain('506.4');
    const done = answer({ state: no.state, actions: passes(2) });
    expect(zoneOf(done, 'r')).toBe('graveyard');
    expect(onField(done, 'g')?.damage).toBe(1);
    expect(life(done, 'bob')).toBe(20);
  });

  it('509.3c: blocked by two creatures, the Runner triggers once; removed, neither blocker deals or is dealt damage', () => {
    const two = [...field, perm('b', 'Grizzly Bears', 'bob')];
    const blocked = answer({
      state: combatBoard(two),
      actions: upToBlocks(
        ['r'],
        [
          ['g', 'r'],
          ['b', 'r'],
        ],
      ),
    });
    expect(blocked.state.stack).toHaveLength(1);
    const waiting = answer({ state: blocked.state, actions: passes(2) });
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    const done = answer({ state: yes.state, actions: passes(2) });
    expect(onField(done, 'r')).toMatchObject({ tapped: false });
    expect(onField(done, 'r')?.damage ?? 0).toBe(0);
    expect(onField(done, 'b')?.damage ?? 0).toBe(0);
    expect(life(done, 'bob')).toBe(20);
  });
});
