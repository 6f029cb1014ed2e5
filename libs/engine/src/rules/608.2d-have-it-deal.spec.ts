import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { choose, onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 608.2d: "you may have it deal 2 damage to target creature that player controls" (Skirk Commando): the optional
 * instruction is "it deals 2 damage ..."; its controller chooses as it resolves. 510.1c, 506.2: the player it dealt
 * combat damage to is the defending player, whose creature is the target.
 */
const ruling = rulingsWith(new InMemoryCatalog(['Skirk Commando', 'Grizzly Bears'].map(bundledCard)));

const unblocked = board({
  battlefield: [
    { id: 'sc', card: 'Skirk Commando', controller: 'alice', tapped: true },
    { id: 'a1', card: 'Grizzly Bears', controller: 'alice' },
    { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
  ],
  turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
  combat: { attackers: [{ id: 'sc', attacking: 'bob' }], blockers: [] },
});

describe('Skirk Commando: "you may have it deal 2 damage to target creature that player controls"', () => {
  it('compiles in full: an optional damage by its source to a creature the defending player controls', () => {
    const card = compileCard(bundledCard('Skirk Commando'));
    expect(card.support).toBe('full');
    expect(card.abilities.find((a) => a.kind === 'triggered')).toMatchObject({
      targets: [
        {
          options: [
            {
              filters: [
                { kind: 'type', anyOf: ['Creature'] },
                { kind: 'controller', is: 'defendingPlayer' },
              ],
            },
          ],
        },
      ],
      effects: [{ kind: 'optional', effects: [{ kind: 'damage', amount: { kind: 'fixed', n: 2 }, target: 0 }] }],
    });
  });

  it('608.2d: it deals 2 to bob, the trigger targets his bears; alice says yes: 2 damage, the bears die', () => {
    const a = ruling({ state: unblocked, actions: [...passes(2), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(18);
    expect(a.decision).toMatchObject({ player: 'alice', rule: '608.2d' });
    const yes = ruling({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.violations).toEqual([]);
    expect(onField(yes, 'b1')).toBeUndefined();
    expect(onField(yes, 'a1')).toBeDefined();
    expect(cited(yes)).toEqual(expect.arrayContaining(['120.3e', '704.5g']));
  });

  it('608.2d: alice says no: nothing happens', () => {
    const a = ruling({ state: unblocked, actions: [...passes(2), ...passes(2)] });
    const no = ruling({ state: a.state, action: choose(a, ['no']) });
    expect(no.violations).toEqual([]);
    expect(onField(no, 'b1')).toBeDefined();
  });
});
