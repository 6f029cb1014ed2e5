import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';
import { perm } from '../testing/spell-cards';

/** 702.59 recover, on real cards (current Oracle text, from the bundled catalog). */
const HARVEST = bundledCard('Grim Harvest'); // {1}{B} instant, Recover {2}{B}
const ROT = bundledCard('Krovikan Rot'); // {2}{B} instant: destroy target creature with power 2 or less; Recover {1}{B}{B}
const catalog = new InMemoryCatalog([HARVEST, ROT, ...['Lightning Bolt', 'Grizzly Bears', 'Mountain', 'Swamp'].map(bundledCard)]);
function rule(request: { state: unknown; actions?: unknown[]; action?: unknown }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const swamps = (n: number) => Array.from({ length: n }, (_, i) => perm(`s${i}`, 'Swamp', 'alice'));

/** Alice's Grizzly Bears is bolted (by bob) while Grim Harvest is in her graveyard; `lands`: her Swamps. */
function bolted(lands = 3, bearsOwner = 'alice') {
  const state = board(
    {
      battlefield: [...swamps(lands), perm('m1', 'Mountain', 'bob'), perm('b1', 'Grizzly Bears', bearsOwner)],
      turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
    },
    { graveyard: [{ id: 'h1', card: 'Grim Harvest' }] },
    { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
  );
  return rule({ state, actions: [{ type: 'cast', player: 'bob', card: 'l1', targets: ['b1'] }, ...passes(2, 'bob', 'alice')] });
}

/** The recover trigger resolving: alice is asked whether she pays. */
function asked(lands = 3) {
  const died = bolted(lands);
  expect(ids(died.state.players[0].graveyard)).toEqual(['h1', 'b1']);
  expect(died.state.stack).toEqual([expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'h1' }) })]);
  expect(cited(died)).toContain('702.59a');
  const waiting = rule({ state: died.state, actions: passes(2, 'bob', 'alice') });
  expect(waiting.decision).toMatchObject({ player: 'alice' });
  expect(cited(waiting)).toContain('608.2d');
  return waiting;
}

describe('702.59 recover', () => {
  it('is understood: a trigger from the graveyard with a "you may pay" that returns the card, otherwise exiles it', () => {
    for (const card of [HARVEST, ROT]) expect(compileCard(card)).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(HARVEST).abilities).toContainEqual(
      expect.objectContaining({
        trigger: { event: 'creatureIntoYourGraveyard' },
        effects: [
          {
            kind: 'optional',
            pay: '{2}{B}',
            effects: [{ kind: 'moveZone', to: { zone: 'hand' }, source: true, sourceIn: 'graveyard' }],
            otherwise: [{ kind: 'moveZone', to: { zone: 'exile' }, source: true, sourceIn: 'graveyard' }],
          },
        ],
        rule: '702.59a',
      }),
    );
  });

  it('702.59a: alice pays {2}{B}: Grim Harvest returns from her graveyard to her hand', () => {
    const waiting = asked();
    const paid = rule({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(paid.legal).toBe(true);
    expect(ids(paid.state.players[0].hand)).toEqual(['h1']);
    expect(ids(paid.state.players[0].graveyard)).toEqual(['b1']);
    expect(['s0', 's1', 's2'].every((id) => onField(paid, id)?.tapped)).toBe(true);
    expect(paid.state.stack).toEqual([]);
  });

  it('702.59a: she declines: "Otherwise, exile this card"', () => {
    const waiting = asked();
    const no = rule({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(ids(no.state.exile)).toEqual(['h1']);
    expect(ids(no.state.players[0].hand)).toEqual([]);
    expect(onField(no, 's0')?.tapped).toBeFalsy();
  });

  it('608.2d: with two Swamps she cannot pay {2}{B}: "yes" is refused, nothing changes', () => {
    const waiting = asked(2);
    const yes = rule({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.legal).toBe(false);
    expect(ids(yes.state.players[0].graveyard)).toEqual(['h1', 'b1']);
  });

  it('a creature put into another player\'s graveyard does not trigger it ("your graveyard")', () => {
    const died = bolted(3, 'bob');
    expect(ids(died.state.players[1].graveyard)).toEqual(['l1', 'b1']);
    expect(died.state.stack).toEqual([]);
    expect(cited(died)).not.toContain('702.59a');
  });

  it('603.10a: Krovikan Rot destroying her own creature was on the stack, not in her graveyard, as it died: no trigger', () => {
    const state = board(
      { battlefield: [...swamps(3), perm('b1', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'r1', card: 'Krovikan Rot' }] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'r1', targets: ['b1'] }, ...passes(2)] });
    expect(ids(a.state.players[0].graveyard)).toEqual(['b1', 'r1']);
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).not.toContain('702.59a');
  });

  it('with Krovikan Rot already in her graveyard, the creature that dies triggers it', () => {
    const state = board(
      { battlefield: [perm('m1', 'Mountain', 'alice'), perm('b1', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }], graveyard: [{ id: 'r1', card: 'Krovikan Rot' }] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] }, ...passes(2)] });
    expect(a.state.stack).toEqual([expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'r1' }) })]);
  });
});
