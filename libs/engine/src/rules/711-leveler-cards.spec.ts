import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { adjudicate } from '../adjudicate';
import { legalActionsFor } from '../legal-actions';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { MOUNTAIN, PLAINS, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';
import { combatBoard, life, upToBlocks, zoneOf } from '../testing/combat-cards';

/** 711 leveler cards, on real cards (current Oracle text, from the bundled catalog). */
const STUDENT = bundledCard('Student of Warfare'); // {W} 1/1; Level up {W}; LEVEL 2-6 3/3 First strike; LEVEL 7+ 4/4 Double strike
const VINDICATOR = bundledCard('Kabira Vindicator'); // {3}{W} 2/4; LEVEL 2-4 3/6 other creatures you control +1/+1; LEVEL 5+ 4/8 +2/+2
const BRIMSTONE = bundledCard('Brimstone Mage'); // {2}{R} 2/2; LEVEL 1-2 2/3 {T}: 1 damage; LEVEL 3+ 2/4 {T}: 3 damage
const JORAGA = bundledCard('Joraga Treespeaker'); // LEVEL 5+: Elves you control have "{T}: Add {G}{G}." (not read)
const LORD = bundledCard('Lord of Shatterskull Pass'); // 3/3; LEVEL 1-5 6/6; LEVEL 6+ 6/6 attacks: 6 damage to each creature defending player controls
const PURISTS = bundledCard('Hedron-Field Purists'); // 0/3; LEVEL 1-4 1/4 prevent 1; LEVEL 5+ 2/5 prevent 2
const BOLT = bundledCard('Lightning Bolt');
const PATROL = bundledCard('Hada Spy Patrol'); // LEVEL 1-2 2/2 can't be blocked; LEVEL 3+ 3/3 Shroud, can't be blocked
const CORALHELM = bundledCard('Coralhelm Commander'); // LEVEL 4+ 4/4 Flying; other Merfolk creatures you control get +1/+1
const MERFOLK = bundledCard('Coral Merfolk'); // 2/1 Merfolk
const GIANT = bundledCard('Hill Giant'); // 3/3
const BEARS = bundledCard('Grizzly Bears'); // 2/2
const catalog = new InMemoryCatalog([
  STUDENT,
  VINDICATOR,
  BRIMSTONE,
  JORAGA,
  LORD,
  PURISTS,
  BOLT,
  PATROL,
  CORALHELM,
  MERFOLK,
  GIANT,
  BEARS,
  PLAINS,
  MOUNTAIN,
]);
const answer = rulingsWith(catalog);
const student = (level: number, more: Record<string, unknown> = {}) =>
  perm('s', 'Student of Warfare', 'alice', level > 0 ? { counters: { level }, ...more } : more);

describe('711 leveler cards', () => {
  it('711.2: the striations are read as static abilities; most levelers of the catalog are read in full', () => {
    expect(compileCard(STUDENT).support).toBe('full');
    expect(compileCard(STUDENT).abilities.slice(1)).toEqual([
      {
        kind: 'static',
        condition: { kind: 'levelCounters', min: 2, max: 6 },
        effects: [
          { kind: 'setPT', affected: { kind: 'self' }, power: 3, toughness: 3 },
          {
            kind: 'grantAbility',
            affected: { kind: 'self' },
            abilities: [{ kind: 'keyword', keyword: 'first strike', text: 'first strike' }],
            text: 'First strike',
          },
        ],
        text: 'LEVEL 2-6\n3/3\nFirst strike',
      },
      expect.objectContaining({ condition: { kind: 'levelCounters', min: 7, max: null }, text: 'LEVEL 7+\n4/4\nDouble strike' }),
    ]);
    const levelers = bundledCatalog()
      .cards()
      .filter((c) => /^Level up /m.test(c.text));
    expect(levelers.length).toBeGreaterThanOrEqual(24);
    expect(levelers.filter((c) => compileCard(c).support === 'full').length).toBeGreaterThanOrEqual(21);
  });

  it('711.2a, 711.2b, 711.5: Student of Warfare at level 0, 1, 2, 6 and 7', () => {
    const at = (level: number) => onField(answer({ state: board({ battlefield: [student(level)] }), actions: [] }), 's')?.characteristics;
    for (const level of [0, 1]) {
      expect(at(level)).toMatchObject({ power: 1, toughness: 1 });
      expect(at(level)?.abilities).not.toContain('First strike');
    }
    for (const level of [2, 6]) {
      expect(at(level)).toMatchObject({ power: 3, toughness: 3 });
      expect(at(level)?.abilities).toContain('First strike');
      expect(at(level)?.abilities).not.toContain('Double strike');
    }
    expect(at(7)).toMatchObject({ power: 4, toughness: 4 });
    expect(at(7)?.abilities).toContain('Double strike');
    expect(at(7)?.abilities).not.toContain('First strike');
    expect(at(12)).toMatchObject({ power: 4, toughness: 4 });
  });

  it('711.2a, 613.4c: the striation sets base P/T (layer 7b); +1/+1 counters still add to it (7c)', () => {
    const a = answer({ state: board({ battlefield: [student(2, { counters: { level: 2, '+1/+1': 1 } })] }), actions: [] });
    expect(onField(a, 's')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
  });

  it("711.2a, 702.7b: the striation's first strike works: Student at level 2 kills a blocking Hill Giant and survives", () => {
    const a = answer({
      state: combatBoard([student(2), perm('g', 'Hill Giant', 'bob')]),
      actions: [...upToBlocks(['s'], [['g', 's']]), ...passes(2), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(zoneOf(a, 'g')).toBe('graveyard');
    expect(zoneOf(a, 's')).toBe('battlefield');
    // 510.4: a first-strike combat damage step, where only the Student deals damage.
    expect(cited(a)).toContain('510.4');
    // 711.5: at level 1 it has no first strike and is 1/1: the Giant kills it.
    const low = answer({
      state: combatBoard([student(1), perm('g', 'Hill Giant', 'bob')]),
      actions: [...upToBlocks(['s'], [['g', 's']]), ...passes(2)],
    });
    expect(zoneOf(low, 's')).toBe('graveyard');
    expect(zoneOf(low, 'g')).toBe('battlefield');
  });

  it('711.2b, 702.4b: at level 7, double strike: unblocked, Student of Warfare deals 4 twice', () => {
    const a = answer({
      state: combatBoard([student(7)]),
      actions: [...upToBlocks(['s']), ...passes(2), ...passes(2), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(life(a, 'bob')).toBe(12);
  });

  it('702.87a, 711.2a: levelling up from 1 to 2 in the main phase gives the striation at once', () => {
    const state = board({ battlefield: [...lands('Plains', 'p', 1), student(1)] });
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 's', ability: 0 }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 's')?.counters).toEqual({ level: 2 });
    expect(onField(a, 's')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(onField(a, 's')?.characteristics?.abilities).toContain('First strike');
  });

  it("711.2a, 613.1f: a striation's static ability: Kabira Vindicator at level 2 gives other creatures +1/+1, at 5 +2/+2, at 1 nothing", () => {
    const at = (level: number) =>
      answer({
        state: board({
          battlefield: [perm('v', 'Kabira Vindicator', 'alice', { counters: { level } }), perm('b', 'Grizzly Bears', 'alice')],
        }),
        actions: [],
      });
    expect(onField(at(1), 'v')?.characteristics).toMatchObject({ power: 2, toughness: 4 });
    expect(onField(at(1), 'b')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(onField(at(2), 'v')?.characteristics).toMatchObject({ power: 3, toughness: 6 });
    expect(onField(at(2), 'b')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(onField(at(5), 'v')?.characteristics).toMatchObject({ power: 4, toughness: 8 });
    expect(onField(at(5), 'b')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
  });

  it("711.2a, 711.4: a striation's activated ability: Brimstone Mage at level 3 deals 3; at level 0 it has no such ability", () => {
    const ping = { type: 'activate', player: 'alice', source: 'm', ability: 1, targets: ['bob'] };
    const high = answer({
      state: board({ battlefield: [perm('m', 'Brimstone Mage', 'alice', { counters: { level: 3 } })] }),
      actions: [ping, ...passes(2)],
    });
    expect(high.legal).toBe(true);
    expect(life(high, 'bob')).toBe(17);
    const mid = answer({
      state: board({ battlefield: [perm('m', 'Brimstone Mage', 'alice', { counters: { level: 1 } })] }),
      actions: [ping, ...passes(2)],
    });
    expect(life(mid, 'bob')).toBe(19);
    const none = answer({ state: board({ battlefield: [perm('m', 'Brimstone Mage', 'alice')] }), action: ping });
    expect(none.legal).toBe(false);
    // Legal actions offer the striation's ability only once the Mage has it.
    const offered = (level: number) => {
      const listed = legalActionsFor(board({ battlefield: [perm('m', 'Brimstone Mage', 'alice', { counters: { level } })] }), catalog);
      return (listed.ok ? listed.value.actions.map((x) => x.action) : []).filter((x) => x.type === 'activate' && x.source === 'm');
    };
    expect(offered(3)).toContainEqual(expect.objectContaining({ ability: 1 }));
    expect(offered(0)).not.toContainEqual(expect.objectContaining({ ability: 1 }));
  });

  it("711.2b, 603.2: a striation's triggered ability: Lord of Shatterskull Pass attacks at level 6, not at level 5", () => {
    const attackWith = (level: number) =>
      answer({
        state: combatBoard([
          perm('l', 'Lord of Shatterskull Pass', 'alice', { counters: { level } }),
          perm('b', 'Grizzly Bears', 'bob'),
          perm('g', 'Hill Giant', 'bob'),
        ]),
        actions: [...upToBlocks(['l']).slice(0, 3), ...passes(2)],
      });
    const six = attackWith(6);
    expect(six.violations).toEqual([]);
    expect(zoneOf(six, 'b')).toBe('graveyard');
    expect(zoneOf(six, 'g')).toBe('graveyard');
    const five = attackWith(5);
    expect(five.violations).toEqual([]);
    expect(zoneOf(five, 'b')).toBe('battlefield');
    expect(onField(five, 'l')?.characteristics).toMatchObject({ power: 6, toughness: 6 });
  });

  it("711.2a, 615.7: a striation's prevention: Hedron-Field Purists at level 1 prevents 1 of a Lightning Bolt to alice; at level 0 none", () => {
    const bolt = { type: 'cast', player: 'bob', card: 'h1', targets: ['alice'] };
    const at = (level: number) =>
      answer({
        state: board(
          {
            battlefield: [
              perm('p', 'Hedron-Field Purists', 'alice', level > 0 ? { counters: { level } } : {}),
              ...lands('Mountain', 'm', 1, 'bob'),
            ],
            turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
          },
          {},
          { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
        ),
        actions: [bolt, ...passes(2, 'bob', 'alice')],
      });
    expect(life(at(1), 'alice')).toBe(18);
    expect(life(at(5), 'alice')).toBe(19);
    expect(life(at(0), 'alice')).toBe(17);
  });

  it("711.2b, 702.18a: Hada Spy Patrol's shroud at level 3 makes it an illegal target; at level 2 it is not", () => {
    const boltIt = (level: number) =>
      answer({
        state: board(
          {
            battlefield: [perm('h', 'Hada Spy Patrol', 'alice', { counters: { level } }), ...lands('Mountain', 'm', 1, 'bob')],
            turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
          },
          {},
          { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
        ),
        action: { type: 'cast', player: 'bob', card: 'h1', targets: ['h'] },
      });
    expect(boltIt(2).legal).toBe(true);
    expect(boltIt(3).legal).toBe(false);
  });

  it("711.2b, 613.1f: Coralhelm Commander at level 4 gives other Merfolk +1/+1, at level 3 it doesn't", () => {
    const at = (level: number) =>
      answer({
        state: board({
          battlefield: [perm('c', 'Coralhelm Commander', 'alice', { counters: { level } }), perm('f', 'Coral Merfolk', 'alice')],
        }),
        actions: [],
      });
    expect(onField(at(4), 'f')?.characteristics).toMatchObject({ power: 3, toughness: 2 });
    expect(onField(at(4), 'c')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(onField(at(3), 'f')?.characteristics).toMatchObject({ power: 2, toughness: 1 });
    expect(onField(at(3), 'c')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it('711.2: a striation not read in full is not read at all: Joraga Treespeaker stays refused', () => {
    const c = compileCard(JORAGA);
    expect(c.support).toBe('partial');
    expect(c.unsupported).toEqual(['Elves you control have "{T}: Add {G}{G}."']);
    const out = adjudicate({ state: board({ battlefield: [perm('j', 'Joraga Treespeaker', 'alice')] }) }, catalog);
    expect(out.kind).not.toBe('answer');
  });
});
