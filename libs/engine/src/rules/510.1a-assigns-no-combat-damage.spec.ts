import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { combatBoard, life, onField, passes, perm, upToBlocks, zoneOf } from '../testing/combat-cards';
import { ptOf } from '../testing/combat-trigger-cards';
import { choose } from '../testing/actions';
import { effect } from '../testing/static-cards';

const LACCOLITHS = ['Laccolith Grunt', 'Laccolith Titan', 'Laccolith Warrior', 'Laccolith Whelp'];
const catalog = new InMemoryCatalog(
  [
    ...LACCOLITHS,
    'Dwarven Vigilantes',
    'Ophidian',
    'Laccolith Rig',
    'Embersmith',
    'Ornithopter',
    'Mountain',
    'Hill Giant',
    'Grizzly Bears',
  ].map(bundledCard),
);
const answer = rulingsWith(catalog);

/**
 * The Laccoliths: "Whenever CARDNAME becomes blocked, you may have it deal damage equal to its power to target creature. If
 * you do, CARDNAME assigns no combat damage this turn." 509.3c: it triggers as it becomes blocked; 603.3d: the target (any
 * creature, a blocker too) is chosen as the trigger is put on the stack; 603.5, 608.2d: "you may" as it resolves; "If you
 * do": the Laccolith then assigns no combat damage this turn (510.1a), whatever its power.
 */
describe('510.1a: "CARDNAME assigns no combat damage this turn" (the Laccoliths)', () => {
  it.each(LACCOLITHS)('%s is understood', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('Laccolith Rig ("Whenever enchanted creature becomes blocked, ... the first creature assigns ...") stays refused', () => {
    expect(compileCard(bundledCard('Laccolith Rig')).support).not.toBe('full');
  });

  // Laccolith Warrior (3/3) attacks bob; his Hill Giant (3/3) blocks it; his Grizzly Bears (2/2) stay home.
  const field = [perm('l', 'Laccolith Warrior', 'alice'), perm('g', 'Hill Giant', 'bob'), perm('x', 'Grizzly Bears', 'bob')];
  const blocked = () => answer({ state: combatBoard(field), actions: upToBlocks(['l'], [['g', 'l']]) });
  /** The trigger put on the stack aimed at `target`, then alice asked as it resolves. */
  const asked = (target: string) => {
    const b = blocked();
    const put = answer({ state: b.state, action: choose(b, [target]) });
    return answer({ state: put.state, actions: passes(2) });
  };

  it('603.3d: the target is chosen as the trigger is put on the stack: any creature, the Laccolith and its blocker included', () => {
    const b = blocked();
    expect(ptOf(b, 'l')).toEqual([3, 3]);
    expect(b.decision).toMatchObject({ player: 'alice', kind: 'chooseTargets', rule: '603.3d', options: ['l', 'g', 'x'] });
    expect(asked('x').decision).toMatchObject({ player: 'alice', kind: 'chooseOptional' });
  });

  it('"yes" at the Bears: 3 damage kills them; the Warrior then assigns no combat damage: the Giant lives, the Warrior dies', () => {
    const waiting = asked('x');
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.legal).toBe(true);
    expect(zoneOf(yes, 'x')).toBe('graveyard');
    expect(yes.state.effects).toEqual([
      expect.objectContaining({ kind: 'assigns-no-combat-damage', affects: ['l'], duration: 'this-turn' }),
    ]);
    expect(cited(yes)).toContain('510.1a');
    const done = answer({ state: yes.state, actions: passes(2) });
    expect(cited(done)).toEqual(expect.arrayContaining(['510.1a', '510.2']));
    expect(onField(done, 'g')?.damage ?? 0).toBe(0);
    expect(zoneOf(done, 'l')).toBe('graveyard');
    expect(life(done, 'bob')).toBe(20);
  });

  it('"no": nothing is dealt by the ability; an ordinary combat: the Warrior and the Giant kill each other', () => {
    const waiting = asked('x');
    const no = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(zoneOf(no, 'x')).toBe('battlefield');
    expect(no.state.effects).toEqual([]);
    const done = answer({ state: no.state, actions: passes(2) });
    expect(zoneOf(done, 'g')).toBe('graveyard');
    expect(zoneOf(done, 'l')).toBe('graveyard');
  });

  it('"yes" at its blocker: the Giant dies before combat damage; the Warrior, blocked by nothing, survives (510.1c)', () => {
    const waiting = asked('g');
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(zoneOf(yes, 'g')).toBe('graveyard');
    const done = answer({ state: yes.state, actions: passes(2) });
    expect(zoneOf(done, 'l')).toBe('battlefield');
    expect(onField(done, 'l')?.damage ?? 0).toBe(0);
    expect(life(done, 'bob')).toBe(20);
  });

  it('a board may give the effect (CONTRACT §1): the creature it affects assigns no combat damage, its blocker still does', () => {
    const state = combatBoard(field, { effects: [effect('e1', 'assigns-no-combat-damage', ['l'], 9, { controller: 'alice' })] });
    const b = answer({ state, actions: upToBlocks(['l'], [['g', 'l']]) });
    const put = answer({ state: b.state, action: choose(b, ['x']) });
    const waiting = answer({ state: put.state, actions: passes(2) });
    const no = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    const done = answer({ state: no.state, actions: passes(2) });
    expect(onField(done, 'g')?.damage ?? 0).toBe(0);
    expect(zoneOf(done, 'l')).toBe('graveyard');
  });

  it('120.8: with a power of 0 the Laccolith deals no damage: whether "you did" is not guessed (refused)', () => {
    const state = combatBoard(field, { effects: [effect('e1', 'modify-pt', ['l'], 9, { power: -3, toughness: 0 })] });
    const b = answer({ state, actions: upToBlocks(['l'], [['g', 'l']]) });
    const put = answer({ state: b.state, action: choose(b, ['x']) });
    const waiting = answer({ state: put.state, actions: passes(2) });
    const o = adjudicate({ state: waiting.state, action: choose(waiting, ['yes']) }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_RESOLUTION', rule: '120.8' });
  });
});

/** Ophidian: "Whenever CARDNAME attacks and isn't blocked, you may draw a card. If you do, CARDNAME assigns no combat damage this turn." */
describe('510.1a: Ophidian', () => {
  it('is understood', () => {
    expect(compileCard(bundledCard('Ophidian')).support).toBe('full');
  });

  it('unblocked, "yes": alice draws a card and the Ophidian deals bob no combat damage; "no": bob is dealt 1', () => {
    const field = [perm('o', 'Ophidian', 'alice')];
    const waiting = answer({ state: combatBoard(field), actions: [...upToBlocks(['o']), ...passes(2)] });
    expect(waiting.decision).toMatchObject({ player: 'alice', kind: 'chooseOptional' });
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.state.players[0].library).toEqual({ count: 29 });
    expect(life(answer({ state: yes.state, actions: passes(2) }), 'bob')).toBe(20);
    const no = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(life(answer({ state: no.state, actions: passes(2) }), 'bob')).toBe(19);
  });

  it('with a power of 0 (a board -1/-0), "yes" still draws: no refusal, no combat damage either way', () => {
    const state = combatBoard([perm('o', 'Ophidian', 'alice')], {
      effects: [effect('e1', 'modify-pt', ['o'], 9, { power: -1, toughness: 0 })],
    });
    const waiting = answer({ state, actions: [...upToBlocks(['o']), ...passes(2)] });
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.state.players[0].library).toEqual({ count: 29 });
    expect(life(answer({ state: yes.state, actions: passes(2) }), 'bob')).toBe(20);
  });
});

/**
 * Dwarven Vigilantes: "Whenever CARDNAME attacks and isn't blocked, you may have it deal damage equal to its power to target
 * creature. If you do, CARDNAME assigns no combat damage this turn." (509.3g: it triggers as blockers are declared.)
 */
describe('510.1a: Dwarven Vigilantes', () => {
  it('is understood', () => {
    expect(compileCard(bundledCard('Dwarven Vigilantes')).support).toBe('full');
  });

  // Dwarven Vigilantes (2/2) attacks bob; his Grizzly Bears (2/2) do not block.
  const field = [perm('v', 'Dwarven Vigilantes', 'alice'), perm('x', 'Grizzly Bears', 'bob')];
  const asked = () => {
    const b = answer({ state: combatBoard(field), actions: upToBlocks(['v'], []) });
    expect(b.decision).toMatchObject({ player: 'alice', kind: 'chooseTargets', rule: '603.3d' });
    const put = answer({ state: b.state, action: choose(b, ['x']) });
    return answer({ state: put.state, actions: passes(2) });
  };

  it('"yes": the Bears are dealt 2 and die; the unblocked Vigilantes then deal bob no combat damage', () => {
    const waiting = asked();
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(zoneOf(yes, 'x')).toBe('graveyard');
    const done = answer({ state: yes.state, actions: passes(2) });
    expect(cited(done)).toContain('510.1a');
    expect(life(done, 'bob')).toBe(20);
  });

  it('"no": the Bears live and bob is dealt 2 combat damage', () => {
    const waiting = asked();
    const no = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    const done = answer({ state: no.state, actions: passes(2) });
    expect(zoneOf(done, 'x')).toBe('battlefield');
    expect(life(done, 'bob')).toBe(18);
  });
});

/** 608.2d: "you may pay {1}. If you do, CARDNAME deals 1 damage to target creature or player." (Embersmith). */
describe('608.2d: "If you do, CARDNAME deals ..." after a payment', () => {
  it('Embersmith is understood', () => {
    expect(compileCard(bundledCard('Embersmith')).support).toBe('full');
  });

  it('alice casts Ornithopter, aims the trigger at bob and pays {1} as it resolves: 1 damage to bob', () => {
    const state = {
      players: [
        { id: 'alice', library: { count: 30 }, hand: [{ id: 'o', card: 'Ornithopter' }] },
        { id: 'bob', library: { count: 30 } },
      ],
      battlefield: [perm('e', 'Embersmith', 'alice'), perm('m', 'Mountain', 'alice')],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
    };
    const cast = answer({ state, action: { type: 'cast', player: 'alice', card: 'o' } });
    expect(cast.decision).toMatchObject({ player: 'alice', kind: 'chooseTargets' });
    const put = answer({ state: cast.state, action: choose(cast, ['bob']) });
    const waiting = answer({ state: put.state, actions: passes(2) });
    expect(waiting.decision).toMatchObject({ player: 'alice', kind: 'chooseOptional' });
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.legal).toBe(true);
    expect(life(yes, 'bob')).toBe(19);
    expect(onField(yes, 'm')?.tapped).toBe(true);
  });
});
