import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { choose, onField, passes, refusedAt } from '../testing/actions';
import { adjudicate } from '../adjudicate';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 603.2, 120.1: "that much" / "that many" in a damage trigger's text is the damage dealt in the event that
 * triggered it, fixed as it triggers (the ability's X). 603.2c, 510.2: the damage dealt to one creature at once
 * (two blockers' combat damage) is one event: "Whenever CARDNAME is dealt damage" triggers once, with the total.
 */
const names = [
  'Boros Reckoner',
  'Wall of Essence',
  'Glint-Eye Nephilim',
  'Flayed Nim',
  'Ragged Veins',
  'Grizzly Bears',
  'Craw Wurm',
  'Shock',
  'Plains',
  'Hornet Nest',
];
const catalog = new InMemoryCatalog(names.map(bundledCard));
const ruling = rulingsWith(catalog);
const hand = (a: { state: { players: { hand: unknown }[] } }, i: number) => (a.state.players[i].hand as { id: string }[]).map((c) => c.id);

describe('Boros Reckoner: "Whenever CARDNAME is dealt damage, it deals that much damage to target creature or player."', () => {
  const doubleBlocked = board({
    battlefield: [
      { id: 'r', card: 'Boros Reckoner', controller: 'alice', tapped: true },
      { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
      { id: 'b2', card: 'Grizzly Bears', controller: 'bob' },
    ],
    turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
    combat: {
      attackers: [{ id: 'r', attacking: 'bob' }],
      blockers: [
        { id: 'b1', blocking: ['r'] },
        { id: 'b2', blocking: ['r'] },
      ],
    },
  });

  it('compiles in full', () => {
    const card = compileCard(bundledCard('Boros Reckoner'));
    expect(card.support).toBe('full');
    expect(card.abilities[0]).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'dealtDamage', who: 'self' },
      effects: [{ kind: 'damage', amount: { kind: 'x' } }],
    });
  });

  it('603.2c, 510.2: blocked by two 2/2s it is dealt 4 at once: one trigger; dead of it, it still deals 4 (113.7a)', () => {
    const a = ruling({
      state: doubleBlocked,
      actions: [...passes(2), { type: 'assignDamage', player: 'alice', assignments: { r: { b1: 2, b2: 1 } } }],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'r')).toBeUndefined();
    expect(a.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice', rule: '603.3d' });
    const b = ruling({ state: a.state, actions: [choose(a, ['bob']), ...passes(2)] });
    expect(b.violations).toEqual([]);
    expect(b.state.players[1].life).toBe(16);
    expect(b.state.stack).toEqual([]);
    expect(b.decision?.kind).toBe('priority');
    expect(cited(b)).toEqual(expect.arrayContaining(['603.3d', '120.3a']));
  });
});

describe('Wall of Essence: "Whenever CARDNAME is dealt combat damage, you gain that much life."', () => {
  it('blocking a 6/4, it is dealt 6 combat damage: its controller gains 6', () => {
    const a = ruling({
      state: board({
        battlefield: [
          { id: 'w', card: 'Wall of Essence', controller: 'alice' },
          { id: 'cw', card: 'Craw Wurm', controller: 'bob', tapped: true },
        ],
        turn: { number: 4, active: 'bob', step: 'declare-blockers', priority: 'bob' },
        combat: { attackers: [{ id: 'cw', attacking: 'alice' }], blockers: [{ id: 'w', blocking: ['cw'] }] },
      }),
      actions: [...passes(2, 'bob', 'alice'), ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'w')).toBeUndefined();
    expect(a.state.players[0].life).toBe(26);
    expect(cited(a)).toContain('603.3');
  });

  it('603.2: noncombat damage (Shock) does not trigger it', () => {
    const a = ruling({
      state: board({
        battlefield: [{ id: 'w', card: 'Wall of Essence', controller: 'alice' }],
        stack: [{ id: 's', card: 'Shock', controller: 'bob', targets: ['w'] }],
      }),
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].life).toBe(20);
  });
});

describe('Glint-Eye Nephilim: "Whenever CARDNAME deals combat damage to a player, draw that many cards."', () => {
  it('unblocked, it deals 2 to bob: alice draws 2', () => {
    const a = ruling({
      state: board(
        {
          battlefield: [{ id: 'n', card: 'Glint-Eye Nephilim', controller: 'alice', tapped: true }],
          turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
          combat: { attackers: [{ id: 'n', attacking: 'bob' }], blockers: [] },
        },
        {
          library: [
            { id: 'p1', card: 'Plains' },
            { id: 'p2', card: 'Plains' },
            { id: 'p3', card: 'Plains' },
          ],
        },
      ),
      actions: [...passes(2), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(18);
    expect(hand(a, 0)).toEqual(['p1', 'p2']);
  });
});

describe('Flayed Nim: "Whenever CARDNAME deals combat damage to a creature, that creature\'s controller loses that much life."', () => {
  it('it deals 2 to the blocking bears: bob loses 2, though the bears died of it', () => {
    const a = ruling({
      state: board({
        battlefield: [
          { id: 'f', card: 'Flayed Nim', controller: 'alice', tapped: true },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
        turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
        combat: { attackers: [{ id: 'f', attacking: 'bob' }], blockers: [{ id: 'b1', blocking: ['f'] }] },
      }),
      actions: [...passes(2), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b1')).toBeUndefined();
    expect(a.state.players[1].life).toBe(18);
  });
});

describe('Ragged Veins: "Whenever enchanted creature is dealt damage, its controller loses that much life."', () => {
  it('Shock kills the enchanted bears: their controller still loses 2', () => {
    const a = ruling({
      state: board({
        battlefield: [
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'rv', card: 'Ragged Veins', controller: 'alice', attachedTo: 'b1' },
        ],
        stack: [{ id: 's', card: 'Shock', controller: 'alice', targets: ['b1'] }],
      }),
      actions: [...passes(2), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b1')).toBeUndefined();
    expect(a.state.players[1].life).toBe(18);
  });
});

describe('Hornet Nest: "Whenever CARDNAME is dealt damage, create that many 1/1 green Insect creature tokens with flying and deathtouch."', () => {
  it('blocking a 2/2, it is dealt 2: two Insect tokens (111.2)', () => {
    const a = ruling({
      state: board({
        battlefield: [
          { id: 'hn', card: 'Hornet Nest', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob', tapped: true },
        ],
        turn: { number: 4, active: 'bob', step: 'declare-blockers', priority: 'bob' },
        combat: { attackers: [{ id: 'b1', attacking: 'alice' }], blockers: [{ id: 'hn', blocking: ['b1'] }] },
      }),
      actions: [...passes(2, 'bob', 'alice'), ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    const insects = a.state.battlefield.filter((o) => o.controller === 'alice' && o.token);
    expect(insects).toHaveLength(2);
    expect(cited(a)).toContain('111.2');
  });
});

describe('603.2: a board with such a trigger on the stack gives its amount', () => {
  it('Boros Reckoner\'s trigger without "x" is refused (not read as 0 damage)', () => {
    const state = board({
      battlefield: [{ id: 'r', card: 'Boros Reckoner', controller: 'alice' }],
      stack: [{ id: 't1', controller: 'alice', ability: { source: 'r', index: 0, triggered: true }, targets: ['bob'] }],
    });
    expect(refusedAt(adjudicate({ state, action: { type: 'pass', player: 'alice' } }, catalog), 'state.stack[0].x')).toBe(true);
    const given = ruling({ state: { ...state, stack: [{ ...(state.stack as object[])[0], x: 3 }] }, actions: passes(2) });
    expect(given.state.players[1].life).toBe(17);
  });
});

describe('refused: "that many" after an instruction with an amount of its own', () => {
  it('Shocker ("discards all the cards in their hand, then draws that many cards": the cards discarded)', () => {
    expect(compileCard(bundledCard('Shocker')).support).not.toBe('full');
  });
});
