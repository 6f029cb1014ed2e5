import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { rulingsWith } from '../testing/test-catalog';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';
import { CardDefinition } from '../cards/card';

describe('113.7a: an ability exists independently of its source', () => {
  const { answer, lands, board, passes } = copyAndKeywordBoards;

  it('113.7a: the ability of a sacrificed copy (Clone as Brass Secretary) still resolves when the board is sent back', () => {
    const state = board(
      { battlefield: [...lands('Forest', 2), { id: 'c', card: 'Clone', copyOf: 'Brass Secretary', controller: 'alice' }] },
      { library: [{ id: 'top', card: 'Forest' }] },
    );
    const activated = answer({ state, action: { type: 'activate', player: 'alice', source: 'c', ability: 0 } });
    expect(activated.legal).toBe(true);
    const resolved = answer({ state: activated.state, actions: passes(2) });
    expect((resolved.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
  });
});

describe("113.6g can't be countered; 702.114 devoid", () => {
  const { adjudicate, defineCard, InMemoryCatalog, board, cited, testCatalog } = damageAndTriggerBoards;
  const catalog3 = new InMemoryCatalog([
    ...['Island', 'Forest'].map((n) => testCatalog.find(n) as CardDefinition),
    defineCard({ name: 'Counterspell', manaCost: '{U}{U}', types: ['Instant'], text: 'Counter target spell.' }),
    defineCard({ name: 'Test Stubborn Growth', manaCost: '{G}', types: ['Sorcery'], text: "This spell can't be countered.\nDraw a card." }),
    defineCard({
      name: 'Test Eldrazi Bolt',
      manaCost: '{1}{R}',
      types: ['Instant'],
      text: 'Devoid\nTest Eldrazi Bolt deals 2 damage to any target.',
    }),
    defineCard({
      name: 'Test Pro-Red Bear',
      manaCost: '{1}{W}',
      types: ['Creature'],
      subtypes: ['Bear'],
      power: '2',
      toughness: '2',
      text: 'Protection from red',
    }),
    defineCard({ name: 'Mountain', supertypes: ['Basic'], types: ['Land'], subtypes: ['Mountain'] }),
  ]);
  const run = (request: Record<string, unknown>) => {
    const outcome = adjudicate(request as { state: unknown }, catalog3);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  it("Counterspell resolves but does not counter a spell that can't be countered (101.2)", () => {
    const state = board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'bob' },
          { id: 'i2', card: 'Island', controller: 'bob' },
        ],
        stack: [{ id: 's1', card: 'Test Stubborn Growth', controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      { library: [{ id: 'top', card: 'Forest' }] },
      { hand: [{ id: 'c1', card: 'Counterspell' }] },
    );
    const a = run({
      state,
      actions: [
        { type: 'cast', player: 'bob', card: 'c1', targets: ['s1'] },
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(cited(a)).toContain('101.2');
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
  });
  it('a devoid spell is colorless: protection from red does not stop it (702.114a)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'm2', card: 'Mountain', controller: 'alice' },
          { id: 'b1', card: 'Test Pro-Red Bear', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'e1', card: 'Test Eldrazi Bolt' }] },
    );
    const a = run({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'e1', targets: ['b1'] },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.some((o) => o.id === 'b1')).toBe(false);
    // Dealt lethal damage (120.3e), it dies (704.5g): not removed some other way.
    expect(a.state.players[1].graveyard).toEqual([expect.objectContaining({ id: 'b1' })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['120.3e', '704.5g']));
  });
});

describe('113.6g, 101.2: "can\'t be countered by spells or abilities" (2017 wording) on a real card', () => {
  const { board, cited } = damageAndTriggerBoards;
  const run = rulingsWith(bundledCatalog());
  const state = board(
    {
      battlefield: [
        { id: 'i1', card: 'Island', controller: 'bob' },
        { id: 'i2', card: 'Island', controller: 'bob' },

        { id: 'bears', card: 'Grizzly Bears', controller: 'bob' },
      ],
      stack: [{ id: 's1', card: 'Abrupt Decay', controller: 'alice', targets: ['bears'] }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
    },
    {},
    { hand: [{ id: 'c1', card: 'Counterspell' }] },
  );

  it('Counterspell at Abrupt Decay resolves without countering it; Abrupt Decay then destroys the Bears', () => {
    expect(compileCard(bundledCard('Abrupt Decay'))).toMatchObject({ support: 'full', unsupported: [] });
    const a = run({
      state,
      actions: [
        { type: 'cast', player: 'bob', card: 'c1', targets: ['s1'] },
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.legal).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['101.2', '701.8a']));
    expect(cited(a)).not.toContain('701.6a');
    expect(a.state.stack).toEqual([]);
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('bears');
    expect((a.state.players[0].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['s1']);
    expect((a.state.players[1].graveyard as { id: string }[]).map((o) => o.id)).toEqual(expect.arrayContaining(['c1', 'bears']));
  });

  it("Abrupt Decay's target must have mana value 3 or less: a Serra Angel is refused (115.1)", () => {
    const a = run({
      state: board(
        {
          battlefield: [
            { id: 'b', card: 'Bayou', controller: 'alice' },
            { id: 'b2', card: 'Bayou', controller: 'alice' },
            { id: 'angel', card: 'Serra Angel', controller: 'bob' },
          ],
        },
        { hand: [{ id: 'h1', card: 'Abrupt Decay' }] },
      ),
      action: { type: 'cast', player: 'alice', card: 'h1', targets: ['angel'] },
    });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
  });
});
