import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** 701.21a, 602.2b: "Sacrifice a creature other than CARDNAME", "Sacrifice two other creatures": never the source itself. */
const NAMES = ['Brion Stoutarm', 'Eater of Hope', 'Despoiler of Souls', 'Voldaren Pariah', 'Consecrated by Blood'];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([...CARDS, ...['Grizzly Bears', 'Mountain', 'Swamp', 'Hill Giant'].map(bundledCard)]);
const answer = rulingsWith(catalog);
const act = (source: string, ability: number, more: Record<string, unknown> = {}) => ({
  type: 'activate',
  player: 'alice',
  source,
  ability,
  ...more,
});

describe('602.2b, 701.21a: "other" in a sacrifice cost', () => {
  it('each card is understood in full; a sacrifice of "two other" with a second sacrifice stays refused', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
    // Kyscu Drake: "Sacrifice Kyscu Drake and a creature named Spitting Drake: ..."
    expect(compileCard(bundledCard('Kyscu Drake')).support).not.toBe('full');
  });

  it('Brion Stoutarm: a Hill Giant sacrificed deals 3 to bob; Brion itself cannot be the creature sacrificed', () => {
    const state = board({
      battlefield: [perm('br', 'Brion Stoutarm', 'alice'), perm('hg', 'Hill Giant', 'alice'), perm('m', 'Mountain', 'alice')],
    });
    const a = answer({ state, action: act('br', 0, { sacrifice: ['hg'], targets: ['bob'] }) });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['hg']);
    const resolved = answer({
      state: a.state,
      actions: [
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(resolved.state.players[1].life).toBe(17);
    expect(resolved.state.players[0].life).toBe(23); // lifelink (702.15b)
    const self = answer({ state, action: act('br', 0, { sacrifice: ['br'], targets: ['bob'] }) });
    expect(self.violations[0]).toMatchObject({ code: 'CANNOT_SACRIFICE', rule: '118.3' });
    expect(onField(self, 'br')).toBeDefined();
  });

  it('Eater of Hope: two other creatures; itself among them is refused', () => {
    const swamps = ['1', '2', '3'].map((n) => perm(`s${n}`, 'Swamp', 'alice'));
    const state = board({
      battlefield: [
        perm('eh', 'Eater of Hope', 'alice'),
        perm('b1', 'Grizzly Bears', 'alice'),
        perm('b2', 'Grizzly Bears', 'alice'),
        perm('hg', 'Hill Giant', 'bob'),
        ...swamps,
      ],
    });
    const a = answer({ state, action: act('eh', 1, { sacrifice: ['b1', 'b2'], targets: ['hg'] }) });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard).sort()).toEqual(['b1', 'b2']);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.21a']));
    expect(answer({ state, action: act('eh', 1, { sacrifice: ['eh', 'b1'], targets: ['hg'] }) }).violations[0]).toMatchObject({
      code: 'CANNOT_SACRIFICE',
      rule: '118.3',
    });
  });

  it('Despoiler of Souls: two other creature cards exiled from the graveyard, never itself (113.6m)', () => {
    const state = board(
      { battlefield: [perm('s1', 'Swamp', 'alice'), perm('s2', 'Swamp', 'alice')] },
      {
        graveyard: [
          { id: 'ds', card: 'Despoiler of Souls' },
          { id: 'g1', card: 'Grizzly Bears' },
          { id: 'g2', card: 'Hill Giant' },
        ],
      },
    );
    const self = answer({ state, action: act('ds', 0, { exile: ['ds', 'g1'] }) });
    expect(self.legal).toBe(false);
    const a = answer({ state, action: act('ds', 0, { exile: ['g1', 'g2'] }) });
    expect(a.violations).toEqual([]);
    expect(ids(a.state.exile ?? []).sort()).toEqual(['g1', 'g2']);
  });
});
