import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { choose, passes } from '../testing/actions';
import { adjudicate } from '../adjudicate';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';

const def = defineCard;
// Current Oracle texts.
const fog = def({
  name: 'Fog',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Instant'],
  text: 'Prevent all combat damage that would be dealt this turn.',
});
const salve = def({
  name: 'Healing Salve',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be dealt to any target this turn.',
});
const shield = def({
  name: 'Test Shield',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Prevent the next 3 damage that would be dealt to any target this turn.',
});
const catalog = new InMemoryCatalog([
  fog,
  salve,
  shield,
  ...['Forest', 'Plains', 'Mountain', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);

describe('615 prevention effects', () => {
  it('Fog prevents all combat damage this turn (615.1a)', () => {
    expect(compileCard(fog).support).toBe('full');
    const state = board(
      {
        battlefield: [
          { id: 'a1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
          { id: 'f1', card: 'Forest', controller: 'bob' },
        ],
        combat: { attackers: [{ id: 'a1', attacking: 'bob' }] },
        turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: 'alice' },
      },
      {},
      { hand: [{ id: 'g1', card: 'Fog' }] },
    );
    const a = answer({
      state,
      actions: [{ type: 'pass', player: 'alice' }, { type: 'cast', player: 'bob', card: 'g1' }, ...passes(2, 'bob', 'alice'), ...passes(2)],
    });
    expect(a.state.turn.step).toBe('declare-blockers');
    // bob has no creature: no blockers are declared (509.1a); passing moves on to combat damage.
    const dmg = answer({ state: a.state, actions: passes(2) });
    expect(dmg.state.players[1].life).toBe(20);
    expect(cited(dmg)).toContain('615.1a');
  });

  it('615.7: a shield prevents the next 3 damage to its target; Lightning Bolt then deals none, and the shield is used up', () => {
    const state = board(
      {
        battlefield: [
          { id: 'p1', card: 'Plains', controller: 'bob' },
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'm2', card: 'Mountain', controller: 'alice' },
        ],
      },
      {
        hand: [
          { id: 'l1', card: 'Lightning Bolt' },
          { id: 'l2', card: 'Lightning Bolt' },
        ],
      },
      { hand: [{ id: 's1', card: 'Test Shield' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] },
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 's1', targets: ['bob'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.state.players[1].life).toBe(20);
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toContain('615.7');
    const again = answer({ state: a.state, actions: [{ type: 'cast', player: 'alice', card: 'l2', targets: ['bob'] }, ...passes(2)] });
    expect(again.state.players[1].life).toBe(17);
  });

  it('a partial shield: 2 of the 3 damage prevented leaves 1 to deal', () => {
    const state = board(
      {
        battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }],
        effects: [
          { id: 'e1', kind: 'prevent-damage', amount: 2, affects: ['bob'], controller: 'bob', timestamp: 5, duration: 'this-turn' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] }, ...passes(2)] });
    expect(a.state.players[1].life).toBe(19);
  });
});

/**
 * 615.1a, 615.7, 615.11 on real cards (the bundled catalog's Oracle text), read as phrases by
 * cards/grammar/prevention.ts and applied in the one damage pipeline (120.4b, 614-damage-replacement.ts).
 */
describe('615: prevention sentences of real cards', () => {
  const rule = rulingsWith(bundledCatalog());
  const mountains = (n: number, controller = 'alice') =>
    Array.from({ length: n }, (_, i) => ({ id: `m${i + 1}`, card: 'Mountain', controller }));

  it('the lines are understood; "each creature and each player" and "to creatures" stay refused', () => {
    for (const name of ['Indestructible Aura', 'Urborg Phantom', 'Samite Censer-Bearer', 'Conservator', 'Leap of Faith', 'Healing Salve'])
      expect(compileCard(bundledCard(name)).unsupported).toEqual([]);
    expect(compileCard(bundledCard('Kitsune Palliator')).unsupported).toEqual([
      '{T}: Prevent the next 1 damage that would be dealt to each creature and each player this turn.',
    ]);
    expect(compileCard(bundledCard('Forfend')).unsupported).toEqual(['Prevent all damage that would be dealt to creatures this turn.']);
  });

  it('615.1a: Indestructible Aura on a creature: Lightning Bolt then deals it no damage; another creature is not shielded', () => {
    const state = board(
      {
        battlefield: [
          ...mountains(2),
          { id: 'p1', card: 'Plains', controller: 'bob' },
          { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'g2', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      {
        hand: [
          { id: 'l1', card: 'Lightning Bolt' },
          { id: 'l2', card: 'Lightning Bolt' },
        ],
      },
      { hand: [{ id: 'ia', card: 'Indestructible Aura' }] },
    );
    const a = rule({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'l1', targets: ['g1'] },
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'ia', targets: ['g1'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    const bears = a.state.battlefield.find((o) => o.id === 'g1');
    expect(bears?.damage ?? 0).toBe(0);
    expect(a.state.effects).toMatchObject([{ kind: 'prevent-all-damage', affects: ['g1'], duration: 'this-turn' }]);
    expect(cited(a)).toContain('615.1a');
    const b = rule({ state: a.state, actions: [{ type: 'cast', player: 'alice', card: 'l2', targets: ['g2'] }, ...passes(2)] });
    expect(b.state.battlefield.some((o) => o.id === 'g2')).toBe(false);
    expect(b.state.players[1].graveyard.map((o) => o.id)).toContain('g2');
  });

  it('Indestructible Aura cannot target a player (115.2: "target creature")', () => {
    const state = board(
      { battlefield: [{ id: 'p1', card: 'Plains', controller: 'alice' }] },
      { hand: [{ id: 'ia', card: 'Indestructible Aura' }] },
    );
    const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'ia', targets: ['bob'] } });
    expect(a.violations[0]).toMatchObject({ rule: '115.2' });
  });

  it("615.1a: Urborg Phantom's ability prevents the combat damage dealt to it and by it, not the other damage", () => {
    const state = {
      ...board(
        {
          battlefield: [
            { id: 'up', card: 'Urborg Phantom', controller: 'alice', tapped: true },
            { id: 'i1', card: 'Island', controller: 'alice' },
            { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
            ...mountains(1, 'bob'),
          ],
        },
        {},
        { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
      ),
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: {
        attackers: [{ id: 'up', attacking: 'bob', blocked: true }],
        blockers: [{ id: 'gb', blocking: ['up'] }],
        attackersDeclared: true,
        creaturesAttacked: true,
        blockersDeclared: true,
      },
    };
    const a = rule({ state, actions: [{ type: 'activate', player: 'alice', source: 'up', ability: 0 }, ...passes(2), ...passes(2)] });
    expect(a.state.turn.step).toBe('combat-damage');
    const phantom = a.state.battlefield.find((o) => o.id === 'up');
    const bears = a.state.battlefield.find((o) => o.id === 'gb');
    expect(phantom?.damage ?? 0).toBe(0);
    expect(bears?.damage ?? 0).toBe(0);
    expect(a.state.effects.map((e) => [e.kind, e.affects, e.combat])).toEqual([
      ['prevent-all-damage', ['up'], true],
      ['prevent-damage-by', ['up'], true],
    ]);
    expect(cited(a)).toContain('615.1a');
    // Noncombat damage is not prevented: Lightning Bolt kills it.
    const b = rule({
      state: a.state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'l1', targets: ['up'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(b.state.battlefield.some((o) => o.id === 'up')).toBe(false);
  });

  it('615.11: Samite Censer-Bearer gives each creature its controller controls its own 1-damage shield', () => {
    const state = board({
      battlefield: [
        { id: 'sc', card: 'Samite Censer-Bearer', controller: 'alice' },
        { id: 'p1', card: 'Plains', controller: 'alice' },
        { id: 'ga', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'gc', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      ],
    });
    const a = rule({ state, actions: [{ type: 'activate', player: 'alice', source: 'sc', ability: 0 }, ...passes(2)] });
    // The source is sacrificed as a cost (601.2h): the shields are for the two Bears still there.
    expect(a.state.effects.map((e) => [e.kind, e.affects, e.amount])).toEqual([
      ['prevent-damage', ['ga'], 1],
      ['prevent-damage', ['gc'], 1],
    ]);
    expect(cited(a)).toContain('615.11');
  });

  it('615.7: Conservator shields its controller from the next 2 damage; Lightning Bolt then takes 1 life', () => {
    const state = board(
      {
        battlefield: [
          { id: 'cv', card: 'Conservator', controller: 'bob' },
          ...mountains(3, 'bob'),
          { id: 'am', card: 'Mountain', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = rule({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] },
        { type: 'pass', player: 'alice' },
        { type: 'activate', player: 'bob', source: 'cv', ability: 0 },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.state.players[1].life).toBe(19);
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['615.7']));
  });
});

/**
 * 615.1a, 615.5: the Phantom creatures' static "If damage would be dealt to CARDNAME, prevent that damage. Remove a
 * +1/+1 counter from CARDNAME." (Phantom Centaur: protection from black, enters with three +1/+1 counters; 2/0).
 */
describe('615.5: a prevention effect with an additional effect (Phantom Centaur)', () => {
  const catalog = bundledCatalog();
  const rule = rulingsWith(catalog);
  const centaur = (counters = 3) => ({ id: 'pc', card: 'Phantom Centaur', controller: 'alice', counters: { '+1/+1': counters } });
  const blocked = (blockers: Record<string, unknown>[], extra: Record<string, unknown>[] = []) => ({
    ...board({ battlefield: [{ ...centaur(), tapped: true }, ...blockers, ...extra] }),
    turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
    combat: {
      attackers: [{ id: 'pc', attacking: 'bob', blocked: true }],
      blockers: blockers.map((b) => ({ id: b.id, blocking: ['pc'] })),
      attackersDeclared: true,
      creaturesAttacked: true,
      blockersDeclared: true,
    },
  });

  it('the line is understood; another follow-up stays refused', () => {
    expect(compileCard(bundledCard('Phantom Centaur')).unsupported).toEqual([]);
    const card = bundledCard('Phantom Centaur');
    const other = compileCard({
      ...card,
      text: 'If damage would be dealt to Phantom Centaur, prevent that damage. Put a +1/+1 counter on Phantom Centaur.',
    });
    expect(other.unsupported).toEqual([
      'If damage would be dealt to Phantom Centaur, prevent that damage. Put a +1/+1 counter on Phantom Centaur.',
    ]);
  });

  it('Lightning Bolt deals it no damage; a +1/+1 counter is removed right after (615.5)', () => {
    const state = board(
      { battlefield: [centaur(), { id: 'm1', card: 'Mountain', controller: 'bob' }] },
      {},
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = rule({
      state: { ...state, turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' } },
      actions: [{ type: 'cast', player: 'bob', card: 'l1', targets: ['pc'] }, ...passes(2, 'bob', 'alice')],
    });
    const pc = a.state.battlefield.find((o) => o.id === 'pc');
    expect(pc?.damage ?? 0).toBe(0);
    expect(pc?.counters['+1/+1']).toBe(2);
    expect(cited(a)).toEqual(expect.arrayContaining(['615.1a', '615.5']));
  });

  it('in combat, blocked by Grizzly Bears: no damage to it, one counter removed; the Bears are dealt 5', () => {
    const a = rule({ state: blocked([{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }]), actions: passes(2) });
    const pc = a.state.battlefield.find((o) => o.id === 'pc');
    expect(pc?.damage ?? 0).toBe(0);
    expect(pc?.counters['+1/+1']).toBe(2);
    expect(a.state.battlefield.some((o) => o.id === 'gb')).toBe(false);
  });

  it('with its last counter removed it is a 2/0 and dies (704.5f)', () => {
    const state = board(
      { battlefield: [centaur(1), { id: 'm1', card: 'Mountain', controller: 'bob' }] },
      {},
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = rule({
      state: { ...state, turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' } },
      actions: [{ type: 'cast', player: 'bob', card: 'l1', targets: ['pc'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(a.state.battlefield.some((o) => o.id === 'pc')).toBe(false);
    expect(cited(a)).toContain('704.5f');
  });

  it("616.1: damage from a black source: protection or the Phantom effect first is its controller's choice (a counter or none)", () => {
    const a = rule({ state: blocked([{ id: 'dk', card: 'Drudge Skeletons', controller: 'bob' }]), actions: passes(2) });
    expect(a.state.combat?.awaitingReplacement).toMatchObject({ player: 'alice' });
  });

  it('blocked by two creatures: one effect on two simultaneous damage events is refused, not guessed', () => {
    const o = adjudicate(
      {
        state: blocked([
          { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'g2', card: 'Grizzly Bears', controller: 'bob' },
        ]),
        actions: [...passes(2), { type: 'assignDamage', player: 'alice', assignments: { pc: { g1: 2, g2: 3 } } }],
      },
      catalog,
    );
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_SIMULTANEOUS_PREVENTION', rule: '615.5' });
  });
});

/**
 * 614.9: redirection, "{0}: The next 1 damage that would be dealt to Nomads en-Kor this turn is dealt to target creature
 * you control instead." (Nomads en-Kor, a 1/1): the damage goes through the same pipeline to its new recipient.
 */
describe('614.9: redirection effects (Nomads en-Kor)', () => {
  const catalog = bundledCatalog();
  const rule = rulingsWith(catalog);
  const activate = { type: 'activate', player: 'alice', source: 'ne', ability: 0, targets: ['gb'] };
  const start = (effects: Record<string, unknown>[] = []) =>
    board(
      {
        battlefield: [
          { id: 'ne', card: 'Nomads en-Kor', controller: 'alice' },
          { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'm1', card: 'Mountain', controller: 'bob' },
        ],
        effects,
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );

  it('the line is understood', () => {
    expect(compileCard(bundledCard('Nomads en-Kor')).unsupported).toEqual([]);
  });

  it('three activations in response to Lightning Bolt: all 3 damage is dealt to Grizzly Bears instead, which dies', () => {
    const a = rule({
      state: start(),
      actions: [
        { type: 'cast', player: 'bob', card: 'l1', targets: ['ne'] },
        { type: 'pass', player: 'bob' },
        activate,
        ...passes(2, 'alice', 'bob'),
        { type: 'pass', player: 'bob' },
        activate,
        ...passes(2, 'alice', 'bob'),
        { type: 'pass', player: 'bob' },
        activate,
        ...passes(2, 'alice', 'bob'),
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.state.battlefield.find((o) => o.id === 'ne')?.damage ?? 0).toBe(0);
    expect(a.state.battlefield.some((o) => o.id === 'gb')).toBe(false);
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['614.9', '120.3e']));
  });

  it('one activation: 1 damage to Grizzly Bears, the other 2 to Nomads en-Kor, which dies', () => {
    const a = rule({
      state: start(),
      actions: [
        { type: 'cast', player: 'bob', card: 'l1', targets: ['ne'] },
        { type: 'pass', player: 'bob' },
        activate,
        ...passes(2, 'alice', 'bob'),
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(a.state.battlefield.some((o) => o.id === 'ne')).toBe(false);
    expect(a.state.battlefield.find((o) => o.id === 'gb')?.damage).toBe(1);
  });

  it('the permanent it redirects to is gone: the effect does nothing (614.9), all 3 damage is dealt to Nomads en-Kor', () => {
    const effect = {
      id: 'e1',
      kind: 'redirect-damage',
      amount: 1,
      redirectTo: 'zz',
      affects: ['ne'],
      controller: 'alice',
      timestamp: 5,
      duration: 'this-turn',
    };
    const a = rule({
      state: start([effect]),
      actions: [{ type: 'cast', player: 'bob', card: 'l1', targets: ['ne'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(a.state.battlefield.some((o) => o.id === 'ne')).toBe(false);
    expect(cited(a)).not.toContain('614.9');
  });

  it('a redirect-damage effect without redirectTo is refused as a board', () => {
    const effect = {
      id: 'e1',
      kind: 'redirect-damage',
      amount: 1,
      affects: ['ne'],
      controller: 'alice',
      timestamp: 5,
      duration: 'this-turn',
    };
    expect(adjudicate({ state: start([effect]) }, catalog)).toMatchObject({ kind: 'invalid' });
  });

  it('it cannot target an opponent\'s creature ("target creature you control")', () => {
    const state = start();
    (state.battlefield as Record<string, unknown>[]).push({ id: 'ob', card: 'Grizzly Bears', controller: 'bob' });
    const a = rule({
      state: { ...state, turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' } },
      action: { ...activate, targets: ['ob'] },
    });
    expect(a.violations[0]).toMatchObject({ rule: '115.1' });
  });
});

/**
 * 615.8, 609.7a-b on the Circles of Protection: "{1}: The next time a red source of your choice would deal damage to
 * you this turn, prevent that damage." The source is chosen as the ability resolves (a pending choice, decision
 * chooseSource: a permanent or an instant or sorcery spell with the color named); the next damage from it to the
 * controller this turn is prevented, all of it, once; the color is rechecked as the damage would be dealt (609.7b).
 */
describe('615.8: Circle of Protection: Red, a shield against the next damage from a red source of your choice', () => {
  const rule = rulingsWith(bundledCatalog());
  const cop = 'Circle of Protection: Red';
  const activateCop = { type: 'activate', player: 'bob', source: 'cop', ability: 0 };

  it('the family compiles; "by the chosen artist", "enchanted creature" and "gain life equal" stay refused', () => {
    expect(compileCard(bundledCard(cop)).unsupported).toEqual([]);
    expect(compileCard(bundledCard(cop)).abilities[0]).toMatchObject({
      effects: [{ kind: 'preventNextFromSource', colors: ['R'], types: [] }],
    });
    expect(compileCard(bundledCard('Greater Realm of Preservation')).abilities[0]).toMatchObject({
      effects: [{ kind: 'preventNextFromSource', colors: ['B', 'R'], types: [] }],
    });
    expect(compileCard(bundledCard('Rune of Protection: Artifacts')).abilities[0]).toMatchObject({
      effects: [{ kind: 'preventNextFromSource', colors: [], types: ['Artifact'] }],
    });
    for (const name of ['Invulnerability', 'Pentagram of the Ages', 'Circle of Protection: Black'])
      expect(compileCard(bundledCard(name)).unsupported).toEqual([]);
    expect(compileCard(bundledCard('Jade Monolith')).unsupported).toHaveLength(1);
    expect(compileCard(bundledCard('Kithkin Armor')).unsupported).toHaveLength(1);
    expect(compileCard(bundledCard('Sanctum Guardian')).abilities[0]).toMatchObject({
      targets: [{ text: 'any target' }],
      effects: [{ kind: 'preventNextFromSource', colors: [], types: [], target: 0 }],
    });
    expect(compileCard(bundledCard('Reverse Damage')).unsupported).toHaveLength(1);
    expect(compileCard(bundledCard('Circle of Protection: Art')).unsupported).toContain(
      '{1}{W}: The next time a source of your choice by the chosen artist would deal damage to you this turn, prevent that damage.',
    );
  });

  it('in response to Lightning Bolt, bob chooses the Bolt: its 3 damage is prevented and the shield ends', () => {
    const state = board(
      {
        battlefield: [
          { id: 'cop', card: cop, controller: 'bob' },
          { id: 'p1', card: 'Plains', controller: 'bob' },
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const asked = rule({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] },
        { type: 'pass', player: 'alice' },
        activateCop,
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(asked.violations).toEqual([]);
    // 609.7a: the red sources: the Bolt on the stack (the green Bears, the colorless lands are not red).
    expect(asked.decision).toMatchObject({ kind: 'chooseSource', player: 'bob', options: ['lb'], rule: '609.7a' });
    expect(asked.state.stack[1]).toMatchObject({ controller: 'bob', pendingChoice: { kind: 'damageSource', player: 'bob', next: 0 } });
    const wrong = rule({ state: asked.state, action: choose(asked, ['gb']) });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '609.7a' });
    const chosen = rule({ state: asked.state, action: choose(asked, ['lb']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.effects).toEqual([
      expect.objectContaining({
        kind: 'prevent-next-from-source',
        affects: ['bob'],
        damageSource: 'lb',
        colors: ['R'],
        duration: 'this-turn',
        controller: 'bob',
      }),
    ]);
    expect(cited(chosen)).toEqual(expect.arrayContaining(['609.7a', '615.8']));
    const bolt = rule({ state: chosen.state, actions: passes(2) });
    expect(bolt.state.stack).toEqual([]);
    expect(bolt.state.players[1].life).toBe(20);
    expect(bolt.state.effects).toEqual([]);
    expect(cited(bolt)).toContain('615.8');
  });

  it("a red creature's combat damage is prevented once; the shield is used up, a second instance is dealt", () => {
    const shield = { id: 'e1', kind: 'prevent-next-from-source', affects: ['bob'], damageSource: 'gob', colors: ['R'] };
    const state = board({
      battlefield: [
        { id: 'hg', card: 'Hill Giant', controller: 'alice', tapped: true },
        { id: 'gob', card: 'Goblin Bombardment', controller: 'alice' },
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'g2', card: 'Grizzly Bears', controller: 'alice' },
      ],
      effects: [
        { ...shield, controller: 'bob', timestamp: 5, duration: 'this-turn' },
        { ...shield, id: 'e2', damageSource: 'hg', controller: 'bob', timestamp: 6, duration: 'this-turn' },
      ],
    });
    const pings = rule({
      state,
      actions: [
        { type: 'activate', player: 'alice', source: 'gob', ability: 0, targets: ['bob'], sacrifice: ['g1'] },
        ...passes(2),
        { type: 'activate', player: 'alice', source: 'gob', ability: 0, targets: ['bob'], sacrifice: ['g2'] },
        ...passes(2),
      ],
    });
    expect(pings.violations).toEqual([]);
    // The first 1 damage from Goblin Bombardment is prevented (615.8), the second is dealt.
    expect(pings.state.players[1].life).toBe(19);
    expect(pings.state.effects.map((e) => e.id)).toEqual(['e2']);
    const combat = rule({
      state: {
        ...pings.state,
        turn: { ...pings.state.turn, step: 'declare-blockers', priority: 'alice' },
        combat: { attackers: [{ id: 'hg', attacking: 'bob' }], attackersDeclared: true, creaturesAttacked: true, blockersDeclared: true },
      },
      actions: passes(2),
    });
    expect(combat.violations).toEqual([]);
    expect(combat.state.turn.step).toBe('combat-damage');
    expect(combat.state.players[1].life).toBe(19);
    expect(combat.state.effects).toEqual([]);
    expect(cited(combat)).toContain('615.8');
  });

  it('"to any target": Sanctum Guardian shields its target creature from the Bolt chosen', () => {
    const state = board(
      {
        battlefield: [
          { id: 'sg', card: 'Sanctum Guardian', controller: 'bob' },
          { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'm1', card: 'Mountain', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const asked = rule({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'lb', targets: ['g1'] },
        { type: 'pass', player: 'alice' },
        { type: 'activate', player: 'bob', source: 'sg', ability: 0, targets: ['g1'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(asked.violations).toEqual([]);
    // Any source: the permanents, even the Mountain (609.7a: it need not be able to deal damage), and the Bolt;
    // Sanctum Guardian was sacrificed as the cost (601.2h).
    expect(asked.decision).toMatchObject({ kind: 'chooseSource', player: 'bob', options: ['g1', 'm1', 'lb'] });
    const chosen = rule({ state: asked.state, action: choose(asked, ['lb']) });
    expect(chosen.state.effects).toEqual([
      expect.objectContaining({ kind: 'prevent-next-from-source', affects: ['g1'], damageSource: 'lb' }),
    ]);
    expect(chosen.state.effects[0].colors).toBeUndefined();
    const bolt = rule({ state: chosen.state, actions: passes(2) });
    expect(bolt.state.battlefield.find((o) => o.id === 'g1')?.damage ?? 0).toBe(0);
    expect(bolt.state.effects).toEqual([]);
    expect(cited(bolt)).toContain('615.8');
  });

  it('609.7b: a source no longer red as it would deal damage: nothing prevented, the shield stays', () => {
    // The shield names Grizzly Bears (green) with the color red: the recheck fails, its 2 combat damage is dealt.
    const state = board({
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice', tapped: true }],
      effects: [
        {
          id: 'e1',
          kind: 'prevent-next-from-source',
          affects: ['bob'],
          damageSource: 'gb',
          colors: ['R'],
          controller: 'bob',
          timestamp: 5,
          duration: 'this-turn',
        },
      ],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
      combat: { attackers: [{ id: 'gb', attacking: 'bob' }], attackersDeclared: true, creaturesAttacked: true, blockersDeclared: true },
    });
    const a = rule({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(18);
    expect(a.state.effects.map((e) => e.id)).toEqual(['e1']);
    expect(cited(a)).not.toContain('615.8');
  });

  it('no red source to choose: nothing is asked and the ability does nothing', () => {
    const state = board({
      battlefield: [
        { id: 'cop', card: cop, controller: 'bob' },
        { id: 'p1', card: 'Plains', controller: 'bob' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      ],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
    });
    const a = rule({ state, actions: [activateCop, ...passes(2, 'bob', 'alice')] });
    expect(a.violations).toEqual([]);
    expect(a.decision?.kind).toBe('priority');
    expect(a.state.stack).toEqual([]);
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toContain('609.7a');
  });

  it('a board: a damageSource choice on an entry that names no source is refused (422 NOTHING_TO_CHOOSE); a shield without its source is refused', () => {
    const waiting = board({
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }],
      stack: [
        {
          id: 'lb',
          card: 'Lightning Bolt',
          controller: 'alice',
          targets: ['bob'],
          pendingChoice: { kind: 'damageSource', player: 'alice', next: 0 },
        },
      ],
    });
    expect(adjudicate({ state: waiting, actions: passes(2) }, bundledCatalog())).toMatchObject({
      kind: 'invalid',
      errors: [{ code: 'NOTHING_TO_CHOOSE', rule: '609.7a', path: 'state.stack[0].pendingChoice' }],
    });
    const noSource = board({
      effects: [{ id: 'e1', kind: 'prevent-next-from-source', affects: ['bob'], controller: 'bob', timestamp: 1, duration: 'this-turn' }],
    });
    expect(adjudicate({ state: noSource, actions: passes(2) }, bundledCatalog())).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'state.effects[0].damageSource' }],
    });
  });
});
