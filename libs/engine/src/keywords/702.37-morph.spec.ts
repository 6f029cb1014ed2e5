import { adjudicate } from '../adjudicate';
import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/** Current Oracle texts. */
const sanctifier = defineCard({
  name: 'Daru Sanctifier',
  manaCost: '{3}{W}',
  types: ['Creature'],
  subtypes: ['Human', 'Cleric'],
  power: '1',
  toughness: '4',
  text: 'Morph {1}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)\nWhen Daru Sanctifier is turned face up, destroy target enchantment.',
});
const exterminator = defineCard({
  name: 'Aphetto Exterminator',
  manaCost: '{2}{B}',
  types: ['Creature'],
  subtypes: ['Human', 'Wizard'],
  power: '3',
  toughness: '1',
  text: 'Morph {3}{B}\nWhen Aphetto Exterminator is turned face up, target creature gets -3/-3 until end of turn.',
});
const counterspell = defineCard({ name: 'Counterspell', manaCost: '{U}{U}', types: ['Instant'], text: 'Counter target spell.' });
const anthem = defineCard({
  name: 'Glorious Anthem',
  manaCost: '{1}{W}{W}',
  types: ['Enchantment'],
  text: 'Creatures you control get +1/+1.',
});
const pacifism = defineCard({
  name: 'Test Aura',
  manaCost: '{W}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nEnchanted creature gets +0/+2.',
});
/** Test cards: a flier with morph and flash; a megamorph; a creature whose abilities look at entering and dying. */
const flier = defineCard({
  name: 'Test Flier',
  manaCost: '{1}{U}',
  types: ['Creature'],
  subtypes: ['Bird'],
  power: '1',
  toughness: '1',
  text: 'Flash\nFlying\nMorph {2}',
});
const mega = defineCard({
  name: 'Test Megamorph',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Elf'],
  power: '2',
  toughness: '1',
  text: 'Megamorph {1}{G}',
});
const watcher = defineCard({
  name: 'Test Watcher',
  manaCost: '{2}{B}',
  types: ['Creature'],
  subtypes: ['Zombie'],
  power: '2',
  toughness: '2',
  text: 'When Test Watcher enters, you gain 2 life.\nWhen Test Watcher dies, you gain 3 life.\nMorph {B}',
});
const unsummon = defineCard({ name: 'Unsummon', manaCost: '{U}', types: ['Instant'], text: "Return target creature to its owner's hand." });
const exile = defineCard({ name: 'Test Exile', manaCost: '{W}', types: ['Instant'], text: 'Exile target creature.' });
const catalog = new InMemoryCatalog([
  unsummon,
  exile,
  sanctifier,
  exterminator,
  counterspell,
  anthem,
  pacifism,
  flier,
  mega,
  watcher,
  ...['Island', 'Forest', 'Plains', 'Swamp', 'Mountain', 'Grizzly Bears', 'Lightning Bolt'].map(
    (n) => testCatalog.find(n) ?? defineCard({ name: n, supertypes: ['Basic'], types: ['Land'], subtypes: [n] }),
  ),
]);
const answer = rulingsWith(catalog);
const lands = (name: string, n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${name[0].toLowerCase()}${controller[0]}${i}`, card: name, controller }));
const faceDownCharacteristics = {
  name: '',
  manaCost: '',
  colors: [],
  supertypes: [],
  types: ['Creature'],
  subtypes: [],
  power: 2,
  toughness: 2,
  loyalty: null,
  abilities: [],
};
const permanent = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);

describe('702.37 morph', () => {
  it('702.37a-b: morph and megamorph with mana costs are understood; other morph costs are not', () => {
    expect(compileCard(sanctifier).support).toBe('full');
    expect(compileCard(mega).abilities).toContainEqual({ kind: 'morph', cost: '{1}{G}', mega: true, text: 'Megamorph {1}{G}' });
    expect(compileCard(defineCard({ name: 'X', types: ['Creature'], text: 'Morph—Pay 5 life.' })).support).toBe('none');
    // 702.37f: a morph cost with X is not understood yet.
    expect(compileCard(defineCard({ name: 'Y', types: ['Creature'], text: 'Morph {X}{B}{B}' })).support).toBe('none');
  });

  it('708.2a: a face-down permanent is a 2/2 creature with no name, text, subtypes or mana cost, and colorless; the board still names its card', () => {
    const state = board({ battlefield: [{ id: 'fd', card: 'Daru Sanctifier', controller: 'alice', faceDown: true }] });
    const a = answer({ state, action: { type: 'pass', player: 'alice' } });
    expect(permanent(a, 'fd')).toMatchObject({ card: 'Daru Sanctifier', faceDown: true, characteristics: faceDownCharacteristics });
  });

  it('708.2, 613: the face-down characteristics are where the layers start; other effects still apply', () => {
    const state = board({
      battlefield: [
        { id: 'fd', card: 'Test Flier', controller: 'alice', faceDown: true, counters: { '+1/+1': 1 } },
        { id: 'ga', card: 'Glorious Anthem', controller: 'alice' },
      ],
    });
    const a = answer({ state, action: { type: 'pass', player: 'alice' } });
    // 2/2, +1/+1 counter (613.4c), anthem (613.4c): no flying, no flash, not a Bird, colorless.
    expect(permanent(a, 'fd')?.characteristics).toEqual({ ...faceDownCharacteristics, power: 4, toughness: 4 });
  });

  it('702.37c, 708.4: cast face down for {3} as a 2/2 creature spell; it resolves into a face-down permanent', () => {
    const state = board({ battlefield: lands('Plains', 3) }, { hand: [{ id: 'ds', card: 'Daru Sanctifier' }] });
    const onStack = answer({ state, action: { type: 'cast', player: 'alice', card: 'ds', faceDown: true } });
    expect(onStack.legal).toBe(true);
    expect(onStack.state.stack[0]).toMatchObject({
      id: 'ds',
      card: 'Daru Sanctifier',
      faceDown: true,
      characteristics: faceDownCharacteristics,
    });
    expect(onStack.state.battlefield.filter((o) => o.tapped)).toHaveLength(3);
    expect(cited(onStack)).toEqual(expect.arrayContaining(['702.37c', '601.2a', '601.2f', '601.2h', '601.2i']));
    expect(onStack.trace.find((t) => t.rule === '601.2f' && t.event === 'totalCost')?.text).toContain('{3}');
    const resolved = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'ds', faceDown: true }, ...passes(2)] });
    expect(permanent(resolved, 'ds')).toMatchObject({
      card: 'Daru Sanctifier',
      faceDown: true,
      summoningSick: true,
      characteristics: faceDownCharacteristics,
    });
    expect(cited(resolved)).toEqual(expect.arrayContaining(['608.3', '708.4']));
  });

  it('708.3: a card cast face down enters without its enters-the-battlefield abilities', () => {
    const state = board({ battlefield: lands('Swamp', 3) }, { hand: [{ id: 'w', card: 'Test Watcher' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'w', faceDown: true }, ...passes(2)] });
    expect(a.state.players[0].life).toBe(20);
    expect(a.state.pending).toEqual([]);
  });

  it('702.37c: the face-down spell pays {3}, not its mana cost: two lands are not enough', () => {
    const state = board({ battlefield: lands('Plains', 2) }, { hand: [{ id: 'ds', card: 'Daru Sanctifier' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'ds', faceDown: true } }).violations[0]).toMatchObject({
      rule: '601.2h',
    });
  });

  it('702.37d: a card without morph cannot be cast face down', () => {
    const state = board({ battlefield: lands('Forest', 3) }, { hand: [{ id: 'gb', card: 'Grizzly Bears' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 'gb', faceDown: true } }).violations[0]).toMatchObject({
      code: 'NO_MORPH',
      rule: '702.37d',
    });
  });

  it('118.9a: casting face down is an alternative cost: not with flashback too', () => {
    const state = board({ battlefield: lands('Plains', 3) }, { hand: [{ id: 'ds', card: 'Daru Sanctifier' }] });
    expect(
      answer({ state, action: { type: 'cast', player: 'alice', card: 'ds', faceDown: true, alternativeCost: 'flashback' } }).violations[0],
    ).toMatchObject({ rule: '118.9a' });
  });

  it('708.4: the face-down spell has no flash: only at sorcery speed, though the card itself has flash', () => {
    const state = board(
      { battlefield: lands('Island', 3, 'bob'), turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } },
      {},
      { hand: [{ id: 'tf', card: 'Test Flier' }] },
    );
    expect(answer({ state, action: { type: 'cast', player: 'bob', card: 'tf', faceDown: true } }).violations[0]).toMatchObject({
      code: 'NOT_YOUR_TURN',
      rule: '302.1',
    });
    expect(answer({ state, action: { type: 'cast', player: 'bob', card: 'tf' } }).legal).toBe(true);
  });

  it('702.37e, 116.3, 708.8: turned face up for its morph cost, without the stack; it keeps counters, damage and attachments; its controller keeps priority', () => {
    const state = board({
      battlefield: [
        ...lands('Swamp', 4),
        { id: 'fd', card: 'Aphetto Exterminator', controller: 'alice', faceDown: true, counters: { '+1/+1': 1 }, damage: 1 },
        { id: 'au', card: 'Test Aura', controller: 'alice', attachedTo: 'fd' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      ],
    });
    const a = answer({ state, action: { type: 'specialAction', player: 'alice', kind: 'turnFaceUp', object: 'fd' } });
    expect(a.legal).toBe(true);
    // 3/1 printed, +1/+1 counter, +0/+2 from the Aura: 4/4 with 1 damage.
    expect(permanent(a, 'fd')).toMatchObject({
      card: 'Aphetto Exterminator',
      faceDown: false,
      counters: { '+1/+1': 1 },
      damage: 1,
      characteristics: { name: 'Aphetto Exterminator', power: 4, toughness: 4, colors: ['B'] },
    });
    expect(permanent(a, 'au')?.attachedTo).toBe('fd');
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(4);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.37e', '708.8', '601.2h']));
    // "When ... is turned face up" triggers (its only legal target has... two creatures: a choice).
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseTargets' });
  });

  it('702.37e: the "turned face up" trigger goes on the stack; the player who turned it face up receives priority (116.3)', () => {
    const state = board({
      battlefield: [
        ...lands('Plains', 2),
        { id: 'fd', card: 'Daru Sanctifier', controller: 'alice', faceDown: true },
        { id: 'ga', card: 'Glorious Anthem', controller: 'bob' },
      ],
    });
    const a = answer({ state, action: { type: 'specialAction', player: 'alice', kind: 'turnFaceUp', object: 'fd' } });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([expect.objectContaining({ ability: { source: 'fd', index: 0, triggered: true }, targets: ['ga'] })]);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    expect(cited(a)).toContain('116.3');
    const resolved = answer({
      state,
      actions: [{ type: 'specialAction', player: 'alice', kind: 'turnFaceUp', object: 'fd' }, ...passes(2)],
    });
    expect(resolved.state.players[1].graveyard).toEqual([{ id: 'ga', card: 'Glorious Anthem' }]);
  });

  it('708.8: turning face up does not trigger its enters-the-battlefield abilities', () => {
    const state = board({ battlefield: [...lands('Swamp', 1), { id: 'w', card: 'Test Watcher', controller: 'alice', faceDown: true }] });
    const a = answer({ state, action: { type: 'specialAction', player: 'alice', kind: 'turnFaceUp', object: 'w' } });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(a.state.players[0].life).toBe(20);
  });

  it('702.37b: megamorph puts a +1/+1 counter on it as it is turned face up', () => {
    const state = board({ battlefield: [...lands('Forest', 2), { id: 'm', card: 'Test Megamorph', controller: 'alice', faceDown: true }] });
    const a = answer({ state, action: { type: 'specialAction', player: 'alice', kind: 'turnFaceUp', object: 'm' } });
    expect(permanent(a, 'm')).toMatchObject({ counters: { '+1/+1': 1 }, characteristics: { power: 3, toughness: 2 } });
    expect(cited(a)).toContain('702.37b');
  });

  it('702.37e: who may turn it face up, and when', () => {
    const fd = { id: 'fd', card: 'Daru Sanctifier', controller: 'alice', faceDown: true };
    const turnUp = (player: string, object = 'fd') => ({ type: 'specialAction', player, kind: 'turnFaceUp', object });
    const withMana = board({
      battlefield: [...lands('Plains', 2), ...lands('Plains', 2, 'bob'), fd, { id: 'up', card: 'Daru Sanctifier', controller: 'alice' }],
    });
    expect(answer({ state: withMana, action: turnUp('bob') }).violations[0]).toMatchObject({ code: 'NO_PRIORITY', rule: '116.2b' });
    const bobsPriority = { ...withMana, turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } };
    expect(answer({ state: bobsPriority, action: turnUp('bob') }).violations[0]).toMatchObject({ code: 'NOT_CONTROLLER', rule: '702.37e' });
    expect(answer({ state: withMana, action: turnUp('alice', 'up') }).violations[0]).toMatchObject({
      code: 'NOT_FACE_DOWN',
      rule: '702.37e',
    });
    // Face down by other means (a Grizzly Bears has no morph cost): it cannot be turned face up this way.
    const bears = board({ battlefield: [...lands('Plains', 2), { id: 'gb', card: 'Grizzly Bears', controller: 'alice', faceDown: true }] });
    expect(answer({ state: bears, action: turnUp('alice', 'gb') }).violations[0]).toMatchObject({ code: 'NO_MORPH_COST', rule: '702.37e' });
    const poor = board({ battlefield: [...lands('Plains', 1), fd] });
    expect(answer({ state: poor, action: turnUp('alice') }).violations[0]).toMatchObject({ rule: '601.2h' });
    // At instant speed, with a spell on the stack: any time its controller has priority.
    const withStack = { ...withMana, stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['bob'] }] };
    expect(answer({ state: withStack, action: turnUp('alice') }).legal).toBe(true);
  });

  it('702.37e: a face-down permanent that has lost all its abilities is not judged (refused, never guessed)', () => {
    const state = board({
      battlefield: [...lands('Plains', 2), { id: 'fd', card: 'Daru Sanctifier', controller: 'alice', faceDown: true }],
      effects: [
        {
          id: 'e1',
          kind: 'lose-abilities',
          power: 0,
          toughness: 0,
          affects: ['fd'],
          source: null,
          controller: 'bob',
          timestamp: 9,
          duration: 'until-end-of-turn',
        },
      ],
    });
    expect(
      adjudicate({ state, action: { type: 'specialAction', player: 'alice', kind: 'turnFaceUp', object: 'fd' } }, catalog),
    ).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ACTION' });
  });

  it('708.9: a face-down permanent leaving the battlefield is revealed; 603.10a: it had no "dies" ability as it left', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 1), { id: 'w', card: 'Test Watcher', controller: 'alice', faceDown: true }] },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'lb', targets: ['w'] }, ...passes(2)] });
    expect(a.state.players[0].graveyard).toEqual([
      { id: 'lb', card: 'Lightning Bolt' },
      { id: 'w', card: 'Test Watcher' },
    ]);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5g', '708.9']));
  });

  it('708.9: a face-down permanent returned to its hand or exiled by a spell is revealed as it moves', () => {
    for (const [spell, land, zone] of [
      ['Unsummon', 'Island', 'hand'],
      ['Test Exile', 'Plains', 'exile'],
    ] as const) {
      const state = board(
        { battlefield: [...lands(land, 1, 'bob'), { id: 'w', card: 'Test Watcher', controller: 'alice', faceDown: true }] },
        {},
        { hand: [{ id: 's', card: spell }] },
      );
      const a = answer({
        state: { ...state, turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' } },
        actions: [
          { type: 'cast', player: 'bob', card: 's', targets: ['w'] },
          { type: 'pass', player: 'bob' },
          { type: 'pass', player: 'alice' },
        ],
      });
      expect(a.violations).toEqual([]);
      expect(zone === 'hand' ? a.state.players[0].hand : a.state.exile).toContainEqual(
        expect.objectContaining({ id: 'w', card: 'Test Watcher' }),
      );
      expect(a.trace.find((t) => t.rule === '708.9')?.text).toContain('Test Watcher');
    }
  });

  it('708.9: a countered face-down spell is revealed as it goes to the graveyard', () => {
    const state = board(
      { battlefield: [...lands('Plains', 3), ...lands('Island', 2, 'bob')] },
      { hand: [{ id: 'ds', card: 'Daru Sanctifier' }] },
      { hand: [{ id: 'cs', card: 'Counterspell' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'ds', faceDown: true },
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'cs', targets: ['ds'] },
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].graveyard).toEqual([{ id: 'ds', card: 'Daru Sanctifier' }]);
    expect(cited(a)).toContain('708.9');
  });

  it('the wire: a face-down spell on the stack reads back; bad fields are named', () => {
    const state = board({ stack: [{ id: 'ds', card: 'Daru Sanctifier', controller: 'alice', faceDown: true }] });
    const a = answer({ state, actions: passes(2) });
    expect(permanent(a, 'ds')).toMatchObject({ faceDown: true, characteristics: faceDownCharacteristics });
    const bad = adjudicate({ state: board(), action: { type: 'cast', player: 'alice', card: 'x', faceDown: 'yes' } }, catalog);
    expect(bad).toMatchObject({ kind: 'invalid', errors: [expect.objectContaining({ path: 'action.faceDown' })] });
    const badKind = adjudicate({ state: board(), action: { type: 'specialAction', player: 'alice', kind: 'plot', object: 'x' } }, catalog);
    expect(badKind).toMatchObject({ kind: 'invalid', errors: [expect.objectContaining({ path: 'action.kind' })] });
    const noObject = adjudicate(
      { state: board(), action: { type: 'specialAction', player: 'alice', kind: 'turnFaceUp', object: 'nope' } },
      catalog,
    );
    expect(noObject).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'UNKNOWN_OBJECT', path: 'action.object' })],
    });
  });

  it('legal actions list the face-down cast and turning face up', () => {
    const state = board(
      { battlefield: [...lands('Plains', 3), { id: 'fd', card: 'Daru Sanctifier', controller: 'alice', faceDown: true }] },
      { hand: [{ id: 'ds', card: 'Daru Sanctifier' }] },
    );
    const listed = legalActionsFor(state, catalog);
    const actions = listed.ok ? listed.value.actions.map((x) => x.action) : [];
    expect(actions).toContainEqual({ type: 'cast', player: 'alice', card: 'ds', faceDown: true });
    expect(actions).toContainEqual({ type: 'specialAction', player: 'alice', kind: 'turnFaceUp', object: 'fd' });
    expect(listed.ok && listed.value.notPayable).toContainEqual({ type: 'cast', player: 'alice', card: 'ds' });
  });
});
