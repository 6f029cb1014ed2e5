import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * Effects done to or by players, read by one grammar (cards/grammar/player-effects.ts) and run by
 * one file per verb (effects/): life (119.3), draw (121.1), discard (701.9), mill (701.17),
 * sacrifice (701.21), on real cards of the bundled catalog.
 */
const catalog = bundledCatalog();
const answer = rulingsWith(catalog);
const swamps = (n: number, controller = 'alice') => Array.from({ length: n }, (_, i) => ({ id: `sw${i}`, card: 'Swamp', controller }));
/** A hand as the answer writes it: its cards, or only their count where some are hidden. */
const size = (zone: unknown) => (Array.isArray(zone) ? zone.length : (zone as { count: number }).count);
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const bear = (id: string, controller: string) => ({ id, card: 'Grizzly Bears', controller });
const cast = (card: string, targets: string[] = []) => ({ type: 'cast', player: 'alice', card, ...(targets.length ? { targets } : {}) });

describe('the player-effect grammar on real cards', () => {
  it.each([
    'Diabolic Edict',
    'Innocent Blood',
    'Sign in Blood',
    'Blightning',
    'Tome Scour',
    'Careful Study',
    'Wheel of Fortune',
    'Mind Rot',
    'Ravenous Rats',
  ])('%s is understood in full', (name) => expect(compileCard(bundledCard(name)).support).toBe('full'));

  it('"Each player sacrifices a creature you control" is refused (whose creatures is already said: 701.21a)', () => {
    const c = compileCard({ ...bundledCard('Innocent Blood'), text: 'Each player sacrifices a creature you control.' });
    expect(c.support).toBe('none');
  });
});

describe('701.21a: sacrifice chosen by the sacrificing player', () => {
  it('Diabolic Edict: bob, with two creatures, chooses which one; the other stays', () => {
    const state = board(
      { battlefield: [...swamps(2), bear('b1', 'bob'), bear('b2', 'bob'), bear('a1', 'alice')] },
      { hand: [{ id: 'edict', card: 'Diabolic Edict' }] },
    );
    const asked = answer({ state, actions: [cast('edict', ['bob']), ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseSacrifice', player: 'bob', rule: '701.21a', count: 1, options: ['b1', 'b2'] });
    expect(asked.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'sacrifice', player: 'bob', next: 0, count: 1 } });
    // Illegal: alice's creature, two creatures, nothing: refused, nothing changes.
    for (const choice of [['a1'], ['b1', 'b2'], []]) {
      const wrong = answer({ state: asked.state, action: { type: 'choose', player: 'bob', decision: asked.decision?.id, choice } });
      expect(wrong.legal).toBe(false);
      expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.21a' });
      expect(wrong.state.battlefield).toEqual(asked.state.battlefield);
    }
    const notBob = answer({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['b1'] },
    });
    expect(notBob.legal).toBe(false);
    const done = answer({ state: asked.state, action: { type: 'choose', player: 'bob', decision: asked.decision?.id, choice: ['b2'] } });
    expect(done.legal).toBe(true);
    expect(ids(done.state.battlefield)).toEqual(expect.arrayContaining(['b1', 'a1']));
    expect(ids(done.state.battlefield)).not.toContain('b2');
    expect(ids(done.state.players[1].graveyard)).toEqual(['b2']);
    expect(ids(done.state.players[0].graveyard)).toEqual(['edict']);
    expect(cited(done)).toEqual(expect.arrayContaining(['701.21a', '608.2n']));
    expect(done.decision).toMatchObject({ kind: 'priority', player: 'alice' });
  });

  it('Diabolic Edict: with one creature there is no choice: it is sacrificed as the spell resolves', () => {
    const state = board({ battlefield: [...swamps(2), bear('b1', 'bob')] }, { hand: [{ id: 'edict', card: 'Diabolic Edict' }] });
    const a = answer({ state, actions: [cast('edict', ['bob']), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['b1']);
    expect(a.decision).toMatchObject({ kind: 'priority' });
    expect(cited(a)).toContain('701.21a');
  });

  it('Innocent Blood: alice (active) chooses first, then bob (101.4); both creatures go together', () => {
    const state = board(
      { battlefield: [...swamps(1), bear('a1', 'alice'), bear('a2', 'alice'), bear('b1', 'bob'), bear('b2', 'bob')] },
      { hand: [{ id: 'ib', card: 'Innocent Blood' }] },
    );
    const first = answer({ state, actions: [cast('ib'), ...passes(2)] });
    expect(first.decision).toMatchObject({ kind: 'chooseSacrifice', player: 'alice', options: ['a1', 'a2'] });
    const second = answer({
      state: first.state,
      action: { type: 'choose', player: 'alice', decision: first.decision?.id, choice: ['a1'] },
    });
    expect(second.decision).toMatchObject({ kind: 'chooseSacrifice', player: 'bob', options: ['b1', 'b2'] });
    // Nothing is sacrificed until every player has chosen.
    expect(ids(second.state.battlefield)).toEqual(expect.arrayContaining(['a1', 'a2', 'b1', 'b2']));
    expect(second.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'sacrifice', player: 'bob', chosen: ['a1'] } });
    const done = answer({ state: second.state, action: { type: 'choose', player: 'bob', decision: second.decision?.id, choice: ['b2'] } });
    expect(ids(done.state.players[0].graveyard)).toEqual(expect.arrayContaining(['a1', 'ib']));
    expect(ids(done.state.players[1].graveyard)).toEqual(['b2']);
    expect(ids(done.state.battlefield)).toEqual(expect.arrayContaining(['a2', 'b1']));
  });
});

describe('701.9: discard', () => {
  it('Blightning: 3 damage to bob, then "that player" (bob) discards two of his three cards, his choice', () => {
    const state = board(
      { battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, ...swamps(2)] },
      { hand: [{ id: 'bl', card: 'Blightning' }] },
      { hand: ['c1', 'c2', 'c3'].map((id) => ({ id, card: 'Island' })) },
    );
    const asked = answer({ state, actions: [cast('bl', ['bob']), ...passes(2)] });
    expect(asked.state.players[1].life).toBe(17);
    expect(asked.decision).toMatchObject({ kind: 'chooseDiscard', player: 'bob', rule: '701.9b', count: 2 });
    const wrong = answer({
      state: asked.state,
      action: { type: 'choose', player: 'bob', decision: asked.decision?.id, choice: ['c1', 'c1'] },
    });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.9b' });
    const done = answer({
      state: asked.state,
      action: { type: 'choose', player: 'bob', decision: asked.decision?.id, choice: ['c1', 'c3'] },
    });
    expect(ids(done.state.players[1].hand)).toEqual(['c2']);
    expect(ids(done.state.players[1].graveyard)).toEqual(['c1', 'c3']);
    expect(cited(done)).toEqual(expect.arrayContaining(['701.9a', '608.2n']));
  });

  it('Wheel of Fortune: each player discards their hand (no choice), then each draws seven, alice first (121.2c)', () => {
    const state = board(
      { battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, ...swamps(2)] },
      {
        hand: [
          { id: 'wf', card: 'Wheel of Fortune' },
          { id: 'a1', card: 'Island' },
        ],
      },
      { hand: [{ id: 'b1', card: 'Island' }] },
    );
    const a = answer({ state, actions: [cast('wf'), ...passes(2)] });
    expect(ids(a.state.players[0].graveyard)).toEqual(['a1', 'wf']);
    expect(ids(a.state.players[1].graveyard)).toEqual(['b1']);
    expect(size(a.state.players[0].hand)).toBe(7);
    expect(size(a.state.players[1].hand)).toBe(7);
    const draws = a.trace.filter((t) => t.rule === '121.1').map((t) => t.text);
    expect(draws[0]).toMatch(/^alice/);
    expect(draws[7]).toMatch(/^bob/);
  });

  it('Careful Study: draw two, then discard two of your choice', () => {
    const state = board(
      { battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }] },
      {
        hand: [
          { id: 'cs', card: 'Careful Study' },
          { id: 'x', card: 'Swamp' },
        ],
        library: [
          { id: 'l1', card: 'Forest' },
          { id: 'l2', card: 'Island' },
        ],
      },
    );
    const asked = answer({ state, actions: [cast('cs'), ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseDiscard', player: 'alice', count: 2, options: ['x', 'l1', 'l2'] });
    const done = answer({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['x', 'l2'] },
    });
    expect(ids(done.state.players[0].hand)).toEqual(['l1']);
  });
});

describe('119.3, 121.1: life and draws of a target player', () => {
  it('Sign in Blood on bob: bob draws two and loses 2 life', () => {
    const state = board({ battlefield: swamps(2) }, { hand: [{ id: 'sb', card: 'Sign in Blood' }] });
    const a = answer({ state, actions: [cast('sb', ['bob']), ...passes(2)] });
    expect(a.state.players[1].life).toBe(18);
    expect(size(a.state.players[1].hand)).toBe(2);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toEqual(expect.arrayContaining(['121.1', '119.3']));
  });
});

describe('701.17a: mill', () => {
  it('Tome Scour: bob puts his top five cards into his graveyard (as many as there are: 701.17b)', () => {
    const library = ['l1', 'l2', 'l3'].map((id) => ({ id, card: 'Forest' }));
    const state = board(
      { battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }] },
      { hand: [{ id: 'ts', card: 'Tome Scour' }] },
      { library },
    );
    const a = answer({ state, actions: [cast('ts', ['bob']), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['l1', 'l2', 'l3']);
    expect(a.state.players[1].library).toEqual([]);
    expect(cited(a)).toContain('701.17a');
  });

  it('Tome Scour on a hidden library: refused (milled cards are seen: the engine does not guess them)', () => {
    const state = board({ battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }] }, { hand: [{ id: 'ts', card: 'Tome Scour' }] });
    const o = adjudicate({ state, actions: [cast('ts', ['bob']), ...passes(2)] } as { state: unknown }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported' });
  });
});

describe('119.3: life lost by the players a reference names', () => {
  it('Agent of Masks: each opponent loses 1 life, and alice gains the life lost this way', () => {
    const state = board({
      battlefield: [{ id: 'agent', card: 'Agent of Masks', controller: 'alice' }],
      stack: [{ id: 'agent.trigger.0', ability: { source: 'agent', index: 0, triggered: true }, controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'upkeep', priority: 'alice' },
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.players[1].life).toBe(19);
    expect(a.state.players[0].life).toBe(21);
    expect(cited(a).filter((r) => r === '119.3')).toHaveLength(2);
  });

  it('Vapor Snag: the creature returns to its owner, and its controller (bob, as it last existed, 608.2h) loses 1 life', () => {
    const state = board(
      { battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }, bear('b1', 'bob')] },
      { hand: [{ id: 'vs', card: 'Vapor Snag' }] },
    );
    const a = answer({ state, actions: [cast('vs', ['b1']), ...passes(2)] });
    expect(a.state.players[1].life).toBe(19);
    expect(a.state.players[0].life).toBe(20);
  });

  it('Vapor Snag on a creature that is gone as it resolves: 608.2b, nothing happens, no life is lost', () => {
    const state = board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          bear('b1', 'bob'),
          { id: 'm', card: 'Mountain', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'vs', card: 'Vapor Snag' }] },
      { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    );
    const a = answer({
      state,
      actions: [
        cast('vs', ['b1']),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['b1'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.state.players[1].life).toBe(20);
    expect(cited(a)).toContain('608.2b');
  });
});

describe('701.9b: a random discard comes from the board seed', () => {
  it("Hymn to Tourach: two of bob's three cards at random; the same board discards the same ones", () => {
    const state = {
      ...board(
        { battlefield: swamps(2) },
        { hand: [{ id: 'hymn', card: 'Hymn to Tourach' }] },
        { hand: ['c1', 'c2', 'c3'].map((id) => ({ id, card: 'Island' })) },
      ),
      seed: 'seven',
    };
    const a = answer({ state, actions: [cast('hymn', ['bob']), ...passes(2)] });
    const again = answer({ state, actions: [cast('hymn', ['bob']), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toHaveLength(2);
    expect(ids(a.state.players[1].hand)).toHaveLength(1);
    expect(again.state.players[1]).toEqual(a.state.players[1]);
    expect(a.decision).toMatchObject({ kind: 'priority' });
    expect(cited(a)).toEqual(expect.arrayContaining(['701.9b', '701.9a']));
  });
});

describe('608.2d: "You may [do it]. If you do, [more]."', () => {
  // Murder of Crows: "Whenever another creature dies, you may draw a card. If you do, discard a card."
  const crows = () =>
    board(
      {
        battlefield: [{ id: 'moc', card: 'Murder of Crows', controller: 'alice' }],
        stack: [{ id: 'moc.trigger.0', ability: { source: 'moc', index: 0, triggered: true }, controller: 'alice' }],
      },
      { hand: [{ id: 'h1', card: 'Island' }], library: [{ id: 'l1', card: 'Forest' }] },
    );

  it('Murder of Crows, "yes": alice draws, then chooses a card to discard', () => {
    const asked = answer({ state: crows(), actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice', rule: '608.2d' });
    const yes = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['yes'] } });
    expect(yes.decision).toMatchObject({ kind: 'chooseDiscard', player: 'alice', count: 1, options: ['h1', 'l1'] });
    const done = answer({ state: yes.state, action: { type: 'choose', player: 'alice', decision: yes.decision?.id, choice: ['h1'] } });
    expect(ids(done.state.players[0].hand)).toEqual(['l1']);
    expect(ids(done.state.players[0].graveyard)).toEqual(['h1']);
    expect(done.state.stack).toEqual([]);
    expect(cited(done)).toEqual(expect.arrayContaining(['701.9a', '608.2n']));
  });

  it('Murder of Crows, "no": neither the draw nor the discard happens', () => {
    const asked = answer({ state: crows(), actions: passes(2) });
    const no = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['no'] } });
    expect(ids(no.state.players[0].hand)).toEqual(['h1']);
    expect(no.state.players[0].graveyard).toEqual([]);
    expect(no.state.stack).toEqual([]);
  });

  it('"You may discard a card. If you do, draw a card." is refused: whether you did depends on having a card (608.2d)', () => {
    const c = compileCard({
      ...bundledCard('Murder of Crows'),
      text: 'Whenever another creature dies, you may discard a card. If you do, draw a card.',
    });
    expect(c.support).toBe('none');
  });
});

describe('the discard and sacrifice pending choices on the wire', () => {
  const edictBoard = (bobCreatures: string[]) =>
    board(
      { battlefield: [...swamps(2), ...bobCreatures.map((id) => bear(id, 'bob'))] },
      { hand: [{ id: 'edict', card: 'Diabolic Edict' }] },
    );

  it('round trip: the waiting board, sent back, waits for the same decision and is written the same', () => {
    const asked = answer({ state: edictBoard(['b1', 'b2']), actions: [cast('edict', ['bob']), ...passes(2)] });
    const again = answer({ state: asked.state, actions: [] });
    expect(again.decision).toEqual(asked.decision);
    expect(again.state.stack).toEqual(asked.state.stack);
  });

  it('422 NOTHING_TO_CHOOSE: a sacrifice choice with no real choice (one creature for one sacrifice) is refused', () => {
    const asked = answer({ state: edictBoard(['b1', 'b2']), actions: [cast('edict', ['bob']), ...passes(2)] });
    const battlefield = (asked.state.battlefield as { id: string }[]).filter((o) => o.id !== 'b2');
    const o = adjudicate({ state: { ...asked.state, battlefield }, actions: [] } as { state: unknown }, catalog);
    expect(o.kind).not.toBe('answer');
    expect(JSON.stringify(o)).toContain('NOTHING_TO_CHOOSE');
  });

  it('400: a discard choice without its count is refused, naming the field', () => {
    const asked = answer({ state: edictBoard(['b1', 'b2']), actions: [cast('edict', ['bob']), ...passes(2)] });
    const stack = (asked.state.stack as Record<string, unknown>[]).map((s) => ({
      ...s,
      pendingChoice: { kind: 'discard', player: 'bob', next: 0 },
    }));
    const o = adjudicate({ state: { ...asked.state, stack }, actions: [] } as { state: unknown }, catalog);
    expect(o.kind).not.toBe('answer');
    expect(JSON.stringify(o)).toContain('pendingChoice.count');
  });
});

describe('603.2: "that player" of a trigger is the player dealt damage', () => {
  it('Hypnotic Specter: the trigger refers to bob, who discards a card at random (of his one card: that one)', () => {
    expect(compileCard(bundledCard('Hypnotic Specter')).support).toBe('full');
    const state = board(
      {
        battlefield: [{ id: 'hs', card: 'Hypnotic Specter', controller: 'alice' }],
        stack: [{ id: 'hs.trigger.0', ability: { source: 'hs', index: 0, triggered: true }, controller: 'alice', refersTo: 'bob' }],
      },
      { hand: [{ id: 'a1', card: 'Island' }] },
      { hand: [{ id: 'b1', card: 'Island' }] },
    );
    const a = answer({ state, actions: passes(2) });
    expect(ids(a.state.players[1].graveyard)).toEqual(['b1']);
    expect(ids(a.state.players[0].hand)).toEqual(['a1']);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.9b', '701.9a']));
  });

  it('"When CARDNAME enters, that player loses 2 life." names no player: refused', () => {
    const c = compileCard({
      ...bundledCard('Hypnotic Specter'),
      text: 'When Hypnotic Specter enters the battlefield, that player loses 2 life.',
    });
    expect(c.support).toBe('none');
  });
});
