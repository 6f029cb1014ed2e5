import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * 120.3, 608.2c: Tibalt, the Fiend-Blooded −4: "Tibalt, the Fiend-Blooded deals damage equal to the number of cards in
 * target player's hand to that player.": the target is named inside the amount; the cards are counted as it resolves.
 * Its −6 (a group "gain control ... Untap them") is not read yet: the card stays refused in full.
 */
const TIBALT = 'Tibalt, the Fiend-Blooded';
const tibalt = bundledCard(TIBALT);
const answer = rulingsWith(new InMemoryCatalog([TIBALT, 'Mountain'].map(bundledCard)));
const minusFour = tibalt.text.split('\n').findIndex((l) => l.startsWith('−4:'));

describe('120.3 damage equal to the number of cards in target player’s hand', () => {
  it('the −4 is understood; the card is not in full (its −6); a damage to "any target" stays refused', () => {
    expect(compileCard(tibalt).abilities.some((a) => a.text.startsWith('−4:') && a.kind === 'loyalty')).toBe(true);
    expect(compileCard(tibalt).support).not.toBe('full');
    const variant = defineCard({
      ...tibalt,
      name: 'Tibalt, Variant',
      text: "−4: Tibalt, Variant deals damage equal to the number of cards in target player's hand to any target.",
    });
    expect(compileCard(variant).support).not.toBe('full');
  });

  it('606.4, 120.3: bob, with three cards in hand, is dealt 3 damage', () => {
    const a = answer({
      allowUnsupported: true,
      state: board(
        { battlefield: [{ id: 't1', card: TIBALT, controller: 'alice', counters: { loyalty: 5 } }] },
        {},
        {
          hand: [
            { id: 'h1', card: 'Mountain' },
            { id: 'h2', card: 'Mountain' },
            { id: 'h3', card: 'Mountain' },
          ],
        },
      ),
      actions: [{ type: 'activate', player: 'alice', source: 't1', ability: minusFour, targets: ['bob'] }, ...passes(2)],
    });
    expect(a.state.battlefield.find((o) => o.id === 't1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(a.state.players.find((p) => p.id === 'bob')?.life).toBe(17);
    expect(a.state.players.find((p) => p.id === 'alice')?.life).toBe(20);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '120.3a']));
  });
});
