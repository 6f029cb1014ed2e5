import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 702.18a: "You have shroud." (True Believer, Ivory Mask): the player who controls it can't be the target of spells
 * or abilities, neither an opponent's nor their own (unlike hexproof, 702.11c), as the targets are chosen (601.2c,
 * 602.2b) and as the spell resolves (608.2b). The permanent itself has no shroud. Bundled Oracle texts.
 */
describe('702.18a: a player with shroud', () => {
  const catalog = new InMemoryCatalog(
    ['True Believer', 'Ivory Mask', 'Solitary Confinement', 'Lava Axe', 'Shock', 'Prodigal Sorcerer', 'Mountain'].map(bundledCard),
  );
  const answer = rulingsWith(catalog);
  const perm = (id: string, card: string, controller: string) => ({ id, card, controller });
  const mountains = (who: string, n: number) => Array.from({ length: n }, (_, i) => perm(`${who[0]}m${i}`, 'Mountain', who));
  const bobsTurn = { turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' } };

  it('is understood on True Believer and Ivory Mask', () => {
    for (const name of ['True Believer', 'Ivory Mask']) expect(compileCard(bundledCard(name)).support).toBe('full');
    expect(compileCard(bundledCard('Ivory Mask')).abilities).toEqual([
      { kind: 'static', effects: [{ kind: 'playerShroud' }], text: 'You have shroud.' },
    ]);
  });

  it('a shroud shared with permanents stays refused', () => {
    const mask = bundledCard('Ivory Mask');
    expect(compileCard({ ...mask, text: 'You and creatures you control have shroud.' }).support).toBe('none');
  });

  it("bob's Lava Axe and Shock can't target alice, who controls True Believer", () => {
    for (const [card, n] of [
      ['Lava Axe', 5],
      ['Shock', 1],
    ] as const) {
      const a = answer({
        state: board(
          { ...bobsTurn, battlefield: [perm('tb', 'True Believer', 'alice'), ...mountains('bob', n)] },
          {},
          { hand: [{ id: 'x', card }] },
        ),
        action: { type: 'cast', player: 'bob', card: 'x', targets: ['alice'] },
      });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'TARGET_HAS_SHROUD', rule: '702.18a' });
      expect(a.state.players[0].life).toBe(20);
    }
  });

  it('unlike hexproof, alice can target neither herself with her own Shock nor with her own Prodigal Sorcerer', () => {
    const state = board(
      { battlefield: [perm('im', 'Ivory Mask', 'alice'), perm('ps', 'Prodigal Sorcerer', 'alice'), ...mountains('alice', 1)] },
      { hand: [{ id: 'x', card: 'Shock' }] },
    );
    const spell = answer({ state, action: { type: 'cast', player: 'alice', card: 'x', targets: ['alice'] } });
    expect(spell.legal).toBe(false);
    expect(spell.violations[0]).toMatchObject({ code: 'TARGET_HAS_SHROUD', rule: '702.18a' });
    const ability = answer({ state, action: { type: 'activate', player: 'alice', source: 'ps', ability: 0, targets: ['alice'] } });
    expect(ability.legal).toBe(false);
    expect(ability.violations[0]).toMatchObject({ code: 'TARGET_HAS_SHROUD', rule: '702.18a' });
    // Her shroud is hers alone: she may still target bob.
    const atBob = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'x', targets: ['bob'] }, ...passes(2)] });
    expect(atBob.violations).toEqual([]);
    expect(atBob.state.players[1].life).toBe(18);
  });

  it('True Believer itself has no shroud: bob may Shock it', () => {
    const a = answer({
      state: board(
        { ...bobsTurn, battlefield: [perm('tb', 'True Believer', 'alice'), ...mountains('bob', 1)] },
        {},
        { hand: [{ id: 'x', card: 'Shock' }] },
      ),
      actions: [{ type: 'cast', player: 'bob', card: 'x', targets: ['tb'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'tb')).toBeUndefined();
    expect(a.state.players[0].life).toBe(20);
  });

  it('608.2b: a Shock of bob already on the stack targeting alice, who now has shroud, does nothing as it resolves', () => {
    const a = answer({
      state: board({
        battlefield: [perm('im', 'Ivory Mask', 'alice')],
        stack: [{ id: 's1', card: 'Shock', controller: 'bob', targets: ['alice'] }],
        ...bobsTurn,
      }),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toContain('608.2b');
  });
});
