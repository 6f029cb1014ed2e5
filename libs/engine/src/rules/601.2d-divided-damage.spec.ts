import { adjudicate } from '../adjudicate';
import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 601.2d: damage divided as the caster chooses among one or two (one, two or three, any number of)
 * targets: the division is announced as the spell is cast, each target at least 1, the shares adding
 * up to the damage; 608.2b: a target illegal on resolution is dealt nothing, the others their share.
 * On the real cards: Forked Bolt, Electrolyze, Arc Lightning.
 */
const forkedBolt = bundledCard('Forked Bolt');
const electrolyze = bundledCard('Electrolyze');
const arc = bundledCard('Arc Lightning');
const catalog = new InMemoryCatalog([
  forkedBolt,
  electrolyze,
  arc,
  ...['Mountain', 'Island', 'Grizzly Bears', 'Llanowar Elves'].map(bundledCard),
]);
const ruling = rulingsWith(catalog);

const boltBoard = () =>
  board(
    {
      battlefield: [
        { id: 'm1', card: 'Mountain', controller: 'alice' },
        { id: 'e1', card: 'Llanowar Elves', controller: 'bob' },
        { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
      ],
    },
    { hand: [{ id: 'fb', card: forkedBolt.name }] },
  );
const castBolt = (fields: Record<string, unknown>) => ({ type: 'cast', player: 'alice', card: 'fb', ...fields });

describe('601.2d: "Forked Bolt deals 2 damage divided as you choose among one or two target creatures and/or players"', () => {
  it('compiles as two targets of one word, the second optional, each dealt its share', () => {
    expect(compiled(forkedBolt)).toMatchObject({ support: 'full' });
    const spell = compiled(forkedBolt).abilities[0];
    expect(spell).toMatchObject({
      kind: 'spell',
      targets: [
        { count: { min: 1, max: 1 }, word: 0 },
        { count: { min: 0, max: 1 }, word: 0 },
      ],
      effects: [
        { kind: 'damage', target: 0, divided: true, amount: { kind: 'fixed', n: 2 } },
        { kind: 'damage', target: 1, divided: true, amount: { kind: 'fixed', n: 2 } },
      ],
    });
    // "one, two, or three": three targets; Arc Lightning divides 3.
    expect(compiled(arc).abilities[0]).toMatchObject({ targets: [{ word: 0 }, { word: 0 }, { word: 0 }] });
  });

  it('1 to a creature and 1 to a player: the division is announced and travels with the spell; each is dealt its share', () => {
    const cast = ruling({ state: boltBoard(), action: castBolt({ targets: ['e1', 'bob'], division: { e1: 1, bob: 1 } }) });
    expect(cast.violations).toEqual([]);
    expect(cast.state.stack[0]).toMatchObject({ id: 'fb', targets: ['e1', 'bob'], division: { e1: 1, bob: 1 } });
    expect(cited(cast)).toEqual(expect.arrayContaining(['601.2c', '601.2d']));
    const a = ruling({ state: boltBoard(), actions: [castBolt({ targets: ['e1', 'bob'], division: { e1: 1, bob: 1 } }), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'e1')).toBeUndefined();
    expect(a.state.players[1].graveyard.map((c) => c.id)).toContain('e1');
    expect(a.state.players[1].life).toBe(19);
    expect(onField(a, 'g1')?.damage ?? 0).toBe(0);
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2', '120.3e', '120.3a', '704.5g']));
  });

  it('all of it to one target: the second target is not chosen (115.6)', () => {
    const a = ruling({ state: boltBoard(), actions: [castBolt({ targets: ['g1'], division: { g1: 2 } }), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'g1')).toBeUndefined();
    expect(a.state.players[1].life).toBe(20);
  });

  it('422 INVALID_DIVISION (601.2d): no division, a wrong sum, a zero share, a share to no target, a target without a share', () => {
    const wrong: Record<string, unknown>[] = [
      { targets: ['e1', 'bob'] },
      { targets: ['e1', 'bob'], division: { e1: 2, bob: 1 } },
      { targets: ['e1', 'bob'], division: { e1: 2, bob: 0 } },
      { targets: ['e1'], division: { e1: 1, bob: 1 } },
      { targets: ['e1', 'bob'], division: { e1: 2 } },
    ];
    for (const fields of wrong) {
      const a = ruling({ state: boltBoard(), action: castBolt(fields) });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'INVALID_DIVISION', rule: '601.2d' });
      expect(a.violations[0].message).toContain('division');
      // 733: the board as it was: the card is still in alice's hand, the Mountain untapped.
      expect((a.state.players[0].hand as { id: string }[]).map((c) => c.id)).toEqual(['fb']);
      expect(onField(a, 'm1')?.tapped).toBeFalsy();
    }
    // 115.3: the same creature twice is still one target.
    const twice = ruling({ state: boltBoard(), action: castBolt({ targets: ['e1', 'e1'], division: { e1: 2 } }) });
    expect(twice.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.3' });
  });

  it('400: a share that is not a whole number from 0 is refused for its shape, naming the field', () => {
    for (const division of [{ e1: -1, bob: 3 }, { e1: 'one' }, [1, 1]]) {
      const outcome = adjudicate({ state: boltBoard(), action: castBolt({ targets: ['e1', 'bob'], division }) }, catalog);
      expect(outcome.kind).toBe('invalid');
      if (outcome.kind === 'invalid') expect(outcome.errors.some((e) => e.path.includes('division'))).toBe(true);
    }
  });

  it('a spell that divides nothing takes no division (422 INVALID_DIVISION)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'm2', card: 'Mountain', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'gb', card: 'Grizzly Bears' }] },
    );
    const a = ruling({ state, action: { type: 'cast', player: 'alice', card: 'gb', division: { bob: 1 } } });
    expect(a.violations[0]).toMatchObject({ code: 'INVALID_DIVISION', rule: '601.2d' });
  });

  it('the legal actions offer Forked Bolt with a division: all of it to one target', () => {
    const listed = legalActionsFor(boltBoard(), catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    const bolt = listed.value.actions.find((x) => x.action.type === 'cast' && x.action.card === 'fb');
    expect(bolt?.action).toMatchObject({ division: { [(bolt?.action as { targets: string[] }).targets[0]]: 2 } });
    expect((bolt?.action as { targets: string[] }).targets).toHaveLength(1);
  });
});

describe('608.2b: Electrolyze with one of its two targets illegal on resolution', () => {
  const onStack = (division: Record<string, number> | undefined) =>
    board({
      battlefield: [{ id: 'g1', card: 'Grizzly Bears', controller: 'bob' }],
      stack: [{ id: 'el', card: electrolyze.name, controller: 'alice', targets: ['e1', 'bob'], ...(division ? { division } : {}) }],
    });

  it('the creature gone, the player is still dealt their share; then its controller draws a card', () => {
    const a = ruling({ state: onStack({ e1: 1, bob: 1 }), actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(19);
    expect(a.state.players[0].library).toMatchObject({ count: 29 });
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2b', '120.3a', '121.1']));
    expect(a.state.players[0].graveyard.map((c) => c.id)).toContain('el');
  });

  it('a board with a dividing spell on the stack and no division is refused (422 at state.stack[0].division)', () => {
    const outcome = adjudicate({ state: onStack(undefined), actions: passes(2) }, catalog);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind === 'invalid')
      expect(outcome.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'state.stack[0].division', code: 'INVALID_DIVISION' })]),
      );
  });
});
