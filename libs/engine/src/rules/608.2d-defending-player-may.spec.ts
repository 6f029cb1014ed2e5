import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { choose, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { adjudicate } from '../adjudicate';

/**
 * 608.2d, 506.2: "Whenever CARDNAME attacks, defending player may draw a card." (Sibilant Spirit, Harbor Guardian):
 * the choice is the defending player's, the player the instruction names, not the ability's controller; asked as the
 * ability resolves. Bundled Oracle texts.
 */
describe('608.2d: "defending player may draw a card"', () => {
  const catalog = new InMemoryCatalog(['Sibilant Spirit', 'Harbor Guardian', 'Island', 'Plains'].map(bundledCard));
  const ruling = rulingsWith(catalog);
  const attack = (id: string) => ({ type: 'declareAttackers', player: 'alice', attackers: [{ id, attacking: 'bob' }] });
  const hand = (p: { hand?: unknown }) => (p.hand as { id: string }[]).map((c) => c.id);
  const start = (card: string) =>
    board(
      {
        battlefield: [{ id: 's', card, controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' },
      },
      { library: [{ id: 'a1', card: 'Plains' }] },
      { library: [{ id: 'b1', card: 'Island' }] },
    );

  it('compiles on both cards; the variants of another chooser or instruction stay refused', () => {
    for (const name of ['Sibilant Spirit', 'Harbor Guardian']) {
      expect(compileCard(bundledCard(name)).support).toBe('full');
      expect(compileCard(bundledCard(name)).abilities).toContainEqual(
        expect.objectContaining({
          trigger: { event: 'attacks', who: 'self' },
          effects: [expect.objectContaining({ kind: 'optional', chooser: 'defendingPlayer' })],
        }),
      );
    }
    const spirit = bundledCard('Sibilant Spirit');
    for (const text of [
      'Whenever Sibilant Spirit attacks, defending player may draw a card. If they do, you draw a card.',
      'Whenever Sibilant Spirit attacks, defending player may discard a card.',
      'Whenever Sibilant Spirit blocks, defending player may draw a card.',
      'Whenever Sibilant Spirit attacks, target opponent may draw a card.',
    ])
      expect(compileCard({ ...spirit, text }).support).not.toBe('full');
  });

  it('Sibilant Spirit attacks: bob, the defending player, is asked; "yes" draws him the card (608.2d, 121.1)', () => {
    const a = ruling({ state: start('Sibilant Spirit'), actions: [...passes(2), attack('s'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'bob', rule: '608.2d' });
    expect(a.state.stack).toEqual([expect.objectContaining({ pendingChoice: { kind: 'yesNo', player: 'bob' } })]);
    // 608.2d: alice, the controller, does not make this choice.
    const hers = ruling({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['yes'] } });
    expect(hers.legal).toBe(false);
    const yes = ruling({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.violations).toEqual([]);
    expect(hand(yes.state.players[1])).toEqual(['b1']);
    expect(hand(yes.state.players[0])).toEqual([]);
    expect(yes.state.stack).toEqual([]);
    expect(cited(yes)).toEqual(expect.arrayContaining(['608.2d', '121.1']));
  });

  it('Harbor Guardian attacks: bob says "no": nobody draws', () => {
    const a = ruling({ state: start('Harbor Guardian'), actions: [...passes(2), attack('s'), ...passes(2)] });
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'bob' });
    const no = ruling({ state: a.state, action: choose(a, ['no']) });
    expect(no.violations).toEqual([]);
    expect(hand(no.state.players[1])).toEqual([]);
    expect(no.state.players[1].library).toEqual([expect.objectContaining({ id: 'b1' })]);
    expect(no.state.stack).toEqual([]);
  });

  it('a board where alice, not the defending player, is to answer is refused (608.2d)', () => {
    const a = ruling({ state: start('Sibilant Spirit'), actions: [...passes(2), attack('s'), ...passes(2)] });
    const state = JSON.parse(JSON.stringify(a.state)) as { stack: { pendingChoice: { player: string } }[] };
    state.stack[0].pendingChoice.player = 'alice';
    const outcome = adjudicate({ state, actions: [] } as { state: unknown }, catalog);
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: [
        { code: 'NOT_CONTROLLER', rule: '608.2d', path: 'state.stack[0].pendingChoice', message: { key: 'parse.NOT_CONTROLLER.theyMay' } },
      ],
    });
  });
});
