import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { parseTarget, everyPermanent } from '../cards/grammar/selector';
import { Tokens } from '../cards/grammar/tokens';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 608.2c: an instruction reads the ones before it; "each creature that player controls" names the player chosen as
 * a target earlier in the same spell (Chandra's Fury) or the player a trigger refers to (603.2, Shockmaw Dragon), and
 * "that artifact's controller" the controller of the target named before it (Smash to Smithereens), as it resolves:
 * the controller now, or as the object last existed on the battlefield once it has left (608.2h).
 */
const NAMES = [
  "Chandra's Fury",
  'Smash to Smithereens',
  'Crumble',
  'Shockmaw Dragon',
  'Psychic Venom',
  'Ankh of Mishra',
  'Melt Terrain',
  'Llanowar Elves',
  'Grizzly Bears',
  'Ornithopter',
  'Darksteel Myr',
  'Juggernaut',
  'Simoon',
  'Flame Wave',
  'Day',
  'Gulf Squid',
  'Contagion Engine',
  'Savage Alliance',
  'Mountain',
  'Forest',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const lifeOf = (a: { state: { players: { life?: number }[] } }) => a.state.players.map((p) => p.life);
const cast = (card: string, targets: string[], player = 'alice') => ({ type: 'cast', player, card, targets });

describe('608.2c: a selector whose controller is a player named before it', () => {
  it.each([...NAMES.slice(0, 7), 'Simoon', 'Flame Wave', 'Day', 'Gulf Squid', 'Contagion Engine', 'Savage Alliance'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it('"that player controls" is read only when the sentence names a player before it', () => {
    const read = (phrase: string, named: boolean) => {
      const t = Tokens.of(phrase);
      const o = everyPermanent(t, named ? { thatPlayer: () => ({ kind: 'targetPlayer', index: 0 }) } : {});
      return o && t.done ? o : null;
    };
    expect(read('each creature that player controls', true)).toEqual({
      kind: 'object',
      zone: 'battlefield',
      filters: [
        { kind: 'type', anyOf: ['Creature'] },
        { kind: 'controlledBy', player: { kind: 'targetPlayer', index: 0 } },
      ],
    });
    expect(read('each creature that player controls', false)).toBeNull();
    // A target phrase is chosen before any player is: the words stay unread.
    expect(parseTarget('target creature that player controls').ok).toBe(false);
  });

  it("Chandra's Fury: 4 damage to bob and 1 to each creature bob controls; alice's Elves are not dealt damage", () => {
    const state = board(
      {
        battlefield: [
          ...lands('Mountain', 'm', 5),
          perm('e1', 'Llanowar Elves', 'alice'),
          perm('e2', 'Llanowar Elves', 'bob'),
          perm('g2', 'Grizzly Bears', 'bob'),
        ],
      },
      { hand: [{ id: 'cf', card: "Chandra's Fury" }] },
    );
    const a = answer({ state, actions: [cast('cf', ['bob']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(lifeOf(a)).toEqual([20, 16]);
    expect(onField(a, 'e2')).toBeUndefined();
    expect(onField(a, 'e1')).toMatchObject({ damage: 0 });
    expect(onField(a, 'g2')).toMatchObject({ damage: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['120.3a', '120.3e', '704.5g']));
  });

  it("Chandra's Fury aimed at alice herself: her Elves die, bob's creatures are untouched", () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 5), perm('e1', 'Llanowar Elves', 'alice'), perm('e2', 'Llanowar Elves', 'bob')] },
      { hand: [{ id: 'cf', card: "Chandra's Fury" }] },
    );
    const a = answer({ state, actions: [cast('cf', ['alice']), ...passes(2)] });
    expect(lifeOf(a)).toEqual([16, 20]);
    expect(onField(a, 'e1')).toBeUndefined();
    expect(onField(a, 'e2')).toMatchObject({ damage: 0 });
  });

  it("Smash to Smithereens: bob's Ornithopter is destroyed and bob, its controller as it last existed, is dealt 3", () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 2), perm('o', 'Ornithopter', 'bob')] },
      { hand: [{ id: 'ss', card: 'Smash to Smithereens' }] },
    );
    const a = answer({ state, actions: [cast('ss', ['o']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'o')).toBeUndefined();
    expect(lifeOf(a)).toEqual([20, 17]);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.8a', '120.3a']));
  });

  it("Smash to Smithereens on alice's own indestructible Darksteel Myr: not destroyed, and alice (its controller) is dealt 3", () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'm', 2), perm('dm', 'Darksteel Myr', 'alice')] },
      { hand: [{ id: 'ss', card: 'Smash to Smithereens' }] },
    );
    const a = answer({ state, actions: [cast('ss', ['dm']), ...passes(2)] });
    expect(onField(a, 'dm')).toBeDefined();
    expect(lifeOf(a)).toEqual([17, 20]);
  });

  it("Crumble: bob's Juggernaut is destroyed and bob gains 4 life (its mana value as it last existed); Melt Terrain: 2 damage to bob", () => {
    const crumble = answer({
      state: board(
        { battlefield: [perm('f', 'Forest', 'alice'), perm('j', 'Juggernaut', 'bob')] },
        { hand: [{ id: 'cr', card: 'Crumble' }] },
      ),
      actions: [cast('cr', ['j']), ...passes(2)],
    });
    expect(crumble.legal).toBe(true);
    expect(onField(crumble, 'j')).toBeUndefined();
    expect(lifeOf(crumble)).toEqual([20, 24]);
    const melt = answer({
      state: board(
        { battlefield: [...lands('Mountain', 'm', 4), perm('bm', 'Mountain', 'bob')] },
        { hand: [{ id: 'mt', card: 'Melt Terrain' }] },
      ),
      actions: [cast('mt', ['bm']), ...passes(2)],
    });
    expect(melt.legal).toBe(true);
    expect(onField(melt, 'bm')).toBeUndefined();
    expect(lifeOf(melt)).toEqual([20, 18]);
  });

  it('603.2: Shockmaw Dragon deals combat damage to bob: 1 damage to each creature bob controls, none to alice', () => {
    const state = board({
      battlefield: [
        { id: 'sd', card: 'Shockmaw Dragon', controller: 'alice', tapped: true },
        perm('e1', 'Llanowar Elves', 'alice'),
        perm('e2', 'Llanowar Elves', 'bob'),
        perm('g2', 'Grizzly Bears', 'bob'),
      ],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: { attackers: [{ id: 'sd', attacking: 'bob' }], blockers: [] },
    });
    const a = answer({ state, actions: passes(4) });
    expect(a.violations).toEqual([]);
    expect(lifeOf(a)).toEqual([20, 16]);
    expect(onField(a, 'e2')).toBeUndefined();
    expect(onField(a, 'g2')).toMatchObject({ damage: 1 });
    expect(onField(a, 'e1')).toMatchObject({ damage: 0 });
    expect(cited(a)).toEqual(expect.arrayContaining(['510.2', '603.2', '120.3e']));
  });

  it("Psychic Venom on bob's Mountain: bob taps it for mana and is dealt 2 (the land's controller, not the Aura's)", () => {
    const state = board({
      battlefield: [perm('bm', 'Mountain', 'bob'), { id: 'pv', card: 'Psychic Venom', controller: 'alice', attachedTo: 'bm' }],
      turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
    });
    const a = answer({ state, actions: [{ type: 'activate', player: 'bob', source: 'bm', ability: 0 }, ...passes(2, 'bob', 'alice')] });
    expect(a.violations).toEqual([]);
    expect(lifeOf(a)).toEqual([20, 18]);
  });

  it('Ankh of Mishra: bob plays a land, bob is dealt 2', () => {
    const state = board(
      {
        battlefield: [perm('ak', 'Ankh of Mishra', 'alice')],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'bm', card: 'Mountain' }] },
    );
    const a = answer({ state, actions: [{ type: 'playLand', player: 'bob', card: 'bm' }, ...passes(2, 'bob', 'alice')] });
    expect(a.violations).toEqual([]);
    expect(lifeOf(a)).toEqual([20, 18]);
  });

  const onStack = (card: string, targets: string[], more: Record<string, unknown> = {}) => ({
    id: 'sp',
    card,
    controller: 'alice',
    targets,
    ...more,
  });
  const field = [perm('e1', 'Llanowar Elves', 'alice'), perm('e2', 'Llanowar Elves', 'bob'), perm('g2', 'Grizzly Bears', 'bob')];

  it("115.1: Simoon targets an opponent: 1 damage to each creature bob controls, none to alice's; alice is no legal target", () => {
    const state = board(
      { battlefield: [...field, perm('f', 'Forest', 'alice'), perm('m', 'Mountain', 'alice')] },
      { hand: [{ id: 'si', card: 'Simoon' }] },
    );
    const a = answer({ state, actions: [cast('si', ['bob']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(lifeOf(a)).toEqual([20, 20]);
    expect(onField(a, 'e2')).toBeUndefined();
    expect(onField(a, 'g2')).toMatchObject({ damage: 1 });
    expect(onField(a, 'e1')).toMatchObject({ damage: 0 });
    const self = answer({ state, actions: [cast('si', ['alice'])] });
    expect(self.legal).toBe(false);
  });

  it('Flame Wave: 4 damage to bob and to each creature bob controls', () => {
    const a = answer({ state: board({ battlefield: field, stack: [onStack('Flame Wave', ['bob'])] }), actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(lifeOf(a)).toEqual([20, 16]);
    expect(onField(a, 'e2')).toBeUndefined();
    expect(onField(a, 'g2')).toBeUndefined();
    expect(onField(a, 'e1')).toMatchObject({ damage: 0 });
  });

  it("611.2c: Day gives bob's creatures +1/+1 until end of turn, not alice's", () => {
    const a = answer({ state: board({ battlefield: field, stack: [onStack('Day', ['bob'])] }), actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'g2')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(onField(a, 'e1')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
  });

  it("Gulf Squid enters: its trigger targets bob and taps all lands bob controls; alice's stay untapped", () => {
    const state = board({
      battlefield: [perm('am', 'Mountain', 'alice'), perm('bm', 'Mountain', 'bob'), perm('bf', 'Forest', 'bob')],
      stack: [{ id: 'gs', card: 'Gulf Squid', controller: 'alice' }],
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice' });
    const b = answer({ state: a.state, actions: [choose(a, ['bob']), ...passes(2)] });
    expect(b.violations).toEqual([]);
    expect(onField(b, 'bm')).toMatchObject({ tapped: true });
    expect(onField(b, 'bf')).toMatchObject({ tapped: true });
    expect(onField(b, 'am')).toMatchObject({ tapped: false });
  });

  it('Contagion Engine enters: a -1/-1 counter on each creature bob controls', () => {
    const state = board({ battlefield: field, stack: [{ id: 'ce', card: 'Contagion Engine', controller: 'alice' }] });
    const a = answer({ state, actions: passes(2) });
    const b = answer({ state: a.state, actions: [choose(a, ['bob']), ...passes(2)] });
    expect(b.violations).toEqual([]);
    expect(onField(b, 'e2')).toBeUndefined();
    expect(onField(b, 'g2')?.counters).toMatchObject({ '-1/-1': 1 });
    expect(onField(b, 'e1')?.counters ?? {}).not.toHaveProperty('-1/-1');
  });

  it("700.2: Savage Alliance's third mode after the second reads its own target opponent, not the second mode's creature", () => {
    const state = board({
      battlefield: [...field, perm('g1', 'Grizzly Bears', 'alice')],
      stack: [onStack('Savage Alliance', ['g1', 'bob'], { modes: [1, 2] })],
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'g1')).toBeUndefined();
    expect(onField(a, 'e2')).toBeUndefined();
    expect(onField(a, 'g2')).toMatchObject({ damage: 1 });
    expect(onField(a, 'e1')).toMatchObject({ damage: 0 });
  });
});
