import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 606.3, 114.4: Teferi, Temporal Archmage's "−10: You get an emblem with "You may activate loyalty abilities of
 * planeswalkers you control on any player's turn any time you could cast an instant."": from the command zone, its
 * owner activates loyalty abilities whenever they have priority (117.1a), on the opponent's turn or with a spell on
 * the stack, still only once each turn for each planeswalker (606.3).
 */
const TEXT = "You may activate loyalty abilities of planeswalkers you control on any player's turn any time you could cast an instant.";
const catalog = new InMemoryCatalog(['Teferi, Temporal Archmage', 'Jace Beleren', 'Grizzly Bears', 'Island'].map(bundledCard));
const answer = rulingsWith(catalog);
const line = (name: string, cost: string) =>
  bundledCard(name)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const jace = { id: 'j1', card: 'Jace Beleren', controller: 'alice', counters: { loyalty: 3 } };
const emblem = { id: 'em', owner: 'alice', emblem: TEXT };
const theirTurn = { number: 4, active: 'bob', step: 'first-main', priority: 'alice' };
const draw = line('Jace Beleren', '\u22121');

describe('compiled', () => {
  it('Teferi, Temporal Archmage is understood in full', () => {
    expect(compileCard(bundledCard('Teferi, Temporal Archmage')).support).toBe('full');
  });

  it('an emblem that lets loyalty abilities be activated twice each turn stays refused', () => {
    const card = defineCard({
      name: 'Odd Walker',
      types: ['Planeswalker'],
      manaCost: '{3}',
      loyalty: '3',
      text: '\u22121: You get an emblem with "You may activate loyalty abilities of planeswalkers you control twice each turn."',
    });
    expect(compileCard(card).support).not.toBe('full');
  });
});

describe('Teferi, Temporal Archmage \u221210', () => {
  it('114.2: the emblem is created in the command zone for its controller; 606.4: ten loyalty counters removed', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 't1', card: 'Teferi, Temporal Archmage', controller: 'alice', counters: { loyalty: 11 } }] }),
      actions: [{ type: 'activate', player: 'alice', source: 't1', ability: line('Teferi, Temporal Archmage', '\u221210') }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.command).toEqual([expect.objectContaining({ owner: 'alice', emblem: TEXT })]);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '114.2']));
  });
});

describe('the emblem: loyalty abilities any time its owner could cast an instant', () => {
  it("606.3: on the opponent's turn, alice activates Jace Beleren's \u22121 and draws a card", () => {
    const a = answer({
      state: board({ battlefield: [jace], command: [emblem], turn: theirTurn }, { library: ['Island', 'Island'] }),
      actions: [{ type: 'activate', player: 'alice', source: 'j1', ability: draw, targets: ['alice'] }, ...passes(2, 'alice', 'bob')],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 2 }, loyaltyActivated: true });
    expect(a.state.players[0].hand).toHaveLength(1);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.3', '606.4']));
  });

  it('606.3: still once each turn for each planeswalker', () => {
    const a = answer({
      state: board({ battlefield: [{ ...jace, loyaltyActivated: true }], command: [emblem], turn: theirTurn }),
      action: { type: 'activate', player: 'alice', source: 'j1', ability: draw, targets: ['alice'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
  });

  it("114.4: the emblem is its owner's only: bob's emblem does not let alice activate on bob's turn", () => {
    const a = answer({
      state: board({ battlefield: [jace], command: [{ ...emblem, owner: 'bob' }], turn: theirTurn }),
      action: { type: 'activate', player: 'alice', source: 'j1', ability: draw, targets: ['alice'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'SORCERY_SPEED', rule: '606.3' });
    expect(a.state.battlefield[0]).toMatchObject({ counters: { loyalty: 3 } });
  });

  it('117.1: any time she could cast an instant, and never without priority', () => {
    const a = answer({
      state: board({ battlefield: [jace], command: [emblem], turn: { ...theirTurn, priority: 'bob' } }),
      action: { type: 'activate', player: 'alice', source: 'j1', ability: draw, targets: ['alice'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'NO_PRIORITY', rule: '117.1' });
  });
});
