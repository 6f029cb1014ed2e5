import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 502.3: the active player untaps their permanents, save those an effect keeps tapped. The Tempest
 * lands: "{T}: Add {G} or {W}. Tranquil Garden doesn't untap during your next untap step." (a mana
 * ability with another effect, 605.3b): "your" is the ability's controller.
 */
const garden = bundledCard('Tranquil Garden');
const answer = rulingsWith(new InMemoryCatalog([garden, bundledCard('Forest')]));
const tapForGreen = { type: 'activate', player: 'alice', source: 'tg', ability: 1, mana: '{G}' };
const kept = (a: { state: { effects?: { kind: string }[] } }) => (a.state.effects ?? []).filter((e) => e.kind === 'doesnt-untap-your-next');

describe('502.3: "CARDNAME doesn\'t untap during your next untap step"', () => {
  it('Tranquil Garden is understood in full, its second mana ability with that effect', () => {
    const compiled = compileCard(garden);
    expect([compiled.support, compiled.unsupported]).toEqual(['full', []]);
    expect(compiled.abilities[1]).toMatchObject({
      kind: 'mana',
      options: [['G'], ['W']],
      effects: [{ kind: 'doesntUntapNext', objects: { kind: 'source' }, yours: true }],
    });
  });

  it("tapped for {G} in bob's end step: the mana is added at once and the land stays tapped in alice's untap step, then the effect ends", () => {
    const state = board({
      battlefield: [
        { id: 'tg', card: garden.name, controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'alice', tapped: true },
      ],
      turn: { number: 4, active: 'bob', step: 'end', priority: 'alice', passed: ['bob'] },
    });
    const tapped = answer({ state, action: tapForGreen });
    expect(tapped.legal).toBe(true);
    expect(tapped.state.stack ?? []).toHaveLength(0);
    expect(onField(tapped, 'tg')).toMatchObject({ tapped: true });
    expect(kept(tapped)).toEqual([expect.objectContaining({ affects: ['tg'], controller: 'alice' })]);
    expect(cited(tapped)).toEqual(expect.arrayContaining(['605.3b', '502.3']));

    // Alice keeps priority after a mana ability (117.3c); both pass: bob's end step ends, cleanup, alice's turn 5 begins.
    const next = answer({ state, actions: [tapForGreen, ...passes(2)] });
    expect(next.violations).toEqual([]);
    expect(next.state.turn).toMatchObject({ number: 5, active: 'alice' });
    expect(onField(next, 'tg')).toMatchObject({ tapped: true });
    expect(onField(next, 'f1')?.tapped).toBeFalsy();
    expect(kept(next)).toEqual([]);
    expect(next.trace).toContainEqual(expect.objectContaining({ rule: '502.3', objects: ['tg'] }));
  });

  it("not during another player's untap step: a Garden bob controls now untaps in his, the effect waits for alice's", () => {
    const state = board({
      battlefield: [
        { id: 'tg', card: garden.name, controller: 'bob', tapped: true },
        { id: 'f1', card: 'Forest', controller: 'alice' },
      ],
      effects: [
        {
          id: 'e1',
          kind: 'doesnt-untap-your-next',
          power: 0,
          toughness: 0,
          affects: ['tg'],
          source: 'tg',
          controller: 'alice',
          timestamp: 1,
          duration: 'permanent',
        },
      ],
      turn: { number: 4, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.turn).toMatchObject({ number: 5, active: 'bob' });
    expect(onField(a, 'tg')?.tapped).toBeFalsy();
    expect(kept(a)).toHaveLength(1);
  });

  it('an illegal activation adds no effect: a tapped Garden cannot pay {T} (602.2b)', () => {
    const state = board({
      battlefield: [{ id: 'tg', card: garden.name, controller: 'alice', tapped: true }],
      turn: { number: 4, active: 'alice', step: 'first-main', priority: 'alice' },
    });
    const a = answer({ state, action: tapForGreen });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '602.2b' });
    expect(kept(a)).toEqual([]);
  });
});

/**
 * 502.3: an Aura's static ability "Enchanted permanent doesn't untap during its controller's untap step." keeps
 * whatever it enchants tapped, an artifact as well as a creature (Coma Veil: "Enchant artifact or creature").
 */
describe('502.3: "Enchanted permanent doesn\'t untap during its controller\'s untap step"', () => {
  const veil = bundledCard('Coma Veil');
  const veilAnswer = rulingsWith(new InMemoryCatalog([veil, bundledCard('Sol Ring'), bundledCard('Forest'), bundledCard('Island')]));

  it('Coma Veil is understood in full, the effect on the enchanted permanent', () => {
    const compiled = compileCard(veil);
    expect([compiled.support, compiled.unsupported]).toEqual(['full', []]);
    expect(compiled.abilities[1]).toMatchObject({ kind: 'static', effects: [{ kind: 'doesntUntap', affected: { kind: 'enchanted' } }] });
  });

  it("refused when the possessive does not fit the subject: an enchanted permanent's untap step is its controller's", () => {
    const odd = compileCard({ ...veil, text: "Enchant artifact or creature\nEnchanted permanent doesn't untap during your untap step." });
    expect(odd.support).not.toBe('full');
    expect(odd.unsupported).toEqual(["Enchanted permanent doesn't untap during your untap step."]);
  });

  it("bob's enchanted Sol Ring stays tapped in his untap step, his Forest untaps", () => {
    const state = board({
      battlefield: [
        { id: 'cv', card: veil.name, controller: 'alice', attachedTo: 'sr' },
        { id: 'sr', card: 'Sol Ring', controller: 'bob', tapped: true },
        { id: 'f1', card: 'Forest', controller: 'bob', tapped: true },
      ],
      turn: { number: 4, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = veilAnswer({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.turn).toMatchObject({ number: 5, active: 'bob' });
    expect(onField(a, 'sr')).toMatchObject({ tapped: true });
    expect(onField(a, 'cv')).toMatchObject({ attachedTo: 'sr' });
    expect(onField(a, 'f1')?.tapped).toBeFalsy();
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '502.3', objects: ['sr'] }));
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '502.3', objects: ['f1'] }));
  });

  it('once the Aura is gone the permanent untaps as usual', () => {
    const state = board({
      battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'bob', tapped: true }],
      turn: { number: 4, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = veilAnswer({ state, actions: passes(2) });
    expect(onField(a, 'sr')?.tapped).toBeFalsy();
  });

  it('illegal: Coma Veil cannot be cast on a land, not a legal target for its Enchant (115.1, 303.4a)', () => {
    const state = board(
      {
        battlefield: [
          ...['i1', 'i2', 'i3', 'i4', 'i5'].map((id) => ({ id, card: 'Island', controller: 'alice' })),
          { id: 'f1', card: 'Forest', controller: 'bob' },
        ],
        turn: { number: 4, active: 'alice', step: 'first-main', priority: 'alice' },
      },
      { hand: [{ id: 'h', card: veil.name }] },
    );
    const a = veilAnswer({ state, action: { type: 'cast', player: 'alice', card: 'h', targets: ['f1'] } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '115.1' });
    expect(onField(a, 'cv')).toBeUndefined();
  });
});

describe('502.3: "CARDNAME doesn\'t untap during your untap step if it has a depletion counter on it." (Land Cap)', () => {
  const cap = bundledCard('Land Cap');
  const capAnswer = rulingsWith(new InMemoryCatalog([cap, bundledCard('Forest')]));
  const endOfBobsTurn = (counters: Record<string, number> | undefined) =>
    board({
      battlefield: [
        { id: 'lc', card: cap.name, controller: 'alice', tapped: true, ...(counters ? { counters } : {}) },
        { id: 'f1', card: 'Forest', controller: 'alice', tapped: true },
      ],
      turn: { number: 4, active: 'bob', step: 'end', priority: 'bob' },
    });

  it('Land Cap, River Delta, Veldt are understood in full; the condition is on the effect', () => {
    for (const name of ['Land Cap', 'River Delta', 'Veldt']) expect(compileCard(bundledCard(name)).support).toBe('full');
    expect(compileCard(cap).abilities).toContainEqual(
      expect.objectContaining({
        kind: 'static',
        effects: [{ kind: 'doesntUntap', affected: { kind: 'self' }, ifCounter: { counter: 'depletion', on: 'affected' } }],
      }),
    );
  });

  it("with a depletion counter it stays tapped in alice's untap step, her Forest untaps; the upkeep trigger then removes the counter", () => {
    const held = capAnswer({ state: endOfBobsTurn({ depletion: 1 }), actions: passes(2, 'bob', 'alice') });
    expect(held.violations).toEqual([]);
    expect(held.state.turn).toMatchObject({ number: 5, active: 'alice', step: 'upkeep' });
    expect(onField(held, 'lc')).toMatchObject({ tapped: true });
    expect(onField(held, 'f1')?.tapped).toBeFalsy();
    expect(held.trace).toContainEqual(expect.objectContaining({ rule: '502.3', event: 'doesntUntap', objects: ['lc'] }));
    const after = capAnswer({ state: endOfBobsTurn({ depletion: 1 }), actions: [...passes(2, 'bob', 'alice'), ...passes(2)] });
    expect(onField(after, 'lc')?.counters?.depletion ?? 0).toBe(0);
    expect(onField(after, 'lc')).toMatchObject({ tapped: true });
  });

  it('without a depletion counter it untaps as usual', () => {
    const a = capAnswer({ state: endOfBobsTurn(undefined), actions: passes(2, 'bob', 'alice') });
    expect(onField(a, 'lc')?.tapped).toBeFalsy();
  });

  it('its mana ability puts a depletion counter on it (605.3b, 122.1)', () => {
    const state = board({ battlefield: [{ id: 'lc', card: cap.name, controller: 'alice' }] });
    const a = capAnswer({ state, action: { type: 'activate', player: 'alice', source: 'lc', ability: 0, mana: '{U}' } });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'lc')).toMatchObject({ tapped: true, counters: { depletion: 1 } });
    expect(a.state.players[0].manaPool).toBe('{U}');
  });

  it('refused with another condition ("if it attacked during your last turn", Goblin Rock Sled)', () => {
    expect(compileCard(bundledCard('Goblin Rock Sled')).unsupported).toContain(
      "Goblin Rock Sled doesn't untap during your untap step if it attacked during your last turn.",
    );
  });
});

describe('502.3: "[Permanents] don\'t untap during their controllers\' untap steps." (Meekstone, Choke)', () => {
  const groupAnswer = rulingsWith(
    new InMemoryCatalog(['Meekstone', 'Choke', 'Hill Giant', 'Grizzly Bears', 'Island', 'Forest'].map(bundledCard)),
  );
  const endOfAlicesTurn = (battlefield: Record<string, unknown>[]) =>
    board({ battlefield, turn: { number: 4, active: 'alice', step: 'end', priority: 'alice' } });

  it.each(['Meekstone', 'Choke', 'Marble Titan'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it("Meekstone (alice's): bob's tapped Hill Giant, power 3, stays tapped in bob's untap step; his Grizzly Bears untap", () => {
    const a = groupAnswer({
      state: endOfAlicesTurn([
        { id: 'ms', card: 'Meekstone', controller: 'alice' },
        { id: 'hg', card: 'Hill Giant', controller: 'bob', tapped: true },
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob', tapped: true },
      ]),
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(a.state.turn).toMatchObject({ number: 5, active: 'bob' });
    expect(onField(a, 'hg')).toMatchObject({ tapped: true });
    expect(onField(a, 'gb')?.tapped).toBeFalsy();
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '502.3', event: 'doesntUntap', objects: ['hg'] }));
  });

  it("Choke (alice's) holds bob's Islands too: every player's; his Forest untaps", () => {
    const a = groupAnswer({
      state: endOfAlicesTurn([
        { id: 'ch', card: 'Choke', controller: 'alice' },
        { id: 'i1', card: 'Island', controller: 'bob', tapped: true },
        { id: 'f1', card: 'Forest', controller: 'bob', tapped: true },
      ]),
      actions: passes(2),
    });
    expect(onField(a, 'i1')).toMatchObject({ tapped: true });
    expect(onField(a, 'f1')?.tapped).toBeFalsy();
  });

  it('refused when the selector does not read the subject ("Creatures of the chosen type ...", An-Zerrin Ruins)', () => {
    expect(compileCard(bundledCard('An-Zerrin Ruins')).unsupported).toContain(
      "Creatures of the chosen type don't untap during their controllers' untap steps.",
    );
  });
});
