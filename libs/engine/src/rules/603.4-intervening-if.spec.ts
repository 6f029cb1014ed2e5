import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 603.4: "At the beginning of the end step, if no creatures are on the battlefield, sacrifice CARDNAME." (Pestilence):
 * an intervening "if" checked as the step begins (no trigger otherwise) and again as the ability resolves. The
 * condition counts the permanents of every player ("on the battlefield").
 */
const answer = rulingsWith(
  new InMemoryCatalog(['Pestilence', 'Pyrohemia', 'Call to the Grave', 'Wirecat', 'Grizzly Bears', 'Swamp'].map(bundledCard)),
);
const beforeEndStep = (battlefield: Record<string, unknown>[]) =>
  board({ battlefield, turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' } });
const pestilence = { id: 'pe', card: 'Pestilence', controller: 'alice' };

describe('603.4: Pestilence, "if no creatures are on the battlefield"', () => {
  it.each(['Pestilence', 'Pyrohemia', 'Call to the Grave'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('no creature on the battlefield: it triggers as the end step begins and is sacrificed', () => {
    const a = answer({ state: beforeEndStep([pestilence]), actions: [...passes(2), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'pe')).toBeUndefined();
    expect(a.state.players[0].graveyard.map((o) => o.id)).toEqual(['pe']);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.4']));
  });

  it("bob's Grizzly Bears on the battlefield: no trigger, Pestilence stays", () => {
    const a = answer({
      state: beforeEndStep([pestilence, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }]),
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(a.state.turn.step).toBe('end');
    expect(a.state.stack).toEqual([]);
    expect(onField(a, 'pe')).toBeDefined();
  });

  it('{B}: Pestilence kills the last creature (2 damage to the Bears), then the end step sacrifices it', () => {
    const a = answer({
      state: beforeEndStep([
        pestilence,
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
        { id: 's1', card: 'Swamp', controller: 'alice' },
        { id: 's2', card: 'Swamp', controller: 'alice' },
      ]),
      actions: [
        { type: 'activate', player: 'alice', source: 'pe', ability: 0, payment: { tap: ['s1'] } },
        ...passes(2),
        { type: 'activate', player: 'alice', source: 'pe', ability: 0, payment: { tap: ['s2'] } },
        ...passes(2),
        ...passes(2),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'gb')).toBeUndefined();
    expect(a.state.players.map((p) => p.life)).toEqual([18, 18]);
    expect(onField(a, 'pe')).toBeUndefined();
  });
});

describe('611.3a: "CARDNAME can\'t attack or block if an enchantment is on the battlefield." (Wirecat)', () => {
  const wirecat = { id: 'wc', card: 'Wirecat', controller: 'alice' };
  it('Wirecat is understood in full', () => {
    expect(compileCard(bundledCard('Wirecat')).support).toBe('full');
  });

  it("with bob's Pestilence on the battlefield it can't attack: no creature of alice is able to (508.1a, 508.1c); without an enchantment it attacks", () => {
    const state = (battlefield: Record<string, unknown>[]) =>
      board({ battlefield, turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } });
    const held = answer({ state: state([wirecat, { id: 'pe', card: 'Pestilence', controller: 'bob' }]), actions: passes(2) });
    expect(held.violations).toEqual([]);
    expect(held.decision?.kind).not.toBe('declareAttackers');
    expect(held.trace).toContainEqual(
      expect.objectContaining({ rule: '508.1a', text: expect.stringContaining('no creature able to attack') }),
    );
    const free = answer({
      state: state([wirecat]),
      actions: [...passes(2), { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'wc', attacking: 'bob' }] }],
    });
    expect(free.violations).toEqual([]);
    expect(free.state.combat?.attackers.map((x) => x.id)).toEqual(['wc']);
  });
});
