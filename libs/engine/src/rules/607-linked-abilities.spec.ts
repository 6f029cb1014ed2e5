import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { choose, onField, passes, refusedAt } from '../testing/actions';

/**
 * 607.2a, 406.6: Oblivion Ring's exile and its "return the exiled card" are linked; 610.3: Banisher Priest
 * exiles "until CARDNAME leaves the battlefield". Real cards of the bundled catalog.
 */
const catalog = new InMemoryCatalog(
  [
    'Oblivion Ring',
    'Fiend Hunter',
    'Banisher Priest',
    'Journey to Nowhere',
    'Grizzly Bears',
    'Disenchant',
    'Lightning Bolt',
    'Plains',
    'Mountain',
  ].map(bundledCard),
);
function outcome(request: Record<string, unknown>) {
  return adjudicate(request as { state: unknown }, catalog);
}
function rule(request: Record<string, unknown>): Answer {
  const o = outcome(request);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const lands = (card: string, n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${card[0].toLowerCase()}${i}`, card, controller }));
const exileIds = (a: Answer) => (a.state.exile ?? []).map((o) => o.id);
const fieldIds = (a: Answer) => a.state.battlefield.map((o) => o.id);
/** The enters trigger of `source` (its first triggered ability) on the stack, targeting `target`. */
const etb = (source: string, target: string) => ({
  id: 'etb',
  controller: 'alice',
  ability: { source, index: 0, triggered: true },
  targets: [target],
});
const bears = { id: 'bears', card: 'Grizzly Bears', controller: 'bob' };

describe('607.2a linked abilities: Oblivion Ring', () => {
  it('is understood: its exile is marked linked to its leaves trigger, which returns "the exiled card"', () => {
    const compiled = compileCard(bundledCard('Oblivion Ring'));
    expect(compiled.support).toBe('full');
    expect(compiled.abilities).toEqual([
      expect.objectContaining({ trigger: { event: 'enters', who: 'self' }, effects: [{ kind: 'exile', target: 0, linked: true }] }),
      expect.objectContaining({ trigger: { event: 'leaves', who: 'self' }, effects: [{ kind: 'returnExiled' }] }),
    ]);
    expect(compileCard(bundledCard('Journey to Nowhere')).support).toBe('full');
  });

  it('607.2a: its enters trigger exiles Grizzly Bears and the ring remembers it ("exiled")', () => {
    const state = board({
      battlefield: [{ id: 'ring', card: 'Oblivion Ring', controller: 'alice' }, bears],
      stack: [etb('ring', 'bears')],
    });
    const a = rule({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(exileIds(a)).toEqual(['bears']);
    expect(onField(a, 'ring')).toMatchObject({ exiled: ['bears'] });
    expect(cited(a)).toEqual(expect.arrayContaining(['701.13a', '607.2a']));
  });

  it('607.2a: Disenchant on the ring: its leaves trigger (603.10a) carries the Bears ("linked") and returns them under bob\'s control', () => {
    const state = board(
      {
        battlefield: [...lands('Plains', 2), { id: 'ring', card: 'Oblivion Ring', controller: 'alice', exiled: ['bears'] }],
        exile: [{ id: 'bears', card: 'Grizzly Bears', owner: 'bob' }],
      },
      { hand: [{ id: 'dis', card: 'Disenchant' }] },
    );
    const cast = { type: 'cast', player: 'alice', card: 'dis', targets: ['ring'] };
    const triggered = rule({ state, actions: [cast, ...passes(2)] });
    expect(triggered.violations).toEqual([]);
    expect(triggered.state.stack).toEqual([
      expect.objectContaining({ ability: expect.objectContaining({ source: 'ring' }), linked: ['bears'] }),
    ]);
    const a = rule({ state, actions: [cast, ...passes(4)] });
    expect(onField(a, 'bears')).toMatchObject({ controller: 'bob', summoningSick: true });
    expect(exileIds(a)).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.10a', '607.2a']));
  });

  it('607.2a: the ring destroyed in response to its enters trigger: the leaves trigger returns nothing, the Bears stay exiled', () => {
    const state = board(
      {
        battlefield: [...lands('Plains', 2), { id: 'ring', card: 'Oblivion Ring', controller: 'alice' }, bears],
        stack: [etb('ring', 'bears')],
      },
      { hand: [{ id: 'dis', card: 'Disenchant' }] },
    );
    // Disenchant resolves, the leaves trigger resolves (nothing linked), then the enters trigger exiles the Bears for good.
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'dis', targets: ['ring'] }, ...passes(6)] });
    expect(a.violations).toEqual([]);
    expect(exileIds(a)).toEqual(['bears']);
    expect(fieldIds(a)).not.toContain('ring');
    const trace = JSON.stringify(a.trace);
    expect(trace).toContain('nothing returns');
    expect(trace).toContain('stays in exile');
  });

  it('608.2d, 607.2a: Fiend Hunter\'s "you may exile": answered yes, the Bears are exiled with it; no, nothing is', () => {
    const state = board({
      battlefield: [{ id: 'hunter', card: 'Fiend Hunter', controller: 'alice' }, bears],
      stack: [etb('hunter', 'bears')],
    });
    const asked = rule({ state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ player: 'alice' });
    const yes = rule({ state: asked.state, action: choose(asked, ['yes']) });
    expect(onField(yes, 'hunter')).toMatchObject({ exiled: ['bears'] });
    expect(exileIds(yes)).toEqual(['bears']);
    const no = rule({ state: asked.state, action: choose(asked, ['no']) });
    expect(onField(no, 'hunter')?.exiled).toBeUndefined();
    expect(onField(no, 'bears')).toBeDefined();
  });

  it('704.5d, 400.7: a token exiled by the ring ceases to exist; the ring forgets it and its board is read again', () => {
    const token = {
      id: 'tok',
      controller: 'bob',
      token: true,
      card: { name: 'Soldier', types: ['Creature'], subtypes: ['Soldier'], power: '1', toughness: '1' },
    };
    const state = board({ battlefield: [{ id: 'ring', card: 'Oblivion Ring', controller: 'alice' }, token], stack: [etb('ring', 'tok')] });
    const a = rule({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(exileIds(a)).toEqual([]);
    expect(onField(a, 'ring')?.exiled).toBeUndefined();
    expect(rule({ state: a.state, actions: [] }).violations).toEqual([]);
  });

  it('400.7: a linked card that has left exile since the trigger does not return', () => {
    const state = board({
      battlefield: [],
      exile: [],
      stack: [{ id: 'leave', controller: 'alice', ability: { source: 'ring', index: 1, triggered: true }, targets: [], linked: ['bears'] }],
      players: undefined,
    });
    const withRing = {
      ...state,
      players: [
        { id: 'alice', library: { count: 30 }, graveyard: [{ id: 'ring', card: 'Oblivion Ring' }] },
        { id: 'bob', library: { count: 30 }, graveyard: [{ id: 'bears', card: 'Grizzly Bears' }] },
      ],
    };
    const a = rule({ state: withRing, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(fieldIds(a)).toEqual([]);
    expect(cited(a)).toContain('400.7');
  });

  it('422: "exiled" naming a card not in exile, or on a permanent with no linked exile', () => {
    const missing = board({ battlefield: [{ id: 'ring', card: 'Oblivion Ring', controller: 'alice', exiled: ['bears'] }] });
    expect(refusedAt(outcome({ state: missing, actions: [] }), 'state.battlefield(ring).exiled')).toBe(true);
    const unlinked = board({
      battlefield: [{ id: 'bear2', card: 'Grizzly Bears', controller: 'alice', exiled: ['bears'] }],
      exile: [{ id: 'bears', card: 'Grizzly Bears', owner: 'bob' }],
    });
    expect(refusedAt(outcome({ state: unlinked, actions: [] }), 'state.battlefield(bear2).exiled')).toBe(true);
    const twice = board({
      battlefield: [
        { id: 'ring', card: 'Oblivion Ring', controller: 'alice', exiled: ['bears'] },
        { id: 'ring2', card: 'Oblivion Ring', controller: 'alice', exiled: ['bears'] },
      ],
      exile: [{ id: 'bears', card: 'Grizzly Bears', owner: 'bob' }],
    });
    expect(refusedAt(outcome({ state: twice, actions: [] }), 'state.battlefield(ring2).exiled')).toBe(true);
  });

  it('400: "exiled" naming one card twice is a bad list (one card is exiled once), refused by name', () => {
    const state = board({
      battlefield: [{ id: 'ring', card: 'Oblivion Ring', controller: 'alice', exiled: ['bears', 'bears'] }],
      exile: [{ id: 'bears', card: 'Grizzly Bears', owner: 'bob' }],
    });
    const o = outcome({ state, actions: [] });
    expect(o.kind).toBe('invalid');
    expect(refusedAt(o, 'state.battlefield[0].exiled')).toBe(true);
  });
});

describe('610.3 exiled until CARDNAME leaves the battlefield: Banisher Priest', () => {
  it('is understood: an exile that lasts until its source leaves', () => {
    const compiled = compileCard(bundledCard('Banisher Priest'));
    expect(compiled.support).toBe('full');
    expect(compiled.abilities).toEqual([
      expect.objectContaining({
        trigger: { event: 'enters', who: 'self' },
        effects: [{ kind: 'exile', target: 0, until: 'sourceLeaves' }],
      }),
    ]);
  });

  it("610.3: the priest exiles the Bears; Lightning Bolt kills it and the Bears return at once, without the stack, under bob's control", () => {
    const exiled = rule({
      state: board({
        battlefield: [{ id: 'priest', card: 'Banisher Priest', controller: 'alice' }, bears],
        stack: [etb('priest', 'bears')],
      }),
      actions: passes(2),
    });
    expect(onField(exiled, 'priest')).toMatchObject({ exiledUntilLeaves: ['bears'] });
    expect(exileIds(exiled)).toEqual(['bears']);
    expect(cited(exiled)).toContain('610.3');
    const state = board(
      {
        battlefield: [
          { id: 'm0', card: 'Mountain', controller: 'bob' },
          { id: 'priest', card: 'Banisher Priest', controller: 'alice', exiledUntilLeaves: ['bears'] },
        ],
        exile: [{ id: 'bears', card: 'Grizzly Bears', owner: 'bob' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'bob', card: 'bolt', targets: ['priest'] }, ...passes(2, 'bob', 'alice')] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'bears')).toMatchObject({ controller: 'bob' });
    expect(fieldIds(a)).not.toContain('priest');
    expect(a.state.stack ?? []).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5g', '610.3', '610.3c']));
  });

  it('610.3b: the priest killed in response to its enters trigger: the Bears are not exiled at all', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm0', card: 'Mountain', controller: 'bob' },
          { id: 'priest', card: 'Banisher Priest', controller: 'alice' },
          bears,
        ],
        stack: [etb('priest', 'bears')],
      },
      {},
      { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    );
    const a = rule({
      state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['priest'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'bears')).toBeDefined();
    expect(exileIds(a)).toEqual([]);
    expect(cited(a)).toContain('610.3b');
  });

  it('422: "exiledUntilLeaves" on Oblivion Ring (its exile is linked, not "until")', () => {
    const state = board({
      battlefield: [{ id: 'ring', card: 'Oblivion Ring', controller: 'alice', exiledUntilLeaves: ['bears'] }],
      exile: [{ id: 'bears', card: 'Grizzly Bears', owner: 'bob' }],
    });
    expect(refusedAt(outcome({ state, actions: [] }), 'state.battlefield(ring).exiledUntilLeaves')).toBe(true);
  });
});
