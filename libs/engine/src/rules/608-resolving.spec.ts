import { board, cited } from '../testing/test-catalog';
import { ids, lands, passes, perm, ruleSpells, SOLDIER_TOKEN, TEST_WALKER } from '../testing/spell-cards';
import type { Answer } from '../adjudicate';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';
import * as graveyardAndPaymentBoards from '../testing/graveyard-and-payment-boards';
import * as modalTriggerBoards from '../testing/modal-trigger-boards';

const cast = (card: string, targets?: string[], player = 'alice') => ({ type: 'cast', player, card, ...(targets ? { targets } : {}) });

/** alice casts `card` from her hand with plenty of mana, then both players pass: it resolves. */
function castAndResolve(
  cardName: string,
  targets: string[] | undefined,
  overrides: Record<string, unknown> = {},
  alice: Record<string, unknown> = {},
  bob: Record<string, unknown> = {},
): Answer {
  const mana = [
    ...lands('Plains', 'w', 2),
    ...lands('Island', 'u', 2),
    ...lands('Swamp', 'b', 2),
    ...lands('Mountain', 'r', 5),
    ...lands('Forest', 'g', 2),
  ];
  const battlefield = [...mana, ...((overrides.battlefield as unknown[]) ?? [])];
  const hand = [{ id: 'h1', card: cardName }, ...((alice.hand as unknown[]) ?? [])];
  const state = board({ ...overrides, battlefield }, { ...alice, hand }, bob);
  return ruleSpells({ state, actions: [cast('h1', targets), ...passes(2)] });
}

const nonLand = (a: Answer) => a.state.battlefield.filter((o) => !o.characteristics.types.includes('Land'));

describe('608 resolving spells', () => {
  describe('instants and sorceries (608.2)', () => {
    it("120.3a: Lightning Bolt to a player: that player loses 3 life; 608.2n the Bolt goes to its owner's graveyard; 117.3b the active player receives priority", () => {
      const a = castAndResolve('Lightning Bolt', ['bob']);
      expect(a.legal).toBe(true);
      expect(a.state.players.map((p) => p.life)).toEqual([20, 17]);
      expect(a.events).toContainEqual({ type: 'life', player: 'bob', from: 20, to: 17 });
      expect(a.state.stack).toEqual([]);
      expect(ids(a.state.players[0].graveyard)).toEqual(['h1']);
      const rules = cited(a);
      for (const r of ['117.4', '608.2', '120.3a', '608.2n', '117.3b']) expect(rules).toContain(r);
      expect(rules.indexOf('120.3a')).toBeLessThan(rules.indexOf('608.2n'));
      expect(rules[rules.length - 1]).toBe('117.3b');
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
      expect(a.state.turn).toMatchObject({ step: 'first-main', priority: 'alice', passed: [] });
    });

    it("117.3b: after a resolution the active player receives priority, even when the spell was the other player's", () => {
      // bob's turn: alice cast a Bolt at bob's face and passed; bob passes too.
      const state = board(
        {
          stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'] }],
          turn: { number: 4, active: 'bob', step: 'upkeep', priority: 'bob', passed: ['alice'] },
        },
        {},
        {},
      );
      const a = ruleSpells({ state, action: { type: 'pass', player: 'bob' } });
      expect(a.state.players[1].life).toBe(17);
      expect(ids(a.state.players[0].graveyard)).toEqual(['s1']);
      expect(a.decision).toMatchObject({ player: 'bob', kind: 'priority' });
      expect(a.trace[a.trace.length - 1]).toMatchObject({ rule: '117.3b' });
    });

    it('120.3e then 704.5g: Lightning Bolt marks 3 damage on Grizzly Bears, which is destroyed by the state-based action', () => {
      const a = castAndResolve('Lightning Bolt', ['bears'], { battlefield: [perm('bears', 'Grizzly Bears', 'bob')] });
      expect(nonLand(a)).toEqual([]);
      expect(ids(a.state.players[1].graveyard)).toEqual(['bears']);
      expect(a.state.players[1].life).toBe(20);
      const rules = cited(a);
      expect(rules.indexOf('120.3e')).toBeLessThan(rules.indexOf('704.5g'));
      expect(rules.indexOf('704.5g')).toBeLessThan(rules.lastIndexOf('117.3b'));
    });

    const BIG = (n: number) => ({
      name: `Test ${n}/${n}`,
      manaCost: '{3}{G}',
      types: ['Creature'],
      subtypes: ['Beast'],
      power: n,
      toughness: n,
    });
    it.each([
      ['a 2/2 is dealt lethal damage by Shock (2)', perm('c', 'Walking Corpse', 'bob'), true, 0],
      ['a 4/4 survives Shock with 2 damage marked', perm('c', BIG(4), 'bob'), false, 2],
      ['a 3/3 with 1 damage already marked is dealt lethal damage by Shock (1 + 2 = 3)', perm('c', BIG(3), 'bob', { damage: 1 }), true, 3],
    ])('120.3e, 704.5g: %s', (_, creature, dies, marked) => {
      const a = castAndResolve('Shock', ['c'], { battlefield: [creature] });
      expect(ids(a.state.players[1].graveyard)).toEqual(dies ? ['c'] : []);
      if (!dies) expect(a.state.battlefield.find((o) => o.id === 'c')).toMatchObject({ damage: marked });
      expect(cited(a).includes('704.5g')).toBe(dies);
    });

    it('120.3c then 704.5i: Lava Axe removes 5 loyalty counters from a 4-loyalty planeswalker, which goes to the graveyard', () => {
      const a = castAndResolve('Lava Axe', ['walker'], { battlefield: [perm('walker', TEST_WALKER, 'bob', { counters: { loyalty: 4 } })] });
      expect(nonLand(a)).toEqual([]);
      expect(ids(a.state.players[1].graveyard)).toEqual(['walker']);
      expect(a.state.players[1].life).toBe(20);
      expect(cited(a)).toEqual(expect.arrayContaining(['120.3c', '704.5i']));
    });

    it('613.4c: Giant Growth gives +3/+3 until end of turn; 514.2 the effect ends in the cleanup step', () => {
      const state = board(
        {
          battlefield: [perm('g1', 'Forest', 'alice'), perm('bears', 'Grizzly Bears', 'alice')],
          turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
        },
        { hand: [{ id: 'h1', card: 'Giant Growth' }] },
      );
      const a = ruleSpells({ state, actions: [cast('h1', ['bears']), ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(a.state.battlefield[1].characteristics).toMatchObject({ power: 5, toughness: 5 });
      expect(a.state.effects).toEqual([
        expect.objectContaining({ kind: 'modify-pt', power: 3, toughness: 3, affects: ['bears'], duration: 'until-end-of-turn' }),
      ]);
      expect(cited(a)).toContain('613.4c');
      const later = ruleSpells({ state: a.state, actions: passes(2) });
      expect(later.state.turn).toMatchObject({ number: 4, active: 'bob' });
      expect(later.state.effects).toEqual([]);
      expect(later.state.battlefield[1].characteristics).toMatchObject({ power: 2, toughness: 2 });
      expect(cited(later)).toContain('514.2');
    });

    it('613.4c: Giant Growth cast in response to Lightning Bolt resolves first (last in, first out): the 5/5 survives 3 damage', () => {
      const state = board(
        {
          battlefield: [perm('g1', 'Forest', 'alice'), perm('bears', 'Grizzly Bears', 'alice')],
          stack: [{ id: 'bolt', card: 'Lightning Bolt', controller: 'bob', targets: ['bears'] }],
          turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', passed: ['bob'] },
        },
        { hand: [{ id: 'h1', card: 'Giant Growth' }] },
      );
      const a = ruleSpells({ state, actions: [cast('h1', ['bears']), ...passes(2), ...passes(2)] });
      expect(a.state.stack).toEqual([]);
      expect(a.state.battlefield.find((o) => o.id === 'bears')).toMatchObject({
        damage: 3,
        characteristics: expect.objectContaining({ power: 5, toughness: 5 }),
      });
      expect(ids(a.state.players[0].graveyard)).toEqual(['h1']);
      expect(ids(a.state.players[1].graveyard)).toEqual(['bolt']);
      const rules = cited(a);
      expect(rules.indexOf('613.4c')).toBeLessThan(rules.indexOf('120.3e'));
      expect(rules).not.toContain('704.5g');
    });

    it('514.2: damage wears off and "until end of turn" effects end simultaneously, so the pumped creature survives the cleanup', () => {
      const state = board(
        {
          battlefield: [perm('g1', 'Forest', 'alice'), perm('bears', 'Grizzly Bears', 'alice'), perm('r1', 'Mountain', 'bob')],
          turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
        },
        { hand: [{ id: 'gg', card: 'Giant Growth' }] },
        { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
      );
      const a = ruleSpells({
        state,
        actions: [
          cast('gg', ['bears']),
          ...passes(2),
          { type: 'pass', player: 'alice' },
          cast('bolt', ['bears'], 'bob'),
          ...passes(2, 'bob', 'alice'),
          ...passes(2),
        ],
      });
      expect(a.legal).toBe(true);
      expect(a.state.turn).toMatchObject({ number: 4, active: 'bob' });
      expect(a.state.battlefield.find((o) => o.id === 'bears')).toMatchObject({
        damage: 0,
        characteristics: expect.objectContaining({ power: 2, toughness: 2 }),
      });
      expect(ids(a.state.players[0].graveyard)).toEqual(['gg']);
      expect(cited(a)).not.toContain('704.5g');
    });

    it("613.4c then 704.5f: Disfigure gives a 2/2 -2/-2; with toughness 0 it is put into its owner's graveyard", () => {
      const a = castAndResolve('Disfigure', ['bears'], {
        battlefield: [perm('bears', 'Grizzly Bears', 'bob', { owner: 'alice', damage: 1 })],
      });
      expect(nonLand(a)).toEqual([]);
      // Owned by alice, controlled by bob: it goes to alice's graveyard (704.5f "its owner's"), after
      // Disfigure itself (608.2n), since state-based actions wait until a player would receive priority (704.3).
      expect(ids(a.state.players[0].graveyard)).toEqual(['h1', 'bears']);
      expect(ids(a.state.players[1].graveyard)).toEqual([]);
      const rules = cited(a);
      expect(rules).toContain('613.4c');
      expect(rules.indexOf('608.2n')).toBeLessThan(rules.indexOf('704.5f'));
      expect(rules).not.toContain('704.5g');
    });

    it("121.1: Divination draws the top two cards of its caster's library; a hidden library stays hidden", () => {
      const a = castAndResolve('Divination', undefined, {}, { hand: [{ id: 'f', card: 'Forest' }] });
      expect(a.state.players[0].library).toEqual({ count: 28 });
      const hand = a.state.players[0].hand as { id?: string; card?: unknown; hidden?: boolean }[];
      expect(hand).toHaveLength(3);
      expect(hand[0]).toEqual({ id: 'f', card: 'Forest' });
      expect(hand.slice(1).every((o) => o.hidden === true && o.card === undefined)).toBe(true);
      expect(cited(a).filter((r) => r === '121.1')).toHaveLength(2);
      expect(a.state.players[1].library).toEqual({ count: 30 });
      expect(ids(a.state.players[0].graveyard)).toEqual(['h1']);
    });

    it('121.4, 704.5b: Divination with one card left draws it, then its caster loses for drawing from an empty library', () => {
      const a = castAndResolve('Divination', undefined, {}, { library: [{ id: 'l1', card: 'Island' }] });
      expect(ids(a.state.players[0].hand)).toEqual(['l1']);
      expect(cited(a)).toEqual(expect.arrayContaining(['121.1', '121.4', '704.5b', '104.3c']));
      expect(a.gameOver).toMatchObject({ winners: ['bob'] });
    });

    it('121.1: known cards on top of the library are drawn in order, top first', () => {
      const a = castAndResolve(
        'Divination',
        undefined,
        {},
        {
          library: [
            { id: 'l1', card: 'Island' },
            { id: 'l2', card: 'Shock' },
            { id: 'l3', card: 'Forest' },
          ],
        },
      );
      expect(ids(a.state.players[0].hand)).toEqual(['l1', 'l2']);
      expect(ids(a.state.players[0].library)).toEqual(['l3']);
    });

    it("701.6a: Counterspell counters a spell; the countered card goes to its owner's graveyard without resolving", () => {
      const state = board(
        {
          battlefield: lands('Island', 'u', 2),
          // bob controls the Bolt, but alice owns the card (an effect let him cast it).
          stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', owner: 'alice', targets: ['alice'] }],
          turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', passed: ['bob'] },
        },
        { hand: [{ id: 'h1', card: 'Counterspell' }] },
      );
      const a = ruleSpells({ state, actions: [cast('h1', ['s1']), ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(a.state.stack).toEqual([]);
      expect(a.state.players[0].life).toBe(20);
      expect(ids(a.state.players[0].graveyard)).toEqual(['s1', 'h1']);
      expect(ids(a.state.players[1].graveyard)).toEqual([]);
      const rules = cited(a);
      expect(rules).toContain('701.6a');
      expect(rules).not.toContain('120.3a');
      expect(rules.indexOf('701.6a')).toBeLessThan(rules.indexOf('608.2n'));
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    });

    it("608.2c: Unsummon returns a creature to its owner's hand, not its controller's", () => {
      const a = castAndResolve('Unsummon', ['bears'], {
        battlefield: [perm('bears', 'Grizzly Bears', 'bob', { owner: 'alice', damage: 1 })],
      });
      expect(nonLand(a)).toEqual([]);
      expect(ids(a.state.players[0].hand)).toEqual(['bears']);
      expect(a.state.players[1].hand).toEqual([]);
      expect(a.events).toContainEqual({ type: 'zoneChange', object: 'bears', from: 'battlefield', to: 'hand', player: 'alice' });
    });

    it("704.5d: a token returned to its owner's hand ceases to exist", () => {
      const a = castAndResolve('Unsummon', ['t1'], { battlefield: [perm('t1', SOLDIER_TOKEN, 'bob', { token: true })] });
      expect(nonLand(a)).toEqual([]);
      expect(a.state.players[1].hand).toEqual([]);
      expect(cited(a)).toContain('704.5d');
    });

    describe('Raise the Alarm', () => {
      const a = () => castAndResolve('Raise the Alarm', undefined);

      it("111.2: creates two 1/1 white Soldier creature tokens under its caster's control, summoning sick (302.6)", () => {
        const tokens = nonLand(a());
        expect(tokens).toHaveLength(2);
        for (const t of tokens) {
          expect(t).toMatchObject({ controller: 'alice', owner: 'alice', token: true, tapped: false, summoningSick: true, damage: 0 });
          expect(t.characteristics).toMatchObject({
            colors: ['W'],
            types: ['Creature'],
            subtypes: ['Soldier'],
            power: 1,
            toughness: 1,
            manaCost: '',
          });
        }
        expect(new Set(tokens.map((t) => t.id)).size).toBe(2);
        expect(a().events.filter((e) => e.type === 'created')).toHaveLength(2);
      });

      it('111.4: a token whose name the spell does not give is named after its subtype plus "Token": "Soldier Token"', () => {
        expect(nonLand(a()).map((t) => t.characteristics.name)).toEqual(['Soldier Token', 'Soldier Token']);
      });
    });

    it("701.8a: Wrath of God destroys every creature, each to its owner's graveyard; 704.5d a token there ceases to exist; lands stay", () => {
      const a = castAndResolve('Wrath of God', undefined, {
        battlefield: [
          perm('mine', 'Grizzly Bears', 'alice'),
          perm('elf', 'Llanowar Elves', 'alice', { tapped: true }),
          perm('theirs', 'Walking Corpse', 'bob', { owner: 'alice' }),
          perm('tok', SOLDIER_TOKEN, 'bob', { token: true }),
          perm('bland', 'Forest', 'bob'),
        ],
      });
      expect(nonLand(a)).toEqual([]);
      expect(a.state.battlefield.some((o) => o.id === 'bland')).toBe(true);
      expect(ids(a.state.players[0].graveyard).sort()).toEqual(['elf', 'h1', 'mine', 'theirs']);
      expect(ids(a.state.players[1].graveyard)).toEqual([]);
      expect(a.events).toContainEqual({ type: 'ceasedToExist', object: 'tok' });
      const rules = cited(a);
      expect(rules.filter((r) => r === '701.8a')).toHaveLength(4);
      expect(rules).toContain('704.5d');
      expect(rules[rules.length - 1]).toBe('117.3b');
    });
  });

  describe('608.2b: a spell whose every target has become illegal does not resolve', () => {
    it('Lightning Bolt at a creature that left the battlefield before it resolved: no damage, Bolt to the graveyard', () => {
      const state = board(
        { battlefield: [perm('r1', 'Mountain', 'alice'), perm('u1', 'Island', 'bob'), perm('bears', 'Grizzly Bears', 'bob')] },
        { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
        { hand: [{ id: 'uns', card: 'Unsummon' }] },
      );
      const a = ruleSpells({
        state,
        actions: [
          cast('bolt', ['bears']),
          { type: 'pass', player: 'alice' },
          cast('uns', ['bears'], 'bob'),
          ...passes(2, 'bob', 'alice'),
          ...passes(2),
        ],
      });
      expect(a.legal).toBe(true);
      expect(ids(a.state.players[1].hand)).toEqual(['bears']);
      expect(ids(a.state.players[0].graveyard)).toEqual(['bolt']);
      expect(a.state.stack).toEqual([]);
      const rules = cited(a);
      expect(rules).toContain('608.2b');
      expect(rules).not.toContain('120.3e');
      // The Bolt did not resolve: its only resolution record is 608.2b, and the active player gets priority.
      expect(a.trace.filter((t) => t.rule === '608.2' && t.objects?.includes('bolt'))).toEqual([]);
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    });

    it('Giant Growth at a creature that died to Disfigure in response does not resolve', () => {
      const state = board(
        { battlefield: [perm('g1', 'Forest', 'alice'), perm('bears', 'Grizzly Bears', 'alice'), perm('sw', 'Swamp', 'bob')] },
        { hand: [{ id: 'gg', card: 'Giant Growth' }] },
        { hand: [{ id: 'dis', card: 'Disfigure' }] },
      );
      // bob answers Giant Growth with Disfigure: the 2/2 dies before Giant Growth resolves.
      const a = ruleSpells({
        state,
        actions: [
          cast('gg', ['bears']),
          { type: 'pass', player: 'alice' },
          cast('dis', ['bears'], 'bob'),
          ...passes(2, 'bob', 'alice'),
          ...passes(2),
        ],
      });
      expect(ids(a.state.players[0].graveyard)).toEqual(['bears', 'gg']);
      expect(cited(a)).toEqual(expect.arrayContaining(['704.5f', '608.2b']));
    });
  });

  describe('608.3: permanent spells', () => {
    it("Grizzly Bears resolves onto the battlefield under its caster's control, summoning sick", () => {
      const a = castAndResolve('Grizzly Bears', undefined);
      const bears = a.state.battlefield.find((o) => o.id === 'h1');
      expect(bears).toMatchObject({ controller: 'alice', owner: 'alice', tapped: false, summoningSick: true, damage: 0 });
      expect(bears?.characteristics).toMatchObject({ name: 'Grizzly Bears', power: 2, toughness: 2 });
      expect(ids(a.state.players[0].graveyard)).toEqual([]);
      const rules = cited(a);
      expect(rules.some((r) => r === '608.3' || r === '608.3a')).toBe(true);
      expect(rules).not.toContain('608.2n');
      expect(a.decision).toMatchObject({ player: 'alice', kind: 'priority' });
    });

    it("608.3a: it enters under the control of the spell's controller, even when another player owns the card", () => {
      const state = board({
        stack: [{ id: 's1', card: 'Walking Corpse', controller: 'alice', owner: 'bob' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
      });
      const a = ruleSpells({ state, actions: passes(2) });
      expect(a.state.battlefield).toEqual([expect.objectContaining({ id: 's1', controller: 'alice', owner: 'bob', summoningSick: true })]);
    });

    it('a permanent with a later timestamp than those already there (613.7)', () => {
      const a = castAndResolve('Grizzly Bears', undefined, { battlefield: [perm('old', 'Walking Corpse', 'alice', { timestamp: 40 })] });
      const bears = a.state.battlefield.find((o) => o.id === 'h1');
      expect(bears?.timestamp).toBeGreaterThan(40);
    });
  });
});

describe('608.2d: "you may" choices on a board', () => {
  const { run, board, refusedAt } = copyAndKeywordBoards;

  it('608.2d: only an ability with a "you may" waits for that answer (an echo trigger marked with a yesNo pending choice is refused, not skipped on "no")', () => {
    const state = board({
      battlefield: [{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', upkeepsSinceControl: 1 }],
      stack: [
        {
          id: 't',
          ability: { source: 'j1', index: 0, triggered: true },
          controller: 'alice',
          pendingChoice: { kind: 'yesNo', player: 'alice' },
        },
      ],
      turn: { number: 5, active: 'alice', step: 'upkeep', priority: null },
    });
    expect(
      refusedAt(
        run({ state, action: { type: 'choose', player: 'alice', decision: 't5.upkeep.chooseOptional.t', choice: ['no'] } }),
        'state.stack[0].pendingChoice',
      ),
    ).toBe(true);
  });
});

describe('608.2b, 608.2d: "you may" answers', () => {
  const { answer, run, waiting, board, ids, perm, refusedAt } = graveyardAndPaymentBoards;

  it('608.2b: answering "yes" to a "you may" does not reach a target that is illegal (Gravedigger\'s target in an opponent\'s graveyard stays there)', () => {
    const state = board(
      {
        battlefield: [perm('gd', 'Gravedigger', 'alice')],
        stack: [
          { id: 't', ability: { source: 'gd', index: 0, triggered: true }, controller: 'alice', targets: ['gb'], awaitingChoice: 'alice' },
        ],
        turn: waiting,
      },
      {},
      { graveyard: [{ id: 'gb', card: 'Grizzly Bears' }] },
    );
    const a = answer({ state, action: { type: 'choose', player: 'alice', decision: 't3.first-main.chooseOptional.t', choice: ['yes'] } });
    expect(ids(a.state.players[1].graveyard)).toEqual(['gb']);
    expect(ids(a.state.players[1].hand)).toEqual([]);
  });

  it('608.2d, 603.3a: the controller of a triggered ability answers its "you may": a board where another player does is refused', () => {
    const state = board(
      {
        battlefield: [perm('gd', 'Gravedigger', 'alice')],
        stack: [
          { id: 't', ability: { source: 'gd', index: 0, triggered: true }, controller: 'alice', targets: ['gb'], awaitingChoice: 'bob' },
        ],
        turn: waiting,
      },
      { graveyard: [{ id: 'gb', card: 'Grizzly Bears' }] },
    );
    const o = run({ state, action: { type: 'choose', player: 'bob', decision: 't3.first-main.chooseOptional.t', choice: ['yes'] } });
    expect(refusedAt(o, 'state.stack[0].awaitingChoice')).toBe(true);
  });
});

describe('608.2c: the order modes are followed in', () => {
  const { adjudicate, defineCard, InMemoryCatalog, board, GRIZZLY_BEARS, passes, perm } = modalTriggerBoards;
  const KOLAGHANS_COMMAND = defineCard({
    name: "Kolaghan's Command",
    manaCost: '{1}{B}{R}',
    colors: ['B', 'R'],
    types: ['Instant'],
    text: "Choose two —\n• Return target creature card from your graveyard to your hand.\n• Target player discards a card.\n• Destroy target artifact.\n• Kolaghan's Command deals 2 damage to any target.",
  });
  const SWAMP = defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'], text: '({T}: Add {B}.)' });
  const MOUNTAIN = defineCard({
    name: 'Mountain',
    supertypes: ['Basic'],
    types: ['Land'],
    subtypes: ['Mountain'],
    text: '({T}: Add {R}.)',
  });
  const cat = new InMemoryCatalog([KOLAGHANS_COMMAND, GRIZZLY_BEARS, SWAMP, MOUNTAIN]);
  const state = board(
    { battlefield: [perm('s', 'Swamp', 'alice'), perm('m', 'Mountain', 'alice'), perm('m2', 'Mountain', 'alice')] },
    {
      hand: [
        { id: 'kc', card: "Kolaghan's Command" },
        { id: 'x', card: 'Grizzly Bears' },
      ],
      graveyard: [{ id: 'dead', card: 'Grizzly Bears' }],
    },
  );

  it('608.2c: the modes chosen are followed in the order written, whatever order "modes" names them in: the creature card returns before its controller discards', () => {
    for (const [modes, targets] of [
      [
        [0, 1],
        ['dead', 'alice'],
      ],
      [
        [1, 0],
        ['alice', 'dead'],
      ],
    ]) {
      const o = adjudicate(
        { state, actions: [{ type: 'cast', player: 'alice', card: 'kc', modes, targets }, ...passes(2)] } as { state: unknown },
        cat,
      );
      if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
      // Two cards in hand as the discard comes: alice chooses which one (701.9b).
      expect([modes, o.answer.decision?.kind, [...(o.answer.decision?.options ?? [])].sort()]).toEqual([
        modes,
        'chooseDiscard',
        ['dead', 'x'],
      ]);
    }
  });
});
