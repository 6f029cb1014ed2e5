import { adjudicate } from '../adjudicate';
import { compiled } from '../cards/compiled';
import { CardDefinition } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

const gideon = bundledCard('Gideon, Ally of Zendikar');
const elspeth = bundledCard("Elspeth, Sun's Champion");
const obNixilis = bundledCard('Ob Nixilis Reignited');
const catalog = new InMemoryCatalog([gideon, elspeth, obNixilis, bundledCard('Grizzly Bears'), bundledCard('Serra Angel')]);
const answer = rulingsWith(catalog);

/** The index an `activate` action gives to the loyalty ability of `card` starting with `cost` (602.1: in the order of its text). */
function loyaltyIndex(card: CardDefinition, cost: string): number {
  const i = card.text.split('\n').findIndex((l) => l.startsWith(`${cost}:`));
  if (i < 0) throw new Error(`${card.name} has no loyalty ability costing ${cost}`);
  return i;
}
const stats = (p: number, t: number) => ({ characteristics: expect.objectContaining({ power: p, toughness: t }) });

describe('114 emblems', () => {
  it('114.2, 114.4: Gideon, Ally of Zendikar −4 gives its controller an emblem; creatures they control get +1/+1 from the command zone', () => {
    const a = answer({
      allowUnsupported: true,
      state: board({
        battlefield: [
          { id: 'g1', card: gideon.name, controller: 'alice', counters: { loyalty: 4 } },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'b2', card: 'Grizzly Bears', controller: 'bob' },
        ],
      }),
      actions: [{ type: 'activate', player: 'alice', source: 'g1', ability: loyaltyIndex(gideon, '−4') }, ...passes(2)],
    });
    // 606.4 then 704.5i: removing its last four loyalty counters puts Gideon into its owner's graveyard; the emblem stays.
    expect(onField(a, 'g1')).toBeUndefined();
    expect(a.state.players[0].graveyard).toEqual([expect.objectContaining({ card: gideon.name })]);
    expect(a.state.command).toEqual([
      { id: 'alice.emblem', owner: 'alice', emblem: 'Creatures you control get +1/+1.', source: gideon.name },
    ]);
    expect(onField(a, 'b1')).toMatchObject(stats(3, 3));
    expect(onField(a, 'b2')).toMatchObject(stats(2, 2));
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '704.5i', '114.2']));
    // Its +1 (a planeswalker becoming a creature, 613.1d) is understood now: no warning names it.
    expect(a.warnings?.join(' ') ?? '').not.toContain('becomes a 5/5 Human Soldier Ally creature');
  });

  it("114.4: Elspeth, Sun's Champion −7: +2/+2 and flying for its controller's creatures, and the emblem stays after it leaves", () => {
    const a = answer({
      allowUnsupported: true,
      state: board({
        battlefield: [
          { id: 'e1', card: elspeth.name, controller: 'alice', counters: { loyalty: 8 } },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
        ],
      }),
      actions: [{ type: 'activate', player: 'alice', source: 'e1', ability: loyaltyIndex(elspeth, '−7') }, ...passes(2)],
    });
    expect(onField(a, 'e1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(onField(a, 'b1')).toMatchObject({ characteristics: expect.objectContaining({ power: 4, toughness: 4, abilities: ['Flying'] }) });
    expect(a.state.command).toHaveLength(1);
  });

  it('114.4: an emblem given on the board works from the command zone for its owner only', () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'b2', card: 'Grizzly Bears', controller: 'bob' },
        ],
        command: [{ id: 'em', owner: 'bob', emblem: 'Creatures you control get +2/+2 and have flying.' }],
      }),
      actions: [],
    });
    expect(onField(a, 'b1')).toMatchObject(stats(2, 2));
    expect(onField(a, 'b2')).toMatchObject({ characteristics: expect.objectContaining({ power: 4, toughness: 4, abilities: ['Flying'] }) });
    expect(a.state.command).toEqual([{ id: 'em', owner: 'bob', emblem: 'Creatures you control get +2/+2 and have flying.' }]);
  });

  it('an emblem whose ability the engine does not understand is refused by its text (UNSUPPORTED_CARD)', () => {
    const text = "Your opponents can't cast noncreature spells.";
    const outcome = adjudicate({ state: board({ command: [{ owner: 'alice', emblem: text }] }), actions: [] }, catalog);
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
    expect(JSON.stringify(outcome)).toContain(text);
  });

  it('114.4, 603.2, 113.7: a triggered emblem works from the command zone: bob\'s "Whenever a player draws a card, you lose 2 life" sees alice draw', () => {
    const a = answer({
      state: board({
        battlefield: [{ id: 'o1', card: obNixilis.name, controller: 'alice', counters: { loyalty: 3 } }],
        command: [{ id: 'em', owner: 'bob', emblem: 'Whenever a player draws a card, you lose 2 life.' }],
      }),
      // +1: alice draws a card and loses 1 life; bob's emblem triggers (its controller is bob, 114.2), then resolves.
      actions: [{ type: 'activate', player: 'alice', source: 'o1', ability: loyaltyIndex(obNixilis, '+1') }, ...passes(2), ...passes(2)],
    });
    expect(a.state.players[0]).toMatchObject({ life: 19, hand: { count: 1 } });
    expect(a.state.players[1].life).toBe(18);
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '121.1', '603.2', '119.3']));
  });

  it('an emblem needs an owner who is a player and a text (400 naming each field)', () => {
    const outcome = adjudicate({ state: board({ command: [{ owner: 'carol', emblem: '' }] }), actions: [] }, catalog);
    expect(outcome.kind).toBe('invalid');
    const paths = outcome.kind === 'invalid' ? outcome.errors.map((e) => e.path) : [];
    expect(paths).toEqual(expect.arrayContaining(['state.command[0].owner', 'state.command[0].emblem']));
  });

  it("114.2: Ob Nixilis Reignited −8 gives the target opponent the triggered emblem; it triggers on either player's draw (603.2)", () => {
    expect(compiled(obNixilis).support).toBe('full');
    const a = answer({
      state: board({
        battlefield: [{ id: 'o1', card: obNixilis.name, controller: 'alice', counters: { loyalty: 8 } }],
        turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      }),
      // −8 targeting bob; then the turn passes to bob, who draws in his draw step (504.1): the emblem triggers.
      actions: [
        { type: 'activate', player: 'alice', source: 'o1', ability: loyaltyIndex(obNixilis, '−8'), targets: ['bob'] },
        ...passes(2),
        ...passes(2),
        ...passes(2),
        ...passes(2, 'bob', 'alice'),
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.state.command).toEqual([
      { id: 'bob.emblem', owner: 'bob', emblem: 'Whenever a player draws a card, you lose 2 life.', source: obNixilis.name },
    ]);
    expect(a.state.players[0].graveyard).toEqual([expect.objectContaining({ card: obNixilis.name })]);
    expect(a.violations).toEqual([]);
    expect(a.state.turn).toMatchObject({ active: 'bob' });
    expect(a.state.players[1]).toMatchObject({ life: 18, hand: { count: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['114.2', '504.1', '603.2', '119.3']));
  });

  it('114.2: the −8 needs an opponent as its target: alice cannot give herself the emblem (115.1)', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'o1', card: obNixilis.name, controller: 'alice', counters: { loyalty: 8 } }] }),
      action: { type: 'activate', player: 'alice', source: 'o1', ability: loyaltyIndex(obNixilis, '−8'), targets: ['alice'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    expect(a.state.command).toEqual([]);
  });

  it('606.6: the −4 with only three loyalty counters is illegal, and no emblem is created', () => {
    const a = answer({
      allowUnsupported: true,
      state: board({ battlefield: [{ id: 'g1', card: gideon.name, controller: 'alice', counters: { loyalty: 3 } }] }),
      action: { type: 'activate', player: 'alice', source: 'g1', ability: loyaltyIndex(gideon, '−4') },
    });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
    expect(a.state.command).toEqual([]);
  });
});
