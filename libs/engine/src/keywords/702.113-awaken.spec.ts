import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, SWAMP, ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 702.113 awaken, on real cards (current Oracle text, from the bundled catalog). */
const RUINOUS_PATH = bundledCard('Ruinous Path'); // {1}{B}{B} sorcery: destroy target creature or planeswalker; Awaken 4—{5}{B}{B}
const ONDU_RISING = bundledCard('Ondu Rising'); // "Whenever a creature attacks this turn, ..." is not read: its awaken neither
const catalog = new InMemoryCatalog([RUINOUS_PATH, ONDU_RISING, GRIZZLY_BEARS, SWAMP]);
const answer = rulingsWith(catalog);

const cast = (targets: string[], alternativeCost?: string) => ({
  type: 'cast',
  player: 'alice',
  card: 'rp',
  targets,
  ...(alternativeCost ? { alternativeCost } : {}),
});
const start = (swamps: number) =>
  board(
    { battlefield: [...lands('Swamp', 's', swamps), perm('g', 'Grizzly Bears', 'bob'), perm('bs', 'Swamp', 'bob')] },
    { hand: [{ id: 'rp', card: 'Ruinous Path' }] },
  );

describe('702.113 awaken', () => {
  it('is understood: an alternative cost carrying the awaken spell ability; refused where the spell is not read', () => {
    expect(compileCard(RUINOUS_PATH).support).toBe('full');
    expect(compileCard(RUINOUS_PATH).abilities).toContainEqual(
      expect.objectContaining({ kind: 'alternativeCost', keyword: 'awaken', cost: '{5}{B}{B}', text: 'Awaken 4—{5}{B}{B}' }),
    );
    expect(compileCard(ONDU_RISING).unsupported).toContain('Awaken 4—{4}{W}');
  });

  it('702.113a: Ruinous Path awakened destroys Grizzly Bears; the Swamp targeted gets four +1/+1 counters and is a 4/4 Elemental land creature with haste', () => {
    const a = answer({ state: start(7), actions: [cast(['g', 's1'], 'awaken'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.trace.find((t) => t.rule === '601.2f')?.text).toContain('the awaken cost {5}{B}{B}');
    expect(ids(a.state.players[1].graveyard)).toEqual(['g']);
    const land = onField(a, 's1');
    expect(land).toMatchObject({ counters: { '+1/+1': 4 }, tapped: true });
    expect(land?.characteristics).toMatchObject({ types: ['Land', 'Creature'], power: 4, toughness: 4 });
    expect(land?.characteristics?.subtypes).toEqual(expect.arrayContaining(['Swamp', 'Elemental']));
    expect(land?.characteristics?.abilities).toContain('Haste');
    expect(a.state.effects?.filter((e) => e.affects.includes('s1')).every((e) => e.duration === 'permanent')).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2c', '613.1d']));
  });

  it('702.113b: cast for its mana cost, Ruinous Path has one target only: a land named as a second is refused', () => {
    const plain = answer({ state: start(3), actions: [cast(['g']), ...passes(2)] });
    expect(plain.legal).toBe(true);
    expect(onField(plain, 's1')?.counters ?? {}).toEqual({});
    const extra = answer({ state: start(7), action: cast(['g', 's1']) });
    expect(extra.violations[0]).toMatchObject({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' });
  });

  it('702.113a: illegal awaken casts: no land target, a land bob controls, seven mana not there', () => {
    expect(answer({ state: start(7), action: cast(['g'], 'awaken') }).violations[0]).toMatchObject({
      code: 'WRONG_TARGET_COUNT',
      rule: '601.2c',
    });
    const theirs = answer({ state: start(7), action: cast(['g', 'bs'], 'awaken') });
    expect(theirs.legal).toBe(false);
    expect(theirs.violations[0].rule).toMatch(/^115|^601\.2c/);
    const poor = answer({ state: start(6), action: cast(['g', 's1'], 'awaken') });
    expect(poor.legal).toBe(false);
    expect(poor.violations[0].rule).toMatch(/^601\.2[gh]$/);
  });

  it('608.2b: the creature gone before it resolves, the land is still awakened (one target still legal)', () => {
    const state = board({
      battlefield: [perm('s1', 'Swamp', 'alice')],
      stack: [{ id: 'rp', card: 'Ruinous Path', controller: 'alice', targets: ['g', 's1'], alternativeCost: 'awaken' }],
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(onField(a, 's1')).toMatchObject({ counters: { '+1/+1': 4 } });
    expect(onField(a, 's1')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
  });
});
