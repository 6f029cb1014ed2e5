import type { Answer } from '../adjudicate';
import { render } from '../trace/message';
import { board, cited } from '../testing/test-catalog';
import { ids, lands, passes, perm } from '../testing/spell-cards';
import { effect, GOBLIN_LORD, onField, ptOf, ruleStatic, runStatic, zoneOf } from '../testing/static-cards';
import * as staticAndAuraCards from '../testing/static-and-aura-cards';

/**
 * 604 static abilities, 611.3 the continuous effects they generate, and 613 the layers those
 * effects apply in: anthems and lords (layer 7c), read at every moment on whatever matches
 * (611.3a), for as long as the source is on the battlefield and has the ability (604.2, 611.3b);
 * rule-modifying ones (613.11): "can't block" (509.1b) and "you may play an additional land"
 * (305.2). Each case gives a board, the verdict, the board out with its `characteristics`, and
 * the rules cited.
 */

const cast = (card: string, more: Record<string, unknown> = {}, player = 'alice') => ({ type: 'cast', player, card, ...more });
const playLand = (card: string, player = 'alice') => ({ type: 'playLand', player, card });
/** The board as it is, the engine only carrying it to the next decision. */
const look = (battlefield: unknown[], more: Record<string, unknown> = {}): Answer =>
  ruleStatic({ state: board({ battlefield, ...more }), actions: [] });

describe('604.1, 611.3a: anthems ("Creatures you control get +1/+1")', () => {
  it("Glorious Anthem: alice's creatures get +1/+1 (layer 7c); bob's creatures and the enchantment itself are unchanged", () => {
    const a = look([
      perm('ga', 'Glorious Anthem', 'alice'),
      perm('b1', 'Grizzly Bears', 'alice'),
      perm('l1', 'Savannah Lions', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
    ]);
    expect(ptOf(a, 'b1')).toEqual([3, 3]);
    expect(ptOf(a, 'l1')).toEqual([3, 2]);
    expect(ptOf(a, 'x1')).toEqual([2, 2]);
    expect(onField(a, 'ga')?.characteristics).toMatchObject({
      types: ['Enchantment'],
      power: null,
      toughness: null,
      abilities: ['Creatures you control get +1/+1.'],
    });
    // The printed card is not changed: only its characteristics are.
    expect(onField(a, 'b1')?.card).toBe('Grizzly Bears');
  });

  it('two anthems each apply: +2/+2', () => {
    const a = look([perm('ga', 'Glorious Anthem', 'alice'), perm('gb', 'Glorious Anthem', 'alice'), perm('b1', 'Grizzly Bears', 'alice')]);
    expect(ptOf(a, 'b1')).toEqual([4, 4]);
  });

  it('611.3a, 611.3c: a creature that enters later gets the bonus as it enters (Grizzly Bears cast under Glorious Anthem is 3/3)', () => {
    const state = board(
      { battlefield: [perm('ga', 'Glorious Anthem', 'alice'), ...lands('Forest', 'f', 2)] },
      { hand: [{ id: 'h1', card: 'Grizzly Bears' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'h1')).toMatchObject({ controller: 'alice', summoningSick: true });
    expect(ptOf(a, 'h1')).toEqual([3, 3]);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2a', '601.2h', '608.3']));
  });

  it('109.2: "creatures" means creature permanents: a Grizzly Bears spell on the stack is still 2/2', () => {
    const state = board(
      { battlefield: [perm('ga', 'Glorious Anthem', 'alice'), ...lands('Forest', 'f', 2)] },
      { hand: [{ id: 'h1', card: 'Grizzly Bears' }] },
    );
    const a = ruleStatic({ state, action: cast('h1') });
    expect(a.state.stack).toEqual([
      expect.objectContaining({ id: 'h1', characteristics: expect.objectContaining({ power: 2, toughness: 2 }) }),
    ]);
  });

  it("the bonus follows control: a creature bob controls gets nothing from alice's anthem, even one alice owns", () => {
    const a = look([perm('ga', 'Glorious Anthem', 'alice'), perm('x1', 'Grizzly Bears', 'bob', { owner: 'alice' })]);
    expect(ptOf(a, 'x1')).toEqual([2, 2]);
  });

  it('604.2, 611.3b: the effect stops when its source leaves the battlefield (Boomerang on Glorious Anthem)', () => {
    const state = board(
      { battlefield: [perm('ga', 'Glorious Anthem', 'alice'), perm('b1', 'Grizzly Bears', 'alice'), ...lands('Island', 'i', 2)] },
      { hand: [{ id: 'h1', card: 'Boomerang' }] },
    );
    const before = ruleStatic({ state, action: cast('h1', { targets: ['ga'] }) });
    expect(ptOf(before, 'b1')).toEqual([3, 3]);
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['ga'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'ga')).toBe('hand');
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
  });

  it('611.3b, 704.5g: a creature kept alive only by a lord dies once the lord dies (Lightning Bolt on Benalish Marshal)', () => {
    const state = board(
      {
        battlefield: [
          perm('bm', 'Benalish Marshal', 'alice'),
          perm('b1', 'Grizzly Bears', 'alice', { damage: 2 }),
          perm('m1', 'Mountain', 'bob'),
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    // Before: a 3/3 with 2 damage marked survives.
    expect(ptOf(look(state.battlefield as unknown[]), 'b1')).toEqual([3, 3]);
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['bm'] }, 'bob'), ...passes(2, 'bob', 'alice')] });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'bm')).toBe('graveyard');
    // 704.3: in the first check the Marshal is still there (the Bears are 3/3, 2 damage: not lethal); once it is gone the
    // check repeats, and the Bears, 2/2 with 2 damage, die (704.5g).
    expect(zoneOf(a, 'b1')).toBe('graveyard');
    const deaths = a.trace.filter((t) => t.rule === '704.5g').map((t) => t.objects);
    expect(deaths).toEqual([['bm'], ['b1']]);
  });
});

describe('611.3a: color-based anthems read the colors the creatures have now', () => {
  const field = [
    perm('hp', 'Honor of the Pure', 'alice'),
    perm('l1', 'Savannah Lions', 'alice'),
    perm('b1', 'Grizzly Bears', 'alice'),
    perm('x1', 'Savannah Lions', 'bob'),
  ];

  it('Honor of the Pure: only white creatures alice controls', () => {
    const a = look(field);
    expect(ptOf(a, 'l1')).toEqual([3, 2]);
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(ptOf(a, 'x1')).toEqual([2, 1]);
  });

  it('Crusade ("White creatures get +1/+1", no controller): every white creature, bob\'s included; the green one is unchanged', () => {
    const a = look([
      perm('cr', 'Crusade', 'alice'),
      perm('l1', 'Savannah Lions', 'alice'),
      perm('b1', 'Grizzly Bears', 'alice'),
      perm('x1', 'Savannah Lions', 'bob'),
    ]);
    expect(ptOf(a, 'l1')).toEqual([3, 2]);
    expect(ptOf(a, 'x1')).toEqual([3, 2]);
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
  });

  it('702.16: protection does not stop a static effect that neither targets, enchants, blocks nor deals damage: a white creature with protection from white still gets Crusade', () => {
    const a = look([perm('cr', 'Crusade', 'bob'), perm('l1', 'Savannah Lions', 'alice')], {
      effects: [effect('e1', 'add-keyword', ['l1'], 5, { keyword: 'protection from white', controller: 'alice' })],
    });
    expect(onField(a, 'l1')?.characteristics).toMatchObject({ power: 3, toughness: 2, abilities: ['Protection from white'] });
  });

  it('613.1e before 613.4c: a white creature made blue by Turn to Frog no longer gets Honor of the Pure, but still gets Glorious Anthem', () => {
    const state = board(
      { battlefield: [...field, perm('ga', 'Glorious Anthem', 'alice'), ...lands('Island', 'i', 2)] },
      { hand: [{ id: 'h1', card: 'Turn to Frog' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['l1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'l1')?.characteristics).toMatchObject({ colors: ['U'], subtypes: ['Frog'], power: 2, toughness: 2 });
    expect(ptOf(a, 'b1')).toEqual([3, 3]);
  });
});

describe('lords: "Other ... get +1/+1" (the source excludes itself)', () => {
  it("Benalish Marshal: itself 3/3, the other creatures alice controls +1/+1, bob's unchanged", () => {
    const a = look([perm('bm', 'Benalish Marshal', 'alice'), perm('b1', 'Grizzly Bears', 'alice'), perm('x1', 'Grizzly Bears', 'bob')]);
    expect(ptOf(a, 'bm')).toEqual([3, 3]);
    expect(ptOf(a, 'b1')).toEqual([3, 3]);
    expect(ptOf(a, 'x1')).toEqual([2, 2]);
  });

  it('two Benalish Marshals pump each other: 4/4 each; the Bears get both: 4/4', () => {
    const a = look([
      perm('bm', 'Benalish Marshal', 'alice'),
      perm('bn', 'Benalish Marshal', 'alice'),
      perm('b1', 'Grizzly Bears', 'alice'),
    ]);
    expect(ptOf(a, 'bm')).toEqual([4, 4]);
    expect(ptOf(a, 'bn')).toEqual([4, 4]);
    expect(ptOf(a, 'b1')).toEqual([4, 4]);
  });

  it('"Other Goblin creatures you control get +1/+1": alice\'s other Goblins only, not the lord, not her Bears, not bob\'s Goblin', () => {
    const a = look([
      perm('gl', GOBLIN_LORD, 'alice'),
      perm('g1', 'Raging Goblin', 'alice'),
      perm('g2', 'Hulking Goblin', 'alice'),
      perm('b1', 'Grizzly Bears', 'alice'),
      perm('x1', 'Raging Goblin', 'bob'),
    ]);
    expect(ptOf(a, 'gl')).toEqual([2, 2]);
    expect(ptOf(a, 'g1')).toEqual([2, 2]);
    expect(ptOf(a, 'g2')).toEqual([3, 3]);
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(ptOf(a, 'x1')).toEqual([1, 1]);
  });

  it('613.1d before 613.4c: a Goblin that Turn to Frog makes a Frog is no longer a Goblin, and the lord stops pumping it', () => {
    const state = board(
      { battlefield: [perm('gl', GOBLIN_LORD, 'alice'), perm('g2', 'Hulking Goblin', 'alice'), ...lands('Island', 'i', 2)] },
      { hand: [{ id: 'h1', card: 'Turn to Frog' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['g2'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'g2')?.characteristics).toMatchObject({ subtypes: ['Frog'], power: 1, toughness: 1, abilities: [] });
  });

  it('Goblin King, current Oracle "Other Goblins get +1/+1 and have mountainwalk.": a bare plural with "Other" (611.3a)', () => {
    const a = ruleStatic({
      state: board({
        battlefield: [perm('gk', 'Goblin King', 'alice'), perm('g1', 'Raging Goblin', 'alice'), perm('b1', 'Grizzly Bears', 'alice')],
      }),
      actions: [],
    });
    expect(ptOf(a, 'g1')).toEqual([2, 2]);
    expect(ptOf(a, 'gk')).toEqual([2, 2]);
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
    expect(JSON.stringify(onField(a, 'g1')?.characteristics?.abilities)).toContain('"Mountainwalk"');
    expect(JSON.stringify(onField(a, 'gk')?.characteristics?.abilities ?? [])).not.toContain('"Mountainwalk"');
  });

  describe('Shocker, "Whenever Shocker deals damage to a player, that player discards all the cards in their hand, then draws that many cards.": not understood', () => {
    it('on the battlefield, the board is refused as UNSUPPORTED_CARD (its text matters now), not ruled on with the text ignored', () => {
      const out = runStatic({ state: board({ battlefield: [perm('mm', 'Shocker', 'alice')] }), actions: [] });
      expect(out.kind).toBe('unsupported');
      if (out.kind === 'unsupported') {
        expect(out.code).toBe('UNSUPPORTED_CARD');
        expect(render(out.message)).toContain('then draws that many cards.');
      }
    });

    it('in a hand it does not matter: the board is ruled on; casting it is refused as UNSUPPORTED_CARD', () => {
      const state = board({ battlefield: lands('Mountain', 'm', 3) }, { hand: [{ id: 'h1', card: 'Shocker' }] });
      expect(runStatic({ state, actions: [] }).kind).toBe('answer');
      const out = runStatic({ state, action: cast('h1') });
      expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
    });

    it('with allowUnsupported, its text is ignored and said so', () => {
      const a = ruleStatic({ state: board({ battlefield: [perm('mm', 'Shocker', 'alice')] }), actions: [], allowUnsupported: true });
      expect(a.warnings?.join(' ')).toContain('Shocker');
      expect(ptOf(a, 'mm')).toEqual([1, 1]);
    });
  });
});

describe('613.4c: anthems, Giant Growth and counters all modify power and toughness in 7c, and add up', () => {
  it('Grizzly Bears with a +1/+1 counter, Glorious Anthem and Giant Growth: 2 + 1 + 1 + 3 = 7/7', () => {
    const state = board(
      {
        battlefield: [
          perm('ga', 'Glorious Anthem', 'alice'),
          perm('b1', 'Grizzly Bears', 'alice', { counters: { '+1/+1': 1 } }),
          perm('f1', 'Forest', 'alice'),
        ],
      },
      { hand: [{ id: 'h1', card: 'Giant Growth' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['b1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ptOf(a, 'b1')).toEqual([7, 7]);
    expect(onField(a, 'b1')?.counters).toEqual({ '+1/+1': 1 });
    expect(a.state.effects).toEqual([expect.objectContaining({ kind: 'modify-pt', power: 3, toughness: 3, affects: ['b1'] })]);
    expect(cited(a)).toContain('613.4c');
  });

  it('a -1/-1 counter, an anthem and a lord: 2 - 1 + 1 + 1 = 3/3', () => {
    const a = look([
      perm('ga', 'Glorious Anthem', 'alice'),
      perm('bm', 'Benalish Marshal', 'alice'),
      perm('b1', 'Grizzly Bears', 'alice', { counters: { '-1/-1': 1 } }),
    ]);
    expect(ptOf(a, 'b1')).toEqual([3, 3]);
    expect(ptOf(a, 'bm')).toEqual([4, 4]);
  });

  it('613.4b before 613.4c: Turn to Frog sets 1/1; the counter, the anthem and Giant Growth still add: 1 + 1 + 1 + 3 = 6/6', () => {
    const state = board(
      {
        battlefield: [
          perm('ga', 'Glorious Anthem', 'alice'),
          perm('b1', 'Grizzly Bears', 'alice', { counters: { '+1/+1': 1 } }),
          perm('f1', 'Forest', 'alice'),
          ...lands('Island', 'i', 2),
        ],
      },
      {
        hand: [
          { id: 'h1', card: 'Giant Growth' },
          { id: 'h2', card: 'Turn to Frog' },
        ],
      },
    );
    const a = ruleStatic({
      state,
      actions: [cast('h1', { targets: ['b1'] }), ...passes(2), cast('h2', { targets: ['b1'] }), ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(ptOf(a, 'b1')).toEqual([6, 6]);
  });
});

describe('613.1f: losing abilities (layer 6) comes before power and toughness (layer 7)', () => {
  it('a creature that lost all its abilities still gets an anthem from another source: Turn to Frog on Bears under Glorious Anthem is 2/2', () => {
    const state = board(
      { battlefield: [perm('ga', 'Glorious Anthem', 'alice'), perm('b1', 'Grizzly Bears', 'alice'), ...lands('Island', 'i', 2)] },
      { hand: [{ id: 'h1', card: 'Turn to Frog' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['b1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'b1')?.characteristics).toMatchObject({ subtypes: ['Frog'], colors: ['U'], abilities: [], power: 2, toughness: 2 });
  });

  it('an anthem whose source lost its abilities stops: Turn to Frog on Benalish Marshal, the Bears are 2/2 again and the Marshal 1/1', () => {
    const state = board(
      { battlefield: [perm('bm', 'Benalish Marshal', 'alice'), perm('b1', 'Grizzly Bears', 'alice'), ...lands('Island', 'i', 2)] },
      { hand: [{ id: 'h1', card: 'Turn to Frog' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['bm'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'bm')?.characteristics).toMatchObject({ abilities: [], power: 1, toughness: 1 });
    expect(ptOf(a, 'b1')).toEqual([2, 2]);
  });

  it('two Marshals, one frogged: it still gets +1/+1 from the other (2/2); the other no longer gets anything (3/3)', () => {
    const state = board(
      { battlefield: [perm('bm', 'Benalish Marshal', 'alice'), perm('bn', 'Benalish Marshal', 'alice'), ...lands('Island', 'i', 2)] },
      { hand: [{ id: 'h1', card: 'Turn to Frog' }] },
    );
    const a = ruleStatic({ state, actions: [cast('h1', { targets: ['bm'] }), ...passes(2)] });
    expect(ptOf(a, 'bm')).toEqual([2, 2]);
    expect(ptOf(a, 'bn')).toEqual([3, 3]);
  });

  it('a noncreature anthem that lost its abilities (a board-in effect) gives nothing, whatever the timestamps', () => {
    for (const ts of [0, 10]) {
      const a = look([perm('ga', 'Glorious Anthem', 'alice', { timestamp: 5 }), perm('b1', 'Grizzly Bears', 'alice', { timestamp: 6 })], {
        effects: [effect('e1', 'lose-abilities', ['ga'], ts)],
      });
      expect(onField(a, 'ga')?.characteristics.abilities).toEqual([]);
      expect(ptOf(a, 'b1')).toEqual([2, 2]);
    }
  });
});

describe('604.1, 613.11, 509.1b: "CARDNAME can\'t block" (Hulking Goblin)', () => {
  const field = [perm('a1', 'Hill Giant', 'alice'), perm('x1', 'Hulking Goblin', 'bob'), perm('x2', 'Grizzly Bears', 'bob')];
  const combat = { turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } };
  const toBlocks = [...passes(2), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'a1', attacking: 'bob' }] }, ...passes(2)];
  const block = (id: string) => ({ type: 'declareBlockers', player: 'bob', blockers: [{ id, blocking: ['a1'] }] });

  it('is not offered as a blocker; declaring it is illegal (509.1b) and reversed (733.1)', () => {
    const asked = ruleStatic({ state: board({ battlefield: field, ...combat }), actions: toBlocks });
    expect(asked.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers', options: ['x2'] });
    const a = ruleStatic({ state: board({ battlefield: field, ...combat }), actions: [...toBlocks, block('x1')] });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ rule: '509.1b', code: 'CANT_BLOCK' })]);
    expect(cited(a)).toContain('733.1');
    expect(a.state.combat).toMatchObject({ blockers: [], blockersDeclared: false });
    expect(a.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers' });
  });

  it('the other creature may block', () => {
    const a = ruleStatic({ state: board({ battlefield: field, ...combat }), actions: [...toBlocks, block('x2')] });
    expect(a.legal).toBe(true);
    expect(a.state.combat?.blockers).toEqual([{ id: 'x2', blocking: ['a1'] }]);
  });

  it('it may still attack: the restriction is on blocking only', () => {
    const attacker = [perm('g1', 'Hulking Goblin', 'alice'), perm('x2', 'Grizzly Bears', 'bob')];
    const a = ruleStatic({
      state: board({ battlefield: attacker, ...combat }),
      actions: [...passes(2), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'g1', attacking: 'bob' }] }],
    });
    expect(a.legal).toBe(true);
    expect(a.state.combat?.attackers).toEqual([{ id: 'g1', attacking: 'bob' }]);
  });

  it('613.1f: once it has lost all its abilities (a board-in effect), it may block', () => {
    const state = board({ battlefield: field, ...combat, effects: [effect('e1', 'lose-abilities', ['x1'], 9, { controller: 'alice' })] });
    const a = ruleStatic({ state, actions: [...toBlocks, block('x1')] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'x1')?.characteristics.abilities).toEqual([]);
    expect(a.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a1'] }]);
  });
});

describe('305.2: "You may play an additional land on each of your turns." (Exploration)', () => {
  const hand = {
    hand: [
      { id: 'h1', card: 'Forest' },
      { id: 'h2', card: 'Forest' },
      { id: 'h3', card: 'Forest' },
    ],
  };

  it('305.2a: with Exploration, a second land is legal', () => {
    const a = ruleStatic({
      state: board({ battlefield: [perm('ex', 'Exploration', 'alice')] }, hand),
      actions: [playLand('h1'), playLand('h2')],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].landsPlayedThisTurn).toBe(2);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['ex', 'h1', 'h2']);
    expect(cited(a)).toEqual(expect.arrayContaining(['305.1', '305.2a']));
  });

  it('305.2b: a third is not; the board comes back as it was before the third (733.1)', () => {
    const a = ruleStatic({
      state: board({ battlefield: [perm('ex', 'Exploration', 'alice')] }, hand),
      actions: [playLand('h1'), playLand('h2'), playLand('h3')],
    });
    expect(a.legal).toBe(false);
    expect(a.failedAction).toBe(2);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'LAND_ALREADY_PLAYED', rule: expect.stringMatching(/^305\.2b?$/) })]);
    expect(a.state.players[0].landsPlayedThisTurn).toBe(2);
    expect(ids(a.state.players[0].hand)).toEqual(['h3']);
    expect(cited(a)).toContain('733.1');
  });

  it('305.2a: the count includes lands played before the board was given (landsPlayedThisTurn: 1 → one more; 2 → none)', () => {
    const one = ruleStatic({
      state: board({ battlefield: [perm('ex', 'Exploration', 'alice')] }, { ...hand, landsPlayedThisTurn: 1 }),
      action: playLand('h1'),
    });
    expect(one.legal).toBe(true);
    const two = ruleStatic({
      state: board({ battlefield: [perm('ex', 'Exploration', 'alice')] }, { ...hand, landsPlayedThisTurn: 2 }),
      action: playLand('h1'),
    });
    expect(two.violations).toEqual([expect.objectContaining({ code: 'LAND_ALREADY_PLAYED' })]);
  });

  it('two Explorations: three lands', () => {
    const a = ruleStatic({
      state: board({ battlefield: [perm('ex', 'Exploration', 'alice'), perm('ey', 'Exploration', 'alice')] }, hand),
      actions: [playLand('h1'), playLand('h2'), playLand('h3')],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].landsPlayedThisTurn).toBe(3);
  });

  it('bob\'s Exploration does not let alice play a second land ("your turns": its controller\'s)', () => {
    const a = ruleStatic({
      state: board({ battlefield: [perm('ex', 'Exploration', 'bob')] }, hand),
      actions: [playLand('h1'), playLand('h2')],
    });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'LAND_ALREADY_PLAYED' })]);
  });

  it('305.2a: the numbers are compared when the land is played: Forest, then Exploration cast with it, then a second Forest is legal', () => {
    const state = board(
      {},
      {
        hand: [
          { id: 'h1', card: 'Forest' },
          { id: 'h2', card: 'Forest' },
          { id: 'ex', card: 'Exploration' },
        ],
      },
    );
    const a = ruleStatic({ state, actions: [playLand('h1'), cast('ex'), ...passes(2), playLand('h2')] });
    expect(a.legal).toBe(true);
    expect(zoneOf(a, 'ex')).toBe('battlefield');
    expect(a.state.players[0].landsPlayedThisTurn).toBe(2);
  });

  it('613.1f: an Exploration that lost its abilities allows nothing', () => {
    const a = ruleStatic({
      state: board({ battlefield: [perm('ex', 'Exploration', 'alice')], effects: [effect('e1', 'lose-abilities', ['ex'], 3)] }, hand),
      actions: [playLand('h1'), playLand('h2')],
    });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'LAND_ALREADY_PLAYED' })]);
  });
});

describe('static abilities and abilities of Auras', () => {
  const { CARDS, answer, cast, toBobsTurn, compileCard, board, cited, ids, lands, passes, perm, onField } = staticAndAuraCards;
  it('every test card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it("502.3: Basalt Monolith doesn't untap during its controller's untap step; its own ability untaps it (701.26b)", () => {
    const a = toBobsTurn([perm('m', 'Basalt Monolith', 'bob', { tapped: true }), perm('i', 'Island', 'bob', { tapped: true })]);
    expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(onField(a, 'm')?.tapped).toBe(true);
    expect(onField(a, 'i')?.tapped).toBe(false);
    expect(cited(a)).toContain('502.3');
    const state = board({ battlefield: [perm('m', 'Basalt Monolith', 'alice', { tapped: true }), ...lands('Island', 'u', 3)] });
    const untapped = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'm', ability: 1 }, ...passes(2)] });
    expect(onField(untapped, 'm')?.tapped).toBe(false);
  });

  it('502.3: Paralyzing Grasp keeps the enchanted creature tapped; once the Aura is gone, it untaps again', () => {
    const field = [
      perm('x', 'Grizzly Bears', 'bob', { tapped: true }),
      perm('y', 'Grizzly Bears', 'bob', { tapped: true }),
      perm('g', 'Paralyzing Grasp', 'alice', { attachedTo: 'x' }),
    ];
    const a = toBobsTurn(field);
    expect(onField(a, 'x')?.tapped).toBe(true);
    expect(onField(a, 'y')?.tapped).toBe(false);
    const b = toBobsTurn(field.slice(0, 2));
    expect(onField(b, 'x')?.tapped).toBe(false);
  });

  it('611.2c: Firebreathing gives +1/+0 to the creature it enchants as the ability resolves', () => {
    const state = board({
      battlefield: [
        ...lands('Mountain', 'r', 2),
        perm('b', 'Grizzly Bears', 'alice'),
        perm('f', 'Firebreathing', 'alice', { attachedTo: 'b' }),
      ],
    });
    const a = answer({
      state,
      actions: [
        { type: 'activate', player: 'alice', source: 'f', ability: 0 },
        ...passes(2),
        { type: 'activate', player: 'alice', source: 'f', ability: 0 },
        ...passes(2),
      ],
    });
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 4, toughness: 2 });
  });

  it('701.19a: Regeneration shields the creature it enchants; Murder then taps it instead (614.8)', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Forest', 'g', 1),
          ...lands('Swamp', 's', 3),
          perm('b', 'Grizzly Bears', 'alice'),
          perm('r', 'Regeneration', 'alice', { attachedTo: 'b' }),
        ],
      },
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    const a = answer({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'r', ability: 0 }, ...passes(2), cast('m', ['b']), ...passes(2)],
    });
    expect(onField(a, 'b')).toMatchObject({ tapped: true });
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '701.19a', event: 'regenerate', objects: ['b'] }));
  });

  it("611.2c: Cower in Fear gives -1/-1 to the creatures the opponents control, not to its controller's", () => {
    const state = board(
      {
        battlefield: [
          ...lands('Swamp', 's', 3),
          perm('g', 'Raging Goblin', 'bob'),
          perm('b', 'Grizzly Bears', 'bob'),
          perm('mine', 'Raging Goblin', 'alice'),
        ],
      },
      { hand: [{ id: 'h', card: 'Cower in Fear' }] },
    );
    const a = answer({ state, actions: [cast('h'), ...passes(2)] });
    expect(onField(a, 'g')).toBeUndefined();
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(onField(a, 'mine')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
  });

  it('Earthquake (X = 1): 1 damage to each creature without flying and each player; the flyer is not dealt damage', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'r', 2), perm('g', 'Raging Goblin', 'bob'), perm('bird', 'Test Bird', 'bob')] },
      { hand: [{ id: 'h', card: 'Earthquake' }] },
    );
    const a = answer({ state, actions: [cast('h', undefined, { x: 1 }), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['g']);
    expect(onField(a, 'bird')?.damage).toBe(0);
    expect(a.state.players.map((p) => p.life)).toEqual([19, 19]);
  });

  it("509.1b: Charging Rhino can't be blocked by more than one creature; one blocker is legal", () => {
    const field = [perm('r', 'Charging Rhino', 'alice'), perm('x', 'Grizzly Bears', 'bob'), perm('y', 'Grizzly Bears', 'bob')];
    const asked = answer({
      state: board({ battlefield: field, turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } }),
      actions: [...passes(2), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'r', attacking: 'bob' }] }, ...passes(2)],
    });
    const two = answer({
      state: asked.state,
      action: {
        type: 'declareBlockers',
        player: 'bob',
        blockers: [
          { id: 'x', blocking: ['r'] },
          { id: 'y', blocking: ['r'] },
        ],
      },
    });
    expect(two.violations[0]).toMatchObject({ code: 'CANT_BLOCK', rule: '509.1b' });
    const one = answer({
      state: asked.state,
      action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x', blocking: ['r'] }] },
    });
    expect(one.legal).toBe(true);
  });
});
