import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { adjudicate, Answer } from '../adjudicate';
import { ids, perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';
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

describe('113.6m: "Return CARDNAME from your graveyard to ..." works only in its owner\'s graveyard (real cards)', () => {
  const catalog = new InMemoryCatalog(
    [
      'Eternal Dragon',
      'Gangrenous Goliath',
      'Shard Phoenix',
      'Squee, Goblin Nabob',
      'Plains',
      'Soul Warden',
      'Grizzly Bears',
      'Scrapheap Scrounger',
      'Swamp',
    ].map(bundledCard),
  );
  const answer = rulingsWith(catalog);
  const run = (request: Record<string, unknown>) => adjudicate(request as { state: unknown }, catalog);
  const plains = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => perm(id, 'Plains', 'alice'));
  const upkeep = { number: 5, active: 'alice', step: 'upkeep', priority: 'alice' };
  const graveyardIds = (a: Answer) => ids(a.state.players[0].graveyard);
  const handIds = (a: Answer) => ids(a.state.players[0].hand as { id: string }[]);

  it('are understood; the ability is marked as working from the graveyard, the return its one instruction', () => {
    for (const name of ['Eternal Dragon', 'Gangrenous Goliath', 'Shard Phoenix'])
      expect(compileCard(bundledCard(name)).support).toBe('full');
    expect(compileCard(bundledCard('Eternal Dragon')).abilities[1]).toMatchObject({
      kind: 'activated',
      fromGraveyard: true,
      effects: [{ kind: 'moveZone', to: { zone: 'hand' }, source: true, sourceIn: 'graveyard' }],
    });
  });

  it("Eternal Dragon in alice's upkeep: {3}{W}{W} returns it from her graveyard to her hand (400.3)", () => {
    const state = board({ battlefield: plains, turn: upkeep }, { graveyard: [{ id: 'ed', card: 'Eternal Dragon' }] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'ed', ability: 0 }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(graveyardIds(a)).toEqual([]);
    expect(handIds(a)).toEqual(['ed']);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '608.2', '400.3']));
  });

  it('illegal variants: in her main phase ("Activate only during your upkeep", 602.5b), or from the battlefield (113.6m)', () => {
    const main = board({ battlefield: plains }, { graveyard: [{ id: 'ed', card: 'Eternal Dragon' }] });
    expect(answer({ state: main, action: { type: 'activate', player: 'alice', source: 'ed', ability: 0 } }).violations).toEqual([
      expect.objectContaining({ code: 'WRONG_TIME', rule: '602.5b' }),
    ]);
    const onField = board({ battlefield: [...plains, perm('ed', 'Eternal Dragon', 'alice')], turn: upkeep });
    const a = run({ state: onField, action: { type: 'activate', player: 'alice', source: 'ed', ability: 0 } });
    expect(a.kind === 'answer' && a.answer.violations).toEqual([expect.objectContaining({ code: 'NOT_FROM_THIS_ZONE', rule: '113.6m' })]);
  });

  it('400.7: a Dragon that left the graveyard before the ability resolves is not returned', () => {
    const state = board({ battlefield: plains, turn: upkeep }, { graveyard: [{ id: 'ed', card: 'Eternal Dragon' }] });
    const activated = answer({ state, action: { type: 'activate', player: 'alice', source: 'ed', ability: 0 } });
    const players = activated.state.players.map((p, i) => (i === 0 ? { ...p, graveyard: [] } : p));
    const a = answer({
      state: { ...activated.state, players, exile: [{ id: 'ed', card: 'Eternal Dragon', owner: 'alice' }] },
      actions: passes(2),
    });
    expect(handIds(a)).toEqual([]);
    expect(cited(a)).toContain('400.7');
  });

  it('Gangrenous Goliath: "Tap three untapped Clerics you control" is paid from the graveyard (113.6j, 118.3)', () => {
    const clerics = ['c1', 'c2', 'c3'].map((id) => perm(id, 'Soul Warden', 'alice'));
    const state = board(
      { battlefield: [...clerics, perm('gb', 'Grizzly Bears', 'alice')] },
      { graveyard: [{ id: 'gg', card: 'Gangrenous Goliath' }] },
    );
    const activate = (tapUntapped: string[]) => ({ type: 'activate', player: 'alice', source: 'gg', ability: 0, tapUntapped });
    const a = answer({ state, actions: [activate(['c1', 'c2', 'c3']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(['c1', 'c2', 'c3'].map((id) => a.state.battlefield.find((o) => o.id === id)?.tapped)).toEqual([true, true, true]);
    expect(handIds(a)).toEqual(['gg']);
    // Illegal: Grizzly Bears is a Bear, not a Cleric.
    const bears = run({ state, action: activate(['c1', 'c2', 'gb']) });
    expect(bears.kind === 'answer' && bears.answer.violations).toEqual([
      expect.objectContaining({ code: 'COST_CHOICE_MISMATCH', rule: '118.3' }),
    ]);
    expect(graveyardIds(answer({ state, action: activate(['c1', 'c2', 'gb']) }))).toEqual(['gg']);
  });

  it('Scrapheap Scrounger: "Exile another creature card from your graveyard" cannot exile the Scrounger itself; it returns to the battlefield (110.2a)', () => {
    const swamps = ['s1', 's2'].map((id) => perm(id, 'Swamp', 'alice'));
    const state = board(
      { battlefield: swamps },
      {
        graveyard: [
          { id: 'ss', card: 'Scrapheap Scrounger' },
          { id: 'gb', card: 'Grizzly Bears' },
        ],
      },
    );
    const activate = (exile: string[]) => ({ type: 'activate', player: 'alice', source: 'ss', ability: 0, exile });
    expect(answer({ state, action: activate(['ss']) }).violations).toEqual([
      expect.objectContaining({ code: 'COST_CHOICE_MISMATCH', rule: '118.3' }),
    ]);
    const a = answer({ state, actions: [activate(['gb']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.exile)).toEqual(['gb']);
    expect(a.state.battlefield.find((o) => o.id === 'ss')).toMatchObject({ controller: 'alice' });
    expect(cited(a)).toContain('110.2a');
  });

  it("Squee, Goblin Nabob's upkeep trigger from the graveyard stays refused by name (the engine runs no trigger there)", () => {
    expect(compileCard(bundledCard('Squee, Goblin Nabob')).unsupported).toEqual([
      'At the beginning of your upkeep, you may return Squee, Goblin Nabob from your graveyard to your hand.',
    ]);
  });
});
