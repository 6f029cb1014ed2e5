import { adjudicate, Answer } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/**
 * Static abilities whose effect depends on a quantity, read by the quantity grammar (cards/grammar/quantity.ts)
 * and computed by the one evaluator (select/selector.ts), on real cards: delirium (207.2c: an ability word;
 * "four or more card types among cards in your graveyard", 205.2a) as a condition of a static ability (611.3a),
 * "+1/+1 for each other creature you control" of an Aura (613.4c), and, for a spell, damage equal to the number
 * of cards in the target player's hand (402.1, 608.2h: counted as the spell resolves).
 */
const NAMES = ['Grim Flayer', 'Moorland Drifter', 'Bravado', "Conclave's Blessing", 'Storm Seeker', 'Sudden Impact'];
const catalog = new InMemoryCatalog(
  [...NAMES, 'Grizzly Bears', 'Craw Wurm', 'Memnite', 'Forest', 'Mountain', 'Lightning Bolt', 'Divination'].map(bundledCard),
);
function rule(request: { state: unknown; action?: unknown; actions?: unknown }): Answer {
  const outcome = adjudicate(request, catalog);
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}
const see = (state: Record<string, unknown>): Answer => rule({ state, actions: [] });
const pt = (a: Answer, id: string) => [onField(a, id)?.characteristics.power, onField(a, id)?.characteristics.toughness];
const card = (id: string, name: string) => ({ id, card: name });
const FOUR_TYPES = [card('g1', 'Grizzly Bears'), card('b1', 'Lightning Bolt'), card('f1', 'Forest'), card('d1', 'Divination')];

describe('207.2c, 205.2a, 611.3a: delirium', () => {
  it('each card is understood in full', () => {
    for (const name of NAMES) expect([name, compileCard(bundledCard(name)).unsupported]).toEqual([name, []]);
  });

  it("four card types among the cards in its controller's graveyard: Grim Flayer gets +2/+2, Moorland Drifter has flying", () => {
    const a = see(
      board({ battlefield: [perm('gf', 'Grim Flayer', 'alice'), perm('md', 'Moorland Drifter', 'alice')] }, { graveyard: FOUR_TYPES }),
    );
    expect(pt(a, 'gf')).toEqual([4, 4]);
    expect(onField(a, 'md')?.characteristics.abilities).toEqual(expect.arrayContaining(['Flying']));
  });

  it("three types are not enough, however many cards; the opponent's graveyard does not count", () => {
    const a = see(
      board(
        { battlefield: [perm('gf', 'Grim Flayer', 'alice'), perm('md', 'Moorland Drifter', 'alice')] },
        { graveyard: [...FOUR_TYPES.slice(0, 3), card('g2', 'Grizzly Bears'), card('g3', 'Craw Wurm')] },
        { graveyard: FOUR_TYPES.map((c) => ({ ...c, id: `x${c.id}` })) },
      ),
    );
    expect(pt(a, 'gf')).toEqual([2, 2]);
    expect(onField(a, 'md')?.characteristics.abilities).not.toContain('Flying');
  });

  it('205.2a: an artifact creature card is two card types (with an instant and a land: four)', () => {
    const a = see(
      board(
        { battlefield: [perm('gf', 'Grim Flayer', 'alice')] },
        { graveyard: [card('m1', 'Memnite'), card('b1', 'Lightning Bolt'), card('f1', 'Forest')] },
      ),
    );
    expect(pt(a, 'gf')).toEqual([4, 4]);
  });
});

describe('613.4c: "Enchanted creature gets +N/+N for each other creature you control." (Bravado, Conclave\'s Blessing)', () => {
  it('"other" is other than the enchanted creature; the opponent\'s creatures are not counted', () => {
    const a = see(
      board({
        battlefield: [
          perm('gb', 'Grizzly Bears', 'alice'),
          perm('br', 'Bravado', 'alice', { attachedTo: 'gb' }),
          perm('w1', 'Craw Wurm', 'alice'),
          perm('w2', 'Craw Wurm', 'alice', { tapped: true }),
          perm('cb', "Conclave's Blessing", 'alice', { attachedTo: 'w1' }),
          perm('w3', 'Craw Wurm', 'bob'),
        ],
      }),
    );
    expect(pt(a, 'gb')).toEqual([4, 4]);
    expect(pt(a, 'w1')).toEqual([6, 8]);
    expect(pt(a, 'w3')).toEqual([6, 4]);
  });

  it("on an opponent's creature: the Aura's controller's creatures are counted (\"you\", 109.5)", () => {
    const a = see(
      board({
        battlefield: [
          perm('gb', 'Grizzly Bears', 'bob'),
          perm('br', 'Bravado', 'alice', { attachedTo: 'gb' }),
          perm('w1', 'Craw Wurm', 'alice'),
        ],
      }),
    );
    expect(pt(a, 'gb')).toEqual([3, 3]);
  });

  it('alone, the enchanted creature gets nothing', () => {
    const a = see(board({ battlefield: [perm('gb', 'Grizzly Bears', 'alice'), perm('br', 'Bravado', 'alice', { attachedTo: 'gb' })] }));
    expect(pt(a, 'gb')).toEqual([2, 2]);
  });
});

describe("402.1, 608.2h: damage to target player equal to the number of cards in that player's hand", () => {
  it('Storm Seeker: bob has 3 cards in hand and is dealt 3 damage', () => {
    const state = board(
      { battlefield: lands('Forest', 'f', 4) },
      { hand: [card('ss', 'Storm Seeker'), card('h1', 'Forest')] },
      { hand: [card('x1', 'Forest'), card('x2', 'Forest'), card('x3', 'Forest')] },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'ss', targets: ['bob'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players.map((p) => p.life)).toEqual([20, 17]);
    // 120.3a: damage dealt to a player makes them lose that much life; the count is read as the spell resolves (608.2).
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2', '120.3a']));
  });

  it('Sudden Impact at alice herself counts her own hand after the spell left it (hidden hand sizes count too)', () => {
    const state = board(
      { battlefield: lands('Mountain', 'm', 4) },
      { hand: [card('si', 'Sudden Impact'), card('h1', 'Forest'), card('h2', 'Forest')] },
      { hand: { count: 5 } },
    );
    const a = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'si', targets: ['alice'] }, ...passes(2)] });
    expect(a.state.players.map((p) => p.life)).toEqual([18, 20]);
    const b = rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'si', targets: ['bob'] }, ...passes(2)] });
    expect(b.state.players.map((p) => p.life)).toEqual([20, 15]);
  });

  it('a creature is no legal target: it is a player the spell targets', () => {
    const state = board(
      { battlefield: [...lands('Forest', 'f', 4), perm('gb', 'Grizzly Bears', 'bob')] },
      { hand: [card('ss', 'Storm Seeker')] },
    );
    const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'ss', targets: ['gb'] } });
    expect(a.legal).toBe(false);
    expect(a.violations.map((v) => v.code)).toEqual(['ILLEGAL_TARGET']);
  });
});
