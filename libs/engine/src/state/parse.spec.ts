import { parseBoard } from './parse';
import { serializeBoard } from './serialize';
import { board, testCatalog } from '../testing/test-catalog';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

describe('parseBoard', () => {
  it('fills in the defaults the rules give: 20 life (103.4), empty pool, no land played', () => {
    const r = parseBoard({ players: [{ id: 'alice' }, { id: 'bob' }] }, testCatalog);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.players[0]).toMatchObject({ life: 20, poison: 0, landsPlayedThisTurn: 0, maxHandSize: 7, lost: null });
    expect(r.value.turn).toEqual({
      number: 1,
      active: 'alice',
      step: 'first-main',
      priority: 'alice',
      passed: [],
      spellsCast: 0,
      spellsCastBy: {},
      spellsCastLastTurnBy: {},
    });
  });

  it('613.1f: an effect granting or removing a keyword the engine reads only where it is printed (exalted, flanking) is refused, not kept doing nothing', () => {
    const effect = (keyword: string) => ({ id: 'e1', kind: 'add-keyword', keyword, affects: ['b1'], controller: 'alice', timestamp: 2 });
    const withEffect = (keyword: string) =>
      board({ battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'alice' }], effects: [effect(keyword)] });
    for (const keyword of ['exalted', 'flanking', 'bushido 1', 'prowess']) {
      const r = parseBoard(withEffect(keyword), testCatalog);
      expect(r.ok ? [] : r.errors).toEqual([
        expect.objectContaining({ code: 'UNSUPPORTED_EFFECT', rule: '613.1f', path: 'state.effects[0].keyword' }),
      ]);
    }
    for (const keyword of ['flying', 'protection from red', 'banding']) expect(parseBoard(withEffect(keyword), testCatalog).ok).toBe(true);
  });

  it('613.1f: an add-ability effect keeps a quoted ability the engine understands and refuses another', () => {
    const withText = (text: string) =>
      board({
        battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'alice' }],
        effects: [{ id: 'e1', kind: 'add-ability', text, affects: ['b1'], controller: 'alice', timestamp: 2 }],
      });
    const ok = parseBoard(withText('Whenever this creature attacks, put a +1/+1 counter on it.'), testCatalog);
    expect(ok.ok && ok.value.effects[0].text).toBe('Whenever this creature attacks, put a +1/+1 counter on it.');
    if (ok.ok) expect(serializeBoard(ok.value).effects[0]).toMatchObject({ kind: 'add-ability', text: expect.any(String) });
    const r = parseBoard(
      withText("This creature's power and toughness are each equal to the number of creature cards in your graveyard."),
      testCatalog,
    );
    expect(r.ok ? [] : r.errors).toEqual([
      expect.objectContaining({ code: 'UNSUPPORTED_EFFECT', rule: '613.1f', path: 'state.effects[0].text' }),
    ]);
  });

  it('gives generated ids by position, the same for the same board', () => {
    const raw = board({}, { hand: ['Forest', { id: 'x', card: 'Mountain' }, 'Island'] });
    const a = parseBoard(raw, testCatalog);
    const b = parseBoard(raw, testCatalog);
    if (!a.ok || !b.ok) throw new Error('expected boards');
    expect(a.value.players[0].hand.map((o) => o.id)).toEqual(['alice.hand.0', 'x', 'alice.hand.2']);
    expect(JSON.stringify(serializeBoard(a.value))).toBe(JSON.stringify(serializeBoard(b.value)));
  });

  it('never hands out a generated id a client already used', () => {
    const r = parseBoard(board({}, { hand: ['Forest', { id: 'alice.hand.0', card: 'Island' }] }), testCatalog);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const ids = r.value.players[0].hand.map((o) => o.id);
    expect(new Set(ids).size).toBe(2);
    expect(ids[1]).toBe('alice.hand.0');
  });

  it('accepts a card by its French name', () => {
    const r = parseBoard(board({}, { hand: ['forêt'] }), testCatalog);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value.players[0].hand[0].card?.name).toBe('Forest');
  });

  it('collects every error at once, shape and rules, each with its path', () => {
    const r = parseBoard(
      {
        players: [
          { id: 'alice', life: 'twenty', hand: ['No Such Card'] },
          { id: 'bob', manaPool: '{Q}' },
        ],
        battlefield: [
          { id: 'b1', card: 'Grizzly Bears', controller: 'carol' },
          { id: 'b1', card: 'Lightning Bolt', controller: 'alice' },
        ],
        turn: { step: 'lunch' },
        surprise: true,
      },
      testCatalog,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const byPath = Object.fromEntries(r.errors.map((e) => [e.path, e]));
    expect(byPath['state.players[0].life'].kind).toBe('shape');
    expect(byPath['state.players[0].hand[0].card']).toMatchObject({ code: 'UNKNOWN_CARD', rule: '108.1' });
    expect(byPath['state.players[1].manaPool'].kind).toBe('shape');
    expect(byPath['state.battlefield[0].controller']).toMatchObject({ code: 'UNKNOWN_PLAYER', rule: '102.1' });
    expect(byPath['state.battlefield[1]']).toMatchObject({ code: 'DUPLICATE_ID', rule: '400.1' });
    expect(byPath['state.battlefield[1].card']).toMatchObject({ code: 'NOT_A_PERMANENT', rule: '110.4' });
    expect(byPath['state.turn.step'].kind).toBe('shape');
    expect(byPath['state.surprise']).toMatchObject({ code: 'UNKNOWN_FIELD' });
  });

  it('refuses negative counters and damage (107.1b) and priority in the untap step (502.4)', () => {
    const r = parseBoard(
      board({
        battlefield: [{ id: 'b1', card: 'Grizzly Bears', controller: 'alice', damage: -1, counters: { '+1/+1': -2 } }],
        turn: { number: 3, active: 'alice', step: 'untap', priority: 'alice' },
      }),
      testCatalog,
    );
    if (r.ok) throw new Error('expected errors');
    expect(r.errors.map((e) => e.rule).sort()).toEqual(['107.1b', '107.1b', '502.4']);
  });

  it('refuses a board of one player (100.1) and, for now, of three (multiplayer is not supported)', () => {
    const one = parseBoard({ players: [{ id: 'alice' }] }, testCatalog);
    const three = parseBoard({ players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }, testCatalog);
    expect(!one.ok && one.errors[0]).toMatchObject({ rule: '100.1' });
    expect(!three.ok && three.errors[0]).toMatchObject({ code: 'UNSUPPORTED_MULTIPLAYER' });
  });

  it('serializes back to a canonical board that parses to the same bytes', () => {
    const raw = board(
      {
        battlefield: [
          { id: 'f1', card: 'Forest', controller: 'alice', tapped: true },
          {
            id: 'b1',
            card: { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, text: 'Haste' },
            controller: 'bob',
            counters: { '+1/+1': 1 },
            damage: 1,
          },
        ],
        effects: [
          {
            id: 'e1',
            kind: 'modify-pt',
            power: 3,
            toughness: 3,
            affects: ['b1'],
            controller: 'bob',
            timestamp: 5,
            duration: 'until-end-of-turn',
          },
        ],
      },
      { manaPool: { R: 2 }, hand: ['Forest', { hidden: true }], graveyard: ['Lightning Bolt'] },
      { hand: { count: 2 }, library: ['Island', { hidden: true }] },
    );
    const first = parseBoard(raw, testCatalog);
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    const once = serializeBoard(first.value);
    const second = parseBoard(JSON.parse(JSON.stringify(once)), testCatalog);
    if (!second.ok) throw new Error(JSON.stringify(second.errors));
    expect(JSON.stringify(serializeBoard(second.value))).toBe(JSON.stringify(once));
    expect(once.players[0].manaPool).toBe('{R}{R}');
    expect(once.players[1].hand).toEqual({ count: 2 });
    expect(once.players[1].library).toEqual([{ id: 'bob.library.0', card: 'Island' }, { hidden: true }]);
    // 613.4c: counters and the +3/+3 effect both modify the printed 2/2.
    expect(once.battlefield[1].characteristics).toMatchObject({ power: 6, toughness: 6, abilities: ['Haste'], colors: ['G'] });
  });
});

describe('a card text too long to read', () => {
  const { catalog, adjudicate, board } = damageAndTriggerBoards;

  it('long card text is refused at once, not parsed for minutes', () => {
    const outcome = adjudicate(
      {
        state: board({
          battlefield: [{ id: 'x', card: { name: 'X', types: ['Enchantment'], text: ' '.repeat(80000) }, controller: 'alice' }],
        }),
        actions: [],
      },
      catalog,
    );
    expect(outcome).toMatchObject({ kind: 'invalid', errors: [{ code: 'INVALID_FIELD', path: 'state.battlefield[0].card.text' }] });
  });
});
