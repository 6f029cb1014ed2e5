import { board, cited, rule, run } from '../testing/test-catalog';

const sorcerer = {
  name: 'Prodigal Sorcerer',
  manaCost: '{2}{U}',
  types: ['Creature'],
  subtypes: ['Human', 'Wizard'],
  power: 1,
  toughness: 1,
  text: '{T}: Prodigal Sorcerer deals 1 damage to target creature or player.',
};
const elves = {
  name: 'Llanowar Elves',
  manaCost: '{G}',
  types: ['Creature'],
  subtypes: ['Elf', 'Druid'],
  power: 1,
  toughness: 1,
  text: '{T}: Add {G}.',
};
const breather = {
  name: 'Test Firebreather',
  manaCost: '{2}{R}',
  types: ['Creature'],
  subtypes: ['Dragon'],
  power: 2,
  toughness: 2,
  text: '{R}: Test Firebreather gets +1/+0 until end of turn.',
};
const trainer = {
  name: 'Test Trainer',
  manaCost: '{1}{W}',
  types: ['Creature'],
  subtypes: ['Human'],
  power: 1,
  toughness: 1,
  text: '{1}: You gain 1 life. Activate only as a sorcery.',
};

describe('602 activating abilities, 605 mana abilities', () => {
  it('602.2a: a {T} ability goes on the stack; its controller keeps priority (117.3c); it resolves like a spell (608.2)', () => {
    const state = board({ battlefield: [{ id: 'p1', card: sorcerer, controller: 'alice' }] }, {}, { life: 5 });
    const a = rule({ state, actions: [{ type: 'activate', player: 'alice', source: 'p1', ability: 0, targets: ['bob'] }] });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toHaveLength(1);
    expect(a.state.battlefield[0].tapped).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '601.2c', '117.3c']));
    const resolved = rule({
      state: a.state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(resolved.state.players[1].life).toBe(4);
    expect(resolved.state.stack).toEqual([]);
    expect(cited(resolved)).toEqual(expect.arrayContaining(['608.2', '120.3a', '608.2n', '117.3b']));
  });

  it('201.5: the trace quotes the ability as the card says it, with its own name, never "CARDNAME"', () => {
    const state = board({ battlefield: [{ id: 'p1', card: sorcerer, controller: 'alice' }] });
    const a = rule({ state, actions: [{ type: 'activate', player: 'alice', source: 'p1', ability: 0, targets: ['bob'] }] });
    const resolved = rule({
      state: a.state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    const quoted = [...a.trace, ...resolved.trace].filter((t) => t.rule === '602.2a' || t.rule === '608.2').map((t) => t.text);
    expect(quoted.some((t) => t.includes('Prodigal Sorcerer deals 1 damage'))).toBe(true);
    expect(quoted.join(' ')).not.toContain('CARDNAME');
  });

  it('302.6: a summoning-sick creature cannot use a {T} ability; the board is unchanged (733)', () => {
    const state = board({ battlefield: [{ id: 'p1', card: sorcerer, controller: 'alice', summoningSick: true }] });
    const a = rule({ state, action: { type: 'activate', player: 'alice', source: 'p1', ability: 0, targets: ['bob'] } });
    expect(a.violations[0]).toMatchObject({ code: 'SUMMONING_SICK', rule: '302.6' });
    expect(a.state.battlefield[0].tapped).toBe(false);
    expect(a.state.stack).toEqual([]);
  });

  it('602.2: only the controller may activate; 602.1: the index must name an ability', () => {
    const state = board({ battlefield: [{ id: 'p1', card: sorcerer, controller: 'bob' }] });
    expect(
      rule({ state, action: { type: 'activate', player: 'alice', source: 'p1', ability: 0, targets: ['bob'] } }).violations[0],
    ).toMatchObject({ rule: '602.2' });
    const own = board({ battlefield: [{ id: 'p1', card: sorcerer, controller: 'alice' }] });
    expect(rule({ state: own, action: { type: 'activate', player: 'alice', source: 'p1', ability: 3 } }).violations[0]).toMatchObject({
      code: 'NO_SUCH_ABILITY',
    });
  });

  it('605.3b: a mana ability does not use the stack; the mana is in the pool at once', () => {
    const state = board({ battlefield: [{ id: 'e1', card: elves, controller: 'alice' }] });
    const a = rule({ state, action: { type: 'activate', player: 'alice', source: 'e1', ability: 0 } });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].manaPool).toBe('{G}');
    expect(cited(a)).toContain('605.3b');
  });

  it('a pump ability paid with {R} lasts until end of turn (613.4c)', () => {
    const state = board({
      battlefield: [
        { id: 'f1', card: breather, controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
      ],
    });
    const a = rule({
      state,
      actions: [
        { type: 'activate', player: 'alice', source: 'f1', ability: 0 },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.state.battlefield[0].characteristics).toMatchObject({ power: 3, toughness: 2 });
    expect(a.state.battlefield[1].tapped).toBe(true);
  });

  it('602.5d: "activate only as a sorcery" is refused on the opponent\'s turn', () => {
    const state = board({
      battlefield: [
        { id: 't1', card: trainer, controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
      ],
      turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' },
    });
    const a = rule({ state, action: { type: 'activate', player: 'alice', source: 't1', ability: 0 } });
    expect(a.violations[0]).toMatchObject({ code: 'SORCERY_SPEED', rule: '602.5d' });
  });

  it('an ability whose source has text the engine does not understand is refused as UNSUPPORTED_CARD', () => {
    const odd = { ...sorcerer, text: '{T}: Untap target land you control. Clash with an opponent.' };
    const outcome = run({
      state: board({ battlefield: [{ id: 'p1', card: odd, controller: 'alice' }] }),
      action: { type: 'pass', player: 'alice' },
    });
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });
});

describe('602.2a, CONTRACT §2: a later action of a list names an ability an earlier one put on the stack', () => {
  const counterspell = { name: 'Counterspell', manaCost: '{U}{U}', types: ['Instant'], text: 'Counter target spell.' };
  const islands = [
    { id: 'i1', card: 'Island', controller: 'bob' },
    { id: 'i2', card: 'Island', controller: 'bob' },
  ];
  const state = board(
    { battlefield: [{ id: 'p1', card: sorcerer, controller: 'alice' }, ...islands] },
    {},
    { hand: [{ id: 'cs', card: counterspell }] },
  );
  const activate = { type: 'activate', player: 'alice', source: 'p1', ability: 0, targets: ['bob'] };

  it('115.1: Counterspell naming the ability p1.ability.0 is judged: an ability is not a spell, so the target is illegal', () => {
    const a = rule({
      state,
      actions: [activate, { type: 'pass', player: 'alice' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['p1.ability.0'] }],
    });
    expect(a.legal).toBe(false);
    expect(a.failedAction).toBe(2);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
    // 733.1: the board before the cast: the ability waits on the stack, bob holds priority and his Counterspell.
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'p1.ability.0', ability: { source: 'p1', index: 0 }, targets: ['bob'] })]);
    expect(a.state.turn.priority).toBe('bob');
    expect(a.state.players[1].hand).toEqual([expect.objectContaining({ id: 'cs' })]);
  });

  it('an ability id nothing created is a 422 UNKNOWN_OBJECT, naming the field', () => {
    const out = run({
      state,
      actions: [activate, { type: 'pass', player: 'alice' }, { type: 'cast', player: 'bob', card: 'cs', targets: ['p1.ability.1'] }],
    });
    expect(out.kind).toBe('invalid');
    if (out.kind === 'invalid')
      expect(out.errors).toEqual([expect.objectContaining({ code: 'UNKNOWN_OBJECT', rule: '115.1', path: 'actions[2].targets[0]' })]);
  });
});
