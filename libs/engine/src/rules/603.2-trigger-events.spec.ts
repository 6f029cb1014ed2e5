import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { adjudicate, Answer } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, passes, perm } from '../testing/spell-cards';
import { attack, block, combatBoard, onField, TO_ATTACKERS } from '../testing/combat-cards';

/**
 * 603.2: trigger events read by the trigger grammar (cards/grammar/trigger.ts) with a subject
 * argument ("a creature an opponent controls", "CARDNAME or another Ally", "enchanted creature"),
 * matched by the one evaluator (select/); real cards of the bundled catalog, whole requests.
 */
const NAMES = [
  'Verduran Enchantress', // Whenever you cast an enchantment spell, you may draw a card.
  'Glorious Anthem',
  'Grizzly Bears',
  'Blood Artist', // Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life.
  'Malakir Cullblade', // Whenever a creature an opponent controls dies, put a +1/+1 counter on Malakir Cullblade.
  'Skullclamp', // Whenever equipped creature dies, draw two cards.
  'Hero of Goma Fada', // Whenever Hero of Goma Fada or another Ally enters the battlefield under your control, ...
  'Lantern Scout', // Whenever Lantern Scout or another Ally enters the battlefield under your control, ...
  'Goblin Medics', // Whenever Goblin Medics becomes tapped, it deals 1 damage to any target.
  'Woolly Spider', // Whenever Woolly Spider blocks a creature with flying, Woolly Spider gets +0/+2 until end of turn.
  'Wind Drake',
  'Mogg War Marshal', // When Mogg War Marshal enters the battlefield or dies, create a 1/1 red Goblin creature token.
  'Curiosity', // Whenever enchanted creature deals damage to an opponent, you may draw a card.
  'Femeref Enchantress', // Whenever an enchantment is put into a graveyard from the battlefield, draw a card.
  'Temur Ascendancy', // Whenever a creature with power 4 or greater enters the battlefield under your control, you may draw a card.
  'Craw Wurm',
  'Ghost Hounds', // Whenever Ghost Hounds blocks or becomes blocked by a white creature, Ghost Hounds gains first strike until end of turn.
  'Savannah Lions',
  'Fungusaur', // Whenever Fungusaur is dealt damage, put a +1/+1 counter on it.
  'Lightning Bolt',
  'Plains',
  'Forest',
  'Mountain',
  'Island',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[], player = 'alice') => ({ type: 'cast', player, card, ...(targets ? { targets } : {}) });
/** The sources of the triggered abilities on the stack, bottom first. */
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const hand = (a: Answer, player: string) => {
  const h = a.state.players.find((p) => p.id === player)?.hand;
  return Array.isArray(h) ? h.length : (h?.count ?? 0);
};

describe('603.2 trigger events with a subject', () => {
  it.each(NAMES.filter((n) => !['Plains', 'Forest', 'Mountain', 'Island'].includes(n)))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('601.2i, 603.2: Verduran Enchantress triggers on an enchantment spell cast, not on a creature spell', () => {
    const state = board(
      { battlefield: [perm('v', 'Verduran Enchantress', 'alice'), ...lands('Plains', 'p', 3), ...lands('Forest', 'f', 2)] },
      {
        hand: [
          { id: 'ga', card: 'Glorious Anthem' },
          { id: 'gb', card: 'Grizzly Bears' },
        ],
      },
    );
    const anthem = answer({ state, actions: [cast('ga')] });
    expect(triggerSources(anthem)).toEqual(['v']);
    expect(cited(anthem)).toContain('603.2');
    const bears = answer({ state, actions: [cast('gb')] });
    expect(triggerSources(bears)).toEqual([]);
    expect(ids(bears.state.stack)).toEqual(['gb']);
  });

  it('603.6c, 603.10a: Blood Artist sees another creature die, and sees itself die', () => {
    const state = board(
      { battlefield: [perm('ba', 'Blood Artist', 'alice'), perm('b1', 'Grizzly Bears', 'bob'), ...lands('Mountain', 'm', 2)] },
      {
        hand: [
          { id: 'lb', card: 'Lightning Bolt' },
          { id: 'lb2', card: 'Lightning Bolt' },
        ],
      },
    );
    const bears = answer({ state, actions: [cast('lb', ['b1']), ...passes(2)] });
    // Its target is a player: two players, so alice chooses (603.3d).
    expect(bears.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice', rule: '603.3d' });
    expect(cited(bears)).toContain('603.6c');
    const itself = answer({ state, actions: [cast('lb', ['ba']), ...passes(2)] });
    expect(itself.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice', rule: '603.3d' });
    expect(cited(itself)).toContain('603.10a');
  });

  it("603.10a: Malakir Cullblade triggers when an opponent's creature dies, not its controller's own", () => {
    const state = board(
      {
        battlefield: [
          perm('mc', 'Malakir Cullblade', 'alice'),
          perm('b1', 'Grizzly Bears', 'bob'),
          perm('b2', 'Grizzly Bears', 'alice'),
          perm('m1', 'Mountain', 'alice'),
        ],
      },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const theirs = answer({ state, actions: [cast('lb', ['b1']), ...passes(2)] });
    expect(triggerSources(theirs)).toEqual(['mc']);
    const resolved = answer({ state: theirs.state, actions: passes(2) });
    expect(onField(resolved, 'mc')?.counters).toEqual({ '+1/+1': 1 });
    const mine = answer({ state, actions: [cast('lb', ['b2']), ...passes(2)] });
    expect(triggerSources(mine)).toEqual([]);
    expect(onField(mine, 'mc')?.counters ?? {}).toEqual({});
  });

  it('603.10a, 704.5n: Skullclamp sees its equipped creature die (though unattached since); another creature dying does not trigger it', () => {
    const state = board(
      {
        battlefield: [
          perm('b1', 'Grizzly Bears', 'alice'),
          perm('b2', 'Grizzly Bears', 'alice'),
          perm('sc', 'Skullclamp', 'alice', { attachedTo: 'b1' }),
          perm('m1', 'Mountain', 'alice'),
        ],
      },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const equipped = answer({ state, actions: [cast('lb', ['b1']), ...passes(2)] });
    expect(triggerSources(equipped)).toEqual(['sc']);
    expect(onField(equipped, 'sc')?.attachedTo ?? null).toBeNull();
    const drawn = answer({ state: equipped.state, actions: passes(2) });
    expect(hand(drawn, 'alice')).toBe(2);
    const other = answer({ state, actions: [cast('lb', ['b2']), ...passes(2)] });
    expect(triggerSources(other)).toEqual([]);
  });

  it('603.6a: "CARDNAME or another Ally enters under your control": both Allies trigger as the Hero enters; a Bear does not', () => {
    const state = board(
      { battlefield: [perm('ls', 'Lantern Scout', 'alice'), ...lands('Plains', 'p', 5), ...lands('Forest', 'f', 2)] },
      {
        hand: [
          { id: 'h', card: 'Hero of Goma Fada' },
          { id: 'gb', card: 'Grizzly Bears' },
        ],
      },
    );
    const hero = answer({ state, actions: [cast('h'), ...passes(2)] });
    expect(hero.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice', rule: '603.3b' });
    expect(hero.decision?.options).toHaveLength(2);
    const bears = answer({ state, actions: [cast('gb'), ...passes(2)] });
    expect(onField(bears, 'gb')).toBeDefined();
    expect(triggerSources(bears)).toEqual([]);
    expect(bears.decision?.kind).not.toBe('orderTriggers');
  });

  it('603.6a: Temur Ascendancy triggers on a creature with power 4 or greater entering under your control, not a 2/2', () => {
    const state = board(
      { battlefield: [perm('ta', 'Temur Ascendancy', 'alice'), ...lands('Forest', 'f', 6)] },
      {
        hand: [
          { id: 'cw', card: 'Craw Wurm' },
          { id: 'gb', card: 'Grizzly Bears' },
        ],
      },
    );
    const wurm = answer({ state, actions: [cast('cw'), ...passes(2)] });
    expect(triggerSources(wurm)).toEqual(['ta']);
    const bears = answer({ state, actions: [cast('gb'), ...passes(2)] });
    expect(triggerSources(bears)).toEqual([]);
  });

  it('603.2e: Goblin Medics triggers as it becomes tapped by attacking; another attacker tapping does not trigger it', () => {
    const medics = answer({
      state: combatBoard([perm('gm', 'Goblin Medics', 'alice'), perm('gb', 'Grizzly Bears', 'alice')]),
      actions: [...TO_ATTACKERS, attack('gm')],
    });
    expect(cited(medics)).toContain('603.2');
    expect(medics.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice', rule: '603.3d' });
    const bears = answer({
      state: combatBoard([perm('gm', 'Goblin Medics', 'alice'), perm('gb', 'Grizzly Bears', 'alice')]),
      actions: [...TO_ATTACKERS, attack('gb')],
    });
    expect(triggerSources(bears)).toEqual([]);
    expect(bears.decision?.kind).not.toBe('chooseTargets');
  });

  it('509.3b, 509.3f: Woolly Spider blocking a creature with flying gets +0/+2; blocking a Bear, nothing', () => {
    const field = [perm('wd', 'Wind Drake', 'alice'), perm('gb', 'Grizzly Bears', 'alice'), perm('ws', 'Woolly Spider', 'bob')];
    const drake = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('wd'), ...passes(2), block(['ws', 'wd'])] });
    expect(triggerSources(drake)).toEqual(['ws']);
    expect(cited(drake)).toContain('509.3b');
    const pumped = answer({ state: drake.state, actions: passes(2) });
    expect(onField(pumped, 'ws')?.characteristics).toMatchObject({ power: 2, toughness: 5 });
    const bears = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('gb'), ...passes(2), block(['ws', 'gb'])] });
    expect(triggerSources(bears)).toEqual([]);
  });

  it('603.2, 603.10a: Mogg War Marshal triggers as it enters and again as it dies', () => {
    const state = board(
      { battlefield: lands('Mountain', 'm', 3) },
      {
        hand: [
          { id: 'mw', card: 'Mogg War Marshal' },
          { id: 'lb', card: 'Lightning Bolt' },
        ],
      },
    );
    const entered = answer({ state, actions: [cast('mw'), ...passes(2)] });
    expect(triggerSources(entered)).toEqual(['mw']);
    const token = answer({ state: entered.state, actions: passes(2) });
    expect(token.state.battlefield.filter((o) => o.characteristics?.name === 'Goblin Token')).toHaveLength(1);
    const died = answer({ state: token.state, actions: [cast('lb', ['mw']), ...passes(2)] });
    expect(triggerSources(died)).toEqual(['mw']);
    expect(cited(died)).toContain('603.10a');
  });

  it('510.2, 603.2: Curiosity triggers when the enchanted creature deals combat damage to an opponent; Femeref Enchantress sees an Aura put into a graveyard (704.5m)', () => {
    const field = [perm('gb', 'Grizzly Bears', 'alice'), perm('cu', 'Curiosity', 'alice', { attachedTo: 'gb' })];
    const hit = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('gb'), ...passes(6)] });
    expect(triggerSources(hit)).toEqual(['cu']);
    const state = board(
      { battlefield: [...field, perm('fe', 'Femeref Enchantress', 'bob'), perm('m1', 'Mountain', 'alice')] },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const gone = answer({ state, actions: [cast('lb', ['gb']), ...passes(2)] });
    expect(ids(gone.state.players[0].graveyard).sort()).toEqual(['cu', 'gb', 'lb']);
    expect(triggerSources(gone)).toEqual(['fe']);
  });

  it('509.3d, 509.3f: Ghost Hounds triggers when a white creature blocks it, not when a green one does', () => {
    const field = [perm('gh', 'Ghost Hounds', 'alice'), perm('sl', 'Savannah Lions', 'bob'), perm('gb', 'Grizzly Bears', 'bob')];
    const white = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('gh'), ...passes(2), block(['sl', 'gh'])] });
    expect(triggerSources(white)).toEqual(['gh']);
    expect(white.state.stack[0]).toMatchObject({ refersTo: 'sl' });
    const green = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('gh'), ...passes(2), block(['gb', 'gh'])] });
    expect(triggerSources(green)).toEqual([]);
  });

  it('603.2, 603.10: Fungusaur dealt lethal damage still triggers (it was on the battlefield as the damage was dealt); the counter finds nothing', () => {
    const state = board(
      { battlefield: [perm('fu', 'Fungusaur', 'bob'), perm('m1', 'Mountain', 'alice')] },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const hit = answer({ state, actions: [cast('lb', ['fu']), ...passes(2)] });
    expect(ids(hit.state.players[1].graveyard)).toEqual(['fu']);
    expect(triggerSources(hit)).toEqual(['fu']);
    const resolved = answer({ state: hit.state, actions: passes(2) });
    expect(resolved.state.stack).toEqual([]);
    expect(ids(resolved.state.players[1].graveyard)).toEqual(['fu']);
  });
});

/**
 * 603.2, 603.2c: "Whenever CARDNAME [enchanted creature] deals damage, you gain that much life":
 * one trigger for each damage event, whatever is dealt the damage; "that much" is the damage of that
 * event, fixed as it triggered (the trigger's "x").
 */
describe('603.2c "deals damage, you gain that much life"', () => {
  const DAMAGE = ['Zebra Unicorn', 'Horned Cheetah', 'Spirit Link', 'Armadillo Cloak', 'Vampiric Link', 'Grizzly Bears', 'Craw Wurm'];
  const dmg = rulingsWith(new InMemoryCatalog(DAMAGE.map(bundledCard)));
  const life = (a: Answer, player: string) => a.state.players.find((p) => p.id === player)?.life;

  it.each(['Zebra Unicorn', 'Horned Cheetah', 'Spirit Link', 'Armadillo Cloak', 'Vampiric Link'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('510.2, 603.2c: Zebra Unicorn deals 2 combat damage to a player: it triggers once, and its controller gains 2', () => {
    const hit = dmg({ state: combatBoard([perm('zu', 'Zebra Unicorn', 'alice')]), actions: [...TO_ATTACKERS, attack('zu'), ...passes(4)] });
    expect(hit.legal).toBe(true);
    expect(life(hit, 'bob')).toBe(18);
    expect(triggerSources(hit)).toEqual(['zu']);
    expect(hit.state.stack[0]).toMatchObject({ x: 2 });
    expect(cited(hit)).toContain('603.2c');
    const resolved = dmg({ state: hit.state, actions: passes(2) });
    expect(resolved.state.stack).toEqual([]);
    expect(life(resolved, 'alice')).toBe(22);
    expect(cited(resolved)).toContain('119.3');
  });

  it('603.2, 603.10: Zebra Unicorn dealing combat damage to a blocker and dying of the damage it was dealt still triggers', () => {
    const field = [perm('zu', 'Zebra Unicorn', 'alice'), perm('cw', 'Craw Wurm', 'bob')];
    const hit = dmg({
      state: combatBoard(field),
      actions: [...TO_ATTACKERS, attack('zu'), ...passes(2), block(['cw', 'zu']), ...passes(2)],
    });
    expect(ids(hit.state.players[0].graveyard)).toEqual(['zu']);
    expect(triggerSources(hit)).toEqual(['zu']);
    const resolved = dmg({ state: hit.state, actions: passes(2) });
    expect(life(resolved, 'alice')).toBe(22);
  });

  it("603.2: Spirit Link on an opponent's creature: the Aura's controller gains the damage the creature deals", () => {
    const field = [perm('gb', 'Grizzly Bears', 'alice'), perm('sl', 'Spirit Link', 'bob', { attachedTo: 'gb' })];
    const hit = dmg({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('gb'), ...passes(4)] });
    expect(triggerSources(hit)).toEqual(['sl']);
    expect(hit.state.stack[0]).toMatchObject({ controller: 'bob', x: 2 });
    const resolved = dmg({ state: hit.state, actions: passes(2) });
    expect(life(resolved, 'bob')).toBe(20);
    expect(life(resolved, 'alice')).toBe(20);
  });

  it('603.2g: no damage dealt, no trigger: Zebra Unicorn staying home while a Bear attacks', () => {
    const idle = dmg({
      state: combatBoard([perm('zu', 'Zebra Unicorn', 'alice'), perm('gb', 'Grizzly Bears', 'alice')]),
      actions: [...TO_ATTACKERS, attack('gb'), ...passes(4)],
    });
    expect(life(idle, 'bob')).toBe(18);
    expect(triggerSources(idle)).toEqual([]);
  });

  it('603.2: a "deals damage" trigger on the board without the amount it carries is refused with the rule', () => {
    const state = combatBoard([perm('zu', 'Zebra Unicorn', 'alice')], {
      stack: [{ id: 't', ability: { source: 'zu', index: 0, triggered: true }, controller: 'alice' }],
    });
    const outcome = adjudicate({ state, actions: passes(2) }, new InMemoryCatalog(DAMAGE.map(bundledCard)));
    expect(outcome).toMatchObject({ kind: 'invalid', errors: [{ kind: 'rule', path: 'state.stack[0].x', rule: '603.2' }] });
    const given = dmg({
      state: { ...state, stack: [{ id: 't', ability: { source: 'zu', index: 0, triggered: true }, controller: 'alice', x: 3 }] },
      actions: passes(2),
    });
    expect(life(given, 'alice')).toBe(23);
  });
});

/**
 * 603.2, 601.2i (heroic, an ability word: 207.2c): "Whenever you cast a spell that targets CARDNAME"
 * triggers once the spell is cast, when one of the targets chosen for it (601.2c) is the source;
 * the trigger goes on the stack above the spell and resolves first.
 */
describe('603.2 "whenever you cast a spell that targets CARDNAME" (heroic)', () => {
  const HEROIC = ['Satyr Hoplite', 'Fabled Hero', 'Phalanx Leader', 'Giant Growth', 'Shock', 'Grizzly Bears', 'Mountain', 'Forest'];
  const heroic = rulingsWith(new InMemoryCatalog(HEROIC.map(bundledCard)));
  const onBoard = (a: Answer, id: string) => a.state.battlefield.find((p) => p.id === id);

  it.each(['Satyr Hoplite', 'Fabled Hero', 'Phalanx Leader'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  const state = board(
    {
      battlefield: [
        perm('sh', 'Satyr Hoplite', 'alice'),
        perm('gb', 'Grizzly Bears', 'alice'),
        ...lands('Forest', 'f', 2),
        perm('bm', 'Mountain', 'bob'),
      ],
    },
    { hand: [{ id: 'gg', card: 'Giant Growth' }] },
    { hand: [{ id: 'sk', card: 'Shock' }] },
  );

  it('Giant Growth on Satyr Hoplite: the trigger goes above the spell, resolves first (a +1/+1 counter), then the spell (5/5)', () => {
    const cast1 = heroic({ state, actions: [cast('gg', ['sh'])] });
    expect(ids(cast1.state.stack)).toHaveLength(2);
    expect(cast1.state.stack[0].id).toBe('gg');
    expect(triggerSources(cast1)).toEqual(['sh']);
    expect(cited(cast1)).toEqual(expect.arrayContaining(['601.2i', '603.2', '603.3']));
    const trigger = heroic({ state: cast1.state, actions: passes(2) });
    expect(ids(trigger.state.stack)).toEqual(['gg']);
    expect(onBoard(trigger, 'sh')?.counters).toEqual({ '+1/+1': 1 });
    const growth = heroic({ state: trigger.state, actions: passes(2) });
    expect(growth.state.stack).toEqual([]);
    expect(onBoard(growth, 'sh')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
  });

  it('Giant Growth on another creature: no trigger', () => {
    const a = heroic({ state, actions: [cast('gg', ['gb'])] });
    expect(ids(a.state.stack)).toEqual(['gg']);
    expect(triggerSources(a)).toEqual([]);
  });

  it('an opponent\'s spell that targets it (Shock): no trigger, only "you cast" counts', () => {
    const a = heroic({ state, actions: [{ type: 'pass', player: 'alice' }, cast('sk', ['sh'], 'bob')] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.stack)).toEqual(['sk']);
    expect(triggerSources(a)).toEqual([]);
  });

  it('Phalanx Leader: the trigger puts a counter on each creature its controller controls', () => {
    const leader = board(
      {
        battlefield: [
          perm('pl', 'Phalanx Leader', 'alice'),
          perm('gb', 'Grizzly Bears', 'alice'),
          perm('bb', 'Grizzly Bears', 'bob'),
          ...lands('Forest', 'f', 1),
        ],
      },
      { hand: [{ id: 'gg', card: 'Giant Growth' }] },
    );
    const a = heroic({ state: leader, actions: [cast('gg', ['pl']), ...passes(2)] });
    expect(onBoard(a, 'pl')?.counters).toEqual({ '+1/+1': 1 });
    expect(onBoard(a, 'gb')?.counters).toEqual({ '+1/+1': 1 });
    expect(onBoard(a, 'bb')?.counters ?? {}).toEqual({});
  });
});
