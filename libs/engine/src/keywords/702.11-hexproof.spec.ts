import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';
import { CardDefinition } from '../cards/card';

describe('702.11d hexproof from a color', () => {
  const { adjudicate, defineCard, InMemoryCatalog, board, testCatalog } = damageAndTriggerBoards;
  const catalog2 = new InMemoryCatalog([
    ...['Mountain', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
    defineCard({
      name: 'Test Warded Bear',
      manaCost: '{1}{G}',
      types: ['Creature'],
      subtypes: ['Bear'],
      power: '2',
      toughness: '2',
      text: 'Hexproof from red',
    }),
  ]);
  const run = (state: unknown, action: unknown) => {
    const outcome = adjudicate({ state, action }, catalog2);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  it("an opponent's red spell cannot target it; its controller's can", () => {
    const theirs = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'b1', card: 'Test Warded Bear', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(run(theirs, { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] }).violations[0]).toMatchObject({ rule: '702.11d' });
    const mine = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'b1', card: 'Test Warded Bear', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(run(mine, { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] }).legal).toBe(true);
  });
});

/**
 * 702.11c: "You have hexproof." (Spirit of the Hearth, Leyline of Sanctity, Aegis of the Gods): the player who
 * controls it can't be the target of spells or abilities their opponents control, neither as the targets are
 * chosen (601.2c, 602.2b) nor as the spell resolves (608.2b); they can still target themselves. Bundled Oracle texts.
 */
describe('702.11c: a player with hexproof', () => {
  const catalog = new InMemoryCatalog(
    [
      'Spirit of the Hearth',
      'Leyline of Sanctity',
      'Aegis of the Gods',
      'True Believer',
      'Lava Axe',
      'Shock',
      'Prodigal Sorcerer',
      'Mountain',
      'Plains',
    ].map(bundledCard),
  );
  const answer = rulingsWith(catalog);
  const perm = (id: string, card: string, controller: string) => ({ id, card, controller });
  const mountains = (who: string, n: number) => Array.from({ length: n }, (_, i) => perm(`${who[0]}m${i}`, 'Mountain', who));
  const bobsTurn = { turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' } };

  it('is understood on Spirit of the Hearth, Leyline of Sanctity (its opening-hand line too) and Aegis of the Gods', () => {
    for (const name of ['Spirit of the Hearth', 'Leyline of Sanctity', 'Aegis of the Gods'])
      expect(compileCard(bundledCard(name)).support).toBe('full');
    expect(compileCard(bundledCard('Aegis of the Gods')).abilities).toEqual([
      { kind: 'static', effects: [{ kind: 'playerHexproof' }], text: 'You have hexproof.' },
    ]);
  });

  it('a hexproof shared with permanents stays refused', () => {
    const aegis = bundledCard('Aegis of the Gods');
    expect(compileCard({ ...aegis, text: 'You and creatures you control have hexproof.' }).support).toBe('none');
  });

  it("bob's Lava Axe and Shock can't target alice, who controls Leyline of Sanctity (702.11c)", () => {
    for (const [card, n] of [
      ['Lava Axe', 5],
      ['Shock', 1],
    ] as const) {
      const a = answer({
        state: board(
          { ...bobsTurn, battlefield: [perm('ls', 'Leyline of Sanctity', 'alice'), ...mountains('bob', n)] },
          {},
          { hand: [{ id: 'x', card }] },
        ),
        action: { type: 'cast', player: 'bob', card: 'x', targets: ['alice'] },
      });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'TARGET_HAS_HEXPROOF', rule: '702.11c' });
      expect(a.state.players[0].life).toBe(20);
    }
  });

  it("nor can Prodigal Sorcerer's ability bob controls; bob may still target Spirit of the Hearth itself (it has no hexproof)", () => {
    const state = board(
      {
        ...bobsTurn,
        battlefield: [perm('sh', 'Spirit of the Hearth', 'alice'), perm('ps', 'Prodigal Sorcerer', 'bob'), ...mountains('bob', 1)],
      },
      {},
      { hand: [{ id: 'x', card: 'Shock' }] },
    );
    const ability = answer({ state, action: { type: 'activate', player: 'bob', source: 'ps', ability: 0, targets: ['alice'] } });
    expect(ability.legal).toBe(false);
    expect(ability.violations[0]).toMatchObject({ rule: '702.11c' });
    const atSpirit = answer({
      state,
      actions: [{ type: 'cast', player: 'bob', card: 'x', targets: ['sh'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(atSpirit.violations).toEqual([]);
    expect(atSpirit.state.battlefield.find((o) => o.id === 'sh')).toMatchObject({ damage: 2 });
  });

  it('alice may still target herself with her own Shock, and bob is not protected by her Aegis of the Gods', () => {
    const a = answer({
      state: board(
        { battlefield: [perm('ag', 'Aegis of the Gods', 'alice'), ...mountains('alice', 1)] },
        { hand: [{ id: 'x', card: 'Shock' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'x', targets: ['alice'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(18);
    const atBob = answer({
      state: board(
        { battlefield: [perm('ag', 'Aegis of the Gods', 'alice'), ...mountains('alice', 1)] },
        { hand: [{ id: 'x', card: 'Shock' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'x', targets: ['bob'] }, ...passes(2)],
    });
    expect(atBob.violations).toEqual([]);
    expect(atBob.state.players[1].life).toBe(18);
  });

  it('608.2b: a Shock of bob already on the stack targeting alice, who now has hexproof, does nothing as it resolves', () => {
    const a = answer({
      state: board({
        battlefield: [perm('sh', 'Spirit of the Hearth', 'alice')],
        stack: [{ id: 's1', card: 'Shock', controller: 'bob', targets: ['alice'] }],
        turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
      }),
      actions: passes(2, 'bob', 'alice'),
    });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toContain('608.2b');
  });
});
