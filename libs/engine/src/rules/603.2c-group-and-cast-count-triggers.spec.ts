import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { adjudicate, Answer } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, passes, perm } from '../testing/spell-cards';
import { attack, combatBoard, TO_ATTACKERS } from '../testing/combat-cards';

/**
 * 603.2c: "Whenever one or more creatures [you control] attack [you]", "... deal combat damage to a player": one
 * trigger for the group; 601.2i: "Whenever you cast your second spell each turn"; "... during your turn / an
 * opponent's turn"; 701.21a: "Whenever a player sacrifices a creature". Real cards of the bundled catalog.
 */
const NAMES = [
  "Orim's Prayer", // Whenever one or more creatures attack you, you gain 1 life for each attacking creature.
  'Ongoing Investigation', // Whenever one or more creatures you control deal combat damage to a player, investigate.
  'Thopter Spy Network', // ... one or more artifact creatures you control deal combat damage to a player, draw a card.
  'Jori En, Ruin Diver', // Whenever you cast your second spell each turn, draw a card.
  'Dreamspoiler Witches', // Whenever you cast a spell during an opponent's turn, you may have target creature get -1/-1 ...
  'Thraximundar', // Whenever Thraximundar attacks, defending player sacrifices a creature. / Whenever a player sacrifices a creature, ...
  'Mortician Beetle', // Whenever a player sacrifices a creature, you may put a +1/+1 counter on Mortician Beetle.
  'Wild Defiance', // Whenever a creature you control becomes the target of an instant or sorcery spell, that creature gets +3/+3 ...
  'Spectral Prison', // When enchanted creature becomes the target of a spell, sacrifice Spectral Prison.
  'Prodigal Pyromancer', // {T}: Prodigal Pyromancer deals 1 damage to any target.
  'Grizzly Bears',
  'Savannah Lions',
  'Lightning Bolt',
  'Shock',
  'Mountain',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const cast = (card: string, targets?: string[], player = 'alice') => ({ type: 'cast', player, card, ...(targets ? { targets } : {}) });
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const life = (a: Answer, player: string) => a.state.players.find((p) => p.id === player)?.life;

describe('603.2c group triggers, 601.2i cast-count triggers', () => {
  it.each(NAMES.slice(0, 9))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('refuses what those triggers cannot yet do: "each of those creatures" (Lightmine Field), a random opponent (Vial Smasher)', () => {
    expect(compileCard(bundledCard('Lightmine Field')).support).not.toBe('full');
    expect(compileCard(bundledCard('Vial Smasher the Fierce')).support).not.toBe('full');
    // "counter that spell unless its controller discards a card": not read.
    expect(compileCard(bundledCard('Reality Smasher')).support).not.toBe('full');
  });

  it("603.2c, 508.1: Orim's Prayer triggers once for two attackers, and its controller gains 1 life for each", () => {
    const field = [perm('op', "Orim's Prayer", 'bob'), perm('gb', 'Grizzly Bears', 'alice'), perm('sl', 'Savannah Lions', 'alice')];
    const attacked = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('gb', 'sl')] });
    expect(triggerSources(attacked)).toEqual(['op']);
    expect(cited(attacked)).toContain('603.2c');
    const resolved = answer({ state: attacked.state, actions: passes(2) });
    expect(life(resolved, 'bob')).toBe(22);
  });

  it("506.3: Orim's Prayer does not trigger when its controller's creatures attack", () => {
    const field = [perm('op', "Orim's Prayer", 'alice'), perm('gb', 'Grizzly Bears', 'alice')];
    const attacked = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('gb')] });
    expect(triggerSources(attacked)).toEqual([]);
  });

  it('603.2c, 510.2: Ongoing Investigation triggers once for two creatures dealing combat damage to one player; Thopter Spy Network waits for an artifact creature', () => {
    const field = [
      perm('oi', 'Ongoing Investigation', 'alice'),
      perm('ts', 'Thopter Spy Network', 'alice'),
      perm('gb', 'Grizzly Bears', 'alice'),
      perm('sl', 'Savannah Lions', 'alice'),
    ];
    const hit = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('gb', 'sl'), ...passes(4)] });
    expect(life(hit, 'bob')).toBe(16);
    expect(triggerSources(hit)).toEqual(['oi']);
    expect(cited(hit)).toContain('603.2c');
    const resolved = answer({ state: hit.state, actions: passes(2) });
    expect(resolved.state.battlefield.filter((o) => o.characteristics?.name === 'Clue Token')).toHaveLength(1);
  });

  it("601.2i: Jori En triggers on its controller's second spell of the turn, not on the first", () => {
    const field = [perm('je', 'Jori En, Ruin Diver', 'alice'), ...lands('Mountain', 'm', 2)];
    const hand = {
      hand: [
        { id: 'lb', card: 'Lightning Bolt' },
        { id: 'sh', card: 'Shock' },
      ],
    };
    const first = answer({ state: board({ battlefield: field }, hand), actions: [cast('lb', ['bob'])] });
    expect(triggerSources(first)).toEqual([]);
    const second = answer({ state: first.state, actions: [cast('sh', ['bob'])] });
    expect(triggerSources(second)).toEqual(['je']);
    // A board that says one spell was cast this turn by bob: alice's first is still her first.
    const bobs = board(
      {
        battlefield: field,
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', spellsCast: 1, spellsCastBy: { bob: 1 } },
      },
      hand,
    );
    expect(triggerSources(answer({ state: bobs, actions: [cast('lb', ['bob'])] }))).toEqual([]);
  });

  it('601.2i: a board counting a spell cast this turn without saying by whom leaves "your second spell" unknown: refused', () => {
    const state = board(
      {
        battlefield: [perm('je', 'Jori En, Ruin Diver', 'alice'), ...lands('Mountain', 'm', 1)],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', spellsCast: 1 },
      },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const outcome = adjudicate({ state, actions: [cast('lb', ['bob'])] } as { state: unknown }, catalog);
    expect(outcome.kind).not.toBe('answer');
  });

  it("Dreamspoiler Witches triggers on a spell its controller casts during an opponent's turn, not during their own", () => {
    const field = [perm('dw', 'Dreamspoiler Witches', 'alice'), ...lands('Mountain', 'm', 1)];
    const hand = { hand: [{ id: 'lb', card: 'Lightning Bolt' }] };
    const theirs = board({ battlefield: field, turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' } }, hand);
    const during = answer({ state: theirs, actions: [cast('lb', ['bob'])] });
    expect(triggerSources(during)).toEqual(['dw']);
    const own = answer({ state: board({ battlefield: field }, hand), actions: [cast('lb', ['bob'])] });
    expect(triggerSources(own)).toEqual([]);
  });

  it("701.21a: Mortician Beetle sees another player sacrifice a creature (Thraximundar's attack trigger)", () => {
    const field = [perm('tx', 'Thraximundar', 'alice'), perm('mb', 'Mortician Beetle', 'alice'), perm('gb', 'Grizzly Bears', 'bob')];
    const attacked = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('tx')] });
    expect(triggerSources(attacked)).toEqual(['tx']);
    const resolved = answer({ state: attacked.state, actions: passes(2) });
    expect(resolved.state.players[1].graveyard.map((o) => o.id)).toEqual(['gb']);
    // 603.3b: both triggered, their controller orders them.
    expect(resolved.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice', options: ['tx.trigger.1', 'mb.trigger.0'] });
    expect(cited(resolved)).toContain('701.21a');
  });

  it('115.1: Wild Defiance gives +3/+3 to its creature targeted by a Lightning Bolt (its trigger resolves first); an ability targeting it does not trigger it', () => {
    const field = [perm('wd', 'Wild Defiance', 'alice'), perm('gb', 'Grizzly Bears', 'alice'), perm('pp', 'Prodigal Pyromancer', 'alice')];
    const state = board({ battlefield: [...field, ...lands('Mountain', 'm', 1)] }, { hand: [{ id: 'lb', card: 'Lightning Bolt' }] });
    const bolted = answer({ state, actions: [cast('lb', ['gb'])] });
    expect(triggerSources(bolted)).toEqual(['wd']);
    expect(cited(bolted)).toContain('115.1');
    const resolved = answer({ state: bolted.state, actions: passes(4) });
    expect(resolved.state.battlefield.find((o) => o.id === 'gb')?.damage).toBe(3);
    expect(resolved.state.players[0].graveyard.map((o) => o.id)).toEqual(['lb']);
    const pinged = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'pp', ability: 0, targets: ['gb'] }] });
    expect(triggerSources(pinged)).toEqual([]);
  });

  it('115.1: Spectral Prison is sacrificed as the enchanted creature becomes the target of a spell', () => {
    const field = [
      perm('gb', 'Grizzly Bears', 'bob'),
      perm('sp', 'Spectral Prison', 'alice', { attachedTo: 'gb' }),
      ...lands('Mountain', 'm', 1),
    ];
    const bolted = answer({
      state: board({ battlefield: field }, { hand: [{ id: 'lb', card: 'Lightning Bolt' }] }),
      actions: [cast('lb', ['gb'])],
    });
    expect(triggerSources(bolted)).toEqual(['sp']);
    const resolved = answer({ state: bolted.state, actions: passes(2) });
    expect(resolved.state.players[0].graveyard.map((o) => o.id)).toEqual(['sp']);
  });
});
