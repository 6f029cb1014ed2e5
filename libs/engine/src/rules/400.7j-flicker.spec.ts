import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';

/**
 * 400.7, 400.7j: Restoration Angel's "you may exile target non-Angel creature you control, then return that card to
 * the battlefield under your control": the card comes back as a new object. Real cards of the bundled catalog.
 */
const catalog = new InMemoryCatalog(['Restoration Angel', 'Banisher Priest', 'Grizzly Bears', 'Serra Angel'].map(bundledCard));
function rule(request: Record<string, unknown>): Answer {
  const o = adjudicate(request as { state: unknown }, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const angel = { id: 'resto', card: 'Restoration Angel', controller: 'alice', summoningSick: true };
const etb = (target: string) => ({
  id: 'etb',
  controller: 'alice',
  ability: { source: 'resto', index: 0, triggered: true },
  targets: [target],
});
/** The Angel's enters trigger resolves (both pass) and its controller answers its "you may". */
function flicker(state: Record<string, unknown>, answer: 'yes' | 'no'): Answer {
  const asked = rule({ state, actions: passes(2) });
  expect(asked.decision).toMatchObject({ player: 'alice' });
  return rule({ state: asked.state, action: choose(asked, [answer]) });
}

describe('400.7j flicker: Restoration Angel', () => {
  it('is understood: a "you may" around one flicker of a target non-Angel creature you control', () => {
    const compiled = compileCard(bundledCard('Restoration Angel'));
    expect(compiled.support).toBe('full');
    expect(compiled.abilities).toContainEqual(
      expect.objectContaining({
        kind: 'triggered',
        targets: [expect.objectContaining({ text: 'target non-Angel creature you control' })],
        effects: [{ kind: 'optional', effects: [{ kind: 'flicker', target: 0, control: 'you' }] }],
      }),
    );
  });

  it('400.7: a damaged Grizzly Bears with a +1/+1 counter comes back a new object: no damage, no counter, summoning sick', () => {
    const state = board({
      battlefield: [angel, { id: 'bears', card: 'Grizzly Bears', controller: 'alice', damage: 1, counters: { '+1/+1': 1 } }],
      stack: [etb('bears')],
    });
    const a = flicker(state, 'yes');
    expect(a.violations).toEqual([]);
    expect(onField(a, 'bears')).toMatchObject({ controller: 'alice', damage: 0, counters: {}, summoningSick: true });
    expect(a.state.exile ?? []).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2d', '701.13a', '400.7j']));
    const no = flicker(state, 'no');
    expect(onField(no, 'bears')).toMatchObject({ damage: 1, counters: { '+1/+1': 1 } });
    expect(cited(no)).not.toContain('400.7j');
  });

  it('610.3, 603.6a: Banisher Priest flickered: the Bears it held return to bob, and its new enters trigger targets them again', () => {
    const state = board({
      battlefield: [angel, { id: 'priest', card: 'Banisher Priest', controller: 'alice', exiledUntilLeaves: ['bears'] }],
      exile: [{ id: 'bears', card: 'Grizzly Bears', owner: 'bob' }],
      stack: [etb('priest')],
    });
    const a = flicker(state, 'yes');
    expect(a.violations).toEqual([]);
    expect(onField(a, 'bears')).toMatchObject({ controller: 'bob' });
    expect(onField(a, 'priest')?.exiledUntilLeaves).toBeUndefined();
    expect(a.state.stack).toEqual([
      expect.objectContaining({ ability: expect.objectContaining({ source: 'priest' }), targets: ['bears'] }),
    ]);
    expect(cited(a)).toEqual(expect.arrayContaining(['400.7j', '610.3', '610.3c']));
  });

  it('115.1, 608.2b: the trigger targeting Serra Angel (an Angel) does not resolve; it cannot be put on the stack with only Angels', () => {
    const state = board({ battlefield: [angel, { id: 'serra', card: 'Serra Angel', controller: 'alice' }], stack: [etb('serra')] });
    const a = rule({ state, actions: passes(2) });
    expect(a.decision).toMatchObject({ kind: 'priority' });
    expect(onField(a, 'serra')).toBeDefined();
    expect(cited(a)).toContain('608.2b');
    expect(cited(a)).not.toContain('400.7j');
    // The Angel cast with only Serra Angel beside it: no legal target, its trigger is removed (603.3d).
    const cast = rule({
      state: board({
        battlefield: [{ id: 'serra', card: 'Serra Angel', controller: 'alice' }],
        stack: [{ id: 'resto', card: 'Restoration Angel', controller: 'alice' }],
      }),
      actions: passes(2),
    });
    expect(onField(cast, 'resto')).toBeDefined();
    expect(cast.state.stack ?? []).toEqual([]);
    expect(cited(cast)).toContain('603.3d');
  });

  it('111.8: a token exiled this way stays in exile and ceases to exist', () => {
    const token = {
      id: 'tok',
      card: { name: 'Soldier', types: ['Creature'], subtypes: ['Soldier'], power: '1', toughness: '1' },
      controller: 'alice',
      token: true,
    };
    const a = flicker(board({ battlefield: [angel, token], stack: [etb('tok')] }), 'yes');
    expect(a.violations).toEqual([]);
    expect(onField(a, 'tok')).toBeUndefined();
    expect(cited(a)).toContain('111.8');
  });
});
