import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { adjudicate, Answer } from '../adjudicate';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const NAMES = [
  'Turn',
  'Burn',
  'Wear',
  'Tear',
  'Far',
  'Away',
  'Fire',
  'Ice',
  'Island',
  'Mountain',
  'Plains',
  'Swamp',
  'Hill Giant',
  'Grizzly Bears',
  'Ornithopter',
  'Glorious Anthem',
  'Down',
  'Dirty',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);

const lands = (name: string, prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card: name, controller: 'alice' }));
const onField = (a: Answer, id: string) => a.state.battlefield.find((o) => o.id === id);
const graveyard = (a: Answer, player: number) => (a.state.players[player].graveyard ?? []).map((o) => (typeof o === 'string' ? o : o.id));

describe('702.102 fuse: the catalog and the language', () => {
  it('709.1: each half of a split card is kept with its own text, marked as one half of two', () => {
    expect(bundledCard('Turn')).toMatchObject({ layout: 'split', faces: ['Turn', 'Burn'], manaCost: '{2}{U}' });
    expect(bundledCard('Burn')).toMatchObject({ layout: 'split', faces: ['Turn', 'Burn'], manaCost: '{1}{R}' });
  });

  it('702.102a: "Fuse" is understood on a split card, as a keyword of each half', () => {
    for (const name of ['Turn', 'Burn', 'Wear', 'Tear', 'Far', 'Away']) {
      const c = compileCard(bundledCard(name));
      expect(c.support).toBe('full');
      expect(c.abilities).toContainEqual({ kind: 'keyword', keyword: 'fuse', text: 'Fuse' });
    }
  });

  it('refuses rather than guesses: "Fuse" on a card that is not a split card stays not understood', () => {
    const odd = defineCard({
      name: 'Not Split',
      manaCost: '{R}',
      types: ['Instant'],
      text: 'Not Split deals 2 damage to any target.\nFuse (You may cast one or both halves of this card from your hand.)',
    });
    expect(compileCard(odd).unsupported).toEqual(['Fuse']);
  });
});

describe('702.102a-d: a fused split spell', () => {
  // Turn // Burn: {2}{U} + {1}{R}; Hill Giant is a 3/3, which Burn alone does not kill.
  const turnBurn = (lands5 = true) =>
    board(
      {
        battlefield: [
          ...lands('Island', 'i', lands5 ? 3 : 2),
          ...lands('Mountain', 'm', 2),
          { id: 'g1', card: 'Hill Giant', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'tb', card: 'Turn' }] },
    );

  it('Turn // Burn fused: both halves cast from the hand for both mana costs; Turn then Burn: the 3/3 is a 0/1 Weird and dies', () => {
    const a = answer({
      state: turnBurn(),
      actions: [{ type: 'cast', player: 'alice', card: 'tb', targets: ['g1', 'g1'], fuse: true }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    // 702.102c: five lands for {2}{U}{1}{R}.
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(5);
    expect(onField(a, 'g1')).toBeUndefined();
    expect(graveyard(a, 1)).toContain('g1');
    // 709.2, 400.7: one card, back in its owner's graveyard as the split card the board named.
    expect(a.state.players[0].graveyard).toEqual([expect.objectContaining({ id: 'tb', card: 'Turn' })]);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2a', '702.102a', '702.102b', '702.102c', '702.102d', '608.2']));
    const at = (r: string) => cited(a).indexOf(r);
    expect(at('702.102a')).toBeLessThan(at('702.102d'));
  });

  it('702.102b: on the stack the fused spell has both halves: written with its card and "fused": true', () => {
    const a = answer({ state: turnBurn(), action: { type: 'cast', player: 'alice', card: 'tb', targets: ['g1', 'bob'], fuse: true } });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toHaveLength(1);
    expect(a.state.stack[0]).toMatchObject({ id: 'tb', card: 'Turn', fused: true, targets: ['g1', 'bob'] });
    expect(a.state.stack[0].characteristics).toMatchObject({ name: 'Turn // Burn', colors: ['U', 'R'], types: ['Instant'] });
  });

  it('a board with the fused spell on the stack resolves it the same way (Burn to the player)', () => {
    const state = board(
      {
        battlefield: [{ id: 'g1', card: 'Hill Giant', controller: 'bob' }],
        stack: [{ id: 'tb', card: 'Burn', controller: 'alice', targets: ['g1', 'bob'], fused: true }],
      },
      {},
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(18);
    expect(onField(a, 'g1')).toMatchObject({ characteristics: expect.objectContaining({ power: 0, toughness: 1 }) });
    expect(cited(a)).toContain('702.102d');
  });

  it('707.10: a copy of a fused split spell is fused too: it is read back and resolves both halves', () => {
    const state = board({
      battlefield: [{ id: 'g1', card: 'Hill Giant', controller: 'bob' }],
      stack: [
        { id: 'tb', card: 'Turn', controller: 'alice', targets: ['g1', 'bob'], fused: true },
        { id: 'tb.copy.1', card: 'Turn', controller: 'alice', targets: ['g1', 'bob'], fused: true, copy: true },
      ],
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(18);
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'tb', card: 'Turn', fused: true })]);
    expect(a.state.players[0].graveyard ?? []).toEqual([]);
  });

  it('702.102d: Far // Away: Far returns the creature first, then Away makes bob sacrifice the only one he has left', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Island', 'i', 2),
          ...lands('Swamp', 's', 3),
          { id: 'b1', card: 'Hill Giant', controller: 'bob' },
          { id: 'b2', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'fa', card: 'Far' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'fa', targets: ['b1', 'bob'], fuse: true }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(JSON.stringify(a.state.players[1].hand)).toContain('"b1"');
    expect(graveyard(a, 1)).toEqual(['b2']);
    expect(a.state.players[0].graveyard).toEqual([expect.objectContaining({ id: 'fa', card: 'Far' })]);
  });

  it('608.2d: the right half waits for its choice (Away: bob chooses which creature to sacrifice), written fused and resumed', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Island', 'i', 2),
          ...lands('Swamp', 's', 3),
          { id: 'b1', card: 'Hill Giant', controller: 'bob' },
          { id: 'b2', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'b3', card: 'Ornithopter', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'fa', card: 'Far' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'fa', targets: ['b1', 'bob'], fuse: true }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.decision).toMatchObject({ player: 'bob' });
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'fa', card: 'Far', fused: true })]);
    expect(JSON.stringify(a.state.players[1].hand)).toContain('"b1"');
    const b = answer({ state: a.state, action: { type: 'choose', player: 'bob', decision: a.decision?.id, choice: ['b3'] } });
    expect(b.legal).toBe(true);
    expect(graveyard(b, 1)).toEqual(['b3']);
    expect(onField(b, 'b2')).toBeDefined();
    expect(b.state.stack).toEqual([]);
    expect(b.state.players[0].graveyard).toEqual([expect.objectContaining({ id: 'fa', card: 'Far' })]);
  });

  it('Wear // Tear fused, named by its right half: the artifact and the enchantment are destroyed, for {1}{R}{W}', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Mountain', 'm', 2),
          ...lands('Plains', 'p', 1),
          { id: 'o1', card: 'Ornithopter', controller: 'bob' },
          { id: 'e1', card: 'Glorious Anthem', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'wt', card: 'Tear' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'wt', targets: ['o1', 'e1'], fuse: true }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(graveyard(a, 1).sort()).toEqual(['e1', 'o1']);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(3);
  });

  it('legal actions list the fused cast beside each half alone', () => {
    const listed = legalActionsFor(turnBurn(), catalog);
    const casts = listed.ok ? listed.value.actions.map((a) => a.action).filter((x) => x.type === 'cast') : [];
    expect(casts).toContainEqual({ type: 'cast', player: 'alice', card: 'tb', targets: ['g1', 'alice'], fuse: true });
    expect(casts).toContainEqual({ type: 'cast', player: 'alice', card: 'tb', targets: ['g1'] });
    const poor = legalActionsFor(turnBurn(false), catalog);
    expect(poor.ok && poor.value.actions.some((a) => a.action.type === 'cast' && 'fuse' in a.action)).toBe(false);
  });

  it('709.3: without fuse, one half is cast alone, for its own cost', () => {
    const a = answer({ state: turnBurn(), actions: [{ type: 'cast', player: 'alice', card: 'tb', targets: ['bob'] }, ...passes(2)] });
    expect(a.legal).toBe(false);
    const burn = board({ battlefield: lands('Mountain', 'm', 2) }, { hand: [{ id: 'bn', card: 'Burn' }] });
    const b = answer({ state: burn, actions: [{ type: 'cast', player: 'alice', card: 'bn', targets: ['bob'] }, ...passes(2)] });
    expect(b.legal).toBe(true);
    expect(b.state.players[1].life).toBe(18);
    expect(cited(b)).not.toContain('702.102a');
  });
});

describe('702.102: what is refused', () => {
  it('702.102c: paying only one half: four lands do not pay {2}{U}{1}{R}', () => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 2), ...lands('Mountain', 'm', 2), { id: 'g1', card: 'Hill Giant', controller: 'bob' }] },
      { hand: [{ id: 'tb', card: 'Turn' }] },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'tb', targets: ['g1', 'g1'], fuse: true } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('702.102a: fuse from the graveyard is refused (fuse works only from the hand)', () => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 3), ...lands('Mountain', 'm', 2)] },
      { graveyard: [{ id: 'tb', card: 'Turn' }] },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'tb', targets: ['bob', 'bob'], fuse: true } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'FUSE_NOT_FROM_HAND', rule: '702.102a' });
  });

  it('702.102a: a split card without fuse (Fire // Ice) cannot be fused', () => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 2), ...lands('Mountain', 'm', 2), { id: 'g1', card: 'Hill Giant', controller: 'bob' }] },
      { hand: [{ id: 'fi', card: 'Fire' }] },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'fi', targets: ['g1', 'g1'], fuse: true } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'NO_FUSE', rule: '702.102a' });
  });

  it("702.102b, 307.1: fused Down // Dirty is a sorcery spell: not cast in the opponent's turn", () => {
    const state = board(
      {
        battlefield: lands('Swamp', 's', 7),
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' },
      },
      { hand: [{ id: 'dd', card: 'Down' }], graveyard: [{ id: 'gb', card: 'Grizzly Bears' }] },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'dd', targets: ['bob', 'gb'], fuse: true } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '307.1' });
  });

  it('a card that is not a split card cannot be fused', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 4) }, { hand: [{ id: 'h1', card: 'Hill Giant' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'h1', fuse: true } });
    expect(a.violations[0]).toMatchObject({ code: 'NO_FUSE', rule: '702.102a' });
  });

  it('709.1: the other half missing from the catalog: UNSUPPORTED_CARD, never half a spell', () => {
    const partial = new InMemoryCatalog(['Wear', 'Mountain', 'Plains', 'Ornithopter'].map(bundledCard));
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 2), ...lands('Plains', 'p', 1), { id: 'o1', card: 'Ornithopter', controller: 'bob' }] },
      { hand: [{ id: 'wt', card: 'Wear' }] },
    );
    const out = adjudicate({ state, action: { type: 'cast', player: 'alice', card: 'wt', targets: ['o1'], fuse: true } }, partial);
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD', rule: '709.1' });
  });

  it('"fused": true on a stack entry whose card has no fuse is a refused board (NOT_FUSE)', () => {
    const state = board({ stack: [{ id: 'fi', card: 'Fire', controller: 'alice', targets: ['bob'], fused: true }] });
    const out = adjudicate({ state, actions: passes(2) }, catalog);
    expect(out.kind).toBe('invalid');
    expect(JSON.stringify(out)).toContain('NOT_FUSE');
  });
});
