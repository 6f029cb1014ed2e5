import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

const sarkhan = bundledCard('Sarkhan, the Dragonspeaker');
const answer = rulingsWith(new InMemoryCatalog([sarkhan, bundledCard('Grizzly Bears'), bundledCard('Shock')]));
const EMBLEM = 'At the beginning of your draw step, draw two additional cards.\nAt the beginning of your end step, discard your hand.';
const minus6 = sarkhan.text.split('\n').findIndex((l) => l.startsWith('−6:'));

describe('114.4 an emblem with two quoted abilities', () => {
  it('Sarkhan, the Dragonspeaker: its −6 is understood; its +1 (a planeswalker that stops being one, 205.1a) stays refused', () => {
    const c = compileCard(sarkhan);
    expect(c.support).not.toBe('full');
    expect(c.unsupported).toEqual([expect.stringMatching(/^\+1: Until end of turn, .* becomes a legendary 4\/4 red Dragon creature/)]);
  });

  it('114.2, 606.4, 704.5i: Sarkhan −6 with six loyalty gives alice the emblem with both abilities; Sarkhan goes to the graveyard', () => {
    const a = answer({
      allowUnsupported: true,
      state: board({ battlefield: [{ id: 's1', card: sarkhan.name, controller: 'alice', counters: { loyalty: 6 } }] }),
      actions: [{ type: 'activate', player: 'alice', source: 's1', ability: minus6 }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 's1')).toBeUndefined();
    expect(a.state.players[0].graveyard).toEqual([expect.objectContaining({ card: sarkhan.name })]);
    expect(a.state.command).toEqual([{ id: 'alice.emblem', owner: 'alice', emblem: EMBLEM, source: sarkhan.name }]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '704.5i', '114.2']));
  });

  it("504.1, 603.2: in its owner's draw step the emblem has them draw two more cards after the draw of the turn", () => {
    const a = answer({
      state: board({
        turn: { number: 3, active: 'alice', step: 'upkeep', priority: 'alice' },
        command: [{ id: 'em', owner: 'alice', emblem: EMBLEM }],
      }),
      actions: [...passes(2), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.turn).toMatchObject({ active: 'alice', step: 'draw' });
    expect(a.state.players[0]).toMatchObject({ hand: { count: 3 }, library: { count: 27 } });
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['504.1', '603.2', '121.1']));
  });

  it("513.1, 603.2, 701.9a: at the beginning of its owner's end step they discard their hand; the opponent's end step does nothing", () => {
    const hand = [
      { id: 'h1', card: 'Grizzly Bears' },
      { id: 'h2', card: 'Shock' },
    ];
    const a = answer({
      state: board(
        {
          turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
          command: [{ id: 'em', owner: 'alice', emblem: EMBLEM }],
        },
        { hand },
        { hand: hand.map((h) => ({ ...h, id: `b${h.id}` })) },
      ),
      actions: [...passes(2), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.turn).toMatchObject({ active: 'alice', step: 'end' });
    expect(a.state.players[0].hand).toEqual([]);
    expect(a.state.players[0].graveyard).toEqual([
      expect.objectContaining({ card: 'Grizzly Bears' }),
      expect.objectContaining({ card: 'Shock' }),
    ]);
    expect(a.state.players[1].hand).toHaveLength(2);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '701.9a']));
  });

  it('an emblem whose second quoted ability the engine does not understand stays refused', () => {
    const variant = defineCard({
      name: 'Variant Sarkhan',
      types: ['Planeswalker'],
      text: '−6: You get an emblem with "At the beginning of your draw step, draw two additional cards" and "You have no maximum hand size."',
    });
    expect(compileCard(variant).support).not.toBe('full');
  });
});
